import { SPOT_CHECKS_PER_DAY } from "@/lib/known/spot-check-limits";
import { DIRECTIONS, PRODUCTION_STABILITY_DAYS, type Direction } from "@/lib/review/direction";
import { isQuestionKind, QUESTION_KINDS, type QuestionKind } from "@/lib/review/question-kinds";
import type { GradeValue, ReviewCardState } from "@/lib/review/types";

// What the practice API answers (app/api/v1/practice/*), shared by the engine
// (lib/practice) and the practice screen. A question as the browser gets it
// (QuestionView) never holds its answer: the key (AnswerKey) stays in the
// practice_questions row until the answer is checked on the server.

/**
 * The kinds of question:
 * - meaning: the word; pick its definition among four (recognition).
 * - word: the definition; pick the word among four (Word MCQ).
 * - cloze: one of the word's example sentences with every form of it blanked,
 *   the definition beside it; type the word (Learn with Context).
 * - typed: the definition; type the word.
 * - synonym / antonym: the word and one sense; pick its synonym (antonym) among four.
 * - match: five or six words and their definitions; match them (Match Words).
 * - contrast: a contrast sentence of a confusable set with its blank; pick the set's word that fills it (Ambiguous Words).
 */
// Defined with the log that records them (lib/review/question-kinds.ts), so lib/review needs nothing of lib/practice.
export { isQuestionKind, QUESTION_KINDS, type QuestionKind };

/** Kinds answered by typing the word. */
export const TYPED_KINDS = ["cloze", "typed"] as const satisfies readonly QuestionKind[];
/** Kinds answered by picking one of four options. */
export const CHOICE_KINDS = ["meaning", "word", "synonym", "antonym"] as const satisfies readonly QuestionKind[];

/**
 * The kinds Quiz me (source review) can ask: all but contrast, which comes from the Ambiguous Words sets
 * once every word of a set has been reviewed twice, so only Ambiguous Words asks it.
 */
export const QUIZ_KINDS = QUESTION_KINDS.filter((kind): kind is Exclude<QuestionKind, "contrast"> => kind !== "contrast");

export function isQuizKind(value: unknown): value is (typeof QUIZ_KINDS)[number] {
  return (QUIZ_KINDS as readonly unknown[]).includes(value);
}

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  meaning: "Word → meaning",
  word: "Meaning → word",
  cloze: "Context",
  typed: "Typed recall",
  synonym: "Synonyms",
  antonym: "Antonyms",
  match: "Match Words",
  contrast: "Ambiguous Words",
};

/** 0 recognition (see the word, know the meaning), 1 production (produce the word): review_cards.direction. */
// Defined with the cards (lib/review/direction.ts), so lib/review needs nothing of lib/practice.
export { DIRECTIONS, type Direction };

/** Where a round's words come from. */
export const PRACTICE_SOURCES = [
  "review",
  "favourites",
  "context",
  // Easy Words: the commonest band (lib/practice/easy-words.ts).
  "easy",
  // Idioms MCQ: idiom → meaning over prisma/data/idioms.json, practice only (docs/idioms.md).
  "idioms",
  // Ambiguous Words: contrast questions on the confusable sets the learner has reviewed apart.
  "confusables",
  // Spot checks of known words (lib/known/spot-check.ts): "meaning" questions, answered into the known words.
  "known",
  // Learn with Story: the words a story teaches, after reading it (lib/practice/story-questions.ts).
  "story",
] as const;
export type PracticeSource = (typeof PRACTICE_SOURCES)[number];

/** A part of speech as the word set names it. */
type PartOfSpeech = "noun" | "verb" | "adjective" | "adverb";

interface QuestionBase {
  /** The question's id: what the answer (and the hint) call names. */
  id: string;
  direction: Direction;
  /** When the question stops being accepted (ISO): 15 minutes after it was issued. */
  expiresAt: string;
}

