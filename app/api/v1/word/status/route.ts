import { wordStatus } from "@/lib/flashcards/word-status";
import { apiRoute } from "@/lib/http/route";
import { wordRequestSchema } from "@/lib/review/schema";

/** GET /api/v1/word/status?wordIndex=N[&userId] → { isFavourite, isRemember, isUnremember, isSeen, inDeck }: a card's whole status in one call. */
export const GET = apiRoute({ query: wordRequestSchema }, async ({ userId, data }) => {
  return Response.json(await wordStatus(userId, data.wordIndex));
});
