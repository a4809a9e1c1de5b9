import "server-only";
import type { GradeValue } from "@/lib/review/types";
import { checkTyped } from "./answer-check";
import { type AnswerKey, type DiffPart, OUTCOME_RATINGS, type PartnerChoice, type PracticeAnswer, type TypedVerdict } from "./types";

// Checks an answer against the question's key and says, per card, how it
// went; ratingOf turns that into the review grade. An answer whose shape does
// not fit the question (a choice out of range, pairs that are no permutation,
// an overlong text) is invalid: the API answers 400 and grades nothing.

/** How one card's answer went: a miss, right after the hint, right with one slip, right. */
export type Outcome = "wrong" | "hinted" | "typo" | "right";

export interface CheckedAnswer {
  correct: boolean;
  /** One per card: for match one per word, in key.words order; else one. */
  outcomes: Outcome[];
  /** Choice kinds: the right option's position. */
  correctChoice?: number;
  /** Typed kinds: the word, the verdict and (when not exact) the diff of what was typed. */
  answer?: string;
  verdict?: TypedVerdict;
  diff?: DiffPart[];
  /** Match: the right definition for each word. */
  pairs?: number[];
  /** Contrast, after a miss: the set's other word the learner chose, and the set's hint. */
  partner?: PartnerChoice;
}

/** Longer than any word: a typed answer beyond this is not an attempt. */
export const MAX_TYPED_LENGTH = 100;

export function ratingOf(outcome: Outcome): GradeValue {
  return OUTCOME_RATINGS[outcome];
}

/** A right answer after the hint is only Hard: the hint did part of the recall. */
function outcomeOf(correct: boolean, hintUsed: boolean, typo = false): Outcome {
  if (!correct) return "wrong";
  if (hintUsed) return "hinted";
  return typo ? "typo" : "right";
}

function isIndex(value: unknown, length: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < length;
}

export function checkAnswer(key: AnswerKey, answer: PracticeAnswer, hintUsed: boolean): CheckedAnswer | { invalid: string } {
  switch (key.kind) {
    case "meaning":
    case "word":
    case "synonym":
    case "antonym": {
      if (!("choice" in answer)) return { invalid: "This question takes a choice." };
      if (!isIndex(answer.choice, key.options.length)) return { invalid: "There is no such option." };
      const correct = answer.choice === key.correct;
      return { correct, outcomes: [outcomeOf(correct, hintUsed)], correctChoice: key.correct };
    }
    case "contrast": {
      // Every option is a member of the set: a miss is always a partner word, told apart by the set's hint.
      if (!("choice" in answer)) return { invalid: "This question takes a choice." };
      if (!isIndex(answer.choice, key.options.length)) return { invalid: "There is no such option." };
      const correct = answer.choice === key.correct;
      const partner = correct ? undefined : { word: key.options[answer.choice]!, hint: key.hint };
      return { correct, outcomes: [outcomeOf(correct, hintUsed)], correctChoice: key.correct, ...(partner && { partner }) };
    }
    case "cloze":
    case "typed": {
      if (!("text" in answer) || typeof answer.text !== "string") return { invalid: "This question takes a typed answer." };
      if (answer.text.length > MAX_TYPED_LENGTH) return { invalid: `An answer has at most ${MAX_TYPED_LENGTH} characters.` };
      const { verdict, diff } = checkTyped(answer.text, key);
      const correct = verdict !== "wrong";
      return { correct, outcomes: [outcomeOf(correct, hintUsed, verdict === "typo")], answer: key.word, verdict, ...(diff ? { diff } : {}) };
    }
    case "match": {
      if (!("pairs" in answer) || !Array.isArray(answer.pairs)) return { invalid: "This question takes pairs." };
      const size = key.pairs.length;
      const given = answer.pairs;
      if (given.length !== size || !given.every((pair) => isIndex(pair, size)) || new Set(given).size !== size) {
        return { invalid: `Match each of the ${size} words with one definition.` };
      }
      const outcomes = key.pairs.map((pair, i) => outcomeOf(given[i] === pair, hintUsed));
      return { correct: outcomes.every((outcome) => outcome !== "wrong"), outcomes, pairs: [...key.pairs] };
    }
  }
}
