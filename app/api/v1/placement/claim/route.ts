import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { PLACEMENT_MESSAGES } from "@/lib/placement/messages";
import { resultView } from "@/lib/placement/result";
import { claimBodySchema } from "@/lib/placement/schema";
import { claimResult } from "@/lib/placement/claim";

/**
 * POST /api/v1/placement/claim { result } → { result }: keeps a test taken before signing up (the sealed
 * resultToken the answer gave) as the learner's placement, unless they have taken the test since.
 * A token not ours 400, a result more than a day old 410.
 */
export const POST = apiRoute({ body: claimBodySchema }, async ({ userId, data }) => {
  const claimed = await claimResult(userId, data.result, Date.now());
  if (claimed === "invalid") return jsonError(400, PLACEMENT_MESSAGES.invalidResult);
  if (claimed === "expired") return jsonError(410, PLACEMENT_MESSAGES.expiredResult);
  return Response.json({ result: resultView(claimed.knownWords, true) });
});
