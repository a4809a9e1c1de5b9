"use client";

import { useEffect, useRef } from "react";
import { SessionSummaryDialog } from "@/components/session-summary/session-summary-dialog";
import { useSessionSummary } from "@/components/session-summary/use-session-summary";
import { Flashcard } from "@/components/flashcards/flashcard";
import { FlipIcon } from "@/components/flashcards/icons";
import { ShortcutsHelp, toggleShortcutsHelp } from "@/components/flashcards/shortcuts-help";
import { useCardKeyboard } from "@/components/flashcards/use-card-keyboard";
import { AppLink } from "@/components/ui/app-link";
import { KNOWN_MESSAGES } from "@/lib/known/messages";
import { HOW_GRADING_WORKS_PATH } from "@/lib/review/grade-meanings";
import { GRADES } from "@/lib/review/types";
import { DoneScreen } from "./done-screen";
import { GradeButtons } from "./grade-buttons";
import { OfflineStatus, useOnline } from "./offline-status";
import { ReviewProgress } from "./review-progress";
import { comingBackNote, doneNotes, isReturning, sessionProgress, viewOf } from "./review-reducer";
import styles from "./review-screen.module.css";
import { useReviewSession, type ReviewSessionProps } from "./use-review-session";
import { REVIEW_SHORTCUTS } from "./review-shortcuts";

export type ReviewScreenProps = ReviewSessionProps;

const SHORTCUTS_ID = "review-shortcuts";

/** Offline, when the cards kept in the browser are all graded. */
export const OFFLINE_DONE_MESSAGE = "That's every card saved for offline review. More when you're back online.";

/** /review below its heading: today's bar, the card, Show answer or the four grades, Undo, the shortcuts. */
export function ReviewScreen(props: ReviewScreenProps) {
  // The session summary: a graded word is seen, remembered unless graded Again, new in review if it was a new card.
  const session = useSessionSummary("review", props.userId);
  const { state, waiting, madeOffline, flip, grade, undo, retryFetch, started, moreAllowed, markKnown } = useReviewSession(props, {
    onGraded: ({ card }, rating) => {
      session.record({ type: "seen", wordIndex: card.wordIndex });
      session.record({ type: "remembered", wordIndex: card.wordIndex, on: rating > 1 });
      if (card.state === "new") session.record({ type: "newInReview", wordIndex: card.wordIndex, on: true });
      session.checkpoint();
    },
    onUndone: ({ card }) => session.record({ type: "forget", wordIndex: card.wordIndex }),
  });
  const view = viewOf(state);
  const online = useOnline();
  const current = state.queue[0] ?? null;
  const flipped = view === "card" && state.side === "back";

  // The shortcuts list is a dialog too (a popover, which useCardKeyboard does not count as modal): keys wait while it is open.
  const unlessListOpen = (run: () => void) => () => {
    if (!document.getElementById(SHORTCUTS_ID)?.matches(":popover-open")) run();
  };
  useCardKeyboard({
    onFlip: unlessListOpen(flip),
    keys: {
      ...Object.fromEntries(GRADES.map((rating) => [String(rating), unlessListOpen(() => grade(rating))])),
      z: unlessListOpen(undo),
      "?": () => toggleShortcutsHelp(SHORTCUTS_ID),
    },
  });

  // The button pressed (Show answer, a grade) goes away with the side it was on: keep focus in the controls
  // (on their group, so a second Space or Enter does not press a grade unasked).
  const controlsRef = useRef<HTMLDivElement>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const lastView = useRef(view);
  const mounted = useRef(false);
  useEffect(() => {
    // Not on load: the page's focus starts where the browser puts it.
    const lost = mounted.current && (document.activeElement === null || document.activeElement === document.body);
    mounted.current = true;
    // Start with 10 new words goes away with the empty deck's note too: to the first card, or (none allowed
    // today) back to the heading. Its answer changes newInDeck, hence the dependency.
    if (view === "done" && (lastView.current !== "done" || lost)) doneHeadingRef.current?.focus({ preventScroll: true });
    else if (lost && view === "card") controlsRef.current?.focus({ preventScroll: true });
    lastView.current = view;
  }, [view, state.side, current, state.newInDeck]);

  const { done, total } = sessionProgress(state);
  // A learning card back on screen is not one more of "N of M": say so; else when the last graded one comes back.
  const sessionNote = view === "card" && isReturning(state) ? "Back again: a word you're learning" : comingBackNote(state);

  return (
    <div className={styles.screen}>
      <ReviewProgress done={done} total={total} />
      <OfflineStatus online={online} waiting={waiting} madeOffline={madeOffline} />

      {view === "done" ? (
        <DoneScreen
          headingRef={doneHeadingRef}
          nextDue={state.summary.nextDue}
          {...doneNotes(state)}
          onStarted={started}
          onMore={moreAllowed}
          spotChecks={props.spotChecks}
          goal={state.summary.goal ?? null}
        />
      ) : (
        <>
          <Flashcard
            word={current?.word ?? null}
            wordIndex={current?.card.wordIndex}
            side={state.side}
            busy={view === "loading" || state.undoing}
            onFlip={flip}
            emptyMessage={
              view === "error" && !online ? (
                <p className={styles.message}>{OFFLINE_DONE_MESSAGE}</p>
              ) : view === "error" ? (
                <div className={styles.message}>
                  <p>Couldn&apos;t load your next cards.</p>
                  <button type="button" className={styles.retry} onClick={retryFetch}>
                    Try again
                  </button>
                </div>
              ) : (
                <p className={styles.message}>Loading your next card…</p>
              )
            }
          />
          <div ref={controlsRef} className={styles.controls} role="group" aria-label="Answer" tabIndex={-1}>
            {flipped && current ? (
              <GradeButtons intervals={current.intervals} onGrade={grade} disabled={state.undoing} />
            ) : (
              <button type="button" className={styles.showAnswer} onClick={flip} disabled={view !== "card" || state.undoing} aria-keyshortcuts="Space Enter">
                <FlipIcon size={18} />
                Show answer
              </button>
            )}
          </div>
        </>
      )}

      <div className={styles.toolbar}>
        <button type="button" className={styles.undo} onClick={undo} disabled={state.history.length === 0 || state.undoing} aria-keyshortcuts="Z">
          Undo
        </button>
        {/* A new card whose word the learner knows already: it leaves the deck and their new words (lib/known). */}
        {view === "card" && current?.card.state === "new" ? (
          <button type="button" className={styles.known} onClick={markKnown} disabled={state.undoing}>
            {KNOWN_MESSAGES.button}
          </button>
        ) : null}
        <ShortcutsHelp shortcuts={REVIEW_SHORTCUTS} id={SHORTCUTS_ID} footer={<HowGradingLink />} />
        <HowGradingLink className={styles.howGrading} />
        {/* Last, on a line of its own: nothing above it moves when it shows. */}
        {sessionNote ? <p className={styles.sessionNote}>{sessionNote}</p> : null}
      </div>

      <SessionSummaryDialog counts={session.summary} signedIn onClose={session.closeSummary} />

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {state.announcement}
      </p>
    </div>
  );
}

/** The one-screen explanation of the grades (app/(site)/review/how-grading-works). */
function HowGradingLink({ className }: { className?: string }) {
  return (
    <AppLink href={HOW_GRADING_WORKS_PATH} className={className} prefetch={false}>
      How grading works
    </AppLink>
  );
}
