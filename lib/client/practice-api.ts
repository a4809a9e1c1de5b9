import "client-only";
// The practice calls from the browser: a round's questions, answers, hints
// and overrides (the practice screen), and the confusable sets' progress (the
// ambiguous-words page). Each throws as apiCall does (./api.ts): the caller
// tells a refused call from a failed one.
import type { SetProgress } from "@/lib/practice/contrast-gate";
import type { AnswerResult, HintResponse, NextResponse, PracticeAnswer, PracticeSource, QuestionKind } from "@/lib/practice/types";
import { apiCall, apiPost } from "./api";

/** POST /practice/next: `round` keeps one order for the whole round; `exclude` the words asked already; `story` the story's slug (source story). */
export function fetchNextQuestion(input: {
  source: PracticeSource;
  kind?: QuestionKind | undefined;
  exclude: number[];
  round: string;
  story?: string | undefined;
}): Promise<NextResponse> {
  const { source, kind, exclude, round, story } = input;
  return apiPost("/practice/next", { source, ...(kind ? { kind } : {}), ...(exclude.length > 0 ? { exclude } : {}), round, ...(story ? { story } : {}) });
}

/** POST /practice/answer. */
export function sendPracticeAnswer(request: { questionId: string; answer: PracticeAnswer; durationMs: number }): Promise<AnswerResult> {
  return apiPost("/practice/answer", request);
}

/** POST /practice/hint: the word's first letter and length. */
export function fetchHint(questionId: string): Promise<HintResponse> {
  return apiPost("/practice/hint", { questionId });
}

/** POST /practice/override: "I was right" on a miss. */
export function overrideAnswer(questionId: string): Promise<AnswerResult> {
  return apiPost("/practice/override", { questionId });
}

/** GET /practice/confusables: the sets the learner has begun, and what each lacks before contrast questions. */
export async function fetchConfusablesProgress(): Promise<SetProgress[]> {
  return (await apiCall<{ sets: SetProgress[] }>("/practice/confusables")).sets;
}
