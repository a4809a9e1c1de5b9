"use client";

import { useEffect, useReducer, useRef, type RefObject } from "react";
import { markWordKnown } from "@/components/known/known-toast";
import { toast } from "@/components/toasts/toast";
import { ApiError } from "@/lib/client/api";
import { fetchDueCards, fetchOfflineDeck, saveReviewSettings, undoReviewGrade } from "@/lib/client/review-api";
import { publishReviewCounts } from "@/lib/client/review-due";
import { cacheWordPages, saveOfflineDeck, withoutWords } from "@/lib/offline/client-deck";
import type { GradeOutbox } from "@/lib/offline/grade-outbox";
import { wordHref } from "@/lib/words/word-path";
import type { DueCard, DueResponse, GradeValue, StartResponse } from "@/lib/review/types";
import { gradeRequest, initialReviewState, remainingToday, reviewReducer, type ReviewState } from "./review-reducer";
import { useGradeOutbox } from "./use-grade-outbox";

// The thin effects around review-reducer.ts: sending grades (the learner's
// outbox, ./use-grade-outbox.ts), fetching more cards, undo, the browser's
// time zone, the nav badge, and the next cards saved for reviewing offline
// (lib/offline/client-deck.ts).

const UNDO_MESSAGES = {
  unsaved: "Couldn't undo: your answer isn't saved yet. We'll keep trying.",
  failed: "Couldn't undo. Check your connection and try again.",
  nothingToUndo: "There is nothing to undo.",
} as const;

export type ReviewSessionProps = {
  initial: DueResponse;
  /** The signed-in user (the nav badge's count is theirs). */
  userId: string;
  newInDeck: number;
  /** The time zone the server has for the learner (days split at 4 a.m. there). */
  timeZone: string;
  /** Known words due a spot check (the done screen offers them). */
  spotChecks?: number;
  /** The offline shell's review (app/(site)/offline): the cards come from the browser, so none are saved again. */
  offline?: boolean;
};

/** What the screen hears about besides the state (its session summary): a card graded, a grade undone. */
export type ReviewSessionEvents = {
  onGraded?: (card: DueCard, rating: GradeValue) => void;
  onUndone?: (card: DueCard) => void;
};

