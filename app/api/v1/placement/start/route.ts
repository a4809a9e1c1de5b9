import { apiRoute } from "@/lib/http/route";
import { PLACEMENT_MESSAGES } from "@/lib/placement/messages";
import { startBodySchema } from "@/lib/placement/schema";
import { consumeStartBudget } from "@/lib/placement/start-limit";
import { startTest } from "@/lib/placement/vocabulary-test";

/**
 * POST /api/v1/placement/start {} → { token, question }: a new vocabulary test
 * and its first question, for visitors and learners alike (nothing stored).
 * 429 with Retry-After past START_RATE_LIMIT per client.
 */
export const POST = apiRoute({ user: "optional", body: startBodySchema }, async ({ request }) => {
  const rate = await consumeStartBudget(request.headers);
  if (!rate.allowed) {
    return Response.json({ error: PLACEMENT_MESSAGES.tooManyStarts }, { status: 429, headers: { "Retry-After": String(rate.retryAfterSeconds) } });
  }
  return Response.json(startTest(Date.now()));
});
