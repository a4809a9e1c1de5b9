import { jsonHandler } from "@/lib/http/json";
import { userQuery } from "@/lib/http/user-request";
import { inDeck } from "@/lib/review/deck";
import { wordRequestSchema } from "@/lib/validations/review";

/** GET /api/v1/review/status?wordIndex=N → { inDeck } (the flashcard's Add to review button). */
export const GET = jsonHandler("GET /api/v1/review/status", async (request) => {
  const input = await userQuery(request, wordRequestSchema);
  if ("response" in input) return input.response;
  return Response.json({ inDeck: await inDeck(input.userId, input.data.wordIndex) });
});
