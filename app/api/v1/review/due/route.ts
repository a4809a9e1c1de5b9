import { apiRoute } from "@/lib/http/route";
import { dueQueue } from "@/lib/review/queue";
import { OFFLINE_DECK_LIMIT, dueQuerySchema } from "@/lib/review/schema";

/**
 * GET /api/v1/review/due[?limit=0-20][&offline=1] → { cards: [{ card, word, intervals }], counts: { due, learning, newLeft }, reviewedToday, nextDue }
 * offline=1: the day's queue up to OFFLINE_DECK_LIMIT cards, which /review keeps for reviewing offline.
 */
export const GET = apiRoute({ query: dueQuerySchema }, async ({ userId, data }) => {
  return Response.json(await dueQueue(userId, { limit: data.offline ? OFFLINE_DECK_LIMIT : data.limit }));
});
