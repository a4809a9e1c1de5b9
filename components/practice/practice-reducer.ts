import {
  ROUND_SIZE,
  type AnswerResult,
  type HintResponse,
  type NextResponse,
  type PracticeAnswer,
  type QuestionKind,
  type QuestionView,
} from "@/lib/practice/types";
import type { GradeValue } from "@/lib/review/types";
import { PRACTICE_MESSAGES, feedbackAnnouncement, matchScore, matchedAnnouncement, type DoneReason } from "./practice-messages";

// The practice screen's state as a pure reducer: no React, no fetch, no timers.
// The hook (./use-practice-session.ts) feeds it the server's answers and the
// clock (`now`), so every transition is a unit test
// (tests/unit/practice-reducer.test.ts).
//
// A round is ROUND_SIZE questions. The answer is checked on the server, so
// feedback waits for it; the next question is fetched while the feedback
// shows (`upcoming`), so Next shows it at once.

export type PracticePhase =
  /** Waiting for a question (the first, or one Next asked for before it came). */
  | "loading"
  /** A question shows and takes an answer. */
  | "question"
  /** The answer is on its way to the server. */
  | "checking"
  /** The server's verdict shows. */
  | "feedback"
  | "summary"
  /** No question to start a round with (too few words, nothing due). */
  | "empty"
  /** The first question of a round could not be loaded. */
  | "error";

/** The side picked first on a Match Words board, waiting for its partner. */
export type MatchSelection = { column: "word" | "definition"; index: number } | null;

/** A word asked about in the round, and whether the learner knew it. */
export interface RoundWord {
  word: string;
  correct: boolean;
}

/** One answered question. */
export interface RoundRecord {
  questionId: string;
  kind: QuestionKind;
  correct: boolean;
  words: RoundWord[];
  /** The grade it gave (one card); null for a visitor's demo or a board of several cards. */
  rating: GradeValue | null;
  /** False for a visitor's demo: checked, not graded. */
  graded: boolean;
  /** Typed one letter off: right, but its spelling is worth a look. */
  typo: boolean;
}

export type PracticeNotice = "answerFailed" | "expired" | "hintFailed" | "overrideFailed";

export interface PracticeState {
  phase: PracticePhase;
  question: QuestionView | null;
  /** When the question showed (ms since the epoch): its answer time starts there. */
  shownAt: number;
  /** What was sent for the question, shown beside the verdict. */
  answer: PracticeAnswer | null;
  hint: HintResponse | null;
  hintPending: boolean;
  /** Match Words: the side picked first, and each word's matched definition so far. */
  selection: MatchSelection;
  pairs: (number | null)[];
  result: AnswerResult | null;
  overridePending: boolean;
  /** The next question, fetched while the feedback shows. */
  upcoming: NextResponse | null;
  fetching: boolean;
  /** The fetch ahead failed: Next fetches again. */
  fetchFailed: boolean;
  records: RoundRecord[];
  /** The words graded in this round (their indexes): not asked again in it. */
  exclude: number[];
  /** The first question's showing, and the last answer's checking. */
  startedAt: number | null;
  endedAt: number | null;
  /** Questions in this round: ROUND_SIZE, fewer for a spot check (roundSizeOf). */
  roundSize: number;
  /** Why the round ended before roundSize questions, or why it never started. */
  endReason: DoneReason | null;
  notice: PracticeNotice | null;
  /** The server's own words for the last failure, when it gave some (shown instead of the notice's). */
  failure: string | null;
  /** The first question was refused, not lost: Try again would get the same answer, so the screen offers the way back instead. */
  failureFinal: boolean;
  /** For the screen reader's live region. */
  announcement: string;
}

export type PracticeAction =
  | { type: "fetchStarted" }
  | { type: "fetched"; response: NextResponse; now: number }
  /** refused: the server will never give this round a question (a request it refuses); otherwise it may, on Try again. */
  | { type: "fetchFailed"; message?: string; refused?: boolean }
  | { type: "retry" }
  | { type: "pick"; choice: number }
  | { type: "submitText"; text: string }
  | { type: "selectMatch"; column: "word" | "definition"; index: number }
  | { type: "submitMatch" }
  | { type: "answered"; result: AnswerResult; now: number }
  /** refused: the server will never take this answer (expired, answered already); otherwise it may, later. */
  | { type: "answerFailed"; refused: boolean }
  | { type: "hintStarted" }
  | { type: "hinted"; questionId: string; hint: HintResponse }
  | { type: "hintFailed" }
  | { type: "overrideStarted" }
  | { type: "overridden"; result: AnswerResult }
  | { type: "overrideFailed"; message?: string }
  | { type: "continue"; now: number }
  | { type: "restart" };

