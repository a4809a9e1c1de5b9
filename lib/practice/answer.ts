import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { Transaction } from "@/lib/db";
import { answerSpotCheck, spotCheckReviewId } from "@/lib/known/spot-check";
import { gradeCardIn, overrideGrade } from "@/lib/review/grading";
import { directionOf } from "@/lib/review/direction";
import { writeUserData } from "@/lib/users/user-lock";
import { checkAnswer, isRightOutcome, ratingOf, type CheckedAnswer } from "./check";
import { isDemoId, openDemoQuestion, type DemoQuestion } from "./demo-token";
import { buildIdiomQuestion } from "./idiom-questions";
import {
  claimOverride,
  claimQuestion,
  questionState,
  releaseOverride,
  storeResult,
  takeHint,
  type ClaimedQuestion,
  type QuestionState,
  type StoredResult,
} from "./question-store";
import { buildQuestion, type BuiltQuestion } from "./questions";
import { buildStoryQuestionOf } from "./story-questions";
import { hintOf } from "./typed-key";
import { practiceWord } from "./word-tables";
import {
  OUTCOME_RATINGS,
  TYPED_KINDS,
  type AnswerKey,
  type AnswerResult,
  type GradedCard,
  type HintResponse,
  type PracticeAnswer,
  type QuestionKind,
} from "./types";

// Answering a question (POST /api/v1/practice/answer), its hint and "I was
// right". The key comes from the question's row (or, for a visitor's demo,
// is built again from its sealed id), the engine checks the answer, and each
// card of the question is graded through the review's own grading
// (lib/review/grading.ts: same undo, same log, the question kind recorded).
//
// An answer is one transaction under the learner's lock (writeUserData): the
// question's row is claimed with one conditional UPDATE (answered_at IS NULL,
// not expired, this learner's), its cards are graded (gradeCardIn) and the
// result is stored beside the claim. The claim's row lock makes any number of
// simultaneous answers wait for the first: they then find it answered, and a
// retry with the same answer gets the stored result. Anything that throws
// rolls the whole answer back, claim included, so the question can be
// answered again; an answer of the wrong shape is refused the same way. Each
// card's reviewId is derived from the question's id, so a card is never
// graded twice for one question.

export interface AnswerInput {
  questionId: string;
  answer: PracticeAnswer;
  durationMs: number;
}

/** Why a question cannot be answered (or hinted, or overridden). */
export type QuestionRefusal =
  | { notFound: true }
  | { answered: true }
  | { beingAnswered: true }
  | { expired: true }
  /** The answer does not fit the question (a choice for a typed question, a board of the wrong size). */
  | { invalid: string };

export type AnswerOutcome = { ok: AnswerResult } | QuestionRefusal;

function wordOf(index: number): string {
  return practiceWord(index)?.entry.word ?? "";
}

const isSpotCheck = (key: AnswerKey) => "spotCheck" in key && key.spotCheck === true;

const isEasy = (key: AnswerKey) => "easy" in key && key.easy === true;

const isTyped = (kind: QuestionKind) => (TYPED_KINDS as readonly string[]).includes(kind);

/** The result without the cards: what the checker says. */
function checkedResult(
  questionId: string,
  kind: QuestionKind,
  wordIndexes: readonly number[],
  checked: CheckedAnswer,
): Omit<AnswerResult, "graded" | "canOverride"> {
  const { correct, correctChoice, answer, verdict, needed, diff, pairs, partner } = checked;
  return {
    questionId,
    kind,
    wordIndexes: [...wordIndexes],
    correct,
    ...(correctChoice !== undefined && { correctChoice }),
    ...(answer !== undefined && { answer }),
    ...(verdict !== undefined && { verdict }),
    ...(needed !== undefined && { needed }),
    ...(diff !== undefined && { diff }),
    ...(pairs !== undefined && { pairs }),
    ...(partner !== undefined && { partner }),
  };
}

/** Why a stored question was not claimed, from the row as it is now. */
function refusalOf(state: QuestionState | null, userId: string, now: Date): QuestionRefusal {
  if (!state || state.userId !== userId) return { notFound: true };
  if (state.answered) return state.result ? { answered: true } : { beingAnswered: true };
  if (state.expiresAt.getTime() <= now.getTime()) return { expired: true };
  // Claimable now: another request gave it back between the two statements.
  return { beingAnswered: true };
}

