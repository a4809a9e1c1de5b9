import { jsonError, jsonHandler } from "@/lib/http/json";
import { userBody } from "@/lib/http/user-request";
import { NO_SUCH_WORD } from "@/lib/marks/mark-routes";
import { addToDeck } from "@/lib/review/deck";
import { wordRequestSchema } from "@/lib/validations/review";

/** POST /api/v1/review/add { wordIndex } → { added, inDeck: true }: the word joins the deck as a new card, due now. */
export const POST = jsonHandler("POST /api/v1/review/add", async (request) => {
  const input = await userBody(request, wordRequestSchema);
  if ("response" in input) return input.response;
  const result = await addToDeck(input.userId, input.data.wordIndex);
  if (!result) return jsonError(404, NO_SUCH_WORD);
  return Response.json({ added: result.added, inDeck: true });
});
