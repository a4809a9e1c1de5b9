import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { refusalResponse } from "@/lib/http/refusal";
import { answerChallenge } from "@/lib/challenges/play";
import { answerBodySchema } from "@/lib/challenges/schema";
import { playerOf } from "@/lib/challenges/who";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/challenges/answer { challengeId, index, answer: { choice } | { text } } → the check, the score,
 * and the time once the last is answered. Each question once and in order: 409 answered, out of order or not
 * served yet; 410 late (15 minutes after it was served), closed or over; 400 an answer that does not fit.
 */
export const POST = apiRoute({ user: "optional", body: answerBodySchema }, async ({ userId, data, request }) => {
  const who = playerOf(userId, request);
  if (!who) return refusalResponse(CHALLENGE_REFUSALS, { notJoined: true });
  const outcome = await answerChallenge(data.challengeId, who, data.index, data.answer);
  return "ok" in outcome ? Response.json(outcome.ok) : refusalResponse(CHALLENGE_REFUSALS, outcome);
});
