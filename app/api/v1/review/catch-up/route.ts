import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { catchUpState, startCatchUp } from "@/lib/review/goal-data";
import { startBodySchema, userQuerySchema } from "@/lib/review/schema";
import { reviewSettings } from "@/lib/review/settings";

/** GET /api/v1/review/catch-up → { active, offer, missedDays }: the catch-up plan running, or the one offered after missed days. */
export const GET = apiRoute({ query: userQuerySchema }, async ({ userId }) => {
  return Response.json(await catchUpState(userId, await reviewSettings(userId)));
});

/** POST /api/v1/review/catch-up {} → { active, offer: null, missedDays }: runs the plan offered; 409 when none is. */
export const POST = apiRoute({ body: startBodySchema }, async ({ userId }) => {
  const state = await startCatchUp(userId, await reviewSettings(userId));
  if (!state) return jsonError(409, "There is no catch-up plan to start.");
  return Response.json(state);
});
