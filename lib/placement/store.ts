import "server-only";
import { kysely } from "@/lib/db";
import { insertGuardedRow, writeUserStatement } from "@/lib/users/user-lock";
import { wordSet } from "@/lib/words/word-set";
import { placementFromEstimate, type PlacementLevel } from "./estimate";

// A learner's placement: one row per learner (placements), replaced by a
// retake. What a placement does to their words is lib/known's (lib/known/level.ts
// reads the level alone there: lib/placement builds on lib/practice, which
// asks lib/known for spot checks).

export interface Placement extends PlacementLevel {
  takenAt: Date;
}

/** How many words the word set has. */
export function wordCount(): number {
  return wordSet().alphabetical.length;
}

/** Stores the placement `knownWords` gives (a retake replaces the last one) and returns it. */
export async function savePlacement(userId: string, knownWords: number, now: Date): Promise<Placement> {
  const placement = { ...placementFromEstimate(knownWords, wordCount()), takenAt: now };
  const row = { known_words: placement.knownWords, band: placement.band, level: placement.level, taken_at: placement.takenAt };
  await writeUserStatement(userId, (guard) =>
    insertGuardedRow("placements", { user_id: userId, ...row }, guard)
      .onConflict((conflict) => conflict.column("user_id").doUpdateSet(row))
      .execute(),
  );
  return placement;
}

/** The learner's placement, or null before their first test. */
export async function placementOf(userId: string): Promise<Placement | null> {
  const row = await kysely()
    .selectFrom("placements")
    .select(["known_words as knownWords", "band", "level", "taken_at as takenAt"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ?? null;
}
