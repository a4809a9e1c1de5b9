// The other spellings of the words a practice question shows (colour for
// color), sent with the question so the practice screen can show each in the
// spelling the learner prefers. Only the shown words' spellings travel, and
// only when there are some. Pure: the server adds them, the browser applies
// them. Answers are positions (options, pairs), so the text shown may change.
import type { QuestionView } from "./types";
import { displaySpelling, type SpellingPreference } from "@/lib/words/spelling";

/** Headword → its other spellings, for the shown words that have some. */
export type QuestionSpellings = Record<string, string[]>;

export type SpelledQuestionView = QuestionView & { spellings?: QuestionSpellings };

/** The headwords a question shows: the word asked and words offered as options or to match (not definitions or sentences). */
export function shownWords(question: QuestionView): string[] {
  switch (question.kind) {
    case "meaning":
      return [question.word];
    case "synonym":
    case "antonym":
      return [question.word, ...question.options];
    case "word":
      return question.options;
    case "match":
      return question.words;
    // A contrast's options are the confusable set's words, spelt as its sentences are.
    case "contrast":
    case "cloze":
    case "typed":
      return [];
  }
}

/** The question with the other spellings of the words it shows (none added when no word has one). */
export function withSpellings(question: QuestionView, variantsOf: (word: string) => readonly string[] | undefined): SpelledQuestionView {
  const spellings: QuestionSpellings = {};
  for (const word of shownWords(question)) {
    const variants = variantsOf(word);
    if (variants?.length) spellings[word] = [...variants];
  }
  return Object.keys(spellings).length > 0 ? { ...question, spellings } : question;
}

/** The question as the learner sees it: each shown word in the spelling they prefer. */
export function spellQuestion<Q extends SpelledQuestionView>(question: Q, preference: SpellingPreference): Q {
  const { spellings } = question;
  if (!spellings || preference === "US") return question;
  const spell = (word: string) => (Object.hasOwn(spellings, word) ? displaySpelling({ word, variants: spellings[word] }, preference) : word);
  switch (question.kind) {
    case "meaning":
      return { ...question, word: spell(question.word) };
    case "synonym":
    case "antonym":
      return { ...question, word: spell(question.word), options: question.options.map(spell) };
    case "word":
      return { ...question, options: question.options.map(spell) };
    case "match":
      return { ...question, words: question.words.map(spell) };
    default:
      return question;
  }
}
