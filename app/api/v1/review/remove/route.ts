import { jsonHandler } from "@/lib/http/json";
import { userBody } from "@/lib/http/user-request";
import { removeFromDeck } from "@/lib/review/deck";
import { wordRequestSchema } from "@/lib/validations/review";

/** POST /api/v1/review/remove { wordIndex } → { removed, inDeck: false }. The word's past grades stay in the history. */
export const POST = jsonHandler("POST /api/v1/review/remove", async (request) => {
  const input = await userBody(request, wordRequestSchema);
  if ("response" in input) return input.response;
  const { removed } = await removeFromDeck(input.userId, input.data.wordIndex);
  return Response.json({ removed, inDeck: false });
});
