import { apiRoute } from "@/lib/http/route";
import { startedSets } from "@/lib/practice/contrast-progress";
import { userQuerySchema } from "@/lib/review/schema";

/**
 * GET /api/v1/practice/confusables → { sets: SetProgress[] }: the Ambiguous Words sets the learner has begun
 * (a word of them in the deck), each with every member's reviews, and whether contrast questions on it may start.
 */
export const GET = apiRoute({ query: userQuerySchema }, async ({ userId }) => {
  return Response.json({ sets: await startedSets(userId) });
});
