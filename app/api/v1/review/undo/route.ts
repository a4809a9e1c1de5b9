import { refusalResponse } from "@/lib/http/refusal";
import { apiRoute } from "@/lib/http/route";
import { undoLastGrade } from "@/lib/review/grading";
import { REVIEW_REFUSALS } from "@/lib/review/refusals";
import { undoBodySchema } from "@/lib/review/schema";

/**
 * POST /api/v1/review/undo { reviewId? } → { card, counts, reviewedToday, nextDue, undone }: undoes the
 * learner's last grade. With reviewId, only if that is still the last grade (409 otherwise), so a retry never undoes two.
 */
export const POST = apiRoute({ body: undoBodySchema }, async ({ userId, data }) => {
  const outcome = await undoLastGrade(userId, data.reviewId);
  return "ok" in outcome ? Response.json(outcome.ok) : refusalResponse(REVIEW_REFUSALS, outcome);
});
