import { apiRoute } from "@/lib/http/route";
import { analyseText } from "@/lib/reader/analyse";
import { analyseBodySchema, MAX_ANALYSE_BODY_BYTES } from "@/lib/reader/schema";

/**
 * POST /api/v1/reader/analyse { text } → { tokens, words, coverage, newWords, band }: a text of up to 20,000
 * characters read with the word set, and for a learner with what they know, review and have due, and the band
 * of their level (lib/reader/analyse.ts).
 * Longer text 400, a larger body 413.
 */
export const POST = apiRoute({ user: "optional", body: analyseBodySchema, maxBytes: MAX_ANALYSE_BODY_BYTES }, async ({ userId, data }) => {
  return Response.json(await analyseText(data.text, userId));
});
