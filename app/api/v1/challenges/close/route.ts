import { refusalResponse } from "@/lib/challenges/http";
import { closeChallenge } from "@/lib/challenges/play";
import { challengeBodySchema } from "@/lib/challenges/schema";
import { apiRoute } from "@/lib/http/route";

/** POST /api/v1/challenges/close { challengeId } → { closed: true }: the creator stops it taking answers. 404 not theirs. */
export const POST = apiRoute({ body: challengeBodySchema }, async ({ userId, data }) => {
  if (!(await closeChallenge(userId, data.challengeId))) return refusalResponse({ notFound: true });
  return Response.json({ closed: true });
});
