import { jsonHandler } from "@/lib/http/json";
import { userQuery } from "@/lib/http/user-request";
import { dueQueue } from "@/lib/review/queue";
import { dueQuerySchema } from "@/lib/validations/review";

/** GET /api/v1/review/due[?limit=0-20] → { cards: [{ card, word, intervals }], counts: { due, learning, newLeft }, reviewedToday, nextDue } */
export const GET = jsonHandler("GET /api/v1/review/due", async (request) => {
  const input = await userQuery(request, dueQuerySchema);
  if ("response" in input) return input.response;
  return Response.json(await dueQueue(input.userId, { limit: input.data.limit }));
});