/** A demo's question built again from what its token holds: an idiom's, a story's (its own sentence), or the engine's. */
function rebuildDemo(demo: DemoQuestion & { kind: Exclude<QuestionKind, "match"> }): BuiltQuestion | null {
  if (demo.idiom) return buildIdiomQuestion(demo.wordIndex, demo.seed);
  if (demo.story !== undefined) return buildStoryQuestionOf(demo.story, demo.wordIndex, demo.seed);
  return buildQuestion(demo.kind, demo.wordIndex, demo.seed);
}

/** A visitor's demo (or anyone's Idioms MCQ): the key built again from the sealed id, checked, nothing graded or stored. */
function answerDemo(input: AnswerInput, now: Date): AnswerOutcome {
  const demo = openDemoQuestion(input.questionId);
  if (!demo || demo.kind === "match") return { notFound: true };
  if (demo.expiresAt <= now.getTime()) return { expired: true };
  const built = rebuildDemo({ ...demo, kind: demo.kind });
  if (!built) return { notFound: true };
  const checked = checkAnswer(built.key, input.answer, false);
  if ("invalid" in checked) return { invalid: checked.invalid };
  return { ok: { ...checkedResult(input.questionId, demo.kind, [demo.wordIndex], checked), graded: [], canOverride: false } };
}

/** An answer that does not fit its question: thrown to roll the claim back. */
class InvalidAnswerError extends Error {
  constructor(readonly invalid: string) {
    super(invalid);
  }
}

/**
 * Grades each card of a claimed question by its outcome, in `tx`; a card that cannot be graded (its grade was undone since) is left out.
 * Easy Words answered right grade a word already in the deck and leave any other out of it (`leftOut`).
 */
async function gradeCards(
  tx: Transaction,
  userId: string,
  questionId: string,
  question: ClaimedQuestion,
  checked: CheckedAnswer,
  durationMs: number,
  now: Date,
) {
  const graded: GradedCard[] = [];
  const leftOut: number[] = [];
  const direction = directionOf(question.direction);
  const share = Math.round(durationMs / question.wordIndexes.length);
  const { settings } = question;
  for (const [position, wordIndex] of question.wordIndexes.entries()) {
    const outcome = checked.outcomes[position] ?? "wrong";
    const rating = ratingOf(outcome);
    const input = { wordIndex, rating, reviewId: `${questionId}-${position}`, durationMs: share, direction, questionKind: question.kind };
    // A spot check grades only a miss (the word returns to learning); a right answer confirms the word known.
    const spotCheck = isSpotCheck(question.key);
    // A word the learner finds easy would only fill the deck with reviews of what they know: only a miss adds it.
    const keepOut = isEasy(question.key) && isRightOutcome(outcome);
    const result = spotCheck
      ? await answerSpotCheck(tx, userId, input, isRightOutcome(outcome), { now, settings, claimed: true })
      : // A favourite or a context word not in the deck yet enters it with this grade (claimed with the question: no earlier grade to replay).
        await gradeCardIn(tx, userId, input, {
          now,
          addMissing: !keepOut,
          settings,
          claimed: true,
          ...(question.card !== undefined && { locked: question.card }),
        });
    if (keepOut && result && "notInDeck" in result) leftOut.push(wordIndex);
    if (!result || !("ok" in result)) continue;
    const reviewId = spotCheck ? spotCheckReviewId(input.reviewId) : input.reviewId;
    graded.push({ wordIndex, word: wordOf(wordIndex), correct: isRightOutcome(outcome), rating, card: result.ok, reviewId });
  }
  return { graded, leftOut };
}

/**
 * Checks the learner's answer to their question and grades it into the
 * schedule, once. A retry with the same answer gets the first result back.
 */
