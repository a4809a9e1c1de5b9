import styles from "./icon-button.module.css";
import { HeartIcon, ReviewIcon } from "./action-icons";

// Shared by /flashcards and /review: the toggles that go in a card's `actions` slot (components/flashcards/flashcard.tsx).

export type CardToggleProps = {
  pressed: boolean;
  onToggle: () => void;
  /** The shortcut key, announced with the button (aria-keyshortcuts). */
  shortcut?: string;
};

/** The heart: whether the word is a favourite. */
export function FavouriteButton({ pressed, onToggle, shortcut }: CardToggleProps) {
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.heart}`}
      aria-label="Favourite"
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      onClick={onToggle}
    >
      <HeartIcon fill={pressed ? "currentColor" : "none"} />
    </button>
  );
}

/** "Add to review": whether the word is in the review deck; named by what a press does. */
export function ReviewButton({ pressed, onToggle, shortcut }: CardToggleProps) {
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.review}`}
      aria-label={pressed ? "Remove from review" : "Add to review"}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      onClick={onToggle}
    >
      <ReviewIcon pressed={pressed} />
    </button>
  );
}
