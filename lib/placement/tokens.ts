import "server-only";
import { openJson, sealJson } from "@/lib/sealed-token";
import { type Answer, DONT_KNOW, RIGHT, WRONG } from "./estimate";

// The placement test keeps its state in the browser, sealed
// (lib/sealed-token.ts): a test in progress (its seed, the words asked and
// how each went, the word asked now) and, at the end, a visitor's result
// for their account. The browser can read neither, so it never learns which
// answers were right, and nothing is stored until a learner's result.

/** A test in progress. */
export interface TestState {
  seed: string;
  answers: Answer[];
  /** The word asked now. */
  current: number;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
}

/** A visitor's finished test, to keep through sign-up. */
export interface SealedResult {
  knownWords: number;
  /** Epoch ms the test ended. */
  takenAt: number;
}

const STATE_PURPOSE = { salt: "lexi placement", info: "placement test state v1" };
const RESULT_PURPOSE = { salt: "lexi placement", info: "placement test result v1" };

/** A test token stops being accepted this long after its question was issued. */
export const TEST_TOKEN_MS = 30 * 60 * 1000;
/** A visitor's result can be claimed for this long after the test. */
export const RESULT_TOKEN_MS = 24 * 60 * 60 * 1000;

const OUTCOMES: readonly unknown[] = [RIGHT, WRONG, DONT_KNOW];

function isWordIndex(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isAnswer(value: unknown): value is Answer {
  return Array.isArray(value) && value.length === 2 && isWordIndex(value[0]) && OUTCOMES.includes(value[1]);
}

export function sealTestState(state: TestState): string {
  return sealJson(STATE_PURPOSE, [state.seed, state.answers, state.current, state.expiresAt]);
}

/** The state a token holds, or null when it is not one of ours. Expiry is the caller's to check. */
export function openTestState(token: string): TestState | null {
  const opened = openJson(STATE_PURPOSE, token);
  if (!Array.isArray(opened)) return null;
  const [seed, answers, current, expiresAt] = opened as unknown[];
  if (typeof seed !== "string" || !Array.isArray(answers) || !answers.every(isAnswer)) return null;
  if (!isWordIndex(current) || typeof expiresAt !== "number") return null;
  return { seed, answers: answers as Answer[], current, expiresAt };
}

export function sealResult(result: SealedResult): string {
  return sealJson(RESULT_PURPOSE, [result.knownWords, result.takenAt]);
}

/** The result a token holds, or null when it is not one of ours. Its age is the caller's to check. */
export function openResult(token: string): SealedResult | null {
  const opened = openJson(RESULT_PURPOSE, token);
  if (!Array.isArray(opened)) return null;
  const [knownWords, takenAt] = opened as unknown[];
  if (!isWordIndex(knownWords) || typeof takenAt !== "number") return null;
  return { knownWords, takenAt };
}
