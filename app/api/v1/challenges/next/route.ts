import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { refusalResponse } from "@/lib/http/refusal";
import { nextQuestion } from "@/lib/challenges/play";
import { challengeBodySchema } from "@/lib/challenges/schema";
import { playerOf } from "@/lib/challenges/who";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/challenges/next { challengeId } → { question } (its position and payload, the options in this
 * player's own order, never the answer) or { finished: { score, total, timeMs, keys } }. The same question until
 * it is answered (served afresh once its 15 minutes have passed); the first one served starts the player's clock.
 * 409 not joined, 410 closed or over.
 */
export const POST = apiRoute({ user: "optional", body: challengeBodySchema }, async ({ userId, data, request }) => {
  const who = playerOf(userId, request);
  if (!who) return refusalResponse(CHALLENGE_REFUSALS, { notJoined: true });
  const outcome = await nextQuestion(data.challengeId, who);
  return "question" in outcome || "finished" in outcome ? Response.json(outcome) : refusalResponse(CHALLENGE_REFUSALS, outcome);
});
