"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { sendContactMessage } from "@/lib/client/contact-api";
import { CONTACT_FIELDS, CONTACT_LIMITS, FILL_ALL_FIELDS, type ContactField } from "@/lib/contact/fields";
import styles from "./contact-form.module.css";

/** The failure message. */
const FAILURE_MESSAGE = "Something went wrong!";
/** Banners disappear after 2 s. */
const BANNER_MS = 2000;

type Banner = { kind: "success" | "error"; text: string };
type Values = Record<ContactField, string>;

const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  // Each banner is a new object, so a new one restarts the 2 s and is shown in full.
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  function show(kind: Banner["kind"], text: string) {
    setBanner({ kind, text });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;

    // Loaded on submit: zod stays out of the page's (and its prefetch's) scripts.
    const { contactInputProblem } = await import("@/lib/contact/schema");
    const problem = contactInputProblem(values);
    if (problem) {
      show("error", problem);
      const first = problem === FILL_ALL_FIELDS ? CONTACT_FIELDS.find((field) => !values[field].trim()) : undefined;
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }

    setSending(true);
    try {
      const message = await sendContactMessage(values);
      setValues(EMPTY);
      show("success", message);
    } catch {
      show("error", FAILURE_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  function field(name: ContactField) {
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: values[name],
      maxLength: CONTACT_LIMITS[name],
      required: true,
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  }

  return (
    // noValidate: the browser's own bubbles would replace our messages (docs/product.md#messages).
    <form ref={formRef} className={styles.form} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-name`}>Name</label>
          <input type="text" autoComplete="name" {...field("name")} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-email`}>Email</label>
          <input type="email" autoComplete="email" inputMode="email" {...field("email")} />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-subject`}>Subject</label>
        <input type="text" {...field("subject")} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-message`}>Message</label>
        <textarea rows={6} {...field("message")} />
      </div>

      <div className={styles.actions}>
        <button type="submit" className={buttonClassName({ size: "large", className: styles.submit })} disabled={sending}>
          {sending ? "Sending..." : "Contact Us"}
        </button>
        {/* Both live regions stay mounted (empty, taking no room) so each new text is announced. */}
        <div className={styles.banners}>
          <p role="status" className={styles.success}>
            {banner?.kind === "success" ? banner.text : null}
          </p>
          <p role="alert" className={styles.error}>
            {banner?.kind === "error" ? banner.text : null}
          </p>
        </div>
      </div>
    </form>
  );
}
