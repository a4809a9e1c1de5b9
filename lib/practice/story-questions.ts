import "server-only";
import { storySentences } from "@/lib/reader/sentences";
import { storyBySlug, type Story } from "@/lib/stories/stories";
import { acceptedForms } from "@/lib/words/word-forms";
import { clozeOfSentence } from "./cloze";
import { buildQuestion, canAsk, type BuiltQuestion } from "./questions";
import { seededRandom, shuffled } from "./seeded-random";
import { definableSenses } from "./sense-choice";
import { blankedTokens, typedKeyFields } from "./typed-key";
import { STORY_ROUND_SIZE, type AnswerKey } from "./types";
import { practiceWord, type PartOfSpeech } from "./word-tables";

// Learn with Story's check: after reading a story the learner is asked a few
// of the words it teaches. A word is asked as a cloze of the story's own
// sentence where one decides it (the learner has just read it there), under
// the checks every cloze has (cloze.ts: every form blanked, nothing that gives
// the word away, nothing offensive, long enough to decide), else as a meaning
// question like any other. Both are rebuilt from the story, the word and the
// seed, so a visitor's sealed demo is answered as a learner's stored one.

/** What a story check needs of a story. */
export type StoryText = Pick<Story, "slug" | "paragraphs" | "teaches">;

/** A story sentence longer than this is a paragraph's worth to reread: not asked. */
const MAX_STORY_CLOZE_WORDS = 40;

export interface StoryCloze {
  /** The story's sentence, every form of the word blanked. */
  sentence: string;
  definition: string;
  partOfSpeech: PartOfSpeech;
  /** The forms the blanks held, lower case: the form the sentence needs. */
  needed: string[];
}

/**
 * The first sentence of the story that makes a deciding cloze of the word,
 * shown with the one definable sense whose part of speech takes every form
 * blanked ("carried": the verb), or null (none, or two that could be meant).
 */
export function storyCloze(wordIndex: number, paragraphs: readonly string[]): StoryCloze | null {
  const word = practiceWord(wordIndex);
  const senses = word ? definableSenses(word) : [];
  if (!word || senses.length === 0) return null;
  for (const sentence of storySentences(paragraphs)) {
    if (sentence.split(/\s+/).length > MAX_STORY_CLOZE_WORDS) continue;
    const blanked = clozeOfSentence(wordIndex, sentence);
    if (blanked === null) continue;
    const needed = blankedTokens(blanked, [sentence]);
    const fitting = senses.filter((candidate) => {
      const forms = acceptedForms(word.entry.word, [candidate.partOfSpeech]);
      return needed.length > 0 && needed.every((token) => forms.includes(token));
    });
    // The definition beside the sentence must be the sense the story uses: with two that fit the form
    // ("their old flat": level, or a home?) nothing here tells which, so the word is asked another way.
    const sense = fitting.length === 1 ? fitting[0]! : null;
    if (sense) return { sentence: blanked, definition: sense.definition, partOfSpeech: sense.partOfSpeech, needed };
  }
  return null;
}

/** How the story asks the word: a cloze of its own sentence, else its meaning, else (neither can be built) not at all. */
export function storyQuestionKind(wordIndex: number, paragraphs: readonly string[]): "cloze" | "meaning" | null {
  if (storyCloze(wordIndex, paragraphs) !== null) return "cloze";
  return canAsk("meaning", wordIndex) ? "meaning" : null;
}

const askableCache = new Map<string, readonly number[]>();

/** The taught words the story can ask, in the word set's order (cached by slug: a story is read once per process). */
function askableWords(story: StoryText): readonly number[] {
  let askable = askableCache.get(story.slug);
  if (!askable) {
    askable = story.teaches.map((word) => word.index).filter((index) => storyQuestionKind(index, story.paragraphs) !== null);
    askableCache.set(story.slug, askable);
  }
  return askable;
}

/** The words one round asks: at most STORY_ROUND_SIZE of the askable taught words, in one order per round. */
export function storyRoundWords(story: StoryText, round: string): number[] {
  return shuffled(seededRandom(`${round}:story:${story.slug}`), askableWords(story)).slice(0, STORY_ROUND_SIZE);
}

/** Questions a round of the story asks: its askable words, at most STORY_ROUND_SIZE (0: nothing to check). */
export function storyQuestionCount(story: StoryText): number {
  return Math.min(STORY_ROUND_SIZE, askableWords(story).length);
}

/**
 * A cloze of the text's own sentence (a story's, or the one a learner's card keeps as its context)
 * where one decides the word (storyCloze), or null.
 */
export function ownSentenceCloze(wordIndex: number, paragraphs: readonly string[]): BuiltQuestion | null {
  const word = practiceWord(wordIndex);
  const cloze = word ? storyCloze(wordIndex, paragraphs) : null;
  if (!word || !cloze) return null;
  const { needed, ...shown } = cloze;
  // The key a cloze of the editors' sentence has, with the form this sentence needs (typed-key.ts finds it in the word's own examples only).
  const key: AnswerKey = { kind: "cloze", ...typedKeyFields(word, { definition: shown.definition, partOfSpeech: shown.partOfSpeech }), needed };
  const startsWith = [...(needed[0] ?? word.entry.word)][0]?.toLowerCase() ?? "";
  return { payload: { kind: "cloze", ...shown, startsWith }, key, wordIndexes: [wordIndex] };
}

/** The word's question in the story: the cloze of its sentence, else the meaning question the engine builds for the seed. */
export function buildStoryQuestion(paragraphs: readonly string[], wordIndex: number, seed: string): BuiltQuestion | null {
  return ownSentenceCloze(wordIndex, paragraphs) ?? buildQuestion("meaning", wordIndex, seed);
}

/** A question of the story named by its slug, rebuilt for an answer or a hint; null when no story has the slug. */
export function buildStoryQuestionOf(slug: string, wordIndex: number, seed: string): BuiltQuestion | null {
  const story = storyBySlug(slug);
  return story ? buildStoryQuestion(story.paragraphs, wordIndex, seed) : null;
}