/** Longest answer time the API takes, as the review's grades. */
const MAX_DURATION_MS = 86_400_000;

export function initialPracticeState(roundSize: number = ROUND_SIZE): PracticeState {
  return {
    roundSize,
    phase: "loading",
    question: null,
    shownAt: 0,
    answer: null,
    hint: null,
    hintPending: false,
    selection: null,
    pairs: [],
    result: null,
    overridePending: false,
    upcoming: null,
    fetching: false,
    fetchFailed: false,
    records: [],
    exclude: [],
    startedAt: null,
    endedAt: null,
    endReason: null,
    notice: null,
    failure: null,
    failureFinal: false,
    announcement: "",
  };
}

export function isChoiceQuestion(question: QuestionView | null): question is Extract<QuestionView, { options: string[] }> {
  return question !== null && "options" in question;
}

export function isTypedQuestion(question: QuestionView | null): question is Extract<QuestionView, { kind: "cloze" | "typed" }> {
  return question?.kind === "cloze" || question?.kind === "typed";
}

/** Whether the screen should ask for a question now: one is awaited, or the feedback shows and the next is not fetched yet. */
export function wantsQuestion(state: PracticeState): boolean {
  if (state.fetching) return false;
  if (state.phase === "loading") return true;
  return state.phase === "feedback" && state.upcoming === null && !state.fetchFailed && state.records.length < state.roundSize;
}

/** The body of POST /practice/answer for `answer`, or null when the question takes no answer now. */
export function answerRequest(state: PracticeState, now: number): { questionId: string; answer: PracticeAnswer; durationMs: number } | null {
  if (state.phase !== "checking" || !state.question || !state.answer) return null;
  const durationMs = Math.min(MAX_DURATION_MS, Math.max(0, Math.round(now - state.shownAt)));
  return { questionId: state.question.id, answer: state.answer, durationMs };
}

/** The right answer in words: the option, the word as spelt, or for a board nothing (it shows every pair). */
export function rightAnswerText(question: QuestionView, result: AnswerResult): string | null {
  if (isChoiceQuestion(question)) return result.correctChoice === undefined ? null : (question.options[result.correctChoice] ?? null);
  if (isTypedQuestion(question)) return result.answer ?? null;
  return null;
}

/** The words a question asked about, each right or not: the graded cards, or for a demo (nothing graded) the question's own. */
export function roundWords(question: QuestionView, answer: PracticeAnswer | null, result: AnswerResult): RoundWord[] {
  if (result.graded.length > 0) return result.graded.map(({ word, correct }) => ({ word, correct }));
  switch (question.kind) {
    case "meaning":
    case "synonym":
    case "antonym":
      return [{ word: question.word, correct: result.correct }];
    case "word":
    case "contrast": {
      const word = result.correctChoice === undefined ? undefined : question.options[result.correctChoice];
      return word ? [{ word, correct: result.correct }] : [];
    }
    case "cloze":
    case "typed":
      return result.answer ? [{ word: result.answer, correct: result.correct }] : [];
    case "match": {
      const sent = answer && "pairs" in answer ? answer.pairs : [];
      return question.words.map((word, index) => ({ word, correct: result.pairs?.[index] !== undefined && result.pairs[index] === sent[index] }));
    }
  }
}

/** Whether the answer was saved: a card graded, or an Easy Words word answered right kept out of the deck (no demo either). */
export function isSaved(result: AnswerResult): boolean {
  return result.graded.length > 0 || (result.leftOut?.length ?? 0) > 0;
}

function recordOf(question: QuestionView, answer: PracticeAnswer | null, result: AnswerResult): RoundRecord {
  return {
    questionId: question.id,
    kind: question.kind,
    correct: result.correct,
    words: roundWords(question, answer, result),
    rating: result.graded.length === 1 ? result.graded[0]!.rating : null,
    graded: isSaved(result),
    typo: result.verdict === "typo",
  };
}

