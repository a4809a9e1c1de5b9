import "server-only";
import { kysely } from "@/lib/db";
import { withLease } from "@/lib/rate-limit/lease";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { estimateDailyReviews, MINIMUM_REVIEWS, optimizeParameters, type GradeValue, type ReviewLogRow } from "./optimizer";
import { reviewSettings, updateReviewSettings } from "./settings";

// "Optimize my schedule": fit FSRS weights to the learner's own history with
// the open-spaced-repetition optimizer (lib/review/optimizer.ts), store them,
// and say what they change. Used by POST /api/v1/review/optimize and by
// `npm run review:optimize` (docs/review-optimizer.md).

export interface OptimizeResult {
  parameters: number[];
  reviews: number;
  before: { reviewsPerDay: number };
  after: { reviewsPerDay: number };
}

export type OptimizeOutcome = { ok: OptimizeResult } | { tooFewReviews: number } | { alreadyRunning: true };

// One fit at a time per learner, across instances: a fit takes seconds of CPU
// and holds the learner's whole history in memory, so a learner (or a script
// in a loop) must not start many at once. The lease (lib/rate-limit/lease.ts)
// outlives the route's maxDuration (60 s), so a crashed instance frees it.
const LEASE_SECONDS = 90;

/** The lease's rate-limit key (`:user:<id>`, so deleting the account removes it). */
export function optimizerLeaseKey(userId: string): string {
  return `review-optimize:user:${userId}`;
}

export async function optimizeForUser(userId: string, now = new Date()): Promise<OptimizeOutcome> {
  checkedUserId(userId);
  const outcome = await withLease(optimizerLeaseKey(userId), LEASE_SECONDS, () => optimizeWithLease(userId, now));
  return outcome.ran ? outcome.value : { alreadyRunning: true };
}

async function optimizeWithLease(userId: string, now: Date): Promise<OptimizeOutcome> {
  const settings = await reviewSettings(userId);
  const logs = await kysely()
    .selectFrom("review_logs")
    .select(["word_index as wordIndex", "direction", "rating", "state", "reviewed_at as reviewedAt"])
    .where("user_id", "=", userId)
    .orderBy("word_index")
    .orderBy("direction")
    .orderBy("reviewed_at")
    .orderBy("id")
    .execute();
  if (logs.length < MINIMUM_REVIEWS) return { tooFewReviews: logs.length };
  // One card per word and direction; a removed card's logs keep their word index and direction.
  const rows: ReviewLogRow[] = logs.map((log) => ({
    cardId: `${log.wordIndex}:${log.direction}`,
    rating: log.rating as GradeValue,
    reviewedAt: log.reviewedAt,
    state: log.state,
  }));
  const parameters = await optimizeParameters(rows, settings.timeZone);
  const workload = { timeZone: settings.timeZone, now, desiredRetention: settings.desiredRetention };
  const before = estimateDailyReviews(rows, settings.parameters, workload);
  const after = estimateDailyReviews(rows, parameters, workload);
  await updateReviewSettings(userId, { parameters: { weights: parameters, optimizedOn: logs.length } });
  return { ok: { parameters, reviews: logs.length, before: { reviewsPerDay: before }, after: { reviewsPerDay: after } } };
}
