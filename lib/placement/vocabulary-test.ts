import "server-only";
import { randomBytes } from "node:crypto";
import { buildChoiceQuestion, type ChoiceQuestion } from "@/lib/practice/choice-questions";
import { canAsk } from "@/lib/practice/questions";
import { randomInt, seededRandom } from "@/lib/practice/seeded-random";
import { bandStart } from "@/lib/words/bands";
import { type Answer, bandSize, DONT_KNOW, estimateKnownWords, nextBand, type Outcome, QUESTION_COUNT, RIGHT, WRONG } from "./estimate";
import { openTestState, sealTestState, TEST_TOKEN_MS, type TestState } from "./tokens";
import { wordCount } from "./store";
import type { PlacementQuestion } from "./types";

// The placement test ("Test Vocabulary"): word → meaning questions, four
// real definitions each (the practice engine's "meaning" questions) and
// "I don't know", over the bands ./estimate.ts chooses. Stateless: each
// question comes with a sealed token holding the test so far, and the
// answer sends it back; right or wrong is told only as the final estimate.

export type TestStep = { token: string; question: PlacementQuestion } | { done: true; knownWords: number };

export type TestRefusal = "invalid" | "expired" | "choice";

/** The question the test asks about `wordIndex`: the seed decides the sense and the options' order. */
export function questionFor(wordIndex: number, seed: string): ChoiceQuestion | null {
  return buildChoiceQuestion("meaning", wordIndex, `placement:${seed}`);
}

/** A word of `band` that can be asked and was not asked yet in this test, chosen by the seed. */
function pickWord(band: number, seed: string, answers: readonly Answer[], count: number): number | null {
  const asked = new Set(answers.map(([wordIndex]) => wordIndex));
  const first = bandStart(band);
  const size = bandSize(band, count);
  const random = seededRandom(`placement:${seed}:${answers.length}`);
  const usable = (wordIndex: number) => !asked.has(wordIndex) && canAsk("meaning", wordIndex);
  for (let tries = 0; tries < 40; tries += 1) {
    const wordIndex = first + randomInt(random, size);
    if (usable(wordIndex)) return wordIndex;
  }
  for (let wordIndex = first; wordIndex < first + size; wordIndex += 1) if (usable(wordIndex)) return wordIndex;
  return null;
}

function step(seed: string, answers: Answer[], now: number): TestStep {
  const count = wordCount();
  const band = nextBand(answers, count);
  const wordIndex = band === null ? null : pickWord(band, seed, answers, count);
  const question = wordIndex === null ? null : questionFor(wordIndex, seed);
  if (wordIndex === null || question === null || question.payload.kind !== "meaning") {
    return { done: true, knownWords: estimateKnownWords(answers, count) };
  }
  const { word, ipa, partOfSpeech, options } = question.payload;
  const state: TestState = { seed, answers, current: wordIndex, expiresAt: now + TEST_TOKEN_MS };
  return {
    token: sealTestState(state),
    question: { number: answers.length + 1, total: QUESTION_COUNT, word, ipa, partOfSpeech, options },
  };
}

/** A new test and its first question. */
export function startTest(now: number, seed: string = randomBytes(12).toString("base64url")): TestStep {
  return step(seed, [], now);
}

/** Takes the answer to the token's question (an option's position, or null for "I don't know") and gives the next question or the estimate. */
export function answerTest(token: string, choice: number | null, now: number): TestStep | { refused: TestRefusal } {
  const state = openTestState(token);
  if (!state) return { refused: "invalid" };
  if (now > state.expiresAt) return { refused: "expired" };
  const question = questionFor(state.current, state.seed);
  if (!question) return { refused: "invalid" };
  if (choice !== null && choice >= question.key.options.length) return { refused: "choice" };
  const outcome: Outcome = choice === null ? DONT_KNOW : choice === question.key.correct ? RIGHT : WRONG;
  return step(state.seed, [...state.answers, [state.current, outcome]], now);
}
