import { refusalResponse } from "@/lib/http/refusal";
import { apiRoute } from "@/lib/http/route";
import { overrideAnswer } from "@/lib/practice/answer";
import { PRACTICE_REFUSALS } from "@/lib/practice/refusals";
import { questionBodySchema } from "@/lib/practice/schema";

/**
 * POST /api/v1/practice/override { questionId } → AnswerResult with the new grade: "I was right" on a typed
 * answer marked wrong, once; the miss is undone and the card graded Good (logged as an override).
 * 404 not the learner's question; 409 not answered yet, not a typed miss, overridden already, or another grade came since.
 */
export const POST = apiRoute({ body: questionBodySchema }, async ({ userId, data }) => {
  const outcome = await overrideAnswer(userId, data.questionId);
  return "ok" in outcome ? Response.json(outcome.ok) : refusalResponse(PRACTICE_REFUSALS, outcome);
});
