import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { refusalResponse } from "@/lib/http/refusal";
import { claimVisitorPlay } from "@/lib/challenges/play";
import { challengeBodySchema } from "@/lib/challenges/schema";
import { requestVisitorId } from "@/lib/challenges/visitor";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/challenges/claim { challengeId } → { score, answered }: after signing up, keeps what this
 * browser played as a visitor (its player cookie) as the learner's, missed words into the deck.
 * 404 nothing to keep, 409 the learner played this challenge already.
 */
export const POST = apiRoute({ body: challengeBodySchema }, async ({ userId, data, request }) => {
  const visitorId = requestVisitorId(request);
  if (!visitorId) return refusalResponse(CHALLENGE_REFUSALS, { nothingToClaim: true });
  const outcome = await claimVisitorPlay(userId, data.challengeId, visitorId);
  return "ok" in outcome ? Response.json(outcome.ok) : refusalResponse(CHALLENGE_REFUSALS, outcome);
});
