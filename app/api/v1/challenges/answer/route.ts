import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { refusalResponse } from "@/lib/http/refusal";
import { answerChallenge } from "@/lib/challenges/play";
import { answerBodySchema } from "@/lib/challenges/schema";
import { playerOf } from "@/lib/challenges/who";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/challenges/answer { challengeId, index, answer: { choice } | { text } } → right or not, the score,
 * and once the last is answered the time and every key (never a key before). A choice is a position in this
 * player's own order of the options; an answer sent within MIN_ANSWER_MS of its question is not counted (tooFast). Each question once and in order: 409 answered, out of order or not
 * served yet; 410 late (15 minutes after it was served), closed or over; 400 an answer that does not fit.
 */
export const POST = apiRoute({ user: "optional", body: answerBodySchema }, async ({ userId, data, request }) => {
  const who = playerOf(userId, request);
  if (!who) return refusalResponse(CHALLENGE_REFUSALS, { notJoined: true });
  const outcome = await answerChallenge(data.challengeId, who, data.index, data.answer);
  return "ok" in outcome ? Response.json(outcome.ok) : refusalResponse(CHALLENGE_REFUSALS, outcome);
});
