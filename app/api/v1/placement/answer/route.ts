import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { PLACEMENT_MESSAGES } from "@/lib/placement/messages";
import { resultView } from "@/lib/placement/result";
import { answerBodySchema } from "@/lib/placement/schema";
import { savePlacement } from "@/lib/placement/store";
import { sealResult } from "@/lib/placement/tokens";
import { answerTest } from "@/lib/placement/vocabulary-test";

/**
 * POST /api/v1/placement/answer { token, choice: 0–3 | null } → { token, question } for the next question, or
 * { result } at the end. Whether an answer was right is never said, only the final estimate. A learner's result
 * is saved (a retake replaces it); a visitor's comes with a sealed resultToken to claim after signing up.
 * A token not ours 400, expired 410.
 */
export const POST = apiRoute({ user: "optional", body: answerBodySchema }, async ({ userId, data }) => {
  const now = Date.now();
  const step = answerTest(data.token, data.choice, now);
  if ("refused" in step) {
    if (step.refused === "expired") return jsonError(410, PLACEMENT_MESSAGES.expiredToken);
    return jsonError(400, step.refused === "choice" ? PLACEMENT_MESSAGES.invalidChoice : PLACEMENT_MESSAGES.invalidToken);
  }
  if (!("done" in step)) return Response.json(step);
  if (userId === null) {
    return Response.json({ result: resultView(step.knownWords, false, sealResult({ knownWords: step.knownWords, takenAt: now })) });
  }
  await savePlacement(userId, step.knownWords, new Date(now));
  return Response.json({ result: resultView(step.knownWords, true) });
});