function announcementFor(question: QuestionView, answer: PracticeAnswer | null, result: AnswerResult): string {
  if (question.kind === "match") {
    const words = roundWords(question, answer, result);
    return `${result.correct ? PRACTICE_MESSAGES.right : PRACTICE_MESSAGES.wrong} ${matchScore(words.filter((word) => word.correct).length, words.length)}`;
  }
  return feedbackAnnouncement(result.correct, rightAnswerText(question, result));
}

/** Shows `response`: its question, or the round's end (the summary, or the empty screen when nothing was asked). */
function showNext(state: PracticeState, response: NextResponse, now: number): PracticeState {
  const cleared = { upcoming: null, fetchFailed: false, answer: null, result: null, hint: null, hintPending: false, selection: null, overridePending: false };
  if ("done" in response) {
    const phase = state.records.length > 0 ? "summary" : "empty";
    return { ...state, ...cleared, phase, question: null, endReason: response.reason, notice: null, announcement: "" };
  }
  const { question } = response;
  return {
    ...state,
    ...cleared,
    phase: "question",
    question,
    shownAt: now,
    pairs: question.kind === "match" ? question.words.map(() => null) : [],
    startedAt: state.startedAt ?? now,
    // A question that replaced an expired one says so.
    notice: state.notice === "expired" ? "expired" : null,
    failure: null,
    failureFinal: false,
    announcement: state.notice === "expired" ? PRACTICE_MESSAGES.expired : "",
  };
}

