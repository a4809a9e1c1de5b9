import "server-only";
import { wordTokens } from "@/lib/words/word-forms";
import { FUNCTION_WORDS, tokenGivesAway } from "./give-away";
import { isOffensiveText } from "./offensive-text";
import { pickOne, seededRandom } from "./seeded-random";
import { definableSenses, originalSense } from "./sense-choice";
import { BLANK } from "./types";
import { type PartOfSpeech, type PracticeWord, practiceWord } from "./word-tables";

// Learn with Context: the sentence Lexi's editors wrote for a core sense
// (prisma/data/learner-definitions, docs/practice.md), with every form of the
// word blanked (said, problems, "Says" at the start), the sense's definition
// beside it. Each was written so that only the word fits; WordNet's own
// examples are never asked, as too many of them decide nothing ("___ the
// evidence") or belong to another sense. A sentence is still checked:
// - it belongs to a sense questions may ask (sense-choice.ts), shown with
//   that sense's definition, which does not give the word away;
// - at least one form was blanked;
// - no other token gives the word away: a form or a word of its family, even
//   inside a longer token ("sayings", "unhappy", "maker": give-away.ts);
// - it has at least MIN_CLOZE_WORDS words, the blank included, and
//   MIN_CONTENT_WORDS words besides the blank that are not function words;
// - nothing in it is offensive.

export interface ClozeSentence {
  /** The sentence with every form of the word replaced by BLANK. */
  sentence: string;
  /** The definition of the sense the sentence is an example of. */
  definition: string;
  partOfSpeech: PartOfSpeech;
}

/** Words a cloze sentence has at least, the blank included. */
export const MIN_CLOZE_WORDS = 6;
/** Words besides the blank that are not function words. */
const MIN_CONTENT_WORDS = 2;

/** The sentence with every whole-word form of the word blanked, or null when it would still give the word away or is shorter than minWords. */
export function blankSentence(sentence: string, word: string, forms: readonly string[], minWords = 4): string | null {
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
  return blanked > 0 && !leaks && words >= minWords ? text : null;
}

function contentWords(blanked: string): number {
  return wordTokens(blanked.replaceAll(BLANK, " ")).filter((token) => !FUNCTION_WORDS.has(token)).length;
}

/** The sentence blanked for the word, or null when it does not decide the answer. */
function decidingCloze(word: PracticeWord, sentence: string): string | null {
  if (isOffensiveText(sentence)) return null;
  const blanked = blankSentence(sentence, word.entry.word, word.forms, MIN_CLOZE_WORDS);
  return blanked === null || contentWords(blanked) < MIN_CONTENT_WORDS ? null : blanked;
}

const cache = new Map<number, readonly ClozeSentence[]>();

/** Every usable cloze sentence of the word (one per worded sense), in the word set's order (commonest sense first). */
export function clozeSentences(wordIndex: number): readonly ClozeSentence[] {
  const cached = cache.get(wordIndex);
  if (cached) return cached;
  const word = practiceWord(wordIndex);
  const usable: ClozeSentence[] = [];
  if (word) {
    for (const sense of definableSenses(word)) {
      const written = originalSense(sense).learner?.sentence;
      const sentence = written === undefined ? null : decidingCloze(word, written);
      if (sentence !== null) usable.push({ sentence, definition: sense.definition, partOfSpeech: sense.partOfSpeech });
    }
  }
  cache.set(wordIndex, usable);
  return usable;
}

/** One usable sentence, picked by the seed so that reviews rotate through them; null when the word has none. */
export function clozeFor(wordIndex: number, seed: string): ClozeSentence | null {
  return pickOne(seededRandom(`${seed}:cloze:${wordIndex}`), clozeSentences(wordIndex)) ?? null;
}

/** Another text's sentence (a story's) blanked for the word under the same checks as the editors' sentences, or null when it does not decide the answer. */
export function clozeOfSentence(wordIndex: number, sentence: string): string | null {
  const word = practiceWord(wordIndex);
  return word ? decidingCloze(word, sentence) : null;
}
