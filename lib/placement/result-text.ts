// The test page's words for a result (the numbers come from the server: lib/placement/result.ts).
import type { PlacementResultView } from "./types";

const number = (value: number) => value.toLocaleString("en-US");

export function knownWordsLine(result: PlacementResultView): string {
  return `You know about ${number(result.about)} of Lexi's words.`;
}

/** Bands are counted from 1 for learners: Band 1 is the commonest thousand words. */
export function bandLine(result: PlacementResultView): string {
  return `Band ${result.band + 1}: words ${number(result.firstWord)}–${number(result.lastWord)}`;
}

export const PLACEMENT_TEXT = {
  start: "Start the test",
  again: "Take the test again",
  dontKnow: "I don't know",
  savedNext: "Your result is saved: new words now start at your band, and the words below it count as known.",
  visitorNext: "Sign up to keep this result",
  visitorKept: "It is kept in this browser until you sign up, for a day.",
  checking: "Working out your result…",
} as const;

export function progressLine(number: number, total: number): string {
  return `Question ${number} of ${total}`;
}
