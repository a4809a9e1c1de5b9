import type { GradeValue } from "./types";

// A word's two cards (review_cards.direction, review_logs.direction):
// recognition (see the word, know the meaning), stored as 0 (every card made
// before directions existed), and production (produce the word), stored as 1.
// Defined here, with the cards, so that lib/review needs nothing of
// lib/practice (which builds on it); lib/practice/types.ts re-exports them.

export const DIRECTIONS = ["recognition", "production"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A recognition card this stable (days) gets its production card (why: lib/review/grading.ts). */
export const PRODUCTION_STABILITY_DAYS = 3;

export type DirectionCode = 0 | 1;

export const RECOGNITION: DirectionCode = 0;
export const PRODUCTION: DirectionCode = 1;

export function directionCode(direction: Direction = "recognition"): DirectionCode {
  return direction === "production" ? PRODUCTION : RECOGNITION;
}

export function directionOf(code: number): Direction {
  return DIRECTIONS[code] ?? "recognition";
}

/**
 * Whether a recognition grade that left the card at `stability` (days) brings
 * the word its production card (when it has none): a pass (Hard, Good, Easy),
 * never a miss, however stable the card still is after it. Why the threshold
 * is what it is: lib/review/grading.ts.
 */
export function earnsProductionCard(rating: GradeValue, stability: number): boolean {
  return rating >= 2 && stability >= PRODUCTION_STABILITY_DAYS;
}
