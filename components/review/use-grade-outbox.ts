"use client";

import { useEffect, useState, type RefObject } from "react";
import { toast } from "@/components/toasts/toast";
import { ApiError } from "@/lib/client/api";
import { sendReviewGrade } from "@/lib/client/review-api";
import { dropFromOfflineDeck } from "@/lib/offline/client-deck";
import { GradeOutbox, type SendOutcome } from "@/lib/offline/grade-outbox";
import type { DueCard } from "@/lib/review/types";
import { reviewReducer, type GradeRequest, type ReviewAction, type ReviewState } from "./review-reducer";

// /review's side of the learner's grade outbox (lib/offline/grade-outbox.ts):
// the outbox made for the signed-in learner, what its answers do to the
// screen, the grades an earlier page left, the retry when the browser is back
// online, and the count of grades waiting that the offline line shows.

const SAVE_MESSAGES = {
  stalled: "Couldn't save your answer. We'll keep trying.",
  needsLogin: "Log in to save your answers: they're kept on this device until then.",
} as const;

/** A grade made here reached the server after another device's grade of the same card: both count, in the order they arrived. */
export function gradedElsewhereMessage(word: string): string {
  return `“${word}” was also reviewed on another device: both grades count, in the order they reached Lexi.`;
}

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

/**
 * The learner's outbox for the review screen. `latest` is the screen's state
 * as of the last action (a grade's key press may come before React renders).
 */
export function useGradeOutbox(userId: string, dispatch: (action: ReviewAction) => void, latest: RefObject<ReviewState>) {
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
        onStalled: (_grade, needsLogin) => {
          if (needsLogin) toast.error(SAVE_MESSAGES.needsLogin, { id: SAVE_MESSAGES.needsLogin });
          else if (navigator.onLine) toast.error(SAVE_MESSAGES.stalled, { id: SAVE_MESSAGES.stalled });
        },
      }),
  );

  // Grades kept in the browser from an earlier page (made offline, or the tab closed first) go before new ones.
  useEffect(() => {
    void outbox
      .restore()
      .then((loaded) => {
        if (loaded.length === 0) return;
        // Their cards are graded already: out of the queue (the screen's and the ref's, as in a grade).
        const action = { type: "queuedLoaded", wordIndexes: loaded.map((grade) => grade.request.wordIndex), now: Date.now() } as const;
        dispatch(action);
        latest.current = reviewReducer(latest.current, action);
        setWaiting((count) => count + loaded.length);
        setMadeOffline(true);
      })
      .catch(() => undefined);
  }, [outbox, dispatch, latest]);

  // A stalled grade goes again when the browser is back online.
  useEffect(() => {
    const retry = () => {
      void outbox.kick();
      // Cards ran out offline: ask again now (after the grades on their way: the fetch flushes first).
      if (latest.current.fetchFailed) dispatch({ type: "retryFetch" });
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [outbox, dispatch, latest]);

  return {
    outbox,
    waiting,
    madeOffline,
    /** Keeps a grade of `card` (in the browser until sent) and takes the card out of the offline deck: a tab closed offline loses no grade, a reload shows no graded card. */
    push(request: GradeRequest, card: DueCard, now: number) {
      setWaiting((count) => count + 1);
      if (!navigator.onLine) setMadeOffline(true);
      void outbox.push({ userId, seq: nextSeq(now), request, reps: card.card.reps, word: card.word.word });
      void outbox.serially(() => dropFromOfflineDeck(request.wordIndex));
    },
    /** Drops a grade that never left the browser; false when it may have reached the server. */
    cancel(reviewId: string): boolean {
      if (!outbox.cancel(reviewId)) return false;
      setWaiting((count) => Math.max(0, count - 1));
      return true;
    },
  };
}