export async function answerQuestion(userId: string | null, input: AnswerInput, options: { now?: Date } = {}): Promise<AnswerOutcome> {
  const now = options.now ?? new Date();
  if (isDemoId(input.questionId)) return answerDemo(input, now);
  if (userId === null) return { notFound: true };
  let response: AnswerResult | null;
  try {
    response = await writeUserData(userId, async (tx) => {
      const question = await claimQuestion(tx, userId, input.questionId, now);
      if (!question) return null;
      const checked = checkAnswer(question.key, input.answer, question.hintUsed);
      if ("invalid" in checked) throw new InvalidAnswerError(checked.invalid);
      const { graded, leftOut } = await gradeCards(tx, userId, input.questionId, question, checked, input.durationMs, now);
      const canOverride = isTyped(question.kind) && !checked.correct && graded.length === 1;
      const stored: StoredResult = {
        submitted: input.answer,
        response: {
          ...checkedResult(input.questionId, question.kind, question.wordIndexes, checked),
          graded,
          ...(leftOut.length > 0 && { leftOut }),
          canOverride,
        },
      };
      await storeResult(userId, input.questionId, stored, tx);
      return stored.response;
    });
  } catch (error) {
    if (error instanceof InvalidAnswerError) return { invalid: error.invalid };
    throw error;
  }
  if (response) return { ok: response };
  const state = await questionState(input.questionId);
  const first = state?.userId === userId ? state.result : null;
  if (first && isDeepStrictEqual(first.submitted, input.answer)) return { ok: first.response };
  return refusalOf(state, userId, now);
}

export type HintOutcome = { ok: HintResponse } | QuestionRefusal | { notTyped: true };

/** The first letter and length of a typed question's word; the question's right answer then grades Hard. */
export async function hintFor(userId: string | null, questionId: string, options: { now?: Date } = {}): Promise<HintOutcome> {
  const now = options.now ?? new Date();
  if (isDemoId(questionId)) {
    const demo = openDemoQuestion(questionId);
    if (!demo || demo.kind === "match") return { notFound: true };
    if (demo.expiresAt <= now.getTime()) return { expired: true };
    if (!isTyped(demo.kind)) return { notTyped: true };
    const built = rebuildDemo({ ...demo, kind: demo.kind });
    const hint = built && hintOf(built.key);
    return hint ? { ok: hint } : { notFound: true };
  }
  if (userId === null) return { notFound: true };
  const key = await takeHint(userId, questionId, now);
  const hint = key && hintOf(key);
  if (hint) return { ok: hint };
  const state = await questionState(questionId);
  if (state && state.userId === userId && !isTyped(state.kind)) return { notTyped: true };
  return refusalOf(state, userId, now);
}

export type OverrideOutcome = { ok: AnswerResult } | { notFound: true } | { answerFirst: true } | { notAllowed: true } | { used: true } | { tooLate: true };

/**
 * "I was right": the learner overrides a typed answer the checker marked
 * wrong (a valid synonym it could not know), once. The miss is undone and the
 * card graded Good, logged as an override (lib/review/grading.ts overrideGrade).
 */
export async function overrideAnswer(userId: string, questionId: string, options: { now?: Date } = {}): Promise<OverrideOutcome> {
  const claimed = await claimOverride(userId, questionId);
  if (!claimed) {
    const state = await questionState(questionId);
    if (!state || state.userId !== userId) return { notFound: true };
    if (!state.result) return { answerFirst: true };
    if (state.result.override) return { used: true };
    return { notAllowed: true };
  }
  const miss = claimed.response.graded[0];
  try {
    const outcome = miss ? await overrideGrade(userId, miss.reviewId, { now: options.now }) : { notAMiss: true as const };
    if (!("ok" in outcome)) {
      await releaseOverride(userId, questionId);
      return "notAMiss" in outcome ? { notAllowed: true } : { tooLate: true };
    }
    const overridden: GradedCard = { ...miss!, correct: true, rating: OUTCOME_RATINGS.right, card: outcome.ok.card, reviewId: outcome.ok.reviewId };
    const response: AnswerResult = { ...claimed.response, correct: true, graded: [overridden], canOverride: false };
    await storeResult(userId, questionId, { ...claimed, response, override: "done" });
    return { ok: response };
  } catch (error) {
    await releaseOverride(userId, questionId);
    throw error;
  }
}
