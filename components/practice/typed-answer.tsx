"use client";

import { useEffect, useRef, useState } from "react";
import { useAuthState, useAuthStateKnown } from "@/lib/client/auth-state";
import type { HintResponse } from "@/lib/practice/types";
import { PRACTICE_MESSAGES, hintText } from "./practice-messages";
import styles from "./practice-screen.module.css";

export type TypedAnswerProps = {
  questionId: string;
  /** Taking an answer, checking it, or showing the verdict. */
  stage: "question" | "checking" | "feedback";
  /** What was sent (shown, read-only, after the answer). */
  sent: string | null;
  hint: HintResponse | null;
  hintPending: boolean;
  onSubmit: (text: string) => void;
  onHint: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  labelledBy: string;
};

/** The text field, Check, and "Show hint" (the first letter and length; a right answer after it counts as Hard). */
export function TypedAnswer({ questionId, stage, sent, hint, hintPending, onSubmit, onHint, inputRef, labelledBy }: TypedAnswerProps) {
  const [text, setText] = useState("");
  const hintId = `hint-${questionId}`;
  const enabled = stage === "question";
  const input = useRef<HTMLInputElement | null>(null);
  // A visitor's demo grades nothing: its note says what a hint gives, not a grade.
  const authKnown = useAuthStateKnown();
  const { authUserId } = useAuthState();
  const visitor = authKnown && authUserId === null;
  // "Show hint" gives way to the hint: the keyboard goes back to the field.
  useEffect(() => {
    if (hint && (document.activeElement === null || document.activeElement === document.body)) input.current?.focus();
  }, [hint]);
  return (
    <form
      className={styles.typed}
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled) onSubmit(text);
      }}
    >
      <label htmlFor={`answer-${questionId}`} className="visually-hidden">
        {PRACTICE_MESSAGES.typeHere}
      </label>
      <div className={styles.typedRow}>
        <input
          ref={(element) => {
            input.current = element;
            inputRef?.(element);
          }}
          id={`answer-${questionId}`}
          className={styles.input}
          type="text"
          value={enabled ? text : (sent ?? text)}
          onChange={(event) => setText(event.target.value)}
          readOnly={!enabled}
          placeholder={PRACTICE_MESSAGES.typedPlaceholder}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={64}
          aria-describedby={`${labelledBy} ${hintId}`}
        />
        {stage === "feedback" ? null : (
          <button type="submit" className={styles.primary} disabled={!enabled || text.trim() === ""}>
            {enabled ? PRACTICE_MESSAGES.check : PRACTICE_MESSAGES.checking}
          </button>
        )}
      </div>
      <div className={styles.hintRow} id={hintId}>
        {hint ? (
          <p className={styles.hint}>{hintText(hint.firstLetter, hint.length)}</p>
        ) : stage === "feedback" ? null : (
          <button type="button" className={styles.secondary} onClick={onHint} disabled={!enabled || hintPending}>
            {PRACTICE_MESSAGES.showHint}
          </button>
        )}
        {stage === "feedback" ? null : <p className={styles.hintNote}>{visitor ? PRACTICE_MESSAGES.hintNoteDemo : PRACTICE_MESSAGES.hintNote}</p>}
      </div>
    </form>
  );
}