export type QuestionView =
  | (QuestionBase & {
      kind: "meaning";
      word: string;
      ipa: string | null;
      partOfSpeech: PartOfSpeech;
      options: string[];
      /** An idiom's question (source idioms): a sentence that uses it. */
      example?: string;
    })
  | (QuestionBase & { kind: "word"; definition: string; partOfSpeech: PartOfSpeech; options: string[] })
  | (QuestionBase & {
      kind: "synonym" | "antonym";
      word: string;
      /** The sense asked about. */
      definition: string;
      partOfSpeech: PartOfSpeech;
      options: string[];
    })
  | (QuestionBase & {
      kind: "cloze";
      /** The sentence with every form of the word replaced by BLANK. */
      sentence: string;
      definition: string;
      partOfSpeech: PartOfSpeech;
      /** The first letter of the form the blank held, shown in the gap: a commoner word of like meaning rarely shares it. */
      startsWith: string;
    })
  | (QuestionBase & {
      kind: "typed";
      definition: string;
      partOfSpeech: PartOfSpeech;
      /** The word's first letter, shown with the definition. */
      startsWith: string;
    })
  | (QuestionBase & {
      kind: "contrast";
      /** A contrast sentence of a confusable set, its member replaced by BLANK. */
      sentence: string;
      /** The set's words (2 to 4), in one order. */
      options: string[];
    })
  | (QuestionBase & {
      kind: "match";
      /** The words, in one order. */
      words: string[];
      /** Their definitions, in another. */
      definitions: string[];
    });

/** Where the word goes in a cloze sentence. */
export const BLANK = "_____";

