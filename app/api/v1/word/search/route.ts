import { jsonHandler, parseQuery } from "@/lib/http/json";
import { wordSearchQuerySchema } from "@/lib/validations/word-search";
import { searchWords } from "@/lib/words/word-search";

/** GET /api/v1/word/search?q=ser → { words: ["serendipity", …] }: up to 10, prefix matches first, then contains-matches. Public; no session. */
export const GET = jsonHandler("GET /api/v1/word/search", async (request) => {
  const input = parseQuery(request, wordSearchQuerySchema);
  if ("response" in input) return input.response;
  // The same answer for everyone until the next deployment: browsers may keep it an hour.
  return Response.json({ words: searchWords(input.data.q) }, { headers: { "Cache-Control": "public, max-age=3600" } });
});
