import { apiRoute } from "@/lib/http/route";
import { startWithNewWords } from "@/lib/review/starter-deck";
import { startBodySchema } from "@/lib/review/schema";

/** POST /api/v1/review/start {} → { added, newInDeck, cards, counts, reviewedToday, nextDue }: the deck filled up to 10 new cards, and today's queue. */
export const POST = apiRoute({ body: startBodySchema }, async ({ userId }) => {
  return Response.json(await startWithNewWords(userId));
});
