// Candidate confusable sets for review (prisma/data/confusables.json): pairs
// of words in the word set that learners mix up because they sound or look
// alike. `npm run words:build` counts them; scripts/confusable-candidates.ts
// lists the ones no reviewed set covers yet. A person decides which become sets.
//
// - homophones: a CMU pronunciation in common, stress ignored (principal/principle, right/write);
// - near-homophones that look alike: spellings one or two letters apart (same
//   first letter, or only the first letter differs) whose pronunciations
//   differ in one sound, and a similar one: vowel for vowel or a voicing pair
//   (affect/effect, lose/loose, advice/advise, complement/compliment).
// Left out: a word that is an inflection of the other (act/acts, lie/lay's
// forms), words shorter than three letters, near-homophones shorter than four
// (hat/hot, pin/pan are minimal pairs, not confusables), and words outside the
// commonest COMMON_RANK of the word set.
import { basesOf } from "../../lib/words/word-forms";

export interface CandidatePair {
  words: [string, string];
  kind: "homophone" | "near-homophone";
  /** The rarer word's index in the word set (its order of commonness): lower is commoner. */
  rank: number;
}

/** Both words of a pair must be among this many commonest words of the set. */
export const COMMON_RANK = 10_000;
const MIN_LENGTH = 3;
const MIN_NEAR_LENGTH = 4;

const VOWELS = new Set(["AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"]);
/** Sounds told apart only by voicing: what separates lose/loose, advice/advise. */
const VOICING_PAIRS = new Set(["S Z", "F V", "D T", "B P", "G K", "CH JH", "SH ZH", "DH TH"]);

/** ARPAbet without stress digits. */
export function phonemes(arpabet: string): string[] {
  return arpabet
    .trim()
    .split(/\s+/)
    .map((sound) => sound.replace(/[0-9]/g, ""));
}

/** Levenshtein distance over two strings or sound lists, giving up (max + 1) once it is over `max`. */
export function editDistance(a: readonly string[] | string, b: readonly string[] | string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Whether one word is an inflection of the other. */
export function isInflectionPair(a: string, b: string): boolean {
  return basesOf(a, (word) => word === b).length > 0 || basesOf(b, (word) => word === a).length > 0;
}

function similarSounds(a: string, b: string): boolean {
  return (VOWELS.has(a) && VOWELS.has(b)) || VOICING_PAIRS.has([a, b].sort().join(" "));
}

/** Same length, exactly one sound different, and that one similar. */
function oneSimilarSoundApart(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const differing = a.flatMap((sound, i) => (sound === b[i] ? [] : [i]));
  const at = differing[0];
  return differing.length === 1 && at !== undefined && similarSounds(a[at] ?? "", b[at] ?? "");
}

function looksAlike(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < MIN_NEAR_LENGTH) return false;
  if (a[0] !== b[0] && a.slice(1) !== b.slice(1)) return false;
  return editDistance(a, b, 2) <= 2;
}

/** The word's pronunciations in the CMU dictionary (its variants are keyed "word(2)", "word(3)"), stress removed. */
function pronunciationsOf(word: string, dictionary: Readonly<Record<string, string>>): string[][] {
  const found: string[][] = [];
  for (let variant = 1; ; variant++) {
    const arpabet = dictionary[variant === 1 ? word : `${word}(${variant})`];
    if (!arpabet) return found;
    found.push(phonemes(arpabet));
  }
}

/**
 * Candidate pairs over the headwords (in the word set's order, commonest
 * first), given the CMU dictionary. Homophones first, then commoner pairs first.
 */
export function confusableCandidates(headwords: readonly string[], dictionary: Readonly<Record<string, string>>): CandidatePair[] {
  const rank = new Map<string, number>();
  const sounds = new Map<string, string[][]>();
  headwords.slice(0, COMMON_RANK).forEach((word, index) => {
    const found = word.length >= MIN_LENGTH ? pronunciationsOf(word, dictionary) : [];
    if (found.length > 0) {
      rank.set(word, index);
      sounds.set(word, found);
    }
  });
  // Pronunciations one sound apart share a key (the whole, or it less one
  // sound), so only words sharing a key are compared: a fraction of a second.
  const byKey = new Map<string, Set<string>>();
  for (const [word, variants] of sounds) {
    for (const sound of variants) {
      for (const key of [sound.join(" "), ...sound.map((_, i) => `${i}:${[...sound.slice(0, i), ...sound.slice(i + 1)].join(" ")}`)]) {
        const words = byKey.get(key) ?? new Set<string>();
        words.add(word);
        byKey.set(key, words);
      }
    }
  }
  const compared = new Set<string>();
  const pairs: CandidatePair[] = [];
  for (const group of byKey.values()) {
    for (const a of group) {
      for (const b of group) {
        if (b <= a || compared.has(`${a} ${b}`)) continue;
        compared.add(`${a} ${b}`);
        const soundsA = sounds.get(a) ?? [];
        const soundsB = sounds.get(b) ?? [];
        const homophone = soundsA.some((x) => soundsB.some((y) => x.join(" ") === y.join(" ")));
        const near = !homophone && looksAlike(a, b) && soundsA.some((x) => soundsB.some((y) => oneSimilarSoundApart(x, y)));
        if ((!homophone && !near) || isInflectionPair(a, b)) continue;
        pairs.push({ words: [a, b], kind: homophone ? "homophone" : "near-homophone", rank: Math.max(rank.get(a) ?? 0, rank.get(b) ?? 0) });
      }
    }
  }
  const kindOrder = (pair: CandidatePair): number => (pair.kind === "homophone" ? 0 : 1);
  return pairs.sort((x, y) => kindOrder(x) - kindOrder(y) || x.rank - y.rank || (x.words.join(" ") < y.words.join(" ") ? -1 : 1));
}

/** The candidates no reviewed set has both words of. */
export function unreviewedCandidates(candidates: readonly CandidatePair[], sets: readonly { words: readonly string[] }[]): CandidatePair[] {
  const together = new Set<string>();
  for (const { words } of sets) for (const a of words) for (const b of words) together.add(`${a} ${b}`);
  return candidates.filter(({ words: [a, b] }) => !together.has(`${a} ${b}`));
}
