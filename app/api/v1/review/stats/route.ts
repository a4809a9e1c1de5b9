import { apiRoute } from "@/lib/http/route";
import { reviewStats } from "@/lib/review/stats";
import { userQuerySchema } from "@/lib/review/schema";

/** GET /api/v1/review/stats → what /progress shows (lib/review/types: ReviewStats). */
export const GET = apiRoute({ query: userQuerySchema }, async ({ userId }) => {
  return Response.json(await reviewStats(userId));
});
