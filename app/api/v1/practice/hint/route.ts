import { NOT_SIGNED_IN, jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { hintFor } from "@/lib/practice/answer";
import { isDemoId } from "@/lib/practice/demo-token";
import { refusalResponse } from "@/lib/http/refusal";
import { PRACTICE_REFUSALS } from "@/lib/practice/refusals";
import { questionBodySchema } from "@/lib/practice/schema";

/**
 * POST /api/v1/practice/hint { questionId } → { firstLetter, length }, for a question answered by typing;
 * its right answer then grades Hard at best. 400 for a choice question; 404, 409, 410 as for the answer.
 */
export const POST = apiRoute({ user: "optional", body: questionBodySchema }, async ({ userId, data }) => {
  if (userId === null && !isDemoId(data.questionId)) return jsonError(401, NOT_SIGNED_IN);
  const outcome = await hintFor(userId, data.questionId);
  return "ok" in outcome ? Response.json(outcome.ok) : refusalResponse(PRACTICE_REFUSALS, outcome);
});
