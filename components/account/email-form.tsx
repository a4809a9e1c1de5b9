"use client";

import { useId, useState, type FormEvent } from "react";
import { accountToast } from "@/components/auth/account-toast";
import { CurrentPasswordField, EmailField, SubmitButton } from "@/components/auth/form-parts";
import { changeEmail } from "@/lib/client/account-api";
import styles from "./account.module.css";

/** A new address: a link goes there, and the account moves when it is opened. */
export function EmailForm({ email }: { email: string }) {
  const id = useId();
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState("");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const result = await changeEmail(newEmail, password);
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    setSent(result.data.message);
    setPassword("");
    accountToast.success(result.data.message);
  }

  return (
    <form className={`${styles.part} ${styles.form}`} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <h3 className={styles.partTitle}>Email</h3>
      <p className={styles.hint}>
        Now <strong>{email}</strong>. We send a link to the new address; your account moves there when you open it.
      </p>
      <EmailField id={`${id}-email`} label="New email" value={newEmail} onChange={setNewEmail} />
      <CurrentPasswordField id={`${id}-password`} value={password} onChange={setPassword} />
      <SubmitButton label="Send confirmation link" busyLabel="Sending..." busy={sending} />
      <p role="status" className={styles.status}>
        {sent}
      </p>
    </form>
  );
}
