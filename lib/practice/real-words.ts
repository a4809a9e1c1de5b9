import "server-only";
import { type FormPos, inflectedForms, wordTokens } from "@/lib/words/word-forms";
import { practiceTables } from "./word-tables";

// Every spelling the word set knows to be a real English word: the headwords
// and their forms, the synonyms and antonyms it lists and their forms, and
// every word its definitions and examples use (which brings in the function
// words the set leaves out: than, whether, except). A typed answer that is one
// of these is what the learner meant to type, so it is never taken for a typo
// of another word (affect/effect, loose/lose, principle/principal). Built on
// the first typed answer that is one edit away from the word.

let cached: ReadonlySet<string> | undefined;

function buildRealSpellings(): ReadonlySet<string> {
  const spellings = new Set<string>();
  const addAll = (values: Iterable<string>): void => {
    for (const value of values) spellings.add(value);
  };
  for (const word of practiceTables().words) {
    addAll(word.forms);
    for (const sense of word.entry.details) {
      for (const lemma of [...sense.synonyms, ...sense.antonyms]) {
        // A one-word lemma brings its forms; a phrase ("chemical group") its words.
        if (/^[a-z]+$/i.test(lemma)) addAll(inflectedForms(lemma, [sense.partOfSpeech as FormPos]));
        else addAll(wordTokens(lemma));
      }
      addAll(wordTokens(sense.definition));
      for (const example of sense.examples) addAll(wordTokens(example));
    }
  }
  return spellings;
}

/** Whether a lower-case spelling is a real word (or a form of one) that the word set knows. */
export function isRealSpelling(spelling: string): boolean {
  cached ??= buildRealSpellings();
  return cached.has(spelling);
}