function selectMatch(state: PracticeState, column: "word" | "definition", index: number): PracticeState {
  const question = state.question;
  if (state.phase !== "question" || question?.kind !== "match") return state;
  const size = column === "word" ? question.words.length : question.definitions.length;
  if (!Number.isInteger(index) || index < 0 || index >= size) return state;
  const { selection } = state;
  if (selection === null || selection.column === column) {
    // The same item twice lets go of it; another in the same column takes its place.
    const same = selection?.column === column && selection.index === index;
    return { ...state, selection: same ? null : { column, index }, notice: null };
  }
  const word = column === "word" ? index : selection.index;
  const definition = column === "definition" ? index : selection.index;
  const pairs = [...state.pairs];
  if (pairs[word] === definition) {
    // A pair picked again from either side comes apart.
    pairs[word] = null;
    return { ...state, pairs, selection: null, announcement: "" };
  }
  // A definition goes with one word only.
  for (const [other, paired] of pairs.entries()) if (paired === definition) pairs[other] = null;
  pairs[word] = definition;
  return { ...state, pairs, selection: null, notice: null, announcement: matchedAnnouncement(question.words[word] ?? "") };
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case "fetchStarted":
      return { ...state, fetching: true, fetchFailed: false };

    case "fetched": {
      const fetched = { ...state, fetching: false };
      if (state.phase === "loading") return showNext(fetched, action.response, action.now);
      if (state.phase === "feedback") return { ...fetched, upcoming: action.response };
      return fetched;
    }

    case "fetchFailed":
      if (state.phase === "loading") {
        const failure = action.message ?? null;
        return {
          ...state,
          fetching: false,
          phase: "error",
          notice: null,
          failure,
          failureFinal: action.refused === true,
          announcement: failure ?? PRACTICE_MESSAGES.loadFailed,
        };
      }
      return { ...state, fetching: false, fetchFailed: true };

    case "retry":
      return state.phase === "error" && !state.failureFinal ? { ...state, phase: "loading", fetchFailed: false, failure: null } : state;

    case "pick": {
      const { question } = state;
      if (state.phase !== "question" || !isChoiceQuestion(question)) return state;
      if (!Number.isInteger(action.choice) || action.choice < 0 || action.choice >= question.options.length) return state;
      return { ...state, phase: "checking", answer: { choice: action.choice }, notice: null };
    }

    case "submitText": {
      const text = action.text.trim();
      if (state.phase !== "question" || !isTypedQuestion(state.question) || text === "") return state;
      return { ...state, phase: "checking", answer: { text }, notice: null };
    }

    case "selectMatch":
      return selectMatch(state, action.column, action.index);

    case "submitMatch": {
      if (state.phase !== "question" || state.question?.kind !== "match") return state;
      const pairs = state.pairs;
      if (pairs.some((pair) => pair === null)) return state;
      return { ...state, phase: "checking", answer: { pairs: pairs as number[] }, selection: null, notice: null };
    }

    case "answered": {
      const { question } = state;
      if (state.phase !== "checking" || !question || action.result.questionId !== question.id) return state;
      const asked = action.result.wordIndexes;
      return {
        ...state,
        phase: "feedback",
        result: action.result,
        records: [...state.records, recordOf(question, state.answer, action.result)],
        exclude: [...state.exclude, ...asked.filter((index) => !state.exclude.includes(index))],
        endedAt: action.now,
        notice: null,
        failure: null,
        announcement: announcementFor(question, state.answer, action.result),
      };
    }

    case "answerFailed":
      if (state.phase !== "checking") return state;
      // A question the server will not take any more gives way to a new one.
      if (action.refused) return { ...state, phase: "loading", question: null, answer: null, notice: "expired", announcement: "" };
      return { ...state, phase: "question", notice: "answerFailed", failure: null, announcement: PRACTICE_MESSAGES.answerFailed };

    case "hintStarted":
      if (state.phase !== "question" || !isTypedQuestion(state.question) || state.hint || state.hintPending) return state;
      return { ...state, hintPending: true, notice: null };

    case "hinted": {
      if (!state.hintPending || state.question?.id !== action.questionId) return state;
      return { ...state, hint: action.hint, hintPending: false };
    }

    case "hintFailed":
      return state.hintPending ? { ...state, hintPending: false, notice: "hintFailed", failure: null, announcement: PRACTICE_MESSAGES.hintFailed } : state;

    case "overrideStarted":
      if (state.phase !== "feedback" || !state.result?.canOverride || state.overridePending) return state;
      return { ...state, overridePending: true, notice: null };

    case "overridden": {
      const { question, result } = state;
      if (!state.overridePending || !question || !result || action.result.questionId !== result.questionId) return state;
      return {
        ...state,
        overridePending: false,
        // The server says whether it may be overridden again (it may not): never offer it twice.
        result: { ...action.result, canOverride: false },
        records: [...state.records.slice(0, -1), recordOf(question, state.answer, action.result)],
        announcement: PRACTICE_MESSAGES.overridden,
      };
    }

    case "overrideFailed": {
      if (!state.overridePending) return state;
      const failure = action.message ?? null;
      return { ...state, overridePending: false, notice: "overrideFailed", failure, announcement: failure ?? PRACTICE_MESSAGES.overrideFailed };
    }

    case "continue": {
      if (state.phase !== "feedback" || state.overridePending) return state;
      if (state.records.length >= state.roundSize) {
        return { ...state, phase: "summary", question: null, answer: null, result: null, upcoming: null, endReason: null, notice: null, announcement: "" };
      }
      if (state.upcoming) return showNext(state, state.upcoming, action.now);
      return { ...state, phase: "loading", question: null, answer: null, result: null, fetchFailed: false, notice: null, announcement: "" };
    }

    case "restart":
      return state.phase === "summary" ? initialPracticeState(state.roundSize) : state;
  }
}

/** The round in numbers, for its summary. */
export function roundSummary(state: PracticeState): { right: number; wrong: number; total: number; missed: string[]; durationMs: number } {
  const right = state.records.filter((record) => record.correct).length;
  const missed: string[] = [];
  // The words to look at again: those missed, and those typed with a slip (right, but not as spelt).
  for (const record of state.records) {
    for (const { word, correct } of record.words) if ((!correct || record.typo) && !missed.includes(word)) missed.push(word);
  }
  const durationMs = state.startedAt !== null && state.endedAt !== null ? Math.max(0, state.endedAt - state.startedAt) : 0;
  return { right, wrong: state.records.length - right, total: state.records.length, missed, durationMs };
}

/** Whether the round was a visitor's demo: answers checked, nothing graded. */
export function isDemoRound(state: PracticeState): boolean {
  return state.records.length > 0 && state.records.every((record) => !record.graded);
}
