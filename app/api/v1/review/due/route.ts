import { apiRoute } from "@/lib/http/route";
import { dueQueue } from "@/lib/review/queue";
import { dueQuerySchema } from "@/lib/review/schema";

/** GET /api/v1/review/due[?limit=0-20] → { cards: [{ card, word, intervals }], counts: { due, learning, newLeft }, reviewedToday, nextDue } */
export const GET = apiRoute({ query: dueQuerySchema }, async ({ userId, data }) => {
  return Response.json(await dueQueue(userId, { limit: data.limit }));
});
