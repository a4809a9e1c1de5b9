import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { recordStoryRead, STORY_NOT_FOUND, storyReadBodySchema } from "@/lib/stories/story-read";

/** POST /api/v1/reader/read { story } → { read: true }: the story read to its end, its words met in reading; 404 for no such story. */
export const POST = apiRoute({ body: storyReadBodySchema }, async ({ userId, data }) => {
  const outcome = await recordStoryRead(userId, data.story);
  return "ok" in outcome ? Response.json({ read: true }) : jsonError(404, STORY_NOT_FOUND);
});
