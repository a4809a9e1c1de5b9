import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// review_activity: grades per learner, 15-minute slot and rating, kept in step
// with review_logs inside the grade's or the undo's own transaction, so the
// progress charts read a few thousand rows instead of a learner's whole log.

export const ACTIVITY_SLOT_MS = 15 * 60_000;
const REVIEW_STATE = 2;

export function activitySlot(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / ACTIVITY_SLOT_MS) * ACTIVITY_SLOT_MS);
}

/** Counts a grade in (change 1) or out of (change -1) the learner's activity. */
export async function countGrade(
  tx: Prisma.TransactionClient,
  userId: string,
  grade: { reviewedAt: Date; rating: number; stateBefore: number },
  change: 1 | -1,
): Promise<void> {
  const reviewState = grade.stateBefore === REVIEW_STATE ? change : 0;
  await tx.$executeRaw`
    INSERT INTO review_activity (user_id, slot, rating, reviews, review_state)
    VALUES (${userId}, ${activitySlot(grade.reviewedAt)}, ${grade.rating}, ${change}, ${reviewState})
    ON CONFLICT (user_id, slot, rating) DO UPDATE
    SET reviews = review_activity.reviews + EXCLUDED.reviews, review_state = review_activity.review_state + EXCLUDED.review_state`;
}
