import { apiRoute } from "@/lib/http/route";
import { endCatchUp } from "@/lib/review/goal-data";
import { startBodySchema } from "@/lib/review/schema";
import { reviewSettings } from "@/lib/review/settings";

/** POST /api/v1/review/catch-up/end {} → { active: null, offer: null, missedDays }: ends the plan, or declines the offer, for today. */
export const POST = apiRoute({ body: startBodySchema }, async ({ userId }) => {
  return Response.json(await endCatchUp(userId, await reviewSettings(userId)));
});
