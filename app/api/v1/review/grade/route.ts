import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { gradeWord } from "@/lib/review/grading";
import { REVIEW_MESSAGES } from "@/lib/review/messages";
import { gradeBodySchema } from "@/lib/review/schema";

/**
 * POST /api/v1/review/grade { wordIndex, rating: 1-4, reviewId, durationMs } → { card, counts, reviewedToday, nextDue }.
 * A repeated reviewId returns the first answer and changes nothing; one whose grade was undone is refused (409).
 */
export const POST = apiRoute({ body: gradeBodySchema }, async ({ userId, data }) => {
  const { wordIndex, rating, reviewId, durationMs } = data;
  const outcome = await gradeWord(userId, { wordIndex, rating, reviewId, durationMs });
  if ("notInDeck" in outcome) return jsonError(404, REVIEW_MESSAGES.notInDeck);
  if ("reviewIdTaken" in outcome) return jsonError(409, REVIEW_MESSAGES.reviewIdTaken);
  if ("undone" in outcome) return jsonError(409, REVIEW_MESSAGES.gradeUndone);
  return Response.json(outcome.ok);
});
