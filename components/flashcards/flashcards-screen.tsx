"use client";

import { useMemo } from "react";
import { NotesWidget, type NotesPrefill } from "@/components/notes/notes-widget";
import type { InitialCard } from "@/lib/flashcards/types";
import { FavouriteButton, ReviewButton } from "./card-buttons";
import { Flashcard } from "./flashcard";
import styles from "./flashcards-screen.module.css";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, CrossIcon, FlipIcon } from "./icons";
import { ShortcutsHelp, toggleShortcutsHelp, type Shortcut } from "./shortcuts-help";
import { useCardKeyboard } from "./use-card-keyboard";
import { useFlashcards } from "./use-flashcards";

export type FlashcardsScreenProps = {
  initial: InitialCard;
};

const SHORTCUTS: readonly Shortcut[] = [
  { keys: ["Space", "Enter"], action: "Flip the card" },
  { keys: ["←"], action: "Previous word" },
  { keys: ["→"], action: "Next word" },
  { keys: ["F"], action: "Favourite" },
  { keys: ["R"], action: "Remember" },
  { keys: ["U"], action: "Not remembered" },
  { keys: ["?"], action: "Show or hide this list" },
];

/** The flashcards screen below its heading: the card, its controls and the shortcuts. */
export function FlashcardsScreen({ initial }: FlashcardsScreenProps) {
  const { view, actions } = useFlashcards(initial);
  // Space/Enter flip, ←/→ move, F favourite, R remember, U not remembered, ? the list of shortcuts.
  useCardKeyboard({
    onFlip: actions.flip,
    keys: {
      ArrowRight: { run: actions.next, repeat: true },
      ArrowLeft: { run: actions.prev, repeat: true },
      f: actions.toggleFavourite,
      r: actions.toggleRemember,
      u: actions.toggleUnremember,
      "?": { run: () => toggleShortcutsHelp(), repeat: true },
    },
  });
  const { shown, side, marks } = view;
  const hasCard = shown !== null;
  // A new note from the widget starts with the card on screen: its word and first definition.
  const notesPrefill = useMemo<NotesPrefill | null>(
    () => (shown ? { word: shown.data.word, definitions: shown.data.details[0]?.definition ?? "" } : null),
    [shown],
  );

  return (
    <div className={styles.screen}>
      {initial.category !== "unseen" && view.total !== null && hasCard ? (
        <p className={styles.progress}>
          Word {view.position + 1} of {view.total}
        </p>
      ) : null}

      <Flashcard
        word={shown?.data ?? null}
        wordIndex={shown?.wordIndex}
        side={side}
        swapping={view.swapping}
        busy={view.busy}
        onFlip={actions.flip}
        actions={
          <>
            <FavouriteButton pressed={marks.isFavourite} onToggle={actions.toggleFavourite} shortcut="F" />
            <ReviewButton pressed={view.inDeck} onToggle={actions.toggleReview} />
          </>
        }
        emptyMessage={
          <div className={styles.emptyMessage}>
            <p className={styles.emptyTitle}>No words here yet</p>
            <p>
              {initial.category === "unseen"
                ? "You have seen every word. Pick another category from the Flashcards menu."
                : "Mark words while you learn and they will appear here, or pick another category from the Flashcards menu."}
            </p>
          </div>
        }
      />

      <div className={styles.controls}>
        <button type="button" className={styles.navButton} onClick={actions.prev} aria-keyshortcuts="ArrowLeft">
          <ArrowLeftIcon />
          <span>Prev</span>
        </button>
        <button type="button" className={styles.flipButton} onClick={actions.flip} disabled={!hasCard} aria-keyshortcuts="Space Enter">
          <FlipIcon size={18} />
          {side === "front" ? "Show meaning" : "Show word"}
        </button>
        <button type="button" className={styles.navButton} onClick={actions.next} aria-keyshortcuts="ArrowRight">
          <span>Next</span>
          <ArrowRightIcon />
        </button>
      </div>

      <div className={styles.marks}>
        <button
          type="button"
          className={`${styles.markButton} ${styles.remember}`}
          aria-pressed={marks.isRemember}
          aria-keyshortcuts="R"
          onClick={actions.toggleRemember}
          disabled={!hasCard}
        >
          <CheckIcon size={18} />
          Remember
        </button>
        <button
          type="button"
          className={`${styles.markButton} ${styles.unremember}`}
          aria-pressed={marks.isUnremember}
          aria-keyshortcuts="U"
          onClick={actions.toggleUnremember}
          disabled={!hasCard}
        >
          <CrossIcon size={18} />
          Not remembered
        </button>
      </div>

      <ShortcutsHelp shortcuts={SHORTCUTS} />

      <NotesWidget prefill={notesPrefill} />

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {view.announcement}
      </p>
    </div>
  );
}
