import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { type ChoiceKind, distractorPool, DISTRACTOR_COUNT, type DistractorRequest, pickDistractors } from "./distractors";
import { givesAway } from "./give-away";
import { definableSenses } from "./sense-choice";
import { pickOne, type Random, seededRandom, shuffled } from "./seeded-random";
import type { AnswerKey, QuestionPayload } from "./types";
import { areAlike, areAntonyms, lemmaOf, lemmaOfWord } from "./word-relations";
import { type PracticeWord, practiceWord } from "./word-tables";

// The four-option questions: word → meaning, meaning → word, synonyms and
// antonyms. A question is made from one sense of the word and its right
// option; the pairs that can make a defensible question (three fair wrong
// options exist) are found once per word and kind, and the seed picks among
// them, so every seed gives a question when one does.

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
  const askings: Asking[] = [];
  if (kind === "meaning" || kind === "word") {
    for (const sense of definableSenses(word)) askings.push({ sense, request: requestFor(kind, word, sense, sense.definition) });
  } else {
    for (const sense of word.entry.details) {
      for (const correct of relatedOptions(kind, word, sense)) askings.push({ sense, request: requestFor(kind, word, sense, correct) });
    }
  }
  return askings.filter(({ request }) => distractorPool(request).length >= DISTRACTOR_COUNT);
}

const cache = new Map<string, readonly Asking[]>();

/** The ways the word can be asked in this kind (cached). */
export function choiceAskings(kind: ChoiceKind, wordIndex: number): readonly Asking[] {
  const cacheKey = `${kind}:${wordIndex}`;
  let askings = cache.get(cacheKey);
  if (!askings) {
    const word = practiceWord(wordIndex);
    askings = word ? askingsOf(kind, word) : [];
    cache.set(cacheKey, askings);
  }
  return askings;
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

function build(kind: ChoiceKind, word: PracticeWord, asking: Asking, random: Random): ChoiceQuestion | null {
  const wrong = pickDistractors(asking.request, random);
  if (!wrong) return null;
  const options = shuffled(random, [asking.request.correct, ...wrong]);
  const correct = options.indexOf(asking.request.correct);
  return { payload: payloadOf(kind, word, asking.sense, options), key: { kind, correct, options } };
}

export function buildChoiceQuestion(kind: ChoiceKind, wordIndex: number, seed: string): ChoiceQuestion | null {
  const word = practiceWord(wordIndex);
  const random = seededRandom(`${seed}:${kind}`);
  const asking = pickOne(random, choiceAskings(kind, wordIndex));
  return word && asking ? build(kind, word, asking, random) : null;
}
