import "server-only";
import { buildChoiceQuestion, canAskChoice } from "./choice-questions";
import { clozeFor, clozeSentences } from "./cloze";
import { buildContrast, contrastSentencesOf } from "./contrast";
import { buildMatchBoard, canMatch } from "./match-board";
import { typedSenses } from "./sense-choice";
import { askedForm, typedKeyFields } from "./typed-key";
import { pickOne, seededRandom } from "./seeded-random";
import type { AnswerKey, QuestionKind, QuestionPayload } from "./types";
import { wordMemo } from "./word-memo";
import { practiceTables, practiceWord } from "./word-tables";

// Turns a word into a question of a given kind: what the browser is shown
// (payload) and what the answer is checked against (key, kept on the server).
// The seed (the question's id) decides the sense, the sentence and the order
// of the options, so the same id always rebuilds the same question. A kind
// that cannot make a defensible question for the word gives null, and
// canAsk says so beforehand.

export interface BuiltQuestion {
  payload: QuestionPayload;
  key: AnswerKey;
  /** The words the question grades: one, or a Match Words board's in key.words order. */
  wordIndexes?: readonly number[];
}

function firstLetter(word: string): string {
  return [...word][0]?.toLowerCase() ?? "";
}

function typedQuestion(kind: "cloze" | "typed", wordIndex: number, seed: string): BuiltQuestion | null {
  const word = practiceWord(wordIndex);
  if (!word) return null;
  // The first letter is part of the question: without it a typed answer is one of several that fit
  // (concentrate or focus, fallible or human), and a learner who knows the word could be marked wrong.
  if (kind === "cloze") {
    const cloze = clozeFor(wordIndex, seed);
    if (!cloze) return null;
    const key = { kind, ...typedKeyFields(word, cloze) };
    const startsWith = firstLetter(askedForm(key));
    return { payload: { kind, ...cloze, startsWith }, key, wordIndexes: [wordIndex] };
  }
  const sense = pickOne(seededRandom(`${seed}:typed:${wordIndex}`), typedSenses(word));
  if (!sense) return null;
  const key: AnswerKey = { kind, ...typedKeyFields(word, sense) };
  return {
    payload: { kind, definition: sense.definition, partOfSpeech: sense.partOfSpeech, startsWith: firstLetter(askedForm(key)) },
    key,
    wordIndexes: [wordIndex],
  };
}

export function buildQuestion(kind: Exclude<QuestionKind, "match">, wordIndex: number, seed: string): BuiltQuestion | null {
  if (kind === "cloze" || kind === "typed") return typedQuestion(kind, wordIndex, seed);
  // A contrast question from the word's first set; a round on one set builds it with buildContrast itself.
  if (kind === "contrast") return buildContrast(wordIndex, seed);
  const question = buildChoiceQuestion(kind, wordIndex, seed);
  return question && { ...question, wordIndexes: [wordIndex] };
}

/** A Match Words board of MATCH_SIZE of the given words (the first that fit together), or null. */
export function buildMatch(wordIndexes: readonly number[], seed: string): BuiltQuestion | null {
  return buildMatchBoard(wordIndexes, seed);
}

function computeCanAsk(kind: QuestionKind, wordIndex: number): boolean {
  const word = practiceWord(wordIndex);
  if (!word) return false;
  switch (kind) {
    case "match":
      return canMatch(wordIndex);
    case "cloze":
      return clozeSentences(wordIndex).length > 0;
    case "typed":
      return typedSenses(word).length > 0;
    case "contrast":
      return contrastSentencesOf(wordIndex).length > 0;
    default:
      return canAskChoice(kind, wordIndex);
  }
}

/** Whether the word can be asked in this kind (for match: whether it can be on a board). Cached. */
export const canAsk: (kind: QuestionKind, wordIndex: number) => boolean = wordMemo(computeCanAsk, () => practiceTables().words.length);
