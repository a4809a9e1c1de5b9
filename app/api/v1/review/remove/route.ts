import { apiRoute } from "@/lib/http/route";
import { removeFromDeck } from "@/lib/review/deck";
import { wordRequestSchema } from "@/lib/review/schema";

/** POST /api/v1/review/remove { wordIndex } → { removed, inDeck: false }. The word's past grades stay in the history. */
export const POST = apiRoute({ body: wordRequestSchema }, async ({ userId, data }) => {
  const { removed } = await removeFromDeck(userId, data.wordIndex);
  return Response.json({ removed, inDeck: false });
});
