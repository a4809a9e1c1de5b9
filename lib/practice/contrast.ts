import "server-only";
import { confusableSetsOf, type ConfusableSet } from "@/lib/words/confusables";
import { pickOne, seededRandom, shuffled } from "./seeded-random";
import type { AnswerKey, QuestionPayload } from "./types";

// Contrast questions (Ambiguous Words): one of a confusable set's contrast
// sentences with its blank, the set's words as the options. The sentences are
// reviewed so that only their own member fills the blank
// (prisma/data/confusables.json, docs/ambiguous-words.md). The question
// grades the card of the word that fills the blank. The seed (the question's
// id) picks the sentence and the order of the options, so a visitor's demo
// token (word, seed) rebuilds the same question.

export interface BuiltContrast {
  payload: Extract<QuestionPayload, { kind: "contrast" }>;
  key: Extract<AnswerKey, { kind: "contrast" }>;
  wordIndexes: readonly number[];
}

/** The set the question on `wordIndex` is taken from: `setId` when the word is in it, else the word's first set. */
function setFor(wordIndex: number, setId?: number): ConfusableSet | null {
  const sets = confusableSetsOf(wordIndex);
  if (setId === undefined) return sets[0] ?? null;
  return sets.find((set) => set.id === setId) ?? null;
}

/** The contrast sentences whose blank `wordIndex` fills, in its set (or its first set). */
export function contrastSentencesOf(wordIndex: number, setId?: number): string[] {
  const set = setFor(wordIndex, setId);
  const member = set?.members.find((candidate) => candidate.index === wordIndex);
  if (!set || !member || set.members.length < 2) return [];
  return set.sentences.filter((sentence) => sentence.word === member.word).map((sentence) => sentence.text);
}

/** A contrast question whose blank `wordIndex` fills, or null when its set has no sentence for it. */
export function buildContrast(wordIndex: number, seed: string, setId?: number): BuiltContrast | null {
  const set = setFor(wordIndex, setId);
  const member = set?.members.find((candidate) => candidate.index === wordIndex);
  const sentence = pickOne(seededRandom(`${seed}:contrast:sentence`), contrastSentencesOf(wordIndex, setId));
  if (!set || !member || sentence === undefined) return null;
  const options = shuffled(
    seededRandom(`${seed}:contrast:options`),
    set.members.map((candidate) => candidate.word),
  );
  return {
    payload: { kind: "contrast", sentence, options },
    key: { kind: "contrast", correct: options.indexOf(member.word), options, setId: set.id, hint: set.hint },
    wordIndexes: [wordIndex],
  };
}
