import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { confusableSets, type ConfusableSet } from "@/lib/words/confusables";
import { setProgress, type SetProgress } from "./contrast-gate";

// How far a learner is with the confusable sets: the real reviews of each
// member. Counted from review_logs (every grade of either of the word's
// cards, flip or practice; an undone grade's row is gone), not from the
// card's `reps`: a flashcard's "Remember" enters the deck with a grade on the
// card and no log (it is not a review), which `reps` would count. The logs
// are counted through their card (the card_id index, read alone) from the
// learner's cards of the sets' words: index lookups per word, never a scan
// of the learner's whole history.

/** The reviews of each of `wordIndexes` that is in the learner's deck (a word not in it is missing from the map). */
export async function reviewsOfWords(userId: string, wordIndexes: readonly number[]): Promise<Map<number, { reviews: number }>> {
  if (wordIndexes.length === 0) return new Map();
  const rows = await kysely()
    .selectFrom("review_cards as c")
    .leftJoin("review_logs as l", "l.card_id", "c.id")
    // Counted by card_id, which the card_id index holds: the logs are counted from the index alone, never read.
    .select((eb) => ["c.word_index as wordIndex", eb.cast<number>(eb.fn.count("l.card_id"), "integer").as("reviews")])
    .where("c.user_id", "=", userId)
    .where(sql<boolean>`c.word_index = any(${[...wordIndexes]}::int[])`)
    .groupBy("c.word_index")
    .execute();
  return new Map(rows.map((row) => [row.wordIndex, { reviews: row.reviews }]));
}

/** The learner's progress on `sets` (every set by default). */
export async function progressOfSets(userId: string, sets: readonly ConfusableSet[] = confusableSets()): Promise<SetProgress[]> {
  const words = [...new Set(sets.flatMap((set) => set.members.map((member) => member.index)))];
  const reviews = await reviewsOfWords(userId, words);
  return sets.map((set) => setProgress(set, reviews));
}

/** The sets the learner has begun (a word of them in the deck), with their progress. */
export async function startedSets(userId: string): Promise<SetProgress[]> {
  return (await progressOfSets(userId)).filter((progress) => progress.members.some((member) => member.inDeck));
}
