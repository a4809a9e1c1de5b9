import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { letterOf, wordHref } from "./word-path";
import type { WordRecord } from "./word-record";

// The learner word set as the word pages and the word search read it: straight
// from prisma/data/words.jsonl (the file the database is seeded from, line
// number = word index), so `next build` prerenders every word page without a
// database. Read once per process.

const WORDS_FILE = path.join(process.cwd(), "prisma/data/words.jsonl");

export type WordEntry = WordRecord & {
  /** The word's index in the set (its flashcard and mark id). */
  index: number;
  /** Its page's path. */
  href: string;
};

export type WordSet = {
  /** Every word, in alphabetical order. */
  alphabetical: readonly WordEntry[];
  /** By headword and by other spelling ("colour" → color's entry), lower case. */
  byWord: ReadonlyMap<string, WordEntry>;
  /** The other spellings that are no headword of their own: each has a page, the same as its headword's, whose canonical URL is the headword's. */
  variants: readonly string[];
  /** Position of each word in `alphabetical`. */
  position: ReadonlyMap<string, number>;
  /** The letters that begin at least one word, with their words, alphabetical. */
  letters: ReadonlyMap<string, readonly WordEntry[]>;
};

/** Code-unit order of the lower-case words: the same in every locale. */
export function compareWords(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

let cached: WordSet | undefined;

/** Every empty list of the set: one frozen array, so nothing can add to it by mistake. */
const NONE = Object.freeze([]) as unknown as string[];

/**
 * The record with its repeated strings held once (parts of speech, synonyms,
 * antonyms, labels: JSON.parse gives every occurrence a copy of its own) and
 * every empty list the same frozen array. The set is kept for the life of the
 * process and every full collection marks it: with the entries' fixed shape
 * below, 190,000 fewer of its 615,000 heap objects (docs/performance.md).
 * The text is the file's.
 */
function keptOnce(record: WordRecord, shared: Map<string, string>): WordRecord {
  const once = <T extends string>(text: T): T => {
    const kept = shared.get(text);
    if (kept !== undefined) return kept as T;
    shared.set(text, text);
    return text;
  };
  const list = (values: string[]): string[] => {
    if (values.length === 0) return NONE;
    for (const [i, value] of values.entries()) values[i] = once(value);
    return values;
  };
  for (const sense of record.details) {
    sense.partOfSpeech = once(sense.partOfSpeech);
    if (sense.examples.length === 0) sense.examples = NONE;
    sense.synonyms = list(sense.synonyms);
    sense.antonyms = list(sense.antonyms);
    if (sense.labels) sense.labels = list(sense.labels);
  }
  return record;
}

export function wordSet(): WordSet {
  if (cached) return cached;
  const shared = new Map<string, string>();
  const entries = readFileSync(WORDS_FILE, "utf8")
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line, index): WordEntry => {
      const { word, variants, ipa, details } = keptOnce(JSON.parse(line) as WordRecord, shared);
      // Literals of a fixed shape hold their fields in the object itself; a spread of the record needed a second object for them.
      const href = wordHref(word);
      return variants ? { word, variants, ipa: ipa ?? null, details, index, href } : { word, ipa: ipa ?? null, details, index, href };
    });
  const alphabetical = entries.sort((a, b) => compareWords(a.word, b.word));
  const letters = new Map<string, WordEntry[]>();
  for (const entry of alphabetical) {
    const letter = letterOf(entry.word);
    const list = letters.get(letter);
    if (list) list.push(entry);
    else letters.set(letter, [entry]);
  }
  const byWord = new Map(alphabetical.map((entry) => [entry.word.toLowerCase(), entry]));
  const variants: string[] = [];
  for (const entry of alphabetical) {
    for (const variant of entry.variants ?? []) {
      const key = variant.toLowerCase();
      if (byWord.has(key)) continue;
      byWord.set(key, entry);
      variants.push(key);
    }
  }
  cached = {
    alphabetical,
    byWord,
    variants,
    position: new Map(alphabetical.map((entry, position) => [entry.word.toLowerCase(), position])),
    letters,
  };
  return cached;
}
