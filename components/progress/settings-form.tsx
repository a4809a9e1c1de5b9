"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/toasts/toast";
import { buttonClassName } from "@/components/ui/button-link";
import { NEW_PER_DAY_RANGE, RETENTION_RANGE } from "@/lib/review/scheduler-limits";
import { SETTINGS_URL, postJson } from "./post-settings";
import styles from "./progress.module.css";

export type SettingsFormProps = {
  desiredRetention: number;
  newPerDay: number;
};

type Field = "desiredRetention" | "newPerDay";
type Errors = Partial<Record<Field, string>>;

export const RETENTION_ERROR = `Enter a number from ${RETENTION_RANGE.min.toFixed(2)} to ${RETENTION_RANGE.max.toFixed(2)}, e.g. 0.90.`;
export const NEW_PER_DAY_ERROR = `Enter a whole number from ${NEW_PER_DAY_RANGE.min} to ${NEW_PER_DAY_RANGE.max}.`;

/** The two values as the API takes them, or what is wrong with each. */
function parse(retentionText: string, newPerDayText: string): { values: Record<Field, number> } | { errors: Errors } {
  const errors: Errors = {};
  const retention = Number(retentionText.trim().replace(",", "."));
  // Two decimals at most: the input's step, and what the hint promises.
  if (retentionText.trim() === "" || !Number.isFinite(retention) || retention < RETENTION_RANGE.min || retention > RETENTION_RANGE.max || Math.abs(retention * 100 - Math.round(retention * 100)) > 1e-6) {
    errors.desiredRetention = RETENTION_ERROR;
  }
  const newPerDay = Number(newPerDayText.trim());
  if (!/^\d+$/.test(newPerDayText.trim()) || newPerDay < NEW_PER_DAY_RANGE.min || newPerDay > NEW_PER_DAY_RANGE.max) {
    errors.newPerDay = NEW_PER_DAY_ERROR;
  }
  return Object.keys(errors).length ? { errors } : { values: { desiredRetention: Math.round(retention * 100) / 100, newPerDay } };
}

/** Desired retention and new cards a day; saving refreshes the page's numbers. */
export function SettingsForm({ desiredRetention, newPerDay }: SettingsFormProps) {
  const router = useRouter();
  const id = useId();
  const [retentionText, setRetentionText] = useState(desiredRetention.toFixed(2));
  const [newPerDayText, setNewPerDayText] = useState(String(newPerDay));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = { desiredRetention: useRef<HTMLInputElement>(null), newPerDay: useRef<HTMLInputElement>(null) };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = parse(retentionText, newPerDayText);
    setFormError(null);
    if ("errors" in parsed) {
      setErrors(parsed.errors);
      const first = (["desiredRetention", "newPerDay"] as const).find((field) => parsed.errors[field]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await postJson(SETTINGS_URL, parsed.values);
    setBusy(false);
    if (!result.ok) {
      setFormError(result.error);
      return;
    }
    toast.success("Settings saved");
    router.refresh();
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ""}`,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={`${id}-desiredRetention`} className={styles.label}>
          Desired retention
        </label>
        <p id={`${id}-desiredRetention-hint`} className={styles.hint}>
          The share of words you want to still remember when they come up. Higher means more reviews.
        </p>
        <input
          ref={inputs.desiredRetention}
          {...field("desiredRetention")}
          name="desiredRetention"
          className={styles.input}
          type="number"
          inputMode="decimal"
          min={RETENTION_RANGE.min}
          max={RETENTION_RANGE.max}
          step={0.01}
          value={retentionText}
          onChange={(event) => setRetentionText(event.target.value)}
        />
        {errors.desiredRetention ? (
          <p id={`${id}-desiredRetention-error`} className={styles.error}>
            {errors.desiredRetention}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-newPerDay`} className={styles.label}>
          New cards a day
        </label>
        <p id={`${id}-newPerDay-hint`} className={styles.hint}>
          How many new words enter your reviews each day. Reviews are never capped.
        </p>
        <input
          ref={inputs.newPerDay}
          {...field("newPerDay")}
          name="newPerDay"
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={NEW_PER_DAY_RANGE.min}
          max={NEW_PER_DAY_RANGE.max}
          step={1}
          value={newPerDayText}
          onChange={(event) => setNewPerDayText(event.target.value)}
        />
        {errors.newPerDay ? (
          <p id={`${id}-newPerDay-error`} className={styles.error}>
            {errors.newPerDay}
          </p>
        ) : null}
      </div>
      <div className={styles.formFooter}>
        <button type="submit" className={buttonClassName()} aria-disabled={busy}>
          {busy ? "Saving…" : "Save settings"}
        </button>
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      </div>
    </form>
  );
}
