import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { refusalResponse } from "@/lib/http/refusal";
import { closeChallenge } from "@/lib/challenges/play";
import { challengeBodySchema } from "@/lib/challenges/schema";
import { apiRoute } from "@/lib/http/route";

/** POST /api/v1/challenges/close { challengeId } → { closed: true }: the creator stops it taking answers. 404 not theirs. */
export const POST = apiRoute({ body: challengeBodySchema }, async ({ userId, data }) => {
  if (!(await closeChallenge(userId, data.challengeId))) return refusalResponse(CHALLENGE_REFUSALS, { notFound: true });
  return Response.json({ closed: true });
});
