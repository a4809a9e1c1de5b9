import "server-only";
import { givesAway, tokenGivesAway } from "./give-away";
import { pickOne, seededRandom } from "./seeded-random";
import { BLANK } from "./types";
import { type PartOfSpeech, practiceWord } from "./word-tables";

// Learn with Context: one of the word's example sentences with every form of
// the word blanked (said, problems, "Says" at the start), the sense's
// definition beside it. A sentence is used only if, blanked, it still asks
// for the word rather than shows it:
// - at least one form was blanked (the sense's examples sometimes show a synonym instead);
// - no other token gives the word away: a form or a derivation, even as part
//   of a longer token ("sayings", "unhappy", "maker" are refused, with some
//   innocent ones like "article" for art: lib/practice/give-away.ts);
// - it has at least MIN_WORDS words, the blank included, so there is context;
// - the definition beside it does not give the word away either.

export interface ClozeSentence {
  /** The sentence with every form of the word replaced by BLANK. */
  sentence: string;
  /** The definition of the sense the sentence is an example of. */
  definition: string;
  partOfSpeech: PartOfSpeech;
}

const MIN_WORDS = 4;

/** The sentence with every whole-word form of the word blanked, or null when it would still give the word away. */
export function blankSentence(sentence: string, word: string, forms: readonly string[]): string | null {
  let blanked = 0;
  let leaks = false;
  const asked = word.toLowerCase();
  const text = sentence.replace(/[a-z]+/gi, (token) => {
    const lower = token.toLowerCase();
    if (lower === asked || forms.includes(lower)) {
      blanked++;
      return BLANK;
    }
    if (tokenGivesAway(lower, asked, forms)) leaks = true;
    return token;
  });
  // Words: the blank counts as one; punctuation alone does not.
  const words = text.split(/\s+/).filter((part) => /[a-z_]/i.test(part)).length;
  return blanked > 0 && !leaks && words >= MIN_WORDS ? text : null;
}

const cache = new Map<number, readonly ClozeSentence[]>();

/** Every usable cloze sentence of the word, in the word set's order (commonest sense first). */
export function clozeSentences(wordIndex: number): readonly ClozeSentence[] {
  const cached = cache.get(wordIndex);
  if (cached) return cached;
  const word = practiceWord(wordIndex);
  const usable: ClozeSentence[] = [];
  if (word) {
    for (const sense of word.entry.details) {
      if (givesAway(sense.definition, word.entry.word, word.forms)) continue;
      for (const example of sense.examples) {
        const sentence = blankSentence(example, word.entry.word, word.forms);
        if (sentence !== null) usable.push({ sentence, definition: sense.definition, partOfSpeech: sense.partOfSpeech });
      }
    }
  }
  cache.set(wordIndex, usable);
  return usable;
}

/** One usable sentence, picked by the seed so that reviews rotate through them; null when the word has none. */
export function clozeFor(wordIndex: number, seed: string): ClozeSentence | null {
  return pickOne(seededRandom(`${seed}:cloze:${wordIndex}`), clozeSentences(wordIndex)) ?? null;
}
