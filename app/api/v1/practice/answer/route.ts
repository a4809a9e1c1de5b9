import { NOT_SIGNED_IN, jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { answerQuestion } from "@/lib/practice/answer";
import { isDemoId } from "@/lib/practice/demo-token";
import { refusalResponse } from "@/lib/http/refusal";
import { PRACTICE_REFUSALS } from "@/lib/practice/refusals";
import { answerBodySchema } from "@/lib/practice/schema";

/**
 * POST /api/v1/practice/answer { questionId, answer: { choice } | { text } | { pairs }, durationMs } → AnswerResult.
 * Checked on the server and graded into the schedule once: answered already 409 (the same answer again gets the
 * first result), expired 410, not the learner's 404, an answer that does not fit the question 400. A visitor's
 * demo question is checked and nothing is graded.
 */
export const POST = apiRoute({ user: "optional", body: answerBodySchema }, async ({ userId, data }) => {
  if (userId === null && !isDemoId(data.questionId)) return jsonError(401, NOT_SIGNED_IN);
  const outcome = await answerQuestion(userId, data);
  return "ok" in outcome ? Response.json(outcome.ok) : refusalResponse(PRACTICE_REFUSALS, outcome);
});
