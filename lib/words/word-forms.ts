// Inflected forms of an English word, generously: the word-set build uses
// them to tell whether an example sentence actually shows the headword, and
// basesOf to find the word a typed or searched form belongs to. Over-generating
// a little is harmless here, as forms are only matched against real text. The
// forms a learner may write are stricter: lib/words/accepted-forms.ts.
import { IRREGULAR_ADJECTIVES, IRREGULAR_NOUNS, IRREGULAR_VERBS, own, VES_PLURALS } from "./irregular-forms";

export type FormPos = "noun" | "verb" | "adjective" | "adverb";

const VOWELS = "aeiou";

function isConsonant(ch: string | undefined): boolean {
  return ch !== undefined && /[a-z]/.test(ch) && !VOWELS.includes(ch);
}

/** Consonant-vowel-consonant ending (stop, big, travel): the final letter may double. */
function endsCvc(word: string): boolean {
  const n = word.length;
  const last = word[n - 1];
  return n >= 3 && isConsonant(last) && last !== "w" && last !== "x" && last !== "y" && VOWELS.includes(word[n - 2] ?? "") && isConsonant(word[n - 3]);
}

/** One vowel group: stop, scar, big (their final consonant always doubles). */
function isMonosyllable(word: string): boolean {
  return (word.match(/[aeiouy]+/g) ?? []).length === 1;
}

/**
 * Suffix forms for a stem: a monosyllabic CVC word doubles (scar: scarred, never
 * scared); a longer one may or may not (visited, travelled), so both are given.
 */
function suffixed(word: string, suffix: string): string[] {
  if (!endsCvc(word)) return [`${word}${suffix}`];
  const doubled = `${word}${word.at(-1)}${suffix}`;
  return isMonosyllable(word) ? [doubled] : [`${word}${suffix}`, doubled];
}

function sForms(word: string): string[] {
  if (/(s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/[^aeiou]o$/.test(word)) return [`${word}s`, `${word}es`];
  return [`${word}s`];
}

function edForms(word: string): string[] {
  if (word.endsWith("e")) return [`${word}d`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ied`];
  if (word.endsWith("c")) return [`${word}ed`, `${word}ked`];
  return suffixed(word, "ed");
}

function ingForms(word: string): string[] {
  if (word.endsWith("ie")) return [`${word.slice(0, -2)}ying`];
  if (word.endsWith("e") && !/(ee|ye|oe)$/.test(word)) return [`${word.slice(0, -1)}ing`, `${word}ing`];
  if (word.endsWith("c")) return [`${word}ing`, `${word}king`];
  return suffixed(word, "ing");
}

function pluralForms(word: string): string[] {
  const forms = sForms(word);
  const ves = own(VES_PLURALS, word);
  if (ves) forms.push(ves);
  return forms;
}

function comparativeForms(word: string): string[] {
  if (word.endsWith("e")) return [`${word}r`, `${word}st`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ier`, `${word.slice(0, -1)}iest`];
  return [...suffixed(word, "er"), ...suffixed(word, "est")];
}

export type InflectionKind = "plural" | "third-person" | "past" | "ing" | "comparative";

export interface Inflection {
  form: string;
  kind: InflectionKind;
}

/** Inflections of a word (the word itself excluded) for the given parts of speech. */
export function inflections(word: string, partsOfSpeech: readonly FormPos[]): Inflection[] {
  const base = word.toLowerCase();
  const found: Inflection[] = [];
  const add = (kind: InflectionKind, forms: readonly string[] | undefined): void => {
    for (const form of forms ?? []) if (form !== base) found.push({ form, kind });
  };
  for (const pos of partsOfSpeech) {
    if (pos === "verb") {
      add("third-person", sForms(base));
      add("past", edForms(base));
      add("ing", ingForms(base));
      add("past", own(IRREGULAR_VERBS, base));
    } else if (pos === "noun") {
      add("plural", pluralForms(base));
      add("plural", own(IRREGULAR_NOUNS, base));
    } else {
      add("comparative", comparativeForms(base));
      add("comparative", own(IRREGULAR_ADJECTIVES, base));
    }
  }
  return found;
}

export { acceptedForms } from "./accepted-forms";

/** Every part of speech: for a spelling whose part of speech is not known. */
const ALL_POS: readonly FormPos[] = ["noun", "verb", "adjective", "adverb"];

let irregularBases: Map<string, string[]> | undefined;

/** Bases of the irregular forms (went → go, mice → mouse, leaves → leaf). */
function basesOfIrregular(form: string): readonly string[] {
  if (!irregularBases) {
    const bases = new Map<string, string[]>();
    const add = (base: string, irregular: string): void => {
      bases.set(irregular, [...(bases.get(irregular) ?? []), base]);
    };
    for (const table of [IRREGULAR_VERBS, IRREGULAR_NOUNS, IRREGULAR_ADJECTIVES]) {
      for (const [base, forms] of Object.entries(table)) for (const irregular of forms) add(base, irregular);
    }
    for (const [base, plural] of Object.entries(VES_PLURALS)) add(base, plural);
    irregularBases = bases;
  }
  return irregularBases.get(form) ?? [];
}

/** Suffixes the rules add, with what they replaced: stopped → stop, tried → try, making → make. */
const SUFFIX_UNDOINGS: readonly [suffix: string, restore: string][] = [
  ["s", ""],
  ["es", ""],
  ["ies", "y"],
  ["d", ""],
  ["ed", ""],
  ["ied", "y"],
  ["ked", ""],
  ["ing", ""],
  ["ing", "e"],
  ["ying", "ie"],
  ["king", ""],
  ["r", ""],
  ["er", ""],
  ["ier", "y"],
  ["st", ""],
  ["est", ""],
  ["iest", "y"],
];

/**
 * The words a spelling may be an inflection of (itself included), confirmed
 * by generating their forms: whether "mice" or "stopped" is a form of a word
 * found without generating the forms of every word.
 */
export function basesOf(form: string, isWord: (base: string) => boolean): string[] {
  const lower = form.toLowerCase();
  const candidates = new Set<string>([lower, ...basesOfIrregular(lower)]);
  for (const [suffix, restore] of SUFFIX_UNDOINGS) {
    if (!lower.endsWith(suffix) || lower.length <= suffix.length + 1) continue;
    const stem = lower.slice(0, -suffix.length);
    candidates.add(stem + restore);
    // A doubled final consonant: stopped, bigger, travelled.
    if (stem.at(-1) === stem.at(-2)) candidates.add(stem.slice(0, -1) + restore);
  }
  return [...candidates].filter((base) => isWord(base) && (base === lower || inflectedForms(base, ALL_POS).includes(lower)));
}

/** The word itself plus its inflections for the given parts of speech, sorted and unique. */
export function inflectedForms(word: string, partsOfSpeech: readonly FormPos[]): string[] {
  const forms = new Set<string>([word.toLowerCase()]);
  for (const { form } of inflections(word, partsOfSpeech)) forms.add(form);
  return [...forms].sort();
}

/** Lower-case word tokens of a text; apostrophes split ("child's" gives "child", "s"). */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** True when the text contains the word or one of the given forms as a whole token. */
export function containsAnyForm(text: string, forms: readonly string[]): boolean {
  const tokens = wordTokens(text);
  return tokens.some((token) => forms.includes(token));
}
