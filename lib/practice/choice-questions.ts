import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { type ChoiceKind, distractorPool, DISTRACTOR_COUNT, type DistractorRequest, pickDistractors } from "./distractors";
import { givesAway } from "./give-away";
import { definableSenses } from "./sense-choice";
import { seededRandom, shuffled } from "./seeded-random";
import type { AnswerKey, QuestionPayload } from "./types";
import { areAlike, areAntonyms, lemmaOf, lemmaOfWord } from "./word-relations";
import { type PracticeWord, practiceWord } from "./word-tables";

// The four-option questions: word → meaning, meaning → word, synonyms and
// antonyms. A question is asked from one sense of the word and its right
// option (an "asking"); an asking is usable when three fair wrong options
// exist. The seed shuffles the askings and the first usable one is asked, so
// every seed gives a question when any asking is usable, and the search for
// wrong options usually runs once.

export interface ChoiceQuestion {
  payload: QuestionPayload;
  key: Extract<AnswerKey, { kind: ChoiceKind }>;
}

/** One way to ask: a sense and the right option. */
interface Asking {
  sense: WordSense;
  request: DistractorRequest;
}

function requestFor(kind: ChoiceKind, word: PracticeWord, sense: WordSense, correct: string): DistractorRequest {
  const { partOfSpeech, definition } = sense;
  switch (kind) {
    case "meaning":
      return { kind, word, partOfSpeech, correct: definition };
    case "word":
      return { kind, word, partOfSpeech, correct: word.entry.word, shown: definition };
    default:
      return { kind, word, partOfSpeech, correct, correctLemma: lemmaOf(correct, partOfSpeech), shown: definition };
  }
}

/** The sense's synonyms (antonyms) that make a fair right option; one-word ones first, as the wrong options are single words. */
function relatedOptions(kind: "synonym" | "antonym", word: PracticeWord, sense: WordSense): string[] {
  const asked = lemmaOfWord(word);
  const lemmas = (kind === "synonym" ? sense.synonyms : sense.antonyms).filter((text) => {
    const lemma = lemmaOf(text, sense.partOfSpeech);
    // Never a form of the word, and never both a synonym and an antonym of it.
    if (lemma.forms.some((form) => word.forms.includes(form))) return false;
    if (kind === "synonym" ? areAntonyms(asked, lemma) : areAlike(asked, lemma)) return false;
    // A definition that names the option ("not happy") answers the question for the learner.
    return !givesAway(sense.definition, lemma.text, lemma.forms);
  });
  const single = lemmas.filter((text) => /^[a-z]+$/i.test(text));
  return single.length > 0 ? single : lemmas;
}

function askingsOf(kind: ChoiceKind, word: PracticeWord): Asking[] {
  if (kind === "meaning" || kind === "word") {
    return definableSenses(word).map((sense) => ({ sense, request: requestFor(kind, word, sense, sense.definition) }));
  }
  return word.entry.details.flatMap((sense) =>
    relatedOptions(kind, word, sense).map((correct) => ({ sense, request: requestFor(kind, word, sense, correct) })),
  );
}

const askingCache = new Map<string, readonly Asking[]>();

/** The ways the word could be asked in this kind, usable or not (cached: no search for wrong options yet). */
function askings(kind: ChoiceKind, word: PracticeWord): readonly Asking[] {
  const cacheKey = `${kind}:${word.index}`;
  let found = askingCache.get(cacheKey);
  if (!found) {
    found = askingsOf(kind, word);
    askingCache.set(cacheKey, found);
  }
  return found;
}

/** Whether the word can be asked in this kind: one of its askings has three fair wrong options. */
export function canAskChoice(kind: ChoiceKind, wordIndex: number): boolean {
  const word = practiceWord(wordIndex);
  return word !== undefined && askings(kind, word).some(({ request }) => distractorPool(request).length >= DISTRACTOR_COUNT);
}

function payloadOf(kind: ChoiceKind, word: PracticeWord, sense: WordSense, options: string[]): QuestionPayload {
  const { partOfSpeech, definition } = sense;
  switch (kind) {
    case "meaning":
      return { kind, word: word.entry.word, ipa: word.entry.ipa, partOfSpeech, options };
    case "word":
      return { kind, definition, partOfSpeech, options };
    default:
      return { kind, word: word.entry.word, definition, partOfSpeech, options };
  }
}

export function buildChoiceQuestion(kind: ChoiceKind, wordIndex: number, seed: string): ChoiceQuestion | null {
  const word = practiceWord(wordIndex);
  if (!word) return null;
  const random = seededRandom(`${seed}:${kind}:${wordIndex}`);
  for (const { sense, request } of shuffled(random, askings(kind, word))) {
    const wrong = pickDistractors(request, random);
    if (!wrong) continue;
    const options = shuffled(random, [request.correct, ...wrong]);
    return { payload: payloadOf(kind, word, sense, options), key: { kind, correct: options.indexOf(request.correct), options } };
  }
  return null;
}
