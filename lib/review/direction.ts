import { DIRECTIONS, PRODUCTION_STABILITY_DAYS, type Direction } from "@/lib/practice/types";
import type { GradeValue } from "./types";

// A card's direction as review_cards.direction and review_logs.direction
// store it: 0 recognition (every card made before directions existed), 1 production.

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
