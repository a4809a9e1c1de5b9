import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { refusalResponse } from "@/lib/http/refusal";
import { CHALLENGE_MESSAGES } from "@/lib/challenges/messages";
import { joinChallenge } from "@/lib/challenges/play";
import { joinBodySchema } from "@/lib/challenges/schema";
import { newVisitorId, requestVisitorId, visitorCookie } from "@/lib/challenges/visitor";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/challenges/join { challengeId, nickname? } → { answered, score, finished }: a signed-in learner
 * plays under their name, a visitor under the nickname (the browser's player cookie is set). Joining again gives
 * the play back; a learner whose browser played it as a visitor keeps that play. A full challenge gives an idle
 * join's place, and a learner a place of a visitor who has answered nothing. 404 no such challenge, 410 closed or
 * over, 409 full, 429 too many visitors joining (per client, and paced per challenge).
 */
export const POST = apiRoute({ user: "optional", body: joinBodySchema }, async ({ userId, data, request }) => {
  const cookieVisitorId = requestVisitorId(request);
  const visitorId = userId === null ? (cookieVisitorId ?? newVisitorId()) : null;
  const who = userId !== null ? { userId } : { visitorId: visitorId! };
  const outcome = await joinChallenge(data.challengeId, who, data.nickname, request.headers, userId !== null ? cookieVisitorId : null);
  if (!("ok" in outcome)) return refusalResponse(CHALLENGE_REFUSALS, outcome, CHALLENGE_MESSAGES.tooManyJoins);
  const response = Response.json(outcome.ok);
  if (visitorId) response.headers.append("set-cookie", visitorCookie(request, visitorId));
  return response;
});
