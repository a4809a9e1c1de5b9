import { apiRoute } from "@/lib/http/route";
import { wordSearchQuerySchema } from "@/lib/words/schema";
import { closeWords, searchWords } from "@/lib/words/word-search";

/**
 * GET /api/v1/word/search?q=ser → { words: ["series", …], closeWords: [] }: up to 10: the word and what it is
 * a form of (went → go), then prefix matches, then contains-matches; when none, up to 5 close spellings
 * (definately → definitely) for the not-found page. Public; no session.
 */
export const GET = apiRoute({ user: "none", query: wordSearchQuerySchema }, async ({ data }) => {
  // The same answer for everyone until the next deployment: browsers may keep it an hour.
  const words = searchWords(data.q);
  return Response.json({ words, closeWords: words.length ? [] : closeWords(data.q) }, { headers: { "Cache-Control": "public, max-age=3600" } });
});
