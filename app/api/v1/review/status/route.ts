import { apiRoute } from "@/lib/http/route";
import { inDeck } from "@/lib/review/deck";
import { wordRequestSchema } from "@/lib/review/schema";

/** GET /api/v1/review/status?wordIndex=N → { inDeck } (the flashcard's Add to review button). */
export const GET = apiRoute({ query: wordRequestSchema }, async ({ userId, data }) => {
  return Response.json({ inDeck: await inDeck(userId, data.wordIndex) });
});
