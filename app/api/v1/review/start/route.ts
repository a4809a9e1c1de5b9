import { jsonHandler } from "@/lib/http/json";
import { userBody } from "@/lib/http/user-request";
import { startWithNewWords } from "@/lib/review/starter-deck";
import { startBodySchema } from "@/lib/validations/review";

/** POST /api/v1/review/start {} → { added, newInDeck, cards, counts, reviewedToday, nextDue }: the deck filled up to 10 new cards, and today's queue. */
export const POST = jsonHandler("POST /api/v1/review/start", async (request) => {
  const input = await userBody(request, startBodySchema);
  if ("response" in input) return input.response;
  return Response.json(await startWithNewWords(input.userId));
});