/** Online, the next cards (up to the day's queue) are kept for reviewing offline, with their word pages. */
function useOfflineDeckSaver(
  { offline, userId, newInDeck, timeZone }: Pick<ReviewSessionProps, "offline" | "userId" | "newInDeck" | "timeZone">,
  outbox: GradeOutbox,
  latest: RefObject<ReviewState>,
) {
  useEffect(() => {
    if (offline) return;
    let cancelled = false;
    const save = async () => {
      const due = await fetchOfflineDeck();
      if (cancelled) return;
      // Among the outbox's writes, so a grade made meanwhile is out of the deck and a later one leaves it after.
      // The answer may predate grades of this session, and misses those still waiting: none of their cards is kept.
      const saved = await outbox.serially(async () => {
        const graded = [...latest.current.session.graded, ...outbox.pendingWordIndexes()];
        const kept = withoutWords(due, graded);
        await saveOfflineDeck({ userId, savedAt: Date.now(), due: kept, newInDeck, timeZone });
        return kept;
      });
      if (saved) await cacheWordPages(saved.cards.map((card) => wordHref(card.word.word)));
    };
    // After the page's own work: the first card and its requests come first.
    const timer = setTimeout(() => void save().catch(() => undefined), 1000);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [offline, userId, newInDeck, timeZone, outbox, latest]);
}

export function useReviewSession({ initial, userId, newInDeck, timeZone, offline = false }: ReviewSessionProps, events: ReviewSessionEvents = {}) {
  const [state, dispatch] = useReducer(reviewReducer, undefined, () => initialReviewState(initial, newInDeck, Date.now()));
  const latest = useRef(state);
  const listeners = useRef(events);
  useEffect(() => {
    latest.current = state;
    listeners.current = events;
  });

  const grades = useGradeOutbox(userId, dispatch, latest);
  const { outbox } = grades;
  useOfflineDeckSaver({ offline, userId, newInDeck, timeZone }, outbox, latest);

  // More cards in the background, after the grades on their way (so the server's queue includes them).
  const { wantFetch, fetching } = state;
  useEffect(() => {
    if (!wantFetch || fetching) return;
    dispatch({ type: "fetchStarted" });
    void (async () => {
      await outbox.flush();
      try {
        const response = await fetchDueCards();
        dispatch({ type: "fetched", response, pendingWordIndexes: outbox.pendingWordIndexes(), now: Date.now() });
      } catch {
        dispatch({ type: "fetchFailed" });
      }
    })();
  }, [wantFetch, fetching, outbox]);

  // The learning nav's badge follows the queue.
  const remaining = remainingToday(state);
  const goal = state.summary.goal ?? null;
  useEffect(() => {
    publishReviewCounts(userId, remaining, goal);
  }, [userId, remaining, goal]);

  // Days split at 4 a.m. in the learner's zone: tell the server the browser's, once, if it differs.
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zone !== timeZone) void saveReviewSettings({ timeZone: zone });
  }, [timeZone]);

  function grade(rating: GradeValue) {
    const now = Date.now();
    const request = gradeRequest(latest.current, rating, crypto.randomUUID(), now);
    const card = latest.current.queue[0];
    if (!request || !card) return;
    dispatch({ type: "grade", rating, reviewId: request.reviewId, now });
    // Update the ref now: a second key press before React renders must see the next card.
    latest.current = reviewReducer(latest.current, { type: "grade", rating, reviewId: request.reviewId, now });
    grades.push(request, card, now);
    listeners.current.onGraded?.(card, rating);
  }

  async function undo() {
    const current = latest.current;
    const last = current.history.at(-1);
    if (!last || current.undoing) return;
    if (grades.cancel(last.reviewId)) {
      dispatch({ type: "undone", reviewId: last.reviewId, summary: null, now: Date.now() });
      listeners.current.onUndone?.(last.card);
      return;
    }
    dispatch({ type: "undoStarted" });
    latest.current = { ...current, undoing: true };
    await outbox.flush();
    if (outbox.isPending(last.reviewId)) {
      dispatch({ type: "undoFailed", forgetHistory: false });
      toast.error(UNDO_MESSAGES.unsaved, { id: UNDO_MESSAGES.unsaved });
      return;
    }
    try {
      const response = await undoReviewGrade(last.reviewId);
      dispatch({ type: "undone", reviewId: response.undone.reviewId, summary: response, now: Date.now() });
      if (response.undone.reviewId === last.reviewId) listeners.current.onUndone?.(last.card);
    } catch (error) {
      // 404/409: the server's last grade is not this one (another tab, or already undone): the stack is stale.
      const stale = error instanceof ApiError && (error.status === 404 || error.status === 409);
      dispatch({ type: "undoFailed", forgetHistory: stale });
      const message = stale ? UNDO_MESSAGES.nothingToUndo : UNDO_MESSAGES.failed;
      toast.error(message, { id: message });
    }
  }

  /** "I already know this" on a new card: it leaves the queue at once; the toast's Undo brings it back with a fetch. */
  function markKnown() {
    const card = latest.current.queue[0];
    if (!card || card.card.state !== "new" || latest.current.undoing) return;
    const action = { type: "knownMarked", wordIndex: card.card.wordIndex, now: Date.now() } as const;
    dispatch(action);
    latest.current = reviewReducer(latest.current, action);
    void markWordKnown(card.word.word, card.card.wordIndex, { onUndone: () => dispatch({ type: "retryFetch" }) }).then((saved) => {
      if (!saved) dispatch({ type: "retryFetch" });
    });
  }

  return {
    state,
    waiting: grades.waiting,
    madeOffline: grades.madeOffline,
    markKnown,
    flip: () => dispatch({ type: "flip" }),
    grade,
    undo: () => void undo(),
    retryFetch: () => dispatch({ type: "retryFetch" }),
    started: (response: StartResponse) => dispatch({ type: "started", response, pendingWordIndexes: outbox.pendingWordIndexes(), now: Date.now() }),
    moreAllowed: (response: DueResponse) => dispatch({ type: "moreAllowed", response, pendingWordIndexes: outbox.pendingWordIndexes(), now: Date.now() }),
  };
}
