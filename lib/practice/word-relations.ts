import "server-only";
import { acceptedForms, type FormPos } from "@/lib/words/word-forms";
import { type PartOfSpeech, type PracticeWord, practiceTables } from "./word-tables";

// When two words are too close for one to be a wrong option beside the other:
// one is a form of the other (left / leave), one lists the other as a synonym
// in any sense (either way round: the word set keeps at most eight synonyms a
// sense), or they share a definition (the same WordNet synset).

/** A lemma as the relation checks see it: the word set's entry when it has one, else its spelling and forms. */
export interface Lemma {
  text: string;
  forms: readonly string[];
  word?: PracticeWord;
}

export function lemmaOf(text: string, partOfSpeech: PartOfSpeech): Lemma {
  const lower = text.toLowerCase();
  const word = practiceTables().byWord.get(lower);
  if (word) return { text: lower, forms: word.forms, word };
  return { text: lower, forms: /^[a-z]+$/.test(lower) ? acceptedForms(lower, [partOfSpeech as FormPos]) : [lower] };
}

export function lemmaOfWord(word: PracticeWord): Lemma {
  return { text: word.entry.word.toLowerCase(), forms: word.forms, word };
}

function sharesForm(a: Lemma, b: Lemma): boolean {
  return a.forms.some((form) => b.forms.includes(form)) || a.forms.includes(b.text) || b.forms.includes(a.text);
}

function sharesDefinition(a: PracticeWord, b: PracticeWord): boolean {
  for (const definition of a.definitions) if (b.definitions.has(definition)) return true;
  return false;
}

/** Whether either lists the other as a synonym, in any sense. */
export function areSynonyms(a: Lemma, b: Lemma): boolean {
  return Boolean(a.word?.synonyms.has(b.text) || b.word?.synonyms.has(a.text));
}

/** Whether either lists the other as an antonym, in any sense. */
export function areAntonyms(a: Lemma, b: Lemma): boolean {
  return Boolean(a.word?.antonyms.has(b.text) || b.word?.antonyms.has(a.text));
}

/** Whether one is a spelling variant of the other (color / colour). */
export function areVariants(a: Lemma, b: Lemma): boolean {
  return Boolean(a.word?.entry.variants?.includes(b.text) || b.word?.entry.variants?.includes(a.text));
}

/** Whether b could pass for a, or a for b: the same word, a form of it, a synonym, or a shared definition. */
export function areAlike(a: Lemma, b: Lemma): boolean {
  if (a.text === b.text || sharesForm(a, b) || areSynonyms(a, b)) return true;
  return a.word !== undefined && b.word !== undefined && sharesDefinition(a.word, b.word);
}
