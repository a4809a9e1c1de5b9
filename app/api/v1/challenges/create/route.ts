import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { CHALLENGE_MESSAGES } from "@/lib/challenges/messages";
import { refusalResponse } from "@/lib/http/refusal";
import { createChallenge } from "@/lib/challenges/play";
import { createBodySchema } from "@/lib/challenges/schema";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/challenges/create { title?, kind, source, band? } → 201 { id, path }: ten questions fixed now,
 * from the learner's favourites, words due, a band of the word set or the confusable sets. 422 too few words,
 * 429 past the per-learner or per-client budget.
 */
export const POST = apiRoute({ body: createBodySchema }, async ({ userId, data, request }) => {
  const outcome = await createChallenge(userId, data, request.headers);
  if (!("ok" in outcome)) return refusalResponse(CHALLENGE_REFUSALS, outcome, CHALLENGE_MESSAGES.tooMany);
  return Response.json({ id: outcome.ok.id, path: `/challenge/${outcome.ok.id}` }, { status: 201 });
});
