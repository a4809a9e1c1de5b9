import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { NO_SUCH_WORD } from "@/lib/marks/mark-routes";
import { addToDeck } from "@/lib/review/deck";
import { addBodySchema } from "@/lib/review/schema";

/**
 * POST /api/v1/review/add { wordIndex, context? } → { added, inDeck: true }: the word joins the deck as a new card, due now.
 * `context`, the sentence the learner met it in, is kept by its cards (one already in the deck keeps the context it has).
 */
export const POST = apiRoute({ body: addBodySchema }, async ({ userId, data }) => {
  const result = await addToDeck(userId, data.wordIndex, new Date(), data.context);
  if (!result) return jsonError(404, NO_SUCH_WORD);
  return Response.json({ added: result.added, inDeck: true });
});
