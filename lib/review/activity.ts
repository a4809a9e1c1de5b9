import "server-only";
import { kyselyIn, type Transaction } from "@/lib/db";

// review_activity: grades per learner, day and rating, kept in step with
// review_logs inside the grade's or the undo's own transaction, so the
// progress charts read at most a few hundred rows a year instead of a
// learner's whole log.

const NEW_STATE = 0;
const REVIEW_STATE = 2;

/** Counts a grade in (change 1) or out of (change -1) the learner's activity on `day` (YYYY-MM-DD). */
export async function countGrade(tx: Transaction, userId: string, grade: { day: string; rating: number; stateBefore: number }, change: 1 | -1): Promise<void> {
  const reviewState = grade.stateBefore === REVIEW_STATE ? change : 0;
  const newCards = grade.stateBefore === NEW_STATE ? change : 0;
  await kyselyIn(tx)
    .insertInto("review_activity")
    .values({ user_id: userId, day: grade.day, rating: grade.rating, reviews: change, review_state: reviewState, new_cards: newCards })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "day", "rating"]).doUpdateSet((eb) => ({
        reviews: eb("review_activity.reviews", "+", eb.ref("excluded.reviews")),
        review_state: eb("review_activity.review_state", "+", eb.ref("excluded.review_state")),
        new_cards: eb("review_activity.new_cards", "+", eb.ref("excluded.new_cards")),
      })),
    )
    .execute();
}

/**
 * Counts a word entering the deck from a flashcard (Remember / Not
 * remembered) on `day`: a new-card slot of the day's allowance, not a review
 * (`reviews` stays as it is, so every chart and count leaves it out).
 */
export async function countDeckEntry(tx: Transaction, userId: string, entry: { day: string; rating: number }): Promise<void> {
  await kyselyIn(tx)
    .insertInto("review_activity")
    .values({ user_id: userId, day: entry.day, rating: entry.rating, reviews: 0, review_state: 0, new_cards: 1 })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "day", "rating"]).doUpdateSet((eb) => ({ new_cards: eb("review_activity.new_cards", "+", eb.lit(1)) })),
    )
    .execute();
}
