"use client";

import { useId, type ReactNode } from "react";
import { categoryNeedsAccount } from "@/lib/auth/login-reasons";
import { useAuthState } from "@/lib/client/auth-state";
import { FLASHCARD_CATEGORIES, useFlashcardCategory, useFlashcardCategoryCounts } from "@/lib/client/flashcard-category";
import styles from "./category-options.module.css";
import { useSelectFlashcardCategory } from "./use-select-category";

/** The options' marks, drawn by the server (components/header/site-header.tsx): no icon code in every page's JavaScript. */
export type CategoryIcons = { check: ReactNode; lock: ReactNode };

export type CategoryOptionsProps = {
  /** Runs before the choice is acted on (close the popup that shows the options). */
  onSelected?: () => void;
  icons: CategoryIcons;
};

/** What a visitor is told about a category only an account opens (choosing it leads to the login page). */
const NEEDS_ACCOUNT = "Needs an account";

/** The five flashcard categories as buttons; the stored one is marked current, and for a visitor the ones that need an account say so. */
export function CategoryOptions({ onSelected, icons }: CategoryOptionsProps) {
  const current = useFlashcardCategory();
  const counts = useFlashcardCategoryCounts();
  const select = useSelectFlashcardCategory();
  const visitor = useAuthState().authUserId === null;
  const descriptionId = useId();
  return (
    <ul className={styles.options}>
      {FLASHCARD_CATEGORIES.map(({ value, label }) => {
        const locked = visitor && categoryNeedsAccount(value);
        const description = counts ? `${counts[value]} words` : locked ? `${NEEDS_ACCOUNT}: you will be asked to log in` : null;
        return (
          <li key={value}>
            <button
              type="button"
              className={styles.option}
              aria-current={value === current ? "true" : undefined}
              aria-describedby={description ? `${descriptionId}-${value}` : undefined}
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
              {/* The mark is drawn ("Log in" comes from the style sheet): the option's text stays the category's label. */}
              {locked ? (
                <span className={styles.locked} aria-hidden="true" data-testid="needs-account">
                  {icons.lock}
                </span>
              ) : (
                icons.check
              )}
            </button>
            {/* Read as the option's description only (hidden from the page; aria-description is not yet in every screen reader). */}
            {description ? (
              <span id={`${descriptionId}-${value}`} hidden>
                {description}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
