import { wordStatus } from "@/lib/flashcards/word-status";
import { jsonHandler } from "@/lib/http/json";
import { userQuery } from "@/lib/http/user-request";
import { wordQuerySchema } from "@/lib/validations/review";

/** GET /api/v1/word/status?wordIndex=N[&userId] → { isFavourite, isRemember, isUnremember, isSeen, inDeck }: a card's whole status in one call. */
export const GET = jsonHandler("GET /api/v1/word/status", async (request) => {
  const input = await userQuery(request, wordQuerySchema);
  if ("response" in input) return input.response;
  return Response.json(await wordStatus(input.userId, input.data.wordIndex));
});
