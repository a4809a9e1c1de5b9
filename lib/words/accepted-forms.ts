import { COMPLETE_VERBS, exceptionForms, IRREGULAR_ADJECTIVES, IRREGULAR_NOUNS, IRREGULAR_VERBS, own, VES_PLURALS } from "./irregular-forms";
import type { FormPos } from "./word-forms";

// The forms a learner may write of a word, for the parts of speech asked: the
// word, its irregular forms (a reviewed table, then WordNet's exception lists)
// and its regular forms as English spells them:
// - e dropped before -ing and -ed (giving, loved; seeing, dyeing keep it);
// - the final consonant doubled after one short vowel in one syllable
//   (stopped, bigger); in a longer word only where the stress falls on it,
//   which WordNet's lists tell (beginning, preferred, but visiting, opened);
//   a final l doubles in British spelling and not in American (travelled,
//   traveled);
// - y after a consonant becomes i (carried, happier);
// - -er and -est only on adjectives that take them (bigger, happier, simpler,
//   never ancienter or beautifuller);
// - a word with irregular forms gets no rule-made one (goed, childs, gooder),
//   unless the table lists it as right too (burned).

const VOWELS = "aeiou";

/** Verbs and adjectives ending in a stressed l that doubles in American spelling too (compelled, not compeled). */
const STRESSED_FINAL_L: ReadonlySet<string> = new Set([
  "compel",
  "control",
  "dispel",
  "enrol",
  "excel",
  "expel",
  "extol",
  "impel",
  "patrol",
  "propel",
  "rebel",
  "repel",
]);

/** Verbs that keep their e before -ing: "only" (singeing, never singing), "also" (ageing and aging). */
const E_KEPT_BEFORE_ING: Record<string, "only" | "also"> = {
  age: "also",
  binge: "also",
  queue: "also",
  singe: "only",
  swinge: "only",
  tinge: "also",
  whinge: "also",
};

/** Adjectives of one syllable that do not compare: there is no "more main" to spell as mainer. */
const NOT_COMPARED: ReadonlySet<string> = new Set([
  "chief",
  "due",
  "first",
  "fun",
  "key",
  "last",
  "main",
  "male",
  "next",
  "only",
  "own",
  "past",
  "prime",
  "same",
  "sole",
  "top",
  "whole",
  "wrong",
]);

/** Adjectives of two syllables that take -er and -est besides those in -y, -ow and -le. */
const TWO_SYLLABLES_COMPARED: ReadonlySet<string> = new Set([
  "bitter",
  "clever",
  "common",
  "cruel",
  "handsome",
  "pleasant",
  "polite",
  "quiet",
  "remote",
  "slender",
  "sober",
  "stupid",
  "tender",
]);

/** Nouns in -f or -fe whose plural may be -ves or -s (hooves and hoofs). */
const VES_OR_S: ReadonlySet<string> = new Set(["beef", "dwarf", "hoof", "scarf", "staff", "turf", "wharf"]);

/** Nouns in -man that are no compound of man (humans, not humen). */
const NOT_MAN_COMPOUNDS: ReadonlySet<string> = new Set([
  "caiman",
  "cayman",
  "desman",
  "doberman",
  "dolman",
  "german",
  "human",
  "ottoman",
  "roman",
  "shaman",
  "talisman",
]);

/** Prefixes that make a verb of an irregular one (oversee: oversaw, overseen; rewrite: rewrote). */
const VERB_PREFIXES: readonly string[] = ["over", "under", "out", "fore", "mis", "with", "up", "re", "un", "be", "inter", "cross"];

const isConsonant = (ch: string | undefined): boolean => ch !== undefined && /[a-z]/.test(ch) && !VOWELS.includes(ch);
const isVowel = (ch: string | undefined): boolean => ch !== undefined && VOWELS.includes(ch);

/**
 * Ends consonant, one vowel, consonant (stop, begin, travel, quit: "qu" is a
 * consonant): the final letter may double. w, x and y never do (snowed, fixed).
 */
