import "server-only";
import { db } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { insertNewCard } from "./grading";

// What is in a learner's review deck: add (Add to review, a new favourite),
// remove, and whether a word is in it.

/** Adds the word as a new card, due now. `added` is false if it was already in the deck; null: no such word. */
export async function addToDeck(userId: string, wordIndex: number, now = new Date()): Promise<{ added: boolean } | null> {
  checkedUserId(userId);
  const before = await inDeck(userId, wordIndex);
  if (before) return { added: false };
  // Under the learner's lock (lib/users/user-lock.ts), so no card lands after the account is deleted.
  const exists = await writeUserData(userId, (tx) => insertNewCard(tx, userId, wordIndex, now));
  return exists ? { added: true } : null;
}

/** Takes the word out of the deck. Its grades stay in the history (progress and streaks stay true). */
export async function removeFromDeck(userId: string, wordIndex: number): Promise<{ removed: boolean }> {
  checkedUserId(userId);
  // Under the learner's lock: deleting a card updates its log rows (card_id), which deleting the account deletes too.
  const removed = await writeUserData(userId, (tx) => tx.$executeRaw`DELETE FROM review_cards WHERE user_id = ${userId} AND word_index = ${wordIndex}`);
  return { removed: removed > 0 };
}

export async function inDeck(userId: string, wordIndex: number): Promise<boolean> {
  const rows = await db().$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM review_cards WHERE user_id = ${checkedUserId(userId)} AND word_index = ${wordIndex}) AS found`;
  return rows[0]?.found === true;
}

/** New (never graded) cards in the deck: /review tells "today's new-card limit is reached" from "the deck is empty". */
export async function newCardCount(userId: string): Promise<number> {
  const rows = await db().$queryRaw<{ count: number }[]>`
    SELECT count(*)::integer AS count FROM review_cards WHERE user_id = ${checkedUserId(userId)} AND state = 0`;
  return rows[0]?.count ?? 0;
}
