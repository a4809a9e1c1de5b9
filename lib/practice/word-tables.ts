import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { acceptedForms, type FormPos } from "@/lib/words/word-forms";
import { type WordEntry, wordSet } from "@/lib/words/word-set";

// What the practice engine looks up about every word, derived once per process
// from the shipped word set (lib/words/word-set.ts): the word by its index,
// its forms, and the relations that make a wrong option defensible (synonyms,
// antonyms, shared definitions). Built on first use so pages that never
// practise pay nothing.

export type PartOfSpeech = WordSense["partOfSpeech"];

export interface PracticeWord {
  index: number;
  /** The word as questions see it: a sense Lexi has worded shows its learner definition, and its sentence as its only example (askedEntry). */
  entry: WordEntry;
  /** The word as the word set has it (WordNet's definitions and examples). */
  source: WordEntry;
  /** Its place in the set's alphabetical order: wrong options are never alphabetical neighbours. */
  alphabeticalPosition: number;
  /** The word and the forms a learner may write of it (acceptedForms) for every part of speech it is listed with, lower case. */
  forms: readonly string[];
  /** Its synonyms (antonyms) over all its senses, lower case. */
  synonyms: ReadonlySet<string>;
  antonyms: ReadonlySet<string>;
  /** Its definitions, lower case, WordNet's and Lexi's: two words with a WordNet one in common share a synset. */
  definitions: ReadonlySet<string>;
}

interface PracticeTables {
  /** By word index. */
  words: readonly PracticeWord[];
  /** By headword (the word set's headwords are lower case). */
  byWord: ReadonlyMap<string, PracticeWord>;
  /** The indexes of the words with a sense of each part of speech, commonest first. */
  byPartOfSpeech: Readonly<Record<PartOfSpeech, readonly number[]>>;
}

let cached: PracticeTables | undefined;

/** A word's derived facts, each worked out on first use: a question reads a few dozen words, not the set. */
class LazyPracticeWord implements PracticeWord {
  readonly index: number;
  readonly source: WordEntry;
  readonly alphabeticalPosition: number;
  #entry: WordEntry | undefined;
  #forms: string[] | undefined;
  #synonyms: ReadonlySet<string> | undefined;
  #antonyms: ReadonlySet<string> | undefined;
  #definitions: ReadonlySet<string> | undefined;

  constructor(entry: WordEntry, alphabeticalPosition: number) {
    this.index = entry.index;
    this.source = entry;
    this.alphabeticalPosition = alphabeticalPosition;
  }

  get entry(): WordEntry {
    this.#entry ??= askedEntry(this.source);
    return this.#entry;
  }

  get forms(): readonly string[] {
    this.#forms ??= acceptedForms(this.source.word, partsOfSpeechOf(this.source));
    return this.#forms;
  }

  get synonyms(): ReadonlySet<string> {
    this.#synonyms ??= lowerSet(this.source.details.flatMap((sense) => sense.synonyms));
    return this.#synonyms;
  }

  get antonyms(): ReadonlySet<string> {
    this.#antonyms ??= lowerSet(this.source.details.flatMap((sense) => sense.antonyms));
    return this.#antonyms;
  }

  get definitions(): ReadonlySet<string> {
    this.#definitions ??= lowerSet(this.source.details.flatMap(senseDefinitions));
    return this.#definitions;
  }
}

/**
 * The entry as questions see it: Lexi's learner definition in place of
 * WordNet's where a sense has one, and its sentence (or none) in place of
 * WordNet's examples, which decide nothing as often as not (docs/practice.md).
 */
export function askedEntry(entry: WordEntry): WordEntry {
  if (!entry.details.some((sense) => sense.learner)) return entry;
  const details = entry.details.map((sense) => {
    if (!sense.learner) return sense;
    const asked = { ...sense, definition: sense.learner.definition, examples: sense.learner.sentence ? [sense.learner.sentence] : [] };
    sources.set(asked, sense);
    return asked;
  });
  return { ...entry, details };
}

// A Map, not a WeakMap: the asked senses live as long as the word tables, and a WeakMap's entries are ephemerons, which a
// full collection's final pause may have to mark one by one (docs/performance.md).
const sources = new Map<WordSense, WordSense>();

/** WordNet's definition of a sense as questions see it: two words whose senses share it share a synset (the same meaning). */
export function wordNetDefinition(sense: WordSense): string {
  return (sources.get(sense) ?? sense).definition;
}

/** A sense's definitions as the word set has them: WordNet's, and Lexi's where it has worded the sense. */
export function senseDefinitions(sense: WordSense): string[] {
  return sense.learner ? [sense.definition, sense.learner.definition] : [sense.definition];
}

/** The words with no synonyms (antonyms) share this one: a set a word is one more object for every full collection to mark. */
const NO_WORDS: ReadonlySet<string> = new Set();

function lowerSet(values: readonly string[]): ReadonlySet<string> {
  return values.length === 0 ? NO_WORDS : new Set(values.map((value) => value.toLowerCase()));
}

function partsOfSpeechOf(entry: WordEntry): FormPos[] {
  const found: FormPos[] = [];
  for (const sense of entry.details) if (!found.includes(sense.partOfSpeech)) found.push(sense.partOfSpeech);
  return found;
}

function buildTables(): PracticeTables {
  const { alphabetical } = wordSet();
  const words: PracticeWord[] = new Array<PracticeWord>(alphabetical.length);
  const byWord = new Map<string, PracticeWord>();
  for (const [position, entry] of alphabetical.entries()) {
    const word = new LazyPracticeWord(entry, position);
    words[entry.index] = word;
    byWord.set(entry.word, word);
  }
  const byPartOfSpeech: Record<PartOfSpeech, number[]> = { noun: [], verb: [], adjective: [], adverb: [] };
  for (const word of words) for (const pos of partsOfSpeechOf(word.source)) byPartOfSpeech[pos].push(word.index);
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
