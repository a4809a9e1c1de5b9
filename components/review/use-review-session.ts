"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import { markWordKnown } from "@/components/known/known-toast";
import { toast } from "@/components/toasts/toast";
import { ApiError } from "@/lib/client/api";
import { fetchDueCards, fetchOfflineDeck, saveReviewSettings, sendReviewGrade, undoReviewGrade } from "@/lib/client/review-api";
import { publishReviewCounts } from "@/lib/client/review-due";
import { cacheWordPages, dropFromOfflineDeck, saveOfflineDeck, withoutWords } from "@/lib/offline/client-deck";
import { GradeOutbox, type SendOutcome } from "@/lib/offline/grade-outbox";
import { wordHref } from "@/lib/words/word-path";
import type { DueCard, DueResponse, GradeValue, StartResponse } from "@/lib/review/types";
import { gradeRequest, initialReviewState, remainingToday, reviewReducer, type GradeRequest } from "./review-reducer";

// The thin effects around review-reducer.ts: sending grades (the learner's
// outbox, lib/offline/grade-outbox.ts, which keeps each grade in the browser
// until the server has it), fetching more cards, undo, the browser's time
// zone, the nav badge, and the next cards saved for reviewing offline
// (lib/offline/client-deck.ts).

export const REVIEW_MESSAGES = {
  saveStalled: "Couldn't save your answer. We'll keep trying.",
  saveNeedsLogin: "Log in to save your answers: they're kept on this device until then.",
  undoUnsaved: "Couldn't undo: your answer isn't saved yet. We'll keep trying.",
  undoFailed: "Couldn't undo. Check your connection and try again.",
  nothingToUndo: "There is nothing to undo.",
} as const;

/** A grade made here reached the server after another device's grade of the same card: both count, in the order they arrived. */
export function gradedElsewhereMessage(word: string): string {
  return `“${word}” was also reviewed on another device: both grades count, in the order they reached Lexi.`;
}

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

/**
 * One POST of a grade, claiming the learner it was made for: the server
 * refuses it (403) in another learner's session instead of grading that
 * learner's card.
 */
export async function sendGrade(request: GradeRequest, userId: string): Promise<SendOutcome> {
  // Offline the request cannot leave: the grade waits, without a failed fetch per retry.
  if (!navigator.onLine) return { ok: false, status: null };
  try {
    return { ok: true, response: await sendReviewGrade(request, userId) };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : null };
  }
}

/** The outbox's pause between retries, cut short when the connection comes back. */
const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });

let lastSeq = 0;
/** The outbox's order in the browser: the grading time, one more than the last when two share a millisecond. */
function nextSeq(now: number): number {
  lastSeq = Math.max(now, lastSeq + 1);
  return lastSeq;
}

/** What the screen hears about besides the state (its session summary): a card graded, a grade undone. */
export type ReviewSessionEvents = {
  onGraded?: (card: DueCard, rating: GradeValue) => void;
  onUndone?: (card: DueCard) => void;
};

