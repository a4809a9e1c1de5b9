import { DIRECTIONS, type Direction } from "@/lib/practice/types";

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
