import "server-only";
import { kysely } from "@/lib/db";
import { RECOGNITION } from "@/lib/review/direction";
import { insertNewCard } from "@/lib/review/grading";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { placedLevel } from "./level";

// "I already know this": a word the learner says they know gets a row in
// `known_words`. It is no longer offered as new (the starter deck and the
// flashcards' new words skip it), a new card of it leaves the deck, and a spot
// check (lib/known/spot-check.ts) asks about it later. Undone from the word's page.

export interface MarkKnownResult {
  known: true;
  /** The word's never-graded cards left the deck (an undo puts the word back). */
  removedFromDeck: boolean;
}

/** Marks the word known. Null: no such word. A word with a graded card keeps it: its schedule is the learner's record. */
export async function markKnown(userId: string, wordIndex: number, now = new Date()): Promise<MarkKnownResult | null> {
  checkedUserId(userId);
  return writeUserData(userId, async (tx) => {
    const word = await tx.selectFrom("words").select("index").where("index", "=", wordIndex).executeTakeFirst();
    if (!word) return null;
    await tx
      .insertInto("known_words")
      .values({ user_id: userId, word_index: wordIndex, marked_at: now })
      .onConflict((conflict) => conflict.columns(["user_id", "word_index"]).doNothing())
      .execute();
    const graded = await tx
      .selectFrom("review_cards")
      .select("id")
      .where("user_id", "=", userId)
      .where("word_index", "=", wordIndex)
      .where("reps", ">", 0)
      .executeTakeFirst();
    if (graded) return { known: true, removedFromDeck: false };
    const removed = await tx.deleteFrom("review_cards").where("user_id", "=", userId).where("word_index", "=", wordIndex).executeTakeFirst();
    return { known: true, removedFromDeck: Number(removed.numDeletedRows) > 0 };
  });
}

/**
 * Undoes "I already know this": removes the row; with `learn` ("Learn it
 * anyway", or the toast's Undo of a card that left the deck) the word joins
 * the deck as a new card. Null: no such word.
 */
export async function unmarkKnown(
  userId: string,
  wordIndex: number,
  { learn = false, now = new Date() } = {},
): Promise<{ known: false; inDeck: boolean } | null> {
  checkedUserId(userId);
  return writeUserData(userId, async (tx) => {
    await tx.deleteFrom("known_words").where("user_id", "=", userId).where("word_index", "=", wordIndex).execute();
    const card = await tx
      .selectFrom("review_cards")
      .select("id")
      .where("user_id", "=", userId)
      .where("word_index", "=", wordIndex)
      .where("direction", "=", RECOGNITION)
      .executeTakeFirst();
    if (card) return { known: false, inDeck: true };
    if (!learn) {
      const word = await tx.selectFrom("words").select("index").where("index", "=", wordIndex).executeTakeFirst();
      return word ? { known: false, inDeck: false } : null;
    }
    return (await insertNewCard(tx, userId, wordIndex, now)) ? { known: false, inDeck: true } : null;
  });
}

/** How the learner knows the word: marked ("I already know this"), from the vocabulary test (below their level, not in the deck), or not known. */
export type KnownStatus = { known: "marked"; checkedAt: string | null } | { known: "placement" } | { known: null };

export async function knownStatus(userId: string, wordIndex: number): Promise<KnownStatus> {
  checkedUserId(userId);
  const [row, level, card] = await Promise.all([
    kysely().selectFrom("known_words").select("checked_at").where("user_id", "=", userId).where("word_index", "=", wordIndex).executeTakeFirst(),
    placedLevel(userId),
    kysely()
      .selectFrom("review_cards")
      .select("id")
      .where("user_id", "=", userId)
      .where("word_index", "=", wordIndex)
      .where("direction", "=", RECOGNITION)
      .executeTakeFirst(),
  ]);
  if (row) return { known: "marked", checkedAt: row.checked_at?.toISOString() ?? null };
  if (wordIndex < level && !card) return { known: "placement" };
  return { known: null };
}
