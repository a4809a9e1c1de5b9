import { refusalResponse } from "@/lib/http/refusal";
import { apiRoute } from "@/lib/http/route";
import { gradeWord } from "@/lib/review/grading";
import { REVIEW_REFUSALS } from "@/lib/review/refusals";
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
  if (wordIndex === null) return refusalResponse(REVIEW_REFUSALS, { notInDeck: true });
  const outcome = await gradeWord(userId, { wordIndex, rating, reviewId, durationMs });
  return "ok" in outcome ? Response.json(outcome.ok) : refusalResponse(REVIEW_REFUSALS, outcome);
});
