"use client";

import { type Dispatch, type FormEvent, useCallback, useEffect, useReducer, useRef } from "react";
import { CHALLENGE_MESSAGES } from "@/lib/challenges/messages";
import type { ChallengeView } from "@/lib/challenges/types";
import { ApiError, apiErrorMessage } from "@/lib/client/api";
import { challengeApi } from "@/lib/client/challenges-api";
import { hasKept } from "@/lib/pending/kept-flag";
import { withPendingLock } from "@/lib/pending/lock";
import type { PracticeAnswer } from "@/lib/practice/types";
import { type ChallengeAction, challengeReducer, initialChallengeState, isOpen } from "./challenge-reducer";

// The effects around challenge-reducer.ts: the challenge calls, the polling
// and a visitor's play kept or claimed.

/** How often an open challenge's leaderboard is read again. */
const POLL_MS = 4000;

const messageOf = (error: unknown): string => apiErrorMessage(error) ?? "Something went wrong. Please try again.";

export type ChallengePlayProps = { initial: ChallengeView; signedIn: boolean; visitorCookie: boolean };

export function useChallengePlay({ initial, signedIn, visitorCookie }: ChallengePlayProps) {
  const [state, dispatch] = useReducer(challengeReducer, initial, initialChallengeState);
  const { stage } = state;
  const challengeId = state.view.id;
  const firstOption = useRef<HTMLButtonElement>(null);

  const refresh = useCallback(async () => {
    try {
      dispatch({ type: "viewRead", view: await challengeApi.leaderboard(challengeId) });
    } catch {
      // The next poll tries again.
    }
  }, [challengeId]);

  usePolling(isOpen(state.view), refresh);
  useVisitorPlay({ challengeId, signedIn, visitorCookie, initial, done: stage.name === "done", dispatch });

  useEffect(() => {
    if (stage.name === "question" && !stage.sending) firstOption.current?.focus();
  }, [stage]);

  /** Fetches the player's question (or their result); `notice` is shown meanwhile, else any error is cleared. */
  async function advance(notice: string | null = null) {
    dispatch({ type: "errorShown", message: notice });
    try {
      const next = await challengeApi.next(challengeId);
      dispatch({ type: "nextRead", next });
      if (!("question" in next)) await refresh();
    } catch (failure) {
      dispatch({ type: "errorShown", message: messageOf(failure) });
    }
  }

  // One join or move on at a time: a first-time visitor's second join, sent before the first set the
  // player cookie, would be a second play.
  const inFlight = useRef(false);
  async function oneAtATime(task: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: "busyChanged", busy: true });
    try {
      await task();
    } finally {
      inFlight.current = false;
      dispatch({ type: "busyChanged", busy: false });
    }
  }

  async function join(event: FormEvent) {
    event.preventDefault();
    await oneAtATime(async () => {
      dispatch({ type: "errorShown", message: null });
      try {
        await challengeApi.join(challengeId, signedIn ? undefined : state.nickname);
        await advance();
      } catch (failure) {
        dispatch({ type: "errorShown", message: messageOf(failure) });
      }
    });
  }

  async function send(answer: PracticeAnswer) {
    if (stage.name !== "question" || stage.sending) return;
    const { index } = stage.question;
    dispatch({ type: "answerSent" });
    try {
      const result = await challengeApi.answer(challengeId, index, answer);
      dispatch({ type: "answered", index, result, sent: answer });
      if (result.finished) void refresh();
    } catch (failure) {
      dispatch({ type: "answerFailed", index });
      // Left past its window: the server serves the question afresh, so the play goes on.
      if (failure instanceof ApiError && failure.status === 410 && messageOf(failure) === CHALLENGE_MESSAGES.late) await advance(CHALLENGE_MESSAGES.late);
      else dispatch({ type: "errorShown", message: messageOf(failure) });
    }
  }

  async function close() {
    dispatch({ type: "errorShown", message: null });
    try {
      await challengeApi.close(challengeId);
      await refresh();
    } catch (failure) {
      dispatch({ type: "errorShown", message: messageOf(failure) });
    }
  }

  async function remove(playerId: string) {
    dispatch({ type: "errorShown", message: null });
    try {
      await challengeApi.remove(challengeId, playerId);
      await refresh();
    } catch (failure) {
      dispatch({ type: "errorShown", message: messageOf(failure) });
    }
  }

  return {
    state,
    dispatch,
    firstOption,
    join,
    send,
    close,
    remove,
    next: () => void oneAtATime(advance),
  };
}

/** Calls `refresh` every few seconds while `open` and the tab is visible. */
function usePolling(open: boolean, refresh: () => Promise<void>) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [open, refresh]);
}

/** A visitor's play: kept in this browser once finished, claimed once they are back signed in. */
function useVisitorPlay({
  challengeId,
  signedIn,
  visitorCookie,
  initial,
  done,
  dispatch,
}: {
  challengeId: string;
  signedIn: boolean;
  visitorCookie: boolean;
  initial: ChallengeView;
  done: boolean;
  dispatch: Dispatch<ChallengeAction>;
}) {
  // A visitor's finished play waits in this browser (lib/pending) and becomes their account's at their first sign-in.
  useEffect(() => {
    if (signedIn || !done) return;
    import("@/lib/pending/client-store").then(
      ({ keepChallenge }) => void keepChallenge(challengeId),
      (failure: unknown) => console.error("Keeping a visitor's challenge result failed", failure),
    );
  }, [signedIn, done, challengeId]);

  // Back signed in after playing as a visitor in this browser, the play not yet claimed at sign-in: the page
  // claims it, only when this browser kept it for its account (lib/pending): on a shared browser, another
  // account signing in must not take a visitor's play. Under the lock of what sign-in applies, and dropped
  // from what is kept once the server has answered, so the two never both claim it (the second is refused:
  // 404 or 409). The result is read again whatever happened: a claim made by sign-in meanwhile shows here too.
  const claimTried = useRef(false);
  useEffect(() => {
    if (!signedIn || !visitorCookie || initial.you || claimTried.current) return;
    claimTried.current = true;
    void withPendingLock(async () => {
      if (!hasKept()) return;
      const store = await import("@/lib/pending/client-store");
      if (!store.readPending().challenges?.includes(challengeId)) return;
      const answered = await challengeApi.claim(challengeId).then(
        () => true,
        (failure: unknown) => failure instanceof ApiError && failure.status !== 401,
      );
      if (answered) store.forgetChallenge(challengeId);
    })
      .then(() => challengeApi.leaderboard(challengeId))
      .then((fresh) => dispatch({ type: "claimRead", view: fresh }))
      .catch(() => undefined);
  }, [challengeId, signedIn, visitorCookie, initial.you, dispatch]);
}
