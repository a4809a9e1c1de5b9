import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { overrideAnswer } from "@/lib/practice/answer";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import { questionBodySchema } from "@/lib/practice/schema";

/**
 * POST /api/v1/practice/override { questionId } → AnswerResult with the new grade: "I was right" on a typed
 * answer marked wrong, once; the miss is undone and the card graded Good (logged as an override).
 * 404 not the learner's question; 409 not answered yet, not a typed miss, overridden already, or another grade came since.
 */
export const POST = apiRoute({ body: questionBodySchema }, async ({ userId, data }) => {
  const outcome = await overrideAnswer(userId, data.questionId);
  if ("ok" in outcome) return Response.json(outcome.ok);
  if ("notFound" in outcome) return jsonError(404, PRACTICE_MESSAGES.questionNotFound);
  if ("answerFirst" in outcome) return jsonError(409, PRACTICE_MESSAGES.answerFirst);
  if ("used" in outcome) return jsonError(409, PRACTICE_MESSAGES.overrideUsed);
  if ("tooLate" in outcome) return jsonError(409, PRACTICE_MESSAGES.overrideTooLate);
  return jsonError(409, PRACTICE_MESSAGES.overrideNotAllowed);
});
