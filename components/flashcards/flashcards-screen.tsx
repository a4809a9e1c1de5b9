"use client";

import { useMemo } from "react";
import { useSelectFlashcardCategory } from "@/components/header/use-select-category";
import { NotesWidget, type NotesPrefill } from "@/components/notes/notes-widget";
import { SessionSummaryDialog } from "@/components/session-summary/session-summary-dialog";
import type { FlashcardCategory, InitialCard } from "@/lib/flashcards/types";
import { HeartIcon, ReviewIcon } from "@/components/word-buttons/action-icons";
import { FavouriteButton, ReviewButton } from "@/components/word-buttons/card-buttons";
import { Flashcard } from "./flashcard";
import motion from "./card-motion.module.css";
import styles from "./flashcards-screen.module.css";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, CrossIcon, FlipIcon } from "./icons";
import { ShortcutsHelp, toggleShortcutsHelp } from "./shortcuts-help";
import { useCardKeyboard } from "./use-card-keyboard";
import { useFlashcards } from "./use-flashcards";
import { useFlashcardsFeedback } from "./use-flashcards-feedback";
import { FLASHCARD_SHORTCUTS } from "./flashcard-shortcuts";
import { KNOWN_MESSAGES } from "@/lib/known/messages";

export type FlashcardsScreenProps = {
  initial: InitialCard;
};

/** What the card says when the category holds no word. */
function EmptyCategory({ category }: { category: FlashcardCategory }) {
  const selectCategory = useSelectFlashcardCategory();
  return (
    <div className={styles.emptyMessage}>
      <p className={styles.emptyTitle}>No words here yet</p>
      <p>
        {category === "unseen"
          ? "You have seen every word. Pick another category from the Flashcards menu."
          : "Mark words while you learn and they will appear here, or pick another category from the Flashcards menu."}
      </p>
      {category !== "unseen" ? (
        <button type="button" className={styles.backToUnseen} onClick={() => selectCategory("unseen")}>
          Back to Unseen Words
        </button>
      ) : null}
    </div>
  );
}

/** The flashcards screen below its heading: the card, its controls and the shortcuts. */
const MARKS_HINT_ID = "marks-hint";

export function FlashcardsScreen({ initial }: FlashcardsScreenProps) {
  const { onEvent, summary, closeSummary, rememberButtonRef, unrememberButtonRef, rememberStampRef, unrememberStampRef } = useFlashcardsFeedback(
    initial.userId,
  );
  const { view, actions } = useFlashcards(initial, onEvent);
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
  const signedIn = initial.userId !== null;
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

      {/* The stamps sit over the card without taking room (absolute, transform and opacity only). */}
      <div className={motion.cardArea}>
        <Flashcard
          word={shown?.data ?? null}
          wordIndex={shown?.wordIndex}
          side={side}
          swapping={view.swapping}
          busy={view.busy}
          onFlip={actions.flip}
          actions={
            <>
              <FavouriteButton pressed={marks.isFavourite} onToggle={actions.toggleFavourite} shortcut="F" icon={<HeartIcon />} />
              <ReviewButton pressed={view.inDeck} onToggle={actions.toggleReview} icon={<ReviewIcon />} />
            </>
          }
          emptyMessage={<EmptyCategory category={initial.category} />}
        />
        <span ref={rememberStampRef} className={`${motion.stamp} ${motion.stampRemember}`} aria-hidden="true">
          <CheckIcon size={22} />
          Remembered
        </span>
        <span ref={unrememberStampRef} className={`${motion.stamp} ${motion.stampUnremember}`} aria-hidden="true">
          <CrossIcon size={22} />
          Not yet
        </span>
      </div>

      <div className={styles.controls}>
        {/* An empty category has nowhere to go: both are unavailable (the arrow keys still say why). */}
        <button type="button" className={styles.navButton} onClick={actions.prev} disabled={!hasCard} aria-keyshortcuts="ArrowLeft">
          <ArrowLeftIcon />
          <span>Prev</span>
        </button>
        <button type="button" className={styles.flipButton} onClick={actions.flip} disabled={!hasCard} aria-keyshortcuts="Space Enter">
          <FlipIcon size={18} />
          {side === "front" ? "Show meaning" : "Show word"}
        </button>
        <button type="button" className={styles.navButton} onClick={actions.next} disabled={!hasCard} aria-keyshortcuts="ArrowRight">
          <span>Next</span>
          <ArrowRightIcon />
        </button>
      </div>

      <div className={styles.marks}>
        <button
          ref={rememberButtonRef}
          type="button"
          className={`${styles.markButton} ${styles.remember}`}
          aria-pressed={marks.isRemember}
          aria-keyshortcuts="R"
          aria-describedby={signedIn ? MARKS_HINT_ID : undefined}
          onClick={actions.toggleRemember}
          disabled={!hasCard}
        >
          <CheckIcon size={18} />
          Remember
        </button>
        <button
          ref={unrememberButtonRef}
          type="button"
          className={`${styles.markButton} ${styles.unremember}`}
          aria-pressed={marks.isUnremember}
          aria-keyshortcuts="U"
          aria-describedby={signedIn ? MARKS_HINT_ID : undefined}
          onClick={actions.toggleUnremember}
          disabled={!hasCard}
        >
          <CrossIcon size={18} />
          Not remembered
        </button>
      </div>
      {/* What the two marks do besides marking: a signed-in learner's word starts in review (lib/review/grading.ts, enterDeckGraded). */}
      {signedIn ? (
        <p id={MARKS_HINT_ID} className={styles.marksHint}>
          Remember and Not remembered add a new word to your review: back in 10 min, or in 1 min. Neither counts as a review.
        </p>
      ) : null}
      {/* A new word the learner knows already: left out of their new words from now on (lib/known). */}
      {signedIn && initial.category === "unseen" && hasCard ? (
        <button type="button" className={styles.knownButton} onClick={actions.markKnown}>
          {KNOWN_MESSAGES.button}
        </button>
      ) : null}

      <ShortcutsHelp shortcuts={FLASHCARD_SHORTCUTS} />

      <NotesWidget prefill={notesPrefill} />

      <SessionSummaryDialog counts={summary} signedIn={initial.userId !== null} onClose={closeSummary} />

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {view.announcement}
      </p>
    </div>
  );
}
