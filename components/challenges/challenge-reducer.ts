import type { ChallengeAnswerResult, ChallengeKey, ChallengeQuestion, ChallengeView } from "@/lib/challenges/types";
import type { NextAnswer } from "@/lib/client/challenges-api";
import type { PracticeAnswer } from "@/lib/practice/types";

// The challenge screen's state as a pure reducer: no React, no fetch, no
// timers. The hook (./use-challenge-play.ts) feeds it the server's answers,
// so every transition is a unit test (tests/unit/challenge-reducer.test.ts).

export type ChallengeStage =
  | { name: "start" }
  | { name: "question"; question: ChallengeQuestion; sending: boolean }
  | { name: "feedback"; question: ChallengeQuestion; result: ChallengeAnswerResult; sent: PracticeAnswer }
  /** `keys` once the server gave them (the play over); a result read from the leaderboard alone has none. */
  | { name: "done"; score: number; total: number; timeMs: number; keys?: ChallengeKey[] };

export interface ChallengeState {
  /** The challenge and its leaderboard, as last read. */
  view: ChallengeView;
  stage: ChallengeStage;
  error: string | null;
  nickname: string;
  /** A typed question's answer box. */
  typed: string;
  /** The link was copied: the button says so. */
  copied: boolean;
  /** A join or a move on is under way. */
  busy: boolean;
  /** The questions this page showed, by position: the summary puts the keys beside them. */
  seen: ChallengeQuestion[];
}

export type ChallengeAction =
  /** The leaderboard read again (a poll, or after an answer or a close). */
  | { type: "viewRead"; view: ChallengeView }
  /** The leaderboard read after a claim: the play may have become this account's, finished. */
  | { type: "claimRead"; view: ChallengeView }
  | { type: "nicknameTyped"; nickname: string }
  | { type: "answerTyped"; text: string }
  | { type: "linkCopied" }
  | { type: "busyChanged"; busy: boolean }
  /** Shows `message`, or clears the error with null. */
  | { type: "errorShown"; message: string | null }
  /** The player's next question, or their result. */
  | { type: "nextRead"; next: NextAnswer }
  | { type: "answerSent" }
  | { type: "answered"; index: number; result: ChallengeAnswerResult; sent: PracticeAnswer }
  | { type: "answerFailed"; index: number };

/** The player's own time on the leaderboard; 0 when they have no row or no time yet. */
export function ownTime(view: ChallengeView): number {
  return view.players.find((row) => row.you)?.timeMs ?? 0;
}

function doneStage(view: ChallengeView): ChallengeStage | null {
  return view.you?.finished ? { name: "done", score: view.you.score, total: view.questions, timeMs: ownTime(view) } : null;
}

export function initialChallengeState(view: ChallengeView): ChallengeState {
  return { view, stage: doneStage(view) ?? { name: "start" }, error: null, nickname: "", typed: "", copied: false, busy: false, seen: [] };
}

/** The challenge still takes answers. */
export function isOpen(view: ChallengeView): boolean {
  return !view.closed && !view.expired;
}

/** What the Play section shows before a question: the join form, the full notice, or neither (closed, or playing). */
export function startShows(state: ChallengeState): "join" | "full" | null {
  const { stage, view } = state;
  if (stage.name !== "start" || !isOpen(view)) return null;
  return view.full && !view.you ? "full" : "join";
}

/** The question on screen takes an answer now. */
export function takesAnswer(stage: ChallengeStage): stage is Extract<ChallengeStage, { name: "question" }> {
  return stage.name === "question" && !stage.sending;
}

export function challengeReducer(state: ChallengeState, action: ChallengeAction): ChallengeState {
  switch (action.type) {
    case "viewRead":
      return { ...state, view: action.view };
    case "claimRead": {
      const done = doneStage(action.view);
      return { ...state, view: action.view, stage: done ?? state.stage };
    }
    case "nicknameTyped":
      return { ...state, nickname: action.nickname };
    case "answerTyped":
      return { ...state, typed: action.text };
    case "linkCopied":
      return { ...state, copied: true };
    case "busyChanged":
      return { ...state, busy: action.busy };
    case "errorShown":
      return { ...state, error: action.message };
    case "nextRead":
      if ("question" in action.next) {
        const { question } = action.next;
        const seen = [...state.seen];
        seen[question.index] = question;
        return { ...state, typed: "", seen, stage: { name: "question", question, sending: false } };
      }
      return { ...state, stage: { name: "done", ...action.next.finished } };
    case "answerSent":
      if (!takesAnswer(state.stage)) return state;
      return { ...state, error: null, stage: { ...state.stage, sending: true } };
    case "answered":
      // Only for the question sent: an answer arriving after the play moved on changes nothing.
      if (!awaits(state.stage, action.index)) return state;
      return { ...state, stage: { name: "feedback", question: state.stage.question, result: action.result, sent: action.sent } };
    case "answerFailed":
      if (!awaits(state.stage, action.index)) return state;
      return { ...state, stage: { ...state.stage, sending: false } };
  }
}

function awaits(stage: ChallengeStage, index: number): stage is Extract<ChallengeStage, { name: "question" }> {
  return stage.name === "question" && stage.sending && stage.question.index === index;
}
