import { apiRoute } from "@/lib/http/route";
import { wordSearchQuerySchema } from "@/lib/words/schema";
import { searchIdioms, searchWords } from "@/lib/words/word-search";

/**
 * GET /api/v1/word/search?q=ser → { words: ["serendipity", …], idioms: [{ idiom, href }] }: up to 10 words: the word
 * and what it is a form of (went → go), then prefix matches, then contains-matches; up to 10 idioms with their pages
 * ("bucket" → kick the bucket). Public; no session.
 */
export const GET = apiRoute({ user: "none", query: wordSearchQuerySchema }, async ({ data }) => {
  // The same answer for everyone until the next deployment: browsers may keep it an hour.
  return Response.json({ words: searchWords(data.q), idioms: searchIdioms(data.q) }, { headers: { "Cache-Control": "public, max-age=3600" } });
});
