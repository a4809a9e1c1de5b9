import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { type ChoiceKind, distractorPool, DISTRACTOR_COUNT, type DistractorRequest, pickDistractors } from "./distractors";
import { bandOf } from "@/lib/words/bands";
import { confusableSetsOf } from "@/lib/words/confusables";
import { givesAway, isPrefixNegation, sameFamily } from "./give-away";
import { isOffensiveText } from "./offensive-text";
import { isRejectedKey } from "./rejected-keys";
import { askableSenses, definableSenses } from "./sense-choice";
import { seededRandom, shuffled } from "./seeded-random";
import type { AnswerKey, QuestionPayload } from "./types";
import { wordMemo } from "./word-memo";
import { areAlike, areAntonyms, areVariants, lemmaOf, lemmaOfWord } from "./word-relations";
import { type PracticeWord, practiceTables, practiceWord, wordNetDefinition } from "./word-tables";

// The four-option questions: word → meaning, meaning → word, synonyms and
// antonyms. A question is asked from one core sense (sense-choice.ts) of the word and its right
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

/** A synonym or antonym key is a word of the commonest this many of the set… */
const COMMON_KEY_LIMIT = 10_000;
/** …and at most this many bands rarer than the word asked. */
const KEY_BAND_REACH = 2;

/** Whether the key lists the word as its own opposite in the same part of speech. */
function isMutualAntonym(word: PracticeWord, key: PracticeWord, partOfSpeech: WordSense["partOfSpeech"]): boolean {
  return key.entry.details.some((keySense) => keySense.partOfSpeech === partOfSpeech && keySense.antonyms.includes(word.entry.word));
}

/** Whether one word is the other cut short: the longer starts with the shorter (or, from 4 letters, with all of it but its last letter). */
function isClipping(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 3 && (longer.startsWith(shorter) || (shorter.length >= 4 && longer.startsWith(shorter.slice(0, -1))));
}

/** Whether one word holds the other, or both begin or end with the same word of the set of 3+ letters (stair-case, stair-way). */
function sharesWordPart(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length >= 3 && longer.includes(shorter)) return true;
  const isWord = (part: string) => practiceTables().byWord.has(part);
  for (let length = 3; length < shorter.length; length++) {
    const head = a.slice(0, length);
    const tail = a.slice(-length);
    if ((b.startsWith(head) && isWord(head)) || (b.endsWith(tail) && isWord(tail))) return true;
  }
  return false;
}

/** Whether a synonym (antonym) makes a fair right option for the word in this sense. */
function isFairKey(kind: "synonym" | "antonym", word: PracticeWord, sense: WordSense, text: string): boolean {
  const lemma = lemmaOf(text, sense.partOfSpeech);
  // A word learners meet: in the set, common, not far rarer than the word asked (own → ain, rob → gazump are not).
  const key = lemma.word;
  if (!key || key.index >= COMMON_KEY_LIMIT || bandOf(key.index) > bandOf(word.index) + KEY_BAND_REACH) return false;
  if (isOffensiveText(text)) return false;
  // A synonym whose own core sense is this one or names the word (thrill for exhilarate), not one that only shares a rare sense (beat for dumbfound, clip for time).
  const keySenses = askableSenses(key).filter((keySense) => keySense.partOfSpeech === sense.partOfSpeech);
  const sharesCoreSense = keySenses.some(
    (keySense) => wordNetDefinition(keySense) === wordNetDefinition(sense) || keySense.synonyms.some((synonym) => synonym.toLowerCase() === word.entry.word),
  );
  if (kind === "synonym" ? !sharesCoreSense : keySenses.length === 0) return false;
  const asked = lemmaOfWord(word);
  // Never a form, a variant spelling or a word of the same family, and never both a synonym and an antonym of it.
  if (lemma.forms.some((form) => word.forms.includes(form)) || areVariants(asked, lemma) || sameFamily(asked.text, lemma.text)) return false;
  if (kind === "synonym" ? areAntonyms(asked, lemma) : areAlike(asked, lemma)) return false;
  // The word with a negative prefix (kind / unkind) tests spelling, not vocabulary.
  if (kind === "antonym" && isPrefixNegation(asked.text, lemma.text)) return false;
  // A clipping or stem of the word (sis for sister, doc for doctor, blue for bluish) answers itself, and so
  // does a word built on the same part (stairway for staircase, sunshine for sunlight, roach for cockroach).
  if (kind === "synonym" && (isClipping(asked.text, lemma.text) || sharesWordPart(asked.text, lemma.text))) return false;
  // Neither (rejected-keys.ts) a key a teacher rejected on reading it, nor one the word holds (extraordinary / ordinary).
  if (isRejectedKey(kind, word.entry.word, lemma.text) || (kind === "antonym" && word.entry.word.includes(lemma.text))) return false;
  // Words learners confuse (say / tell, bring / take: Ambiguous Words) are taught apart, never as synonyms.
  if (kind === "synonym" && confusableSetsOf(word.index).some((set) => set.members.some((member) => member.index === key.index))) return false;
  // An opposite both ways (hot / cold), not one borrowed through a similar word: WordNet's indirect
  // antonyms give tepid / cool, twentieth / cardinal, scruffy / new, and even between everyday words
  // worried / easy, lazy / busy. Fewer antonym questions, each one a teacher would sign.
  if (kind === "antonym" && !isMutualAntonym(word, key, sense.partOfSpeech)) return false;
  // A definition that names the option ("not happy") answers the question for the learner.
  return !givesAway(sense.definition, lemma.text, lemma.forms);
}

/** The sense's synonyms (antonyms) that make a fair right option; single words only, as the wrong options are single words. */
function relatedOptions(kind: "synonym" | "antonym", word: PracticeWord, sense: WordSense): string[] {
  return (kind === "synonym" ? sense.synonyms : sense.antonyms).filter((text) => /^[a-z]+$/i.test(text) && isFairKey(kind, word, sense, text));
}

function askingsOf(kind: ChoiceKind, word: PracticeWord): Asking[] {
  if (kind === "meaning" || kind === "word") {
    return definableSenses(word).map((sense) => ({ sense, request: requestFor(kind, word, sense, sense.definition) }));
  }
  return askableSenses(word).flatMap((sense) =>
    relatedOptions(kind, word, sense).map((correct) => ({ sense, request: requestFor(kind, word, sense, correct) })),
  );
}

const askingsByIndex = wordMemo(
  (kind: ChoiceKind, wordIndex: number): readonly Asking[] => {
    const word = practiceWord(wordIndex);
    return word ? askingsOf(kind, word) : [];
  },
  () => practiceTables().words.length,
);

/** The ways the word could be asked in this kind, usable or not (cached: no search for wrong options yet). */
function askings(kind: ChoiceKind, word: PracticeWord): readonly Asking[] {
  return askingsByIndex(kind, word.index);
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
