// `npm run review:optimize -- <userId>`: fit FSRS parameters to one learner's
// review history and store them, outside the web runtime, for a host where
// the optimizer's native binding cannot load (docs/review-optimizer.md).
// Uses DATABASE_URL like the app; with `npm run dev` running, its embedded
// database is postgresql://postgres:postgres@127.0.0.1:54329/postgres?sslmode=disable.
import { optimizeForUser } from "@/lib/review/personal-parameters";
import { MINIMUM_REVIEWS } from "@/lib/review/optimizer";

const userId = process.argv[2];
if (!userId) {
  console.error("Usage: DATABASE_URL=postgresql://… npm run review:optimize -- <userId>");
  process.exit(1);
}
const started = performance.now();
const outcome = await optimizeForUser(userId);
if ("tooFewReviews" in outcome) {
  console.error(`${userId} has ${outcome.tooFewReviews} reviews; the optimizer needs at least ${MINIMUM_REVIEWS}.`);
  process.exit(1);
}
if ("alreadyRunning" in outcome) {
  console.error(`A fit for ${userId} is already running; try again when it ends.`);
  process.exit(1);
}
const { parameters, reviews, before, after } = outcome.ok;
console.log(`Fitted on ${reviews} reviews in ${Math.round(performance.now() - started)} ms.`);
console.log(`Parameters: ${parameters.map((w) => w.toFixed(4)).join(", ")}`);
console.log(`Predicted reviews a day, next 30 days: ${before.reviewsPerDay.toFixed(1)} before, ${after.reviewsPerDay.toFixed(1)} after.`);
process.exit(0);
