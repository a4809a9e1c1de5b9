import "server-only";
import { wordTokens } from "@/lib/words/word-forms";
import { tokenGivesAway } from "./give-away";
import { isOffensiveText } from "./offensive-text";
import { pickOne, seededRandom } from "./seeded-random";
import type { WordSense } from "@/lib/words/word-record";
import { definableSenses, originalSense } from "./sense-choice";
import { BLANK } from "./types";
import { areAlike, lemmaOfWord } from "./word-relations";
import { type PartOfSpeech, type PracticeWord, practiceTables, practiceWord } from "./word-tables";

// Learn with Context: one of the word's example sentences with every form of
// the word blanked (said, problems, "Says" at the start), the sense's
// definition beside it. A sentence is used only if it decides the answer
// (docs/practice.md):
// - it is an example of a core sense of the word (sense-choice.ts), shown with
//   that sense's definition, which does not give the word away;
// - at least one form was blanked (the sense's examples sometimes show a synonym instead);
// - no other token gives the word away: a form or a word of its family, even
//   inside a longer token ("sayings", "unhappy", "maker": give-away.ts);
// - it has at least MIN_WORDS words, the blank included, and MIN_CONTENT_WORDS
//   words besides the blank that are not function words, so it is no bare
//   frame ("a diet high in ___");
// - no other common word of the part of speech is seen in the word set's
//   examples between the same two neighbours as the blank ("he ___ the ball"
//   shows kick and throw alike): such a sentence admits it as well;
// - nothing in it or its definition is offensive.

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
/** A rival seen in the same slot counts when it is among the commonest this many words. */
const COMMON_RIVAL_LIMIT = 10_000;

const FUNCTION_WORDS = new Set(
  (
    "a an the and or but nor so yet if of in on at to for from by with as into onto over under about than then that this these those " +
    "is are was were be been being am do does did done have has had having will would shall should can could may might must " +
    "i you he she it we they me him her us them my your his its our their mine yours hers ours theirs what which who whom whose " +
    "not no all any some each every one there here very too also just s t"
  ).split(" "),
);

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

/** The slots a blanked sentence leaves: the token before and after each blank ("^" and "$" at the ends). */
function blankSlots(blanked: string): string[] {
  const tokens = blanked
    .replaceAll(BLANK, " \u0000 ")
    .toLowerCase()
    .match(/[a-z]+|\u0000/g);
  if (!tokens) return [];
  const slots: string[] = [];
  tokens.forEach((token, at) => {
    if (token === "\u0000") slots.push(`${tokens[at - 1] ?? "^"}|${tokens[at + 1] ?? "$"}`);
  });
  return slots;
}

let slotIndex: Map<string, { index: number; partOfSpeech: PartOfSpeech }[]> | undefined;

/** Every slot in which a word's form is seen in the word set's examples, with the word and the sense's part of speech. */
function slotsOfTheSet(): Map<string, { index: number; partOfSpeech: PartOfSpeech }[]> {
  if (slotIndex) return slotIndex;
  slotIndex = new Map();
  for (const word of practiceTables().words) {
    if (word.index >= COMMON_RIVAL_LIMIT) continue;
    const forms = new Set(word.forms);
    // WordNet's examples: usage over the whole set, however each sense is worded for questions.
    for (const sense of word.source.details) {
      for (const example of sense.examples) {
        const tokens = wordTokens(example);
        tokens.forEach((token, at) => {
          if (!forms.has(token)) return;
          const slot = `${tokens[at - 1] ?? "^"}|${tokens[at + 1] ?? "$"}`;
          const list = slotIndex!.get(slot) ?? [];
          if (!list.some((seen) => seen.index === word.index && seen.partOfSpeech === sense.partOfSpeech))
            list.push({ index: word.index, partOfSpeech: sense.partOfSpeech });
          slotIndex!.set(slot, list);
        });
      }
    }
  }
  return slotIndex;
}

/** Whether another common word of the part of speech, not alike the asked one, is seen in one of the blank's slots. */
function hasRivalInSlot(word: PracticeWord, partOfSpeech: PartOfSpeech, blanked: string): boolean {
  const { words } = practiceTables();
  const asked = lemmaOfWord(word);
  // Between two function words ("the ___ of") a slot says little: the definition beside the sentence decides there.
  const telling = blankSlots(blanked).filter((slot) => slot.split("|").some((token) => token !== "^" && token !== "$" && !FUNCTION_WORDS.has(token)));
  return telling.some((slot) =>
    (slotsOfTheSet().get(slot) ?? []).some(({ index, partOfSpeech: pos }) => {
      const rival = words[index];
      return index !== word.index && pos === partOfSpeech && rival !== undefined && !areAlike(asked, lemmaOfWord(rival));
    }),
  );
}

function contentWords(blanked: string): number {
  return wordTokens(blanked.replaceAll(BLANK, " ")).filter((token) => !FUNCTION_WORDS.has(token)).length;
}

/**
 * The sentence blanked for the word's sense, or null when it does not decide
 * the answer. A sentence Lexi's editors wrote for the sense was written to
 * decide it, so the rivals seen in WordNet's examples are not asked about.
 */
function decidingCloze(word: PracticeWord, sense: WordSense, example: string): string | null {
  if (isOffensiveText(example)) return null;
  const blanked = blankSentence(example, word.entry.word, word.forms, MIN_CLOZE_WORDS);
  if (blanked === null || contentWords(blanked) < MIN_CONTENT_WORDS) return null;
  return !originalSense(sense).learner && hasRivalInSlot(word, sense.partOfSpeech, blanked) ? null : blanked;
}

const cache = new Map<number, readonly ClozeSentence[]>();

/** Every usable cloze sentence of the word, in the word set's order (commonest sense first). */
export function clozeSentences(wordIndex: number): readonly ClozeSentence[] {
  const cached = cache.get(wordIndex);
  if (cached) return cached;
  const word = practiceWord(wordIndex);
  const usable: ClozeSentence[] = [];
  if (word) {
    for (const sense of definableSenses(word)) {
      for (const example of sense.examples) {
        const sentence = decidingCloze(word, sense, example);
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
