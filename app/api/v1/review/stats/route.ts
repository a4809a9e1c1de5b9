import { jsonHandler } from "@/lib/http/json";
import { userQuery } from "@/lib/http/user-request";
import { reviewStats } from "@/lib/review/stats";
import { userQuerySchema } from "@/lib/validations/review";

/** GET /api/v1/review/stats → what /progress shows (lib/review/types: ReviewStats). */
export const GET = jsonHandler("GET /api/v1/review/stats", async (request) => {
  const input = await userQuery(request, userQuerySchema);
  if ("response" in input) return input.response;
  return Response.json(await reviewStats(input.userId));
});
