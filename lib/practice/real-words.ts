import "server-only";
import { acceptedForms } from "@/lib/words/accepted-forms";
import { IRREGULAR_ADJECTIVES, IRREGULAR_NOUNS, IRREGULAR_VERBS, own } from "@/lib/words/irregular-forms";
import { basesOf, type FormPos, type InflectionKind, inflections } from "@/lib/words/word-forms";
import { practiceTables } from "./word-tables";

// Whether a typed spelling is a real English word the word set knows: a
// headword or a form of one, a synonym or antonym it lists or a form of one,
// or any word its definitions and examples use (which brings in the function
// words the set leaves out: than, whether, except). A typed answer that is one
// of these is what the learner meant to type, so it is never taken for a typo
// of another word (affect/effect, loose/lose, principle/principal).
//
// Asked only of an answer one slip from the word, so nothing is built until
// then, and then only two cheap things: the set of listed lemmas and one
// lower-case text of every definition and example, searched for the spelling
// (a token set of the same text costs seconds of start-up on a busy machine).

/**
 * Words one slip from a word of the set that its texts never use but that
 * learners confuse with it (stationary/stationery, faint/feint, minor/miner).
 */
const CONFUSABLES_OUTSIDE_THE_SET: readonly string[] = [
  "averse",
  "broach",
  "caret",
  "feint",
  "immanent",
  "miner",
  "palate",
  "pallet",
  "stationery",
  "venial",
  "wether",
];

interface Lexicon {
  /** The synonyms and antonyms listed, lower case. */
  lemmas: ReadonlySet<string>;
  /** Every definition, example and listed lemma, lower case, one a line. */
  text: string;
}

let cached: Lexicon | undefined;

function lexicon(): Lexicon {
  if (cached) return cached;
  const lemmas = new Set<string>();
  let text = "\n";
  for (const word of practiceTables().words) {
    for (const sense of word.source.details) {
      // WordNet's text and Lexi's wording of the sense alike.
      for (const line of [sense.definition, ...sense.examples, sense.learner?.definition, sense.learner?.sentence]) if (line) text += `${line}\n`;
      for (const lemma of [...sense.synonyms, ...sense.antonyms]) {
        lemmas.add(lemma.toLowerCase());
        text += `${lemma}\n`;
      }
    }
  }
  cached = { lemmas, text: text.toLowerCase() };
  return cached;
}

const isLetter = (ch: string | undefined): boolean => ch !== undefined && ch >= "a" && ch <= "z";

/** Whether the text has the spelling as a whole word. */
function textHasWord(text: string, spelling: string): boolean {
  for (let at = text.indexOf(spelling); at >= 0; at = text.indexOf(spelling, at + 1)) {
    if (!isLetter(text[at - 1]) && !isLetter(text[at + spelling.length])) return true;
  }
  return false;
}

// Recent answers: a learner retyping the same slip costs one search. Bounded, as answers are anyone's input.
const recent = new Map<string, boolean>();
const RECENT_MAX = 1000;

/** Whether a lower-case spelling is a real word (or a form of one) that the word set knows. */
export function isRealSpelling(spelling: string): boolean {
  let real = recent.get(spelling);
  if (real === undefined) {
    if (recent.size >= RECENT_MAX) recent.clear();
    real = findRealSpelling(spelling);
    recent.set(spelling, real);
  }
  return real;
}

function findRealSpelling(spelling: string): boolean {
  if (!/^[a-z]+$/.test(spelling)) return false;
  if (CONFUSABLES_OUTSIDE_THE_SET.includes(spelling)) return true;
  const { byWord } = practiceTables();
  if (basesOf(spelling, (base) => byWord.has(base)).some((base) => byWord.get(base)?.forms.includes(spelling))) return true;
  const { lemmas, text } = lexicon();
  const isLemmaForm = (base: string): boolean => base === spelling || acceptedForms(base, ALL_POS).includes(spelling) || isRegularized(spelling, base);
  return basesOf(spelling, (base) => lemmas.has(base)).some(isLemmaForm) || textHasWord(text, spelling);
}

const ALL_POS: readonly FormPos[] = ["noun", "verb", "adjective", "adverb"];

/** The irregular table that replaces each kind of rule-made form. */
const IRREGULAR_BY_KIND: Partial<Record<InflectionKind, Record<string, string[]>>> = {
  past: IRREGULAR_VERBS,
  plural: IRREGULAR_NOUNS,
  comparative: IRREGULAR_ADJECTIVES,
};

/**
 * A rule-made form of a word whose forms of that kind are irregular (writed,
 * goed, childs, gooder): a grammar mistake the learner made on purpose, so a
 * miss, not a slip. A misspelt rule (begining for beginning) is a slip.
 */
function isRegularized(spelling: string, base: string): boolean {
  return inflections(base, ALL_POS).some(({ form, kind }) => {
    const table = IRREGULAR_BY_KIND[kind];
    return form === spelling && table !== undefined && own(table, base) !== undefined;
  });
}
