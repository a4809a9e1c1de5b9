"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { toast } from "@/components/toasts/toast";
import { buttonClassName } from "@/components/ui/button-link";
import { NEW_PER_DAY_RANGE, RETENTION_RANGE } from "@/lib/review/scheduler-limits";
import { SETTINGS_URL, postReview } from "./post-settings";
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
  if (
    retentionText.trim() === "" ||
    !Number.isFinite(retention) ||
    retention < RETENTION_RANGE.min ||
    retention > RETENTION_RANGE.max ||
    Math.abs(retention * 100 - Math.round(retention * 100)) > 1e-6
  ) {
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
  const retentionInput = useRef<HTMLInputElement>(null);
  const newPerDayInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = parse(retentionText, newPerDayText);
    setFormError(null);
    if ("errors" in parsed) {
      setErrors(parsed.errors);
      const first = (["desiredRetention", "newPerDay"] as const).find((field) => parsed.errors[field]);
      if (first) (first === "desiredRetention" ? retentionInput : newPerDayInput).current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await postReview(SETTINGS_URL, parsed.values);
    setBusy(false);
    if (!result.ok) {
      setFormError(result.error);
      return;
    }
    toast.success("Settings saved");
    router.refresh();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <NumberField
        id={id}
        name="desiredRetention"
        error={errors.desiredRetention}
        inputRef={retentionInput}
        label="Desired retention"
        hint="The share of words you want to still remember when they come up. Higher means more reviews."
        inputMode="decimal"
        range={RETENTION_RANGE}
        step={0.01}
        value={retentionText}
        onChange={setRetentionText}
      />
      <NumberField
        id={id}
        name="newPerDay"
        error={errors.newPerDay}
        inputRef={newPerDayInput}
        label="New cards a day"
        hint="How many new words enter your reviews each day. Reviews are never capped."
        inputMode="numeric"
        range={NEW_PER_DAY_RANGE}
        step={1}
        value={newPerDayText}
        onChange={setNewPerDayText}
      />
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

interface NumberFieldProps {
  /** The form's useId, so that ids stay unique per form. */
  id: string;
  name: Field;
  label: string;
  hint: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  inputMode: "decimal" | "numeric";
  range: { min: number; max: number };
  step: number;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled number input with its one-sentence hint and, when refused, its message (aria-invalid, described by both). */
function NumberField({ id, name, label, hint, error, inputRef, inputMode, range, step, value, onChange }: NumberFieldProps) {
  const fieldId = `${id}-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <p id={`${fieldId}-hint`} className={styles.hint}>
        {hint}
      </p>
      <input
        ref={inputRef}
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ""}`}
        className={styles.input}
        type="number"
        inputMode={inputMode}
        min={range.min}
        max={range.max}
        step={step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
