import "server-only";
import type { MarkKind } from "@/lib/marks/schema";
import { addToDeck } from "@/lib/review/deck";
import { enterDeckGraded } from "@/lib/review/grading";

// How the flashcards' marks feed the review deck: Remember and
// Not remembered put the word in the deck graded Good and Again, a new
// favourite puts it in as a new card. The marks themselves keep their meaning.

export async function enterReviewDeck(userId: string, kind: MarkKind, wordIndex: number): Promise<void> {
  if (kind === "remember") await enterDeckGraded(userId, wordIndex, 3);
  else if (kind === "unremember") await enterDeckGraded(userId, wordIndex, 1);
  else if (kind === "favourite") await addToDeck(userId, wordIndex);
}
