"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/toasts/toast";
import { buttonClassName } from "@/components/ui/button-link";
import { saveReviewSettings } from "@/lib/client/review-api";
import { GOAL_MINUTES_RANGE } from "@/lib/review/scheduler-limits";
import styles from "./progress.module.css";

export type GoalFormProps = {
  goalMinutes: number | null;
  streakEnabled: boolean;
};

export const GOAL_ERROR = `Enter a whole number of minutes from ${GOAL_MINUTES_RANGE.min} to ${GOAL_MINUTES_RANGE.max}, or leave it empty.`;

/** The goal as typed: empty is "clear what is due" (null); else a whole number in range, or undefined when wrong. */
function parseGoal(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= GOAL_MINUTES_RANGE.min && value <= GOAL_MINUTES_RANGE.max ? value : undefined;
}

/** The daily goal in minutes and the streak's switch; saving refreshes the forecast. */
export function GoalForm({ goalMinutes, streakEnabled }: GoalFormProps) {
  const router = useRouter();
  const id = useId();
  const [goalText, setGoalText] = useState(goalMinutes === null ? "" : String(goalMinutes));
  const [streak, setStreak] = useState(streakEnabled);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const goalId = `${id}-goal`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const goal = parseGoal(goalText);
    setFormError(null);
    if (goal === undefined) {
      setError(GOAL_ERROR);
      document.getElementById(goalId)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const result = await saveReviewSettings({ goalMinutes: goal, streakEnabled: streak });
    setBusy(false);
    if (!result.ok) {
      setFormError(result.error);
      return;
    }
    toast.success("Goal saved");
    router.refresh();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={goalId} className={styles.label}>
          Minutes a day
        </label>
        <p id={`${goalId}-hint`} className={styles.hint}>
          How long you want to review each day. Empty: clear what is due. A goal sets your new cards a day.
        </p>
        <input
          id={goalId}
          name="goalMinutes"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${goalId}-hint${error ? ` ${goalId}-error` : ""}`}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={GOAL_MINUTES_RANGE.min}
          max={GOAL_MINUTES_RANGE.max}
          step={1}
          value={goalText}
          onChange={(event) => setGoalText(event.target.value)}
        />
        {error ? (
          <p id={`${goalId}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label}>
          <input type="checkbox" name="streakEnabled" checked={streak} onChange={(event) => setStreak(event.target.checked)} /> Show my streak
        </label>
        <p className={styles.hint}>Days you met your goal in a row, with one missed day a week forgiven. Off unless you want it.</p>
      </div>
      <div className={styles.formFooter}>
        <button type="submit" className={buttonClassName()} aria-disabled={busy}>
          {busy ? "Saving…" : "Save goal"}
        </button>
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      </div>
    </form>
  );
}
