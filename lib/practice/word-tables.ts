import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { type FormPos, inflectedForms } from "@/lib/words/word-forms";
import { type WordEntry, wordSet } from "@/lib/words/word-set";

// What the practice engine looks up about every word, derived once per process
// from the shipped word set (lib/words/word-set.ts): the word by its index,
// its forms, and the relations that make a wrong option defensible (synonyms,
// antonyms, shared definitions). Built on first use so pages that never
// practise pay nothing.

export type PartOfSpeech = WordSense["partOfSpeech"];

export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ["noun", "verb", "adjective", "adverb"];

export interface PracticeWord {
  index: number;
  entry: WordEntry;
  /** The word and its inflections for every part of speech it is listed with, lower case. */
  forms: readonly string[];
  /** Its synonyms (antonyms) over all its senses, lower case. */
  synonyms: ReadonlySet<string>;
  antonyms: ReadonlySet<string>;
  /** Its definitions, lower case: two words with one in common share a WordNet synset. */
  definitions: ReadonlySet<string>;
}

interface PracticeTables {
  /** By word index. */
  words: readonly PracticeWord[];
  byWord: ReadonlyMap<string, PracticeWord>;
  /** The indexes of the words with a sense of each part of speech, commonest first. */
  byPartOfSpeech: Readonly<Record<PartOfSpeech, readonly number[]>>;
}

let cached: PracticeTables | undefined;

function buildTables(): PracticeTables {
  const { alphabetical } = wordSet();
  const words: PracticeWord[] = new Array<PracticeWord>(alphabetical.length);
  const byWord = new Map<string, PracticeWord>();
  for (const entry of alphabetical) {
    const partsOfSpeech = [...new Set(entry.details.map((sense) => sense.partOfSpeech))];
    const word: PracticeWord = {
      index: entry.index,
      entry,
      forms: inflectedForms(entry.word, partsOfSpeech as FormPos[]),
      synonyms: new Set(entry.details.flatMap((sense) => sense.synonyms.map((s) => s.toLowerCase()))),
      antonyms: new Set(entry.details.flatMap((sense) => sense.antonyms.map((s) => s.toLowerCase()))),
      definitions: new Set(entry.details.map((sense) => sense.definition.toLowerCase())),
    };
    words[entry.index] = word;
    byWord.set(entry.word.toLowerCase(), word);
  }
  const byPartOfSpeech: Record<PartOfSpeech, number[]> = { noun: [], verb: [], adjective: [], adverb: [] };
  for (const word of words) {
    for (const pos of new Set(word.entry.details.map((sense) => sense.partOfSpeech))) byPartOfSpeech[pos].push(word.index);
  }
  return { words, byWord, byPartOfSpeech };
}

export function practiceTables(): PracticeTables {
  cached ??= buildTables();
  return cached;
}

/** The word at an index, or undefined for an index outside the set. */
export function practiceWord(wordIndex: number): PracticeWord | undefined {
  return Number.isInteger(wordIndex) ? practiceTables().words[wordIndex] : undefined;
}
