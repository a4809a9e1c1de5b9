import "server-only";
import { sql, type Expression, type QueryCreator, type SqlBool } from "kysely";
import type { DB, Transaction } from "@/lib/db";
import { MAX_COUNTED_ANSWER_MS } from "./goal";

// review_activity: grades per learner, day and rating, kept in step with
// review_logs inside the grade's or the undo's transaction, so the
// progress charts read at most a few hundred rows a year instead of a
// learner's whole log.

const NEW_STATE = 0;
const REVIEW_STATE = 2;

export type Counts = { reviews: number; review_state: number; new_cards: number; duration_ms: number };

/** What a grade adds to (change 1) or takes from (change -1) its day's row. */
export function gradeCounts(grade: CountedGrade, change: 1 | -1): Counts {
  return {
    duration_ms: change * Math.min(Math.max(0, grade.durationMs), MAX_COUNTED_ANSWER_MS),
    reviews: change,
    review_state: grade.stateBefore === REVIEW_STATE ? change : 0,
    new_cards: grade.stateBefore === NEW_STATE ? change : 0,
  };
}

export type CountedGrade = { day: string; rating: number; stateBefore: number; durationMs: number };

/**
 * The INSERT that adds `counts` to the learner's row for `day` and `rating`
 * (made at zero when missing); only when `when` holds, if given (a grade's
 * statement counts itself only if it wrote the card: lib/review/grading.ts).
 */
function activityUpsert(db: QueryCreator<DB>, userId: string, day: string, rating: number, counts: Counts, when?: Expression<SqlBool>) {
  return db
    .insertInto("review_activity")
    .columns(["user_id", "day", "rating", "reviews", "review_state", "new_cards", "duration_ms"])
    .expression(() => {
      // Typed here: an INSERT's SELECT gives its parameters no type from the columns.
      const row = db.selectNoFrom([
        sql<string>`${userId}::text`.as("user_id"),
        sql<Date>`${day}::date`.as("day"),
        sql<number>`${rating}::smallint`.as("rating"),
        sql<number>`${counts.reviews}::integer`.as("reviews"),
        sql<number>`${counts.review_state}::integer`.as("review_state"),
        sql<number>`${counts.new_cards}::integer`.as("new_cards"),
        sql<bigint>`${counts.duration_ms}::bigint`.as("duration_ms"),
      ]);
      return when ? row.where(when) : row;
    })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "day", "rating"]).doUpdateSet((eb) => ({
        reviews: eb("review_activity.reviews", "+", eb.ref("excluded.reviews")),
        review_state: eb("review_activity.review_state", "+", eb.ref("excluded.review_state")),
        new_cards: eb("review_activity.new_cards", "+", eb.ref("excluded.new_cards")),
        duration_ms: eb("review_activity.duration_ms", "+", eb.ref("excluded.duration_ms")),
      })),
    );
}

/** Counts a grade in (change 1) or out of (change -1) the learner's activity on `day` (YYYY-MM-DD). */
export async function countGrade(tx: Transaction, userId: string, grade: CountedGrade, change: 1 | -1): Promise<void> {
  await activityUpsert(tx, userId, grade.day, grade.rating, gradeCounts(grade, change)).execute();
}

/** countGrade's INSERT of a grade's `counts` (gradeCounts, change 1) for a statement of its own: counted only when `when` holds. */
export function gradeCountUpsert(db: QueryCreator<DB>, userId: string, day: string, rating: number, counts: Counts, when: Expression<SqlBool>) {
  return activityUpsert(db, userId, day, rating, counts, when);
}

/**
 * Counts a word entering the deck from a flashcard (Remember / Not
 * remembered) on `day`: a new-card slot of the day's allowance, not a review
 * (`reviews` stays as it is, so every chart and count leaves it out).
 */
export async function countDeckEntry(tx: Transaction, userId: string, entry: { day: string; rating: number }): Promise<void> {
  await activityUpsert(tx, userId, entry.day, entry.rating, { reviews: 0, review_state: 0, new_cards: 1, duration_ms: 0 }).execute();
}
