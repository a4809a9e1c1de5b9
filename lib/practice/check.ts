import "server-only";
import type { GradeValue } from "@/lib/review/types";
import { checkTyped } from "./answer-check";
import { type AnswerKey, type DiffPart, OUTCOME_RATINGS, type PartnerChoice, type PracticeAnswer, type TypedVerdict } from "./types";

// Checks an answer against the question's key and says, per card, how it
// went; ratingOf turns that into the review grade (docs/practice.md, Grading). An answer whose shape does
// not fit the question (a choice out of range, pairs that are no permutation,
// an overlong text) is invalid: the API answers 400 and grades nothing.

/**
 * How one card's answer went: a miss; right after the hint; right with one
 * slip; the right word in a form the sentence does not take; a synonym of the
 * sense asked; a miss on a synonym or antonym question (the word asked is not
 * lapsed for an option the learner did not know); right.
 */
export type Outcome = "wrong" | "hinted" | "typo" | "wrong-form" | "synonym" | "relation-miss" | "right";

/** Whether an outcome is a right answer (a relation miss is graded Hard, yet it is a miss). */
export function isRightOutcome(outcome: Outcome): boolean {
  return outcome !== "wrong" && outcome !== "relation-miss";
}

export interface CheckedAnswer {
  correct: boolean;
  /** One per card: for match one per word, in key.words order; else one. */
  outcomes: Outcome[];
  /** Choice kinds: the right option's position. */
  correctChoice?: number;
  /** Typed kinds: the word, the verdict, the form a cloze needs (verdict wrong-form) and (wrong or a typo) the diff of what was typed. */
  answer?: string;
  verdict?: TypedVerdict;
  needed?: string;
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
function outcomeOf(correct: boolean, hintUsed: boolean): Outcome {
  if (!correct) return "wrong";
  return hintUsed ? "hinted" : "right";
}

/** A synonym or antonym question tests the option as much as the word: a miss grades the word Hard, never Again. */
function relationOutcomeOf(correct: boolean): Outcome {
  return correct ? "right" : "relation-miss";
}

const TYPED_OUTCOMES: Record<TypedVerdict, Outcome> = {
  exact: "right",
  form: "right",
  variant: "right",
  "wrong-form": "wrong-form",
  synonym: "synonym",
  typo: "typo",
  wrong: "wrong",
};

function typedOutcomeOf(verdict: TypedVerdict, hintUsed: boolean): Outcome {
  const outcome = TYPED_OUTCOMES[verdict];
  // After the hint a right answer is Hard at best, whatever else it was.
  return hintUsed && outcome !== "wrong" ? "hinted" : outcome;
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
      const outcome = key.kind === "synonym" || key.kind === "antonym" ? relationOutcomeOf(correct) : outcomeOf(correct, hintUsed);
      return { correct, outcomes: [outcome], correctChoice: key.correct };
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
      const { verdict, needed, diff } = checkTyped(answer.text, key);
      const correct = verdict !== "wrong";
      return {
        correct,
        outcomes: [typedOutcomeOf(verdict, hintUsed)],
        answer: key.word,
        verdict,
        ...(needed !== undefined && { needed }),
        ...(diff ? { diff } : {}),
      };
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
