// ARPAbet (the CMU Pronouncing Dictionary's notation) to IPA, General American,
// as learner dictionaries print it: /ˌsɛrənˈdɪpəti/. Used once, when the word
// set is built (npm run words:build), never at request time.
//
// A small table rather than `arpabet-and-ipa-convertor-ts`: that package
// prints unstressed AH0 as ʌ instead of ə ("about" → ʌˈbaʊt) and puts the
// stress mark after the syllable's first consonants ("computer" → kʌˈmpjutɜr).
// Here a stress mark goes before its syllable's onset, found by the maximal
// onset principle over the consonant clusters English allows to begin a syllable.

const VOWELS: Record<string, string> = {
  AA: "ɑ",
  AE: "æ",
  AH: "ʌ",
  AO: "ɔ",
  AW: "aʊ",
  AY: "aɪ",
  EH: "ɛ",
  ER: "ɝ",
  EY: "eɪ",
  IH: "ɪ",
  IY: "i",
  OW: "oʊ",
  OY: "ɔɪ",
  UH: "ʊ",
  UW: "u",
};

/** Unstressed AH and ER are the reduced vowels schwa and schwar. */
const UNSTRESSED_VOWELS: Record<string, string> = { AH: "ə", ER: "ɚ" };

const CONSONANTS: Record<string, string> = {
  B: "b",
  CH: "tʃ",
  D: "d",
  DH: "ð",
  F: "f",
  G: "ɡ",
  HH: "h",
  JH: "dʒ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ŋ",
  P: "p",
  R: "r",
  S: "s",
  SH: "ʃ",
  T: "t",
  TH: "θ",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "ʒ",
};

/** Clusters of two or three consonants that can begin an English syllable (ARPAbet, space-separated). */
const CLUSTER_ONSETS = new Set([
  ..."P B T D K G F TH SH".split(" ").map((first) => `${first} R`),
  ..."P B K G F S".split(" ").map((first) => `${first} L`),
  ..."T D K G S TH".split(" ").map((first) => `${first} W`),
  ..."P B K G F V HH M".split(" ").map((first) => `${first} Y`),
  "S P",
  "S T",
  "S K",
  "S M",
  "S N",
  "S F",
  "S P R",
  "S T R",
  "S K R",
  "S P L",
  "S K W",
  "S P Y",
  "S K Y",
]);

function isOnset(consonants: readonly string[]): boolean {
  if (consonants.length === 0) return true;
  if (consonants.length === 1) return consonants[0] !== "NG";
  return CLUSTER_ONSETS.has(consonants.join(" "));
}

type Syllable = { onset: string[]; vowel: string; stress: "0" | "1" | "2"; coda: string[] };

/** The IPA of one ARPAbet pronunciation ("S EH2 R AH0 N D IH1 P IH0 T IY0"), or null if it has a symbol not in the tables. */
export function arpabetToIpa(arpabet: string): string | null {
  const phones = arpabet.trim().split(/\s+/);
  const syllables: Syllable[] = [];
  let pending: string[] = [];
  for (const phone of phones) {
    const match = /^([A-Z]+)([012])?$/.exec(phone);
    if (!match) return null;
    const [, symbol = "", stress] = match;
    if (stress !== undefined) {
      if (!(symbol in VOWELS)) return null;
      // The consonants since the last vowel: the longest legal tail is this syllable's onset.
      let split = 0;
      while (!isOnset(pending.slice(split))) split += 1;
      const previous = syllables.at(-1);
      if (previous) previous.coda.push(...pending.slice(0, split));
      syllables.push({ onset: pending.slice(split), vowel: symbol, stress: stress as Syllable["stress"], coda: [] });
      pending = [];
    } else {
      if (!(symbol in CONSONANTS)) return null;
      pending.push(symbol);
    }
  }
  const last = syllables.at(-1);
  if (!last) return null;
  last.coda.push(...pending);

  const marked = syllables.length > 1;
  return syllables
    .map(({ onset, vowel, stress, coda }) => {
      const mark = marked && stress === "1" ? "ˈ" : marked && stress === "2" ? "ˌ" : "";
      const nucleus = stress === "0" ? (UNSTRESSED_VOWELS[vowel] ?? VOWELS[vowel]) : VOWELS[vowel];
      return mark + [...onset.map((c) => CONSONANTS[c]), nucleus, ...coda.map((c) => CONSONANTS[c])].join("");
    })
    .join("");
}

/**
 * The IPA of a headword from a pronouncing dictionary (lower-case keys; the
 * first listed pronunciation), or null when the dictionary lacks it. A
 * multi-word entry needs every word in the dictionary.
 */
export function headwordIpa(word: string, dictionary: Readonly<Record<string, string>>): string | null {
  const parts = word.toLowerCase().split(/\s+/);
  const ipa = parts.map((part) => {
    const arpabet = Object.hasOwn(dictionary, part) ? dictionary[part] : undefined;
    return arpabet === undefined ? null : arpabetToIpa(arpabet);
  });
  return ipa.every((part): part is string => part !== null) ? ipa.join(" ") : null;
}
