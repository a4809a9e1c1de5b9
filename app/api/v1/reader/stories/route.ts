import { apiRoute } from "@/lib/http/route";
import { storiesForYouQuerySchema } from "@/lib/reader/schema";
import { storiesForLearner } from "@/lib/stories/story-fit";

/**
 * GET /api/v1/reader/stories?limit=3 → { stories: [{ slug, title, band, href, minutes, known, due, fits }], placed }:
 * the stories best for the learner first (lib/stories/story-fit.ts), and whether the vocabulary test has placed them.
 */
export const GET = apiRoute({ query: storiesForYouQuerySchema }, async ({ userId, data }) => {
  const { stories, placed } = await storiesForLearner(userId);
  return Response.json({ stories: stories.slice(0, data.limit), placed });
});
