import "server-only";
import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { recordReading } from "@/lib/reader/readings";
import { STORY_SLUG } from "./story-files";
import { storyBySlug, storyUsage } from "./stories";

// A story read to its end (its page tells when the learner gets there): a
// reading of "story:<slug>" with every headword the story uses, for
// /progress's words met in reading (lib/reader/readings.ts).

const NOT_A_SLUG = "story must be a story's slug.";

/** POST /reader/read { story }. */
export const storyReadBodySchema = z.object(
  { story: z.string({ error: NOT_A_SLUG }).max(100, { error: NOT_A_SLUG }).regex(STORY_SLUG, { error: NOT_A_SLUG }), userId: claimedUserIdSchema },
  { error: "Expected a JSON object." },
);

export const STORY_NOT_FOUND = "Story not found.";

export async function recordStoryRead(userId: string, slug: string): Promise<{ ok: true } | { notFound: true }> {
  const story = storyBySlug(slug);
  const usage = story && storyUsage().find((entry) => entry.story === story);
  if (!usage) return { notFound: true };
  await recordReading(userId, `story:${slug}`, [...usage.words.keys()]);
  return { ok: true };
}
