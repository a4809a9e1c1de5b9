import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { acceptedForms } from "@/lib/words/accepted-forms";
import { BLANK, type AnswerKey, type HintResponse } from "./types";
import type { PracticeWord } from "./word-tables";

// The key of a typed question (cloze, typed recall): what the checker
// (answer-check.ts) accepts, worked out when the question is built and kept
// with it. The forms are those of the part of speech asked (the noun "lie"
// takes "lies", never "lay"); a cloze adds the form its sentence's blank held
// ("six ___ on the bus" needs "men"); the word's other spellings are right;
// the asked sense's synonyms are "also right".

export interface TypedKeyFields {
  word: string;
  forms: string[];
  needed?: string[];
  variants?: string[];
  synonyms?: string[];
}

/** The form a typed question asks for: a cloze's blank may need another form than the headword (went for go); its first letter and length are the hint's. */
export function askedForm(key: TypedKeyFields): string {
  return key.needed?.[0] ?? key.word;
}

/** A typed question's hint: the first letter and length of the form it asks for; null for another kind. */
export function hintOf(key: AnswerKey): HintResponse | null {
  if (key.kind !== "cloze" && key.kind !== "typed") return null;
  const letters = [...askedForm(key)];
  return { firstLetter: letters[0] ?? "", length: letters.length };
}

/** What a typed question asks: the sense (its definition and part of speech) and, for a cloze, the blanked sentence. */
export interface TypedAsk {
  definition: string;
  partOfSpeech: WordSense["partOfSpeech"];
  sentence?: string;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The tokens the blanks of a cloze sentence held, found by matching it back
 * against the word's examples (the blank replaced whole letter tokens, so a
 * token of letters fills each one), lower case; empty when none matches.
 */
export function blankedTokens(sentence: string, examples: readonly string[]): string[] {
  const parts = sentence.split(BLANK);
  if (parts.length < 2) return [];
  const pattern = new RegExp(`^${parts.map(escapeRegExp).join("([A-Za-z]+)")}$`);
  for (const example of examples) {
    const match = pattern.exec(example);
    if (match) return [...new Set(match.slice(1).map((token) => token.toLowerCase()))];
  }
  return [];
}

/** The key fields of a typed question on the word, asking the given sense (and sentence). */
export function typedKeyFields(word: PracticeWord, ask: TypedAsk): TypedKeyFields {
  const headword = word.entry.word;
  const pos = ask.partOfSpeech;
  const forms = acceptedForms(headword, [pos]);
  const sense = word.entry.details.find((candidate) => candidate.partOfSpeech === pos && candidate.definition === ask.definition);
  const own = new Set(forms);
  const variants = (word.entry.variants ?? []).flatMap((variant) => acceptedForms(variant, [pos])).filter((form) => !own.has(form));
  const synonyms = (sense?.synonyms ?? [])
    .filter((synonym) => synonym.toLowerCase() !== headword.toLowerCase())
    .flatMap((synonym) => acceptedForms(synonym, [pos]))
    .filter((form) => !own.has(form) && !variants.includes(form));
  const examples = sense
    ? [...sense.examples, ...word.entry.details.flatMap((other) => other.examples)]
    : word.entry.details.flatMap((other) => other.examples);
  const needed = ask.sentence === undefined ? [] : blankedTokens(ask.sentence, examples);
  return {
    word: headword,
    forms,
    ...(needed.length > 0 && { needed }),
    ...(variants.length > 0 && { variants: [...new Set(variants)] }),
    ...(synonyms.length > 0 && { synonyms: [...new Set(synonyms)] }),
  };
}
