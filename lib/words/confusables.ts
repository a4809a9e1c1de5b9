import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ConfusableSentence, ConfusablesFile } from "./confusable-record";
import { wordSet } from "./word-set";

// Ambiguous Words: the reviewed sets of words learners confuse
// (prisma/data/confusables.json, checked at `npm run words:build`), with each
// member's word index, for the pages and the scheduler. Read once per process.

const CONFUSABLES_FILE = path.join(process.cwd(), "prisma/data/confusables.json");

export interface ConfusableMember {
  word: string;
  /** The word's index in the word set. */
  index: number;
}

export interface ConfusableSet {
  /** The set's position in the file: a stable id while the list only grows. */
  id: number;
  members: readonly ConfusableMember[];
  /** How to tell the members apart, one line. */
  hint: string;
  /** Contrast sentences, each with a blank only its `word` answers. */
  sentences: readonly ConfusableSentence[];
}

interface Confusables {
  sets: readonly ConfusableSet[];
  byIndex: ReadonlyMap<number, readonly ConfusableSet[]>;
}

let cached: Confusables | undefined;

/** The sets from a parsed file, members resolved to word indexes by `indexOf` (a word it does not know is left out). */
export function resolveConfusables(file: ConfusablesFile, indexOf: (word: string) => number | undefined): ConfusableSet[] {
  return file.sets.map((set, id) => ({
    id,
    members: set.words.flatMap((word) => {
      const index = indexOf(word);
      return index === undefined ? [] : [{ word, index }];
    }),
    hint: set.hint,
    sentences: set.sentences,
  }));
}

function confusables(): Confusables {
  if (cached) return cached;
  const file = JSON.parse(readFileSync(CONFUSABLES_FILE, "utf8")) as ConfusablesFile;
  const { byWord } = wordSet();
  const sets = resolveConfusables(file, (word) => byWord.get(word)?.index);
  const byIndex = new Map<number, ConfusableSet[]>();
  for (const set of sets) for (const { index } of set.members) byIndex.set(index, [...(byIndex.get(index) ?? []), set]);
  cached = { sets, byIndex };
  return cached;
}

/** Every set, in file order. */
export function confusableSets(): readonly ConfusableSet[] {
  return confusables().sets;
}

/** The set a word belongs to, or null; a word in more than one set (rare, and marked shared in the data) gets the first. */
export function confusableSetOf(wordIndex: number): ConfusableSet | null {
  return confusables().byIndex.get(wordIndex)?.[0] ?? null;
}

/** Every set a word belongs to. */
export function confusableSetsOf(wordIndex: number): readonly ConfusableSet[] {
  return confusables().byIndex.get(wordIndex) ?? [];
}
