"use client";

import { FLASHCARD_CATEGORIES, useFlashcardCategory, useFlashcardCategoryCounts } from "@/lib/client/flashcard-category";
import styles from "./category-options.module.css";
import { CheckIcon } from "./icons";
import { useSelectFlashcardCategory } from "./use-select-category";

export type CategoryOptionsProps = {
  /** Runs before the choice is acted on (close the popup that shows the options). */
  onSelected?: () => void;
};

/** The five flashcard categories as buttons; the stored one is marked current. */
export function CategoryOptions({ onSelected }: CategoryOptionsProps) {
  const current = useFlashcardCategory();
  const counts = useFlashcardCategoryCounts();
  const select = useSelectFlashcardCategory();
  return (
    <ul className={styles.options}>
      {FLASHCARD_CATEGORIES.map(({ value, label }) => (
        <li key={value}>
          <button
            type="button"
            className={styles.option}
            aria-current={value === current ? "true" : undefined}
            aria-description={counts ? `${counts[value]} words` : undefined}
            onClick={() => {
              onSelected?.();
              select(value);
            }}
          >
            <span>
              {label}
              {counts ? (
                <span className={styles.count} aria-hidden="true">
                  {counts[value]}
                </span>
              ) : null}
            </span>
            <CheckIcon size={16} className={styles.check} />
          </button>
        </li>
      ))}
    </ul>
  );
}
