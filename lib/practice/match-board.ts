import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { givesAway } from "./give-away";
import { definableSenses } from "./sense-choice";
import { type Random, seededRandom, shuffled } from "./seeded-random";
import { type AnswerKey, MATCH_SIZE, type QuestionPayload } from "./types";
import { areAlike, lemmaOfWord } from "./word-relations";
import { type PracticeWord, practiceWord } from "./word-tables";

// Match Words: five or six words and one definition each, both columns
// shuffled. A board must have exactly one right matching, so no two of its
// words may be alike (forms, synonyms, a shared definition) and no definition
// may name any word of the board, its own or another's.

export interface MatchBoard {
  payload: Extract<QuestionPayload, { kind: "match" }>;
  key: Extract<AnswerKey, { kind: "match" }>;
  /** The board's word indexes, in the order of key.words. */
  wordIndexes: number[];
}

interface Placed {
  word: PracticeWord;
  definition: string;
}

/** Whether a word can be on a board at all: it has a definition that does not give it away. */
export function canMatch(wordIndex: number): boolean {
  const word = practiceWord(wordIndex);
  return word !== undefined && definableSenses(word).length > 0;
}

/** A definition of the word that fits beside the words already placed, or undefined. */
function definitionBeside(word: PracticeWord, placed: readonly Placed[], random: Random): string | undefined {
  const asked = lemmaOfWord(word);
  if (placed.some((other) => areAlike(asked, lemmaOfWord(other.word)) || givesAway(other.definition, word.entry.word, word.forms))) return undefined;
  const fits = (sense: WordSense): boolean =>
    placed.every(
      (other) => other.definition.toLowerCase() !== sense.definition.toLowerCase() && !givesAway(sense.definition, other.word.entry.word, other.word.forms),
    );
  return shuffled(random, definableSenses(word)).find(fits)?.definition;
}

/** A board from the given words (in order, the first ones that fit), or null when fewer than MATCH_SIZE.min fit. */
export function buildMatchBoard(wordIndexes: readonly number[], seed: string): MatchBoard | null {
  const random = seededRandom(`${seed}:match`);
  const placed: Placed[] = [];
  for (const index of new Set(wordIndexes)) {
    if (placed.length === MATCH_SIZE.max) break;
    const word = practiceWord(index);
    const definition = word && definitionBeside(word, placed, random);
    if (word && definition !== undefined) placed.push({ word, definition });
  }
  if (placed.length < MATCH_SIZE.min) return null;
  const rows = shuffled(random, placed);
  const definitions = shuffled(
    random,
    rows.map((row) => row.definition),
  );
  const words = rows.map((row) => row.word.entry.word);
  const pairs = rows.map((row) => definitions.indexOf(row.definition));
  return {
    payload: { kind: "match", words, definitions },
    key: { kind: "match", pairs, words: [...words], definitions: [...definitions] },
    wordIndexes: rows.map((row) => row.word.index),
  };
}
