import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { gradeWord } from "@/lib/review/grading";
import { REVIEW_MESSAGES } from "@/lib/review/messages";
import { gradeBodySchema } from "@/lib/review/schema";
import { currentIndexOf } from "@/lib/words/current-index";

/**
 * POST /api/v1/review/grade { wordIndex, word?, rating: 1-4, reviewId, durationMs } → { card, counts, reviewedToday, nextDue }.
 * A repeated reviewId returns the first answer and changes nothing; one whose grade was undone is refused (409).
 * With `word`, the grade goes to that word's card wherever the word set now puts it
 * (a grade queued offline before a deploy reordered the words); a word no longer in the set: 404.
 */
export const POST = apiRoute({ body: gradeBodySchema }, async ({ userId, data }) => {
  const { rating, reviewId, durationMs } = data;
  const wordIndex = data.word === undefined ? data.wordIndex : await currentIndexOf(data.word);
  if (wordIndex === null) return jsonError(404, REVIEW_MESSAGES.notInDeck);
  const outcome = await gradeWord(userId, { wordIndex, rating, reviewId, durationMs });
  if ("notInDeck" in outcome) return jsonError(404, REVIEW_MESSAGES.notInDeck);
  if ("reviewIdTaken" in outcome) return jsonError(409, REVIEW_MESSAGES.reviewIdTaken);
  if ("undone" in outcome) return jsonError(409, REVIEW_MESSAGES.gradeUndone);
  return Response.json(outcome.ok);
});
