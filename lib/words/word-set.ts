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

export function wordSet(): WordSet {
  if (cached) return cached;
  const entries = readFileSync(WORDS_FILE, "utf8")
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line, index): WordEntry => {
      const record = JSON.parse(line) as WordRecord;
      return { ...record, ipa: record.ipa ?? null, index, href: wordHref(record.word) };
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
