"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { toast } from "@/components/toasts/toast";
import { buttonClassName } from "@/components/ui/button-link";
import { saveReviewSettings } from "@/lib/client/review-api";
import { NEW_PER_DAY_RANGE, RETENTION_RANGE } from "@/lib/review/scheduler-limits";
import styles from "./progress.module.css";

export type SettingsFormProps = {
  desiredRetention: number;
  newPerDay: number;
};

type Field = "desiredRetention" | "newPerDay";
type Errors = Partial<Record<Field, string>>;

/** Desired retention as the learner enters it: a whole percentage. */
const PERCENT_RANGE = { min: Math.round(RETENTION_RANGE.min * 100), max: Math.round(RETENTION_RANGE.max * 100) } as const;

export const RETENTION_ERROR = `Enter a whole number from ${PERCENT_RANGE.min} to ${PERCENT_RANGE.max}, e.g. 90.`;
export const NEW_PER_DAY_ERROR = `Enter a whole number from ${NEW_PER_DAY_RANGE.min} to ${NEW_PER_DAY_RANGE.max}.`;

/** A whole number from `range`, as typed (spaces around it allowed), or null. */
function wholeNumber(text: string, range: { min: number; max: number }): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= range.min && value <= range.max ? value : null;
}

/** The two values as the API takes them (retention as a fraction), or what is wrong with each. */
function parse(retentionText: string, newPerDayText: string): { values: Record<Field, number> } | { errors: Errors } {
  const errors: Errors = {};
  const percent = wholeNumber(retentionText, PERCENT_RANGE);
  if (percent === null) errors.desiredRetention = RETENTION_ERROR;
  const newPerDay = wholeNumber(newPerDayText, NEW_PER_DAY_RANGE);
  if (newPerDay === null) errors.newPerDay = NEW_PER_DAY_ERROR;
  return percent === null || newPerDay === null ? { errors } : { values: { desiredRetention: percent / 100, newPerDay } };
}

/** Desired retention and new cards a day; saving refreshes the page's numbers. */
export function SettingsForm({ desiredRetention, newPerDay }: SettingsFormProps) {
  const router = useRouter();
  const id = useId();
  const [retentionText, setRetentionText] = useState(String(Math.round(desiredRetention * 100)));
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
    const result = await saveReviewSettings(parsed.values);
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
        label="Desired retention (%)"
        hint="The share of words you want to still remember when they come up, in percent. Higher means more reviews."
        range={PERCENT_RANGE}
        step={1}
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
  range: { min: number; max: number };
  step: number;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled number input with its one-sentence hint and, when refused, its message (aria-invalid, described by both). */
function NumberField({ id, name, label, hint, error, inputRef, range, step, value, onChange }: NumberFieldProps) {
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
        inputMode="numeric"
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
