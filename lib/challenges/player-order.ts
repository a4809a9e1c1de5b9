import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/env";
import { seededRandom, shuffled } from "@/lib/practice/seeded-random";

// Each player sees a question's options in an order of their own, so the
// position of the right option in one play says nothing about another's. The
// order is seeded by the player's row and the question, keyed with the
// server's secret (a player cannot compute another's order), and the server
// maps a choice back to the question's own option before checking it.

/** Where each shown position's option sits in the question: shown position i is the question's option order[i]. */
export function playerOrder(playerId: bigint | string, index: number, optionCount: number): number[] {
  const seed = createHmac("sha256", authSecret()).update(`challenge-order\n${playerId}\n${index}`).digest("base64url");
  return shuffled(
    seededRandom(seed),
    Array.from({ length: optionCount }, (_, option) => option),
  );
}

/** The options as this player sees them. */
export function shownOptions<T>(options: readonly T[], order: readonly number[]): T[] {
  return order.map((option) => options[option]!);
}

/** The question's own option for the position the player chose; null for a position it does not have. */
export function questionChoice(shown: number, order: readonly number[]): number | null {
  return order[shown] ?? null;
}

/** The position the player sees the question's option `option` at. */
export function shownChoice(option: number, order: readonly number[]): number {
  return order.indexOf(option);
}
