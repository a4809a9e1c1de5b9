import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { NO_SUCH_WORD } from "@/lib/marks/mark-routes";
import { addToDeck } from "@/lib/review/deck";
import { wordRequestSchema } from "@/lib/review/schema";

/** POST /api/v1/review/add { wordIndex } → { added, inDeck: true }: the word joins the deck as a new card, due now. */
export const POST = apiRoute({ body: wordRequestSchema }, async ({ userId, data }) => {
  const result = await addToDeck(userId, data.wordIndex);
  if (!result) return jsonError(404, NO_SUCH_WORD);
  return Response.json({ added: result.added, inDeck: true });
});
