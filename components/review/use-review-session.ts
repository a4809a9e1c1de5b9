"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import { markWordKnown } from "@/components/known/known-toast";
import { toast } from "@/components/toasts/toast";
import { ApiError, apiCall, apiPost } from "@/lib/client/api";
import { publishReviewCounts } from "@/lib/client/review-due";
import type { DueCard, DueResponse, GradeResponse, GradeValue, StartResponse, UndoResponse } from "@/lib/review/types";
import { GradeOutbox, type SendOutcome } from "./grade-outbox";
import { gradeRequest, initialReviewState, remainingToday, reviewReducer, type GradeRequest } from "./review-reducer";

// The thin effects around review-reducer.ts: sending grades (the outbox),
// fetching more cards, undo, the browser's time zone, the nav badge.

export const REVIEW_MESSAGES = {
  saveStalled: "Couldn't save your answer. We'll keep trying.",
  undoUnsaved: "Couldn't undo: your answer isn't saved yet. We'll keep trying.",
  undoFailed: "Couldn't undo. Check your connection and try again.",
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
};

async function sendGrade(request: GradeRequest): Promise<SendOutcome> {
  try {
    return { ok: true, response: await apiPost<GradeResponse>("/review/grade", request) };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : null };
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the screen hears about besides the state (its session summary): a card graded, a grade undone. */
export type ReviewSessionEvents = {
  onGraded?: (card: DueCard, rating: GradeValue) => void;
  onUndone?: (card: DueCard) => void;
};

export function useReviewSession({ initial, userId, newInDeck, timeZone }: ReviewSessionProps, events: ReviewSessionEvents = {}) {
  const [state, dispatch] = useReducer(reviewReducer, undefined, () => initialReviewState(initial, newInDeck, Date.now()));
  const latest = useRef(state);
  const listeners = useRef(events);
  useEffect(() => {
    latest.current = state;
    listeners.current = events;
  });

  const [outbox] = useState(
    () =>
      new GradeOutbox({
        send: sendGrade,
        wait,
        onSaved: (_request, response) => dispatch({ type: "gradeSaved", response }),
        onRejected: (request) => dispatch({ type: "gradeRejected", reviewId: request.reviewId }),
        onStalled: () => toast.error(REVIEW_MESSAGES.saveStalled, { id: REVIEW_MESSAGES.saveStalled }),
      }),
  );

  // A stalled grade goes again when the browser is back online.
  useEffect(() => {
    const retry = () => void outbox.kick();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [outbox]);

  // More cards in the background, after the grades on their way (so the server's queue includes them).
  const { wantFetch, fetching } = state;
  useEffect(() => {
    if (!wantFetch || fetching) return;
    dispatch({ type: "fetchStarted" });
    void (async () => {
      await outbox.flush();
      try {
        const response = await apiCall<DueResponse>("/review/due");
        dispatch({ type: "fetched", response, pendingWordIndexes: outbox.pending().map((item) => item.wordIndex), now: Date.now() });
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
    if (zone && zone !== timeZone) void apiPost("/review/settings", { timeZone: zone }).catch(() => undefined);
  }, [timeZone]);

  function grade(rating: GradeValue) {
    const now = Date.now();
    const request = gradeRequest(latest.current, rating, crypto.randomUUID(), now);
    const card = latest.current.queue[0];
    if (!request || !card) return;
    dispatch({ type: "grade", rating, reviewId: request.reviewId, now });
    // Update the ref now: a second key press before React renders must see the next card.
    latest.current = reviewReducer(latest.current, { type: "grade", rating, reviewId: request.reviewId, now });
    void outbox.push(request);
    listeners.current.onGraded?.(card, rating);
  }

  async function undo() {
    const current = latest.current;
    const last = current.history.at(-1);
    if (!last || current.undoing) return;
    if (outbox.cancel(last.reviewId)) {
      dispatch({ type: "undone", reviewId: last.reviewId, summary: null, now: Date.now() });
      listeners.current.onUndone?.(last.card);
      return;
    }
    dispatch({ type: "undoStarted" });
    latest.current = { ...current, undoing: true };
    await outbox.flush();
    if (outbox.isPending(last.reviewId)) {
      dispatch({ type: "undoFailed", forgetHistory: false });
      toast.error(REVIEW_MESSAGES.undoUnsaved, { id: REVIEW_MESSAGES.undoUnsaved });
      return;
    }
    try {
      const response = await apiPost<UndoResponse>("/review/undo", { reviewId: last.reviewId });
      dispatch({ type: "undone", reviewId: response.undone.reviewId, summary: response, now: Date.now() });
      if (response.undone.reviewId === last.reviewId) listeners.current.onUndone?.(last.card);
    } catch (error) {
      // 404/409: the server's last grade is not this one (another tab, or already undone): the stack is stale.
      const stale = error instanceof ApiError && (error.status === 404 || error.status === 409);
      dispatch({ type: "undoFailed", forgetHistory: stale });
      const message = stale ? REVIEW_MESSAGES.nothingToUndo : REVIEW_MESSAGES.undoFailed;
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
    markKnown,
    flip: () => dispatch({ type: "flip" }),
    grade,
    undo: () => void undo(),
    retryFetch: () => dispatch({ type: "retryFetch" }),
    started: (response: StartResponse) =>
      dispatch({ type: "started", response, pendingWordIndexes: outbox.pending().map((item) => item.wordIndex), now: Date.now() }),
    moreAllowed: (response: DueResponse) =>
      dispatch({ type: "moreAllowed", response, pendingWordIndexes: outbox.pending().map((item) => item.wordIndex), now: Date.now() }),
  };
}
