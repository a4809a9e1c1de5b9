import { jsonError } from "@/lib/http/json";
import { refusalResponse } from "@/lib/http/refusal";
import { apiRoute } from "@/lib/http/route";
import { REVIEW_REFUSALS } from "@/lib/review/refusals";
import { MINIMUM_REVIEWS, OptimizerUnavailableError } from "@/lib/review/optimizer";
import { optimizeForUser } from "@/lib/review/personal-parameters";
import { userQuerySchema } from "@/lib/review/schema";

// The fit takes about a second per 50,000 reviews here (docs/review-optimizer.md).
export const maxDuration = 60;

/**
 * POST /api/v1/review/optimize {} → { parameters, reviews, before: { reviewsPerDay }, after: { reviewsPerDay } }:
 * fits FSRS weights to the learner's history and schedules with them from now on. 409 under 400 reviews, and
 * while another fit of the learner's is running;
 * 503 where the optimizer cannot run (then `npm run review:optimize` can).
 */
export const POST = apiRoute({ body: userQuerySchema }, async ({ userId }) => {
  try {
    const outcome = await optimizeForUser(userId);
    if ("alreadyRunning" in outcome) return refusalResponse(REVIEW_REFUSALS, outcome);
    if ("tooFewReviews" in outcome) {
      return jsonError(409, `Optimizing needs at least ${MINIMUM_REVIEWS} reviews; you have ${outcome.tooFewReviews}.`);
    }
    return Response.json(outcome.ok);
  } catch (error) {
    if (error instanceof OptimizerUnavailableError) return jsonError(503, "The optimizer cannot run on this server.");
    throw error;
  }
});