export function useReviewSession({ initial, userId, newInDeck, timeZone, offline = false }: ReviewSessionProps, events: ReviewSessionEvents = {}) {
  const [state, dispatch] = useReducer(reviewReducer, undefined, () => initialReviewState(initial, newInDeck, Date.now()));
  const latest = useRef(state);
  const listeners = useRef(events);
  useEffect(() => {
    latest.current = state;
    listeners.current = events;
  });

  // Grades not yet acknowledged, and whether any was made offline or comes from an earlier page (offline-status.tsx).
  const [waiting, setWaiting] = useState(0);
  const [madeOffline, setMadeOffline] = useState(false);
  // The outbox is this learner's: the grades it sends claim them (stored ones are read for them alone).
  const [outbox] = useState(
    () =>
      new GradeOutbox({
        userId,
        send: (request) => sendGrade(request, userId),
        wait,
        onSaved: (grade, response) => {
          setWaiting((count) => Math.max(0, count - 1));
          // The server applies grades in the order they arrive (docs/review.md): say so when another device's came first.
          if (response.card.reps > grade.reps + 1) toast(gradedElsewhereMessage(grade.word));
          dispatch({ type: "gradeSaved", response });
        },
        onRejected: (grade) => {
          setWaiting((count) => Math.max(0, count - 1));
          dispatch({ type: "gradeRejected", reviewId: grade.request.reviewId });
        },
        // Offline the screen says so and counts what waits (offline-status.tsx): no toast for each stall.
        onStalled: (_request, needsLogin) => {
          if (needsLogin) toast.error(REVIEW_MESSAGES.saveNeedsLogin, { id: REVIEW_MESSAGES.saveNeedsLogin });
          else if (navigator.onLine) toast.error(REVIEW_MESSAGES.saveStalled, { id: REVIEW_MESSAGES.saveStalled });
        },
      }),
  );

  // Grades kept in the browser from an earlier page (made offline, or the tab closed first) go before new ones.
  useEffect(() => {
    void outbox
      .restore()
      .then((loaded) => {
        if (loaded.length === 0) return;
        // Their cards are graded already: out of the queue (the screen's and the ref's, as in grade()).
        const action = { type: "queuedLoaded", wordIndexes: loaded.map((grade) => grade.request.wordIndex), now: Date.now() } as const;
        dispatch(action);
        latest.current = reviewReducer(latest.current, action);
        setWaiting((count) => count + loaded.length);
        setMadeOffline(true);
      })
      .catch(() => undefined);
  }, [outbox]);

  // Online, the next cards (up to the day's queue) are kept for reviewing offline, with their word pages.
  useEffect(() => {
    if (offline) return;
    let cancelled = false;
    const save = async () => {
      const due = await fetchOfflineDeck();
      if (cancelled) return;
      // Among the outbox's writes, so a grade made meanwhile is out of the deck and a later one leaves it after.
      // The answer may predate grades of this session, and misses those still waiting: none of their cards is kept.
      const saved = await outbox.serially(async () => {
        const graded = [...latest.current.session.graded, ...outbox.pending().map((grade) => grade.request.wordIndex)];
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
  }, [offline, userId, newInDeck, timeZone, outbox]);

  // A stalled grade goes again when the browser is back online.
  useEffect(() => {
    const retry = () => {
      void outbox.kick();
      // Cards ran out offline: ask again now (after the grades on their way: the fetch flushes first).
      if (latest.current.fetchFailed) dispatch({ type: "retryFetch" });
    };
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
        const response = await fetchDueCards();
        dispatch({ type: "fetched", response, pendingWordIndexes: outbox.pending().map((grade) => grade.request.wordIndex), now: Date.now() });
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
    setWaiting((count) => count + 1);
    if (!navigator.onLine) setMadeOffline(true);
    // Kept in the browser until sent, and out of the offline deck: a tab closed offline loses no grade, a reload shows no graded card.
    void outbox.push({ userId, seq: nextSeq(now), request, reps: card.card.reps, word: card.word.word });
    void outbox.serially(() => dropFromOfflineDeck(request.wordIndex));
    listeners.current.onGraded?.(card, rating);
  }

  async function undo() {
    const current = latest.current;
    const last = current.history.at(-1);
    if (!last || current.undoing) return;
    if (outbox.cancel(last.reviewId)) {
      setWaiting((count) => Math.max(0, count - 1));
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
      const response = await undoReviewGrade(last.reviewId);
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
    waiting,
    madeOffline,
    markKnown,
    flip: () => dispatch({ type: "flip" }),
    grade,
    undo: () => void undo(),
    retryFetch: () => dispatch({ type: "retryFetch" }),
    started: (response: StartResponse) =>
      dispatch({ type: "started", response, pendingWordIndexes: outbox.pending().map((grade) => grade.request.wordIndex), now: Date.now() }),
    moreAllowed: (response: DueResponse) =>
      dispatch({ type: "moreAllowed", response, pendingWordIndexes: outbox.pending().map((grade) => grade.request.wordIndex), now: Date.now() }),
  };
}