function endsCvc(word: string): boolean {
  const n = word.length;
  const last = word[n - 1];
  if (n < 2 || !isConsonant(last) || "wxy".includes(last!) || !isVowel(word[n - 2])) return false;
  const before = word[n - 3];
  if (n === 2) return false;
  if (before === "u" && word[n - 4] === "q") return true;
  return isConsonant(before);
}

/** Spoken syllables, roughly: vowel groups, a final silent e (make, nice, lovely) and a silent -ed (tired) not counted. */
function syllables(word: string): number {
  const spoken = word
    .replace(/([^aeiouy])ed$/, "$1")
    .replace(/ely$/, "ly")
    .replace(/([^l])e$/, "$1")
    .replace(/([aeiouy])le$/, "$1l");
  return Math.max(1, (spoken.match(/[aeiouy]+/g) ?? []).length);
}

/**
 * A suffix that starts with a vowel: e dropped (make → making, nice → nicer),
 * y after a consonant made i (carry → carried; not before -ing), the final
 * consonant doubled where English doubles it. Several spellings where two are
 * right (traveled, travelled).
 */
function withSuffix(word: string, suffix: "ed" | "ing" | "er" | "est"): string[] {
  if (suffix === "ing") {
    if (word.endsWith("ie")) return [`${word.slice(0, -2)}ying`];
    const kept = own(E_KEPT_BEFORE_ING, word);
    if (kept === "only") return [`${word}ing`];
    if (word.endsWith("e") && word.length > 2 && !/(ee|ye|oe)$/.test(word)) {
      return kept === "also" ? [`${word.slice(0, -1)}ing`, `${word}ing`] : [`${word.slice(0, -1)}ing`];
    }
  } else if (word.endsWith("e")) {
    return [`${word}${suffix.slice(1)}`];
  }
  if (suffix !== "ing" && /[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}i${suffix}`];
  if (!endsCvc(word)) return [`${word}${suffix}`];
  const doubled = `${word}${word.at(-1)}${suffix}`;
  if (syllables(word) === 1 || STRESSED_FINAL_L.has(word)) return [doubled];
  // A longer word: l doubles in British spelling; other letters only where WordNet lists the doubled form.
  return word.endsWith("l") ? [`${word}${suffix}`, doubled] : [`${word}${suffix}`];
}

/** -s and -es: goes, watches, carries; a longer verb in consonant + o may take either (echoes, solos), one made on go or do only -oes (undergoes). */
function sForms(word: string, pos: "noun" | "verb"): string[] {
  if (/(s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/[^aeiou]o$/.test(word)) {
    // Nouns take -oes where WordNet lists it (potatoes, heroes), else -os (photos, pianos).
    if (pos === "noun") return [`${word}s`];
    return syllables(word) === 1 || /[gd]o$/.test(word) ? [`${word}es`] : [`${word}es`, `${word}s`];
  }
  return [`${word}s`];
}

/**
 * Whether an exception form spells a regular form another way (stopped for
 * stoped, panicked for paniced, quizzes for quizes, potatoes for potatos,
 * knives for knifes, analyses for analysises): the rule's spelling is then wrong.
 */
function respells(exception: string, regular: string, base: string): boolean {
  if (exception === regular) return false;
  for (const suffix of ["ed", "ing", "es", "er", "est"]) {
    if (regular !== `${base}${suffix}`) continue;
    // Doubled before -es only after z (quizzes); buses and busses are both right.
    const doubles = suffix !== "es" || base.endsWith("z");
    if ((doubles && exception === `${base}${base.at(-1)}${suffix}`) || exception === `${base}k${suffix}`) return true;
  }
  if (regular === `${base}s`) {
    if (/o$/.test(base) && exception === `${base}es`) return true;
    if (/fe?$/.test(base) && exception === base.replace(/fe?$/, "ves") && !VES_OR_S.has(base)) return true;
  }
  return regular === `${base}es` && /is$/.test(base) && exception === `${base.slice(0, -2)}es`;
}

/** The rule-made forms not respelt by an exception, with the exceptions. */
function mergeExceptions(base: string, regular: readonly string[], exceptions: readonly string[]): string[] {
  // A final l keeps both spellings (traveled, travelled) unless its stress doubles it everywhere.
  const bothSpellings = base.endsWith("l") && !STRESSED_FINAL_L.has(base) && syllables(base) > 1;
  const kept = bothSpellings ? regular : regular.filter((form) => !exceptions.some((exception) => respells(exception, form, base)));
  return [...kept, ...exceptions];
}

/** The irregular past forms of a verb made on an irregular one (oversee, rewrite, undergo, withdraw). */
function prefixedIrregular(verb: string): string[] | undefined {
  for (const prefix of VERB_PREFIXES) {
    if (!verb.startsWith(prefix) || verb.length - prefix.length < 2) continue;
    const forms = own(IRREGULAR_VERBS, verb.slice(prefix.length));
    if (forms) return forms.map((form) => `${prefix}${form}`);
  }
  return undefined;
}

function verbForms(verb: string): string[] {
  const complete = own(COMPLETE_VERBS, verb);
  if (complete) return complete;
  const irregular = own(IRREGULAR_VERBS, verb) ?? prefixedIrregular(verb);
  const regular = [...sForms(verb, "verb"), ...withSuffix(verb, "ing"), ...(irregular ? [] : withSuffix(verb, "ed"))];
  return [...mergeExceptions(verb, regular, exceptionForms(verb, "verb")), ...(irregular ?? [])];
}

/** An irregular plural of a compound (postman → postmen, grandchild → grandchildren). */
function compoundPlural(noun: string): string[] | undefined {
  if (noun.endsWith("man") && noun.length > 3 && !NOT_MAN_COMPOUNDS.has(noun)) return [`${noun.slice(0, -3)}men`];
  if (noun.endsWith("child") && noun.length > 5) return [`${noun}ren`];
  return undefined;
}

function nounForms(noun: string): string[] {
  const irregular = own(IRREGULAR_NOUNS, noun) ?? compoundPlural(noun);
  if (irregular) return irregular;
  const ves = own(VES_PLURALS, noun);
  const exceptions = [...exceptionForms(noun, "noun"), ...(ves ? [ves] : [])];
  return mergeExceptions(noun, sForms(noun, "noun"), exceptions);
}

/**
 * Whether a word makes its comparative with -er (bigger, happier, simpler,
 * unhappier) rather than with more (more ancient, more careful, more tired,
 * more quickly).
 */
function comparesBySuffix(word: string, pos: "adjective" | "adverb"): boolean {
  if (NOT_COMPARED.has(word)) return false;
  const count = syllables(word);
  if (pos === "adverb") return word === "early" || (count === 1 && !word.endsWith("ly"));
  // Participles compare with more: more tired, more interesting.
  if (word.length > 4 && /(ed|ing)$/.test(word)) return false;
  if (count === 1) return true;
  if (count === 2) return /([^aeiou]y|ow|[^aeiou]le)$/.test(word) || TWO_SYLLABLES_COMPARED.has(word);
  // un- on a two-syllable word that compares: unhappier, untidier.
  return count === 3 && word.startsWith("un") && comparesBySuffix(word.slice(2), pos);
}

function comparedForms(word: string, pos: "adjective" | "adverb"): string[] {
  const irregular = own(IRREGULAR_ADJECTIVES, word);
  if (irregular) return irregular;
  const exceptions = exceptionForms(word, pos);
  const regular = comparesBySuffix(word, pos) ? [...withSuffix(word, "er"), ...withSuffix(word, "est")] : [];
  return mergeExceptions(word, regular, exceptions);
}

function formsFor(word: string, pos: FormPos): string[] {
  switch (pos) {
    case "verb":
      return verbForms(word);
    case "noun":
      return nounForms(word);
    default:
      return comparedForms(word, pos);
  }
}

/** The word and the forms a learner may write of it for the given parts of speech, lower case, sorted and unique. */
export function acceptedForms(word: string, partsOfSpeech: readonly FormPos[]): string[] {
  const base = word.toLowerCase();
  const forms = new Set<string>([base]);
  // A phrase or a hyphenated word is written as it is.
  if (/^[a-z]+$/.test(base)) for (const pos of partsOfSpeech) for (const form of formsFor(base, pos)) forms.add(form);
  return [...forms].sort();
}
