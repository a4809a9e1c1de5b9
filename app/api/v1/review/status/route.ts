import { apiRoute } from "@/lib/http/route";
import { inDeck } from "@/lib/review/deck";
import { wordQuerySchema } from "@/lib/validations/review";

/** GET /api/v1/review/status?wordIndex=N → { inDeck } (the flashcard's Add to review button). */
export const GET = apiRoute({ query: wordQuerySchema }, async ({ userId, data }) => {
  return Response.json({ inDeck: await inDeck(userId, data.wordIndex) });
});
