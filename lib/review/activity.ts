import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// review_activity: grades per learner, day and rating, kept in step with
// review_logs inside the grade's or the undo's own transaction, so the
// progress charts read at most a few hundred rows a year instead of a
// learner's whole log.

const REVIEW_STATE = 2;

/** Counts a grade in (change 1) or out of (change -1) the learner's activity on `day` (YYYY-MM-DD). */
export async function countGrade(
  tx: Prisma.TransactionClient,
  userId: string,
  grade: { day: string; rating: number; stateBefore: number },
  change: 1 | -1,
): Promise<void> {
  const reviewState = grade.stateBefore === REVIEW_STATE ? change : 0;
  await tx.$executeRaw`
    INSERT INTO review_activity (user_id, day, rating, reviews, review_state)
    VALUES (${userId}, ${grade.day}::date, ${grade.rating}, ${change}, ${reviewState})
    ON CONFLICT (user_id, day, rating) DO UPDATE
    SET reviews = review_activity.reviews + EXCLUDED.reviews, review_state = review_activity.review_state + EXCLUDED.review_state`;
}
