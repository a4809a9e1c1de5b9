import "server-only";
import { sql } from "kysely";
import type { Transaction } from "@/lib/db";
import { MAX_COUNTED_ANSWER_MS } from "./goal";

// review_activity: grades per learner, day and rating, kept in step with
// review_logs inside the grade's or the undo's transaction, so the
// progress charts read at most a few hundred rows a year instead of a
// learner's whole log.

const NEW_STATE = 0;
const REVIEW_STATE = 2;

type Counts = { reviews: number; review_state: number; new_cards: number; duration_ms: number };

/** Adds `counts` to the learner's row for `day` and `rating` (made at zero when missing). */
async function addToActivity(tx: Transaction, userId: string, day: string, rating: number, counts: Counts): Promise<void> {
  await tx
    .insertInto("review_activity")
    .values({ user_id: userId, day, rating, ...counts, duration_ms: sql<bigint>`${counts.duration_ms}::bigint` })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "day", "rating"]).doUpdateSet((eb) => ({
        reviews: eb("review_activity.reviews", "+", eb.ref("excluded.reviews")),
        review_state: eb("review_activity.review_state", "+", eb.ref("excluded.review_state")),
        new_cards: eb("review_activity.new_cards", "+", eb.ref("excluded.new_cards")),
        duration_ms: eb("review_activity.duration_ms", "+", eb.ref("excluded.duration_ms")),
      })),
    )
    .execute();
}

/** Counts a grade in (change 1) or out of (change -1) the learner's activity on `day` (YYYY-MM-DD). */
export async function countGrade(
  tx: Transaction,
  userId: string,
  grade: { day: string; rating: number; stateBefore: number; durationMs: number },
  change: 1 | -1,
): Promise<void> {
  await addToActivity(tx, userId, grade.day, grade.rating, {
    duration_ms: change * Math.min(Math.max(0, grade.durationMs), MAX_COUNTED_ANSWER_MS),
    reviews: change,
    review_state: grade.stateBefore === REVIEW_STATE ? change : 0,
    new_cards: grade.stateBefore === NEW_STATE ? change : 0,
  });
}

/**
 * Counts a word entering the deck from a flashcard (Remember / Not
 * remembered) on `day`: a new-card slot of the day's allowance, not a review
 * (`reviews` stays as it is, so every chart and count leaves it out).
 */
export async function countDeckEntry(tx: Transaction, userId: string, entry: { day: string; rating: number }): Promise<void> {
  await addToActivity(tx, userId, entry.day, entry.rating, { reviews: 0, review_state: 0, new_cards: 1, duration_ms: 0 });
}
