import type { ReactNode } from "react";
import styles from "./icon-button.module.css";

// Shared by /flashcards and the word pages: the toggles that go in a card's `actions` slot (components/flashcards/flashcard.tsx).
// The caller draws the icon (HeartIcon, ReviewIcon of ./action-icons), so a server page can draw it; the pressed look is CSS.

export type CardToggleProps = {
  pressed: boolean;
  onToggle: () => void;
  /** The shortcut key, announced with the button (aria-keyshortcuts). */
  shortcut?: string;
  icon: ReactNode;
};

/** The heart: whether the word is a favourite. */
export function FavouriteButton({ pressed, onToggle, shortcut, icon }: CardToggleProps) {
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.heart}`}
      aria-label="Favourite"
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      onClick={onToggle}
    >
      {icon}
    </button>
  );
}

/** "Add to review": whether the word is in the review deck; named by what a press does. */
export function ReviewButton({ pressed, onToggle, shortcut, icon }: CardToggleProps) {
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.review}`}
      aria-label={pressed ? "Remove from review" : "Add to review"}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      onClick={onToggle}
    >
      {icon}
    </button>
  );
}
