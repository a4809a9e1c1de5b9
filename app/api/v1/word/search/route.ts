import { apiRoute } from "@/lib/http/route";
import { wordSearchQuerySchema } from "@/lib/words/schema";
import { closeWords, SEARCH_CACHE_CONTROL, searchIdioms, searchWords } from "@/lib/words/word-search";

/**
 * GET /api/v1/word/search?q=ser → { words: ["series", …], idioms: [{ idiom, href }], closeWords: [] }: up to 10
 * words: the word and what it is a form of (went → go), then prefix matches, then contains-matches; up to 10
 * idioms with their pages ("bucket" → kick the bucket); when no word is found, up to 5 close spellings
 * (definately → definitely) for the not-found page. Public; no session.
 */
export const GET = apiRoute({ user: "none", query: wordSearchQuerySchema }, async ({ data }) => {
  // The same answer for everyone until the next deployment.
  const words = searchWords(data.q);
  return Response.json(
    { words, idioms: searchIdioms(data.q), closeWords: words.length ? [] : closeWords(data.q) },
    { headers: { "Cache-Control": SEARCH_CACHE_CONTROL } },
  );
});
