import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { undoLastGrade } from "@/lib/review/grading";
import { REVIEW_MESSAGES } from "@/lib/review/messages";
import { undoBodySchema } from "@/lib/review/schema";

/**
 * POST /api/v1/review/undo { reviewId? } → { card, counts, reviewedToday, nextDue, undone }: undoes the
 * learner's last grade. With reviewId, only if that is still the last grade (409 otherwise), so a retry never undoes two.
 */
export const POST = apiRoute({ body: undoBodySchema }, async ({ userId, data }) => {
  const outcome = await undoLastGrade(userId, data.reviewId);
  if ("nothingToUndo" in outcome) return jsonError(404, REVIEW_MESSAGES.nothingToUndo);
  if ("notLastGrade" in outcome) return jsonError(409, REVIEW_MESSAGES.notLastGrade);
  return Response.json(outcome.ok);
});
