"use client";

import { useEffect, useReducer, useRef } from "react";
import { ApiError, apiErrorMessage } from "@/lib/client/api";
import { fetchHint, fetchNextQuestion, overrideAnswer, sendPracticeAnswer } from "@/lib/client/practice-api";
import { roundSizeOf, type PracticeSource, type QuestionKind } from "@/lib/practice/types";
import { answerRequest, initialPracticeState, practiceReducer, wantsQuestion, type PracticeAction, type PracticeState } from "./practice-reducer";

// The thin effects around practice-reducer.ts: the four practice calls (lib/client/practice-api.ts).

export type PracticeSessionProps = {
  source: PracticeSource;
  /** One kind of question (a favourites tile); without it the server picks by each card's memory. */
  kind?: QuestionKind;
  /** Source story: the story's slug. */
  story?: string;
  /** Questions in the round when the page knows better than the source (a story with fewer words than a round). */
  roundSize?: number;
};

/** An error answer that asking again will not change: the question expired, was answered, or is not this learner's. */
function refused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

export function usePracticeSession({ source, kind, story, roundSize }: PracticeSessionProps) {
  const [state, dispatch] = useReducer(practiceReducer, source, (from: PracticeSource) => initialPracticeState(roundSize ?? roundSizeOf(from)));
  // What the reducer has been told, ahead of React's render: a second key press must see the first's effect.
  const latest = useRef<PracticeState>(state);
  useEffect(() => {
    latest.current = state;
  });

  /** Dispatches `action` if it changes anything; returns the state after it, or null when it was refused. */
  function act(action: PracticeAction): PracticeState | null {
    const next = practiceReducer(latest.current, action);
    if (next === latest.current) return null;
    latest.current = next;
    dispatch(action);
    return next;
  }

  // A round's id: the server keeps the favourites in one order for the whole round.
  const round = useRef<string | null>(null);

  // The question a round waits for, or the next one fetched while the feedback shows.
  const inFlight = useRef(false);
  const want = wantsQuestion(state);
  useEffect(() => {
    if (!want || inFlight.current) return;
    inFlight.current = true;
    const { exclude } = latest.current;
    round.current ??= crypto.randomUUID();
    act({ type: "fetchStarted" });
    fetchNextQuestion({ source, kind, exclude, round: round.current, story })
      .then(
        (response) => act({ type: "fetched", response, now: Date.now() }),
        (error: unknown) => act({ type: "fetchFailed", message: apiErrorMessage(error), refused: refused(error) }),
      )
      .finally(() => {
        inFlight.current = false;
      });
    // act reads the ref: only `want` decides.
  }, [want, source, kind, story]);

  async function sendAnswer(checking: PracticeState) {
    const request = answerRequest(checking, Date.now());
    if (!request) return;
    try {
      const result = await sendPracticeAnswer(request);
      act({ type: "answered", result, now: Date.now() });
    } catch (error) {
      act({ type: "answerFailed", refused: refused(error) });
    }
  }

  function answerWith(action: PracticeAction) {
    const next = act(action);
    if (next?.phase === "checking") void sendAnswer(next);
  }

  async function hint() {
    const question = latest.current.question;
    if (!question || !act({ type: "hintStarted" })) return;
    try {
      const response = await fetchHint(question.id);
      act({ type: "hinted", questionId: question.id, hint: response });
    } catch {
      act({ type: "hintFailed" });
    }
  }

  async function override() {
    const result = latest.current.result;
    if (!result || !act({ type: "overrideStarted" })) return;
    try {
      act({ type: "overridden", result: await overrideAnswer(result.questionId) });
    } catch (error) {
      act({ type: "overrideFailed", message: apiErrorMessage(error) });
    }
  }

  return {
    state,
    pick: (choice: number) => answerWith({ type: "pick", choice }),
    submitText: (text: string) => answerWith({ type: "submitText", text }),
    selectMatch: (column: "word" | "definition", index: number) => act({ type: "selectMatch", column, index }),
    submitMatch: () => answerWith({ type: "submitMatch" }),
    hint: () => void hint(),
    override: () => void override(),
    next: () => act({ type: "continue", now: Date.now() }),
    retry: () => act({ type: "retry" }),
    restart: () => {
      if (act({ type: "restart" })) round.current = null;
    },
  };
}
