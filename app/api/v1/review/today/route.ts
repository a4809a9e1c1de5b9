import { apiRoute } from "@/lib/http/route";
import { userQuerySchema } from "@/lib/review/schema";
import { reviewToday } from "@/lib/review/today";

/** GET /api/v1/review/today → { counts, reviewedToday, nextDue, streak, hasCards } (the home page's learner's day). */
export const GET = apiRoute({ query: userQuerySchema }, async ({ userId }) => {
  return Response.json(await reviewToday(userId));
});
