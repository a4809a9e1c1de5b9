import { jsonHandler } from "@/lib/http/json";
import { userQuery } from "@/lib/http/user-request";
import { dueQueue } from "@/lib/review/queue";
import { userQuerySchema } from "@/lib/validations/review";

/** GET /api/v1/review/due → { cards: [{ card, word, intervals }], counts: { due, learning, newLeft }, reviewedToday, nextDue } */
export const GET = jsonHandler("GET /api/v1/review/due", async (request) => {
  const input = await userQuery(request, userQuerySchema);
  if ("response" in input) return input.response;
  return Response.json(await dueQueue(input.userId));
});