/** The first letter a gap shows after the sentence text `before` it: a capital where a sentence starts ("A_____, the hotel..."). */
export function gapLetter(before: string, letter: string): string {
  return /(^|[.!?]["”’)]?)\s*$/.test(before) ? letter.toUpperCase() : letter;
}

/** The checker's key, stored with the question (practice_questions.answer_key), never sent before the answer. */
export type AnswerKey =
  /**
   * spotCheck: a spot check of a known word (source known), answered by lib/known/spot-check.ts.
   * easy: an Easy Words question; answered right, a word not in the deck stays out of it.
   */
  | { kind: "meaning" | "word" | "synonym" | "antonym"; correct: number; options: string[]; spotCheck?: true; easy?: true }
  | {
      kind: "cloze" | "typed";
      word: string;
      /** The word and its forms, of the part of speech asked. */
      forms: string[];
      /** Cloze: the form (or forms) the sentence's blank held; another form of the word is "right word, wrong form". */
      needed?: string[];
      /** Other spellings of the word and their forms (colour, colours for color): right. */
      variants?: string[];
      /** The asked sense's synonyms and their forms: also right, graded Hard. */
      synonyms?: string[];
    }
  /** A contrast question: the set (its hint tells a partner-word miss apart), the options, the right one. */
  | { kind: "contrast"; correct: number; options: string[]; setId: number; hint: string }
  /** pairs[i]: the position in `definitions` of words[i]'s definition. */
  | { kind: "match"; pairs: number[]; words: string[]; definitions: string[] };

/** What the learner answered. */
export type PracticeAnswer =
  | { choice: number }
  | { text: string }
  /** pairs[i]: the definition the learner matched to words[i]. */
  | { pairs: number[] };

/**
 * How a typed answer was judged (lib/practice/answer-check.ts): the word (or
 * the form the sentence needs), another form of it, another spelling of it,
 * the word in a form the sentence does not take, a synonym of the sense, one
 * slip off, or wrong.
 */
export type TypedVerdict = "exact" | "form" | "variant" | "wrong-form" | "synonym" | "typo" | "wrong";

/** One piece of the diff between what was typed and the answer. */
export interface DiffPart {
  text: string;
  /** same: in both; missing: in the answer, not typed; extra: typed, not in the answer. */
  op: "same" | "missing" | "extra";
}

/** A contrast miss on another member of the set: the word chosen and how to tell the set's words apart. */
export interface PartnerChoice {
  word: string;
  hint: string;
}

/** The graded result of one card of the question. */
export interface GradedCard {
  wordIndex: number;
  word: string;
  correct: boolean;
  rating: GradeValue;
  /** The card after the grade. */
  card: ReviewCardState;
  /** The grade's id: "I was right" names it. */
  reviewId: string;
}

/** POST /api/v1/practice/answer */
export interface AnswerResult {
  questionId: string;
  kind: QuestionKind;
  /** All right (for match: every pair). */
  correct: boolean;
  /** For choice kinds: the right option's position. */
  correctChoice?: number;
  /** For typed kinds: the word as it is spelt, the verdict, and a diff of what was typed when it was not exact. */
  answer?: string;
  verdict?: TypedVerdict;
  /** For a cloze answered in another form of the word (verdict wrong-form): the form the sentence needs. */
  needed?: string;
  diff?: DiffPart[];
  /** For match: the right definition for each word. */
  pairs?: number[];
  /** For contrast, after a miss: the partner word the learner chose and the set's hint (how to tell them apart). */
  partner?: PartnerChoice;
  /** The words asked, told once answered: the round leaves them out of its next questions (a visitor's demo grades none). */
  wordIndexes: number[];
  /** One per card graded (none for a visitor's demo). */
  graded: GradedCard[];
  /** Easy Words: the words answered right that stayed out of the deck (not in it, so nothing to grade). */
  leftOut?: number[];
  /** True when "I was right" may still override this miss. */
  canOverride: boolean;
}

/** POST /api/v1/practice/next: a question, or why there is none. */
export type NextResponse =
  | { question: QuestionView }
  /** not-ready (source confusables): no set has every word reviewed at least twice yet (the contrast gate). */
  | { done: true; reason: "nothing-due" | "too-few-words" | "no-question" | "not-ready" };

/** POST /api/v1/practice/hint: the first letter and length of the word (a typed kind; the answer then grades Hard at best). */
export interface HintResponse {
  firstLetter: string;
  length: number;
}

/**
 * Grades (docs/practice.md, Grading): a miss is Again; right after a hint, with
 * one typo, in a form the sentence does not take, or with a synonym, Hard; a
 * miss on a synonym or antonym question Hard too (the option missed may be the
 * rarer word: the word asked is not lapsed); right, Good.
 */
export const OUTCOME_RATINGS = {
  wrong: 1,
  hinted: 2,
  typo: 2,
  "wrong-form": 2,
  synonym: 2,
  "relation-miss": 2,
  right: 3,
} as const satisfies Record<string, GradeValue>;

/** A question stays answerable this long after it is issued. */
export const QUESTION_TTL_MS = 15 * 60_000;

/** A recognition card this stable (days) gets its production card (lib/review/direction.ts). */
export { PRODUCTION_STABILITY_DAYS };

/** A question as the engine builds it, before it is issued (no id, direction or expiry yet). */
export type QuestionPayload = QuestionView extends infer Q ? (Q extends QuestionView ? Omit<Q, "id" | "direction" | "expiresAt"> : never) : never;

/** Questions in a round (a Match Words board counts as one). */
export const ROUND_SIZE = 10;

/** Questions after reading a story: a short check on its words, not a whole round. */
export const STORY_ROUND_SIZE = 5;

/** A round's questions by source: a spot check of known words asks the day's few (lib/known/spot-check-limits.ts), a story a few of its words. */
export function roundSizeOf(source: PracticeSource): number {
  if (source === "known") return SPOT_CHECKS_PER_DAY;
  return source === "story" ? STORY_ROUND_SIZE : ROUND_SIZE;
}
/** Words on a Match Words board: six, or five when only five can be had. */
export const MATCH_SIZE = { max: 6, min: 5 } as const;
