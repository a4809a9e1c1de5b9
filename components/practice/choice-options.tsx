import type { Ref } from "react";
import { PRACTICE_MESSAGES } from "./practice-messages";
import styles from "./practice-screen.module.css";

export type ChoiceOptionsProps = {
  options: string[];
  /** The option sent; null before the answer. */
  picked: number | null;
  /** The right option, once the server has said. */
  correct: number | null;
  /** False while the answer is checked and after. */
  enabled: boolean;
  onPick: (choice: number) => void;
  firstRef?: Ref<HTMLButtonElement>;
  labelledBy: string;
};

/** Four options, 1–4; after the answer, the right one marked and a wrong pick beside it. */
export function ChoiceOptions({ options, picked, correct, enabled, onPick, firstRef, labelledBy }: ChoiceOptionsProps) {
  return (
    <ol className={styles.options} aria-labelledby={labelledBy}>
      {options.map((option, index) => {
        const state = correct === index ? "right" : picked === index ? (correct === null ? "picked" : "wrong") : undefined;
        return (
          <li key={index}>
            <button
              ref={index === 0 ? firstRef : undefined}
              type="button"
              className={styles.option}
              data-state={state}
              disabled={!enabled}
              aria-keyshortcuts={String(index + 1)}
              onClick={() => onPick(index)}
            >
              <span className={styles.optionKey} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.optionText}>{option}</span>
              {state === "right" ? <span className={styles.optionTag}>{PRACTICE_MESSAGES.rightAnswer}</span> : null}
              {state === "wrong" ? <span className={styles.optionTag}>{PRACTICE_MESSAGES.yourAnswer}</span> : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
