import "server-only";
import { sql } from "kysely";
import { kysely, type Transaction } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeGuard, writeUserData, writeUserStatement } from "@/lib/users/user-lock";
import { RECOGNITION } from "./direction";
import { insertNewCard, insertNewCards } from "./grading";

// What is in a learner's review deck: add (Add to review, a new favourite),
// remove, and whether a word is in it. A word is in the deck by its
// recognition card; its production card (lib/review/grading.ts) comes and goes with it.

/**
 * Adds the word as a new card, due now, keeping `context` (the sentence the
 * learner met it in) as its cards' context. `added` is false if it was
 * already in the deck: its cards then take the context only if they have none.
 * Null: no such word.
 */
export async function addToDeck(userId: string, wordIndex: number, now = new Date(), context?: string): Promise<{ added: boolean } | null> {
  checkedUserId(userId);
  const before = await inDeck(userId, wordIndex);
  if (before) {
    if (context !== undefined) await writeUserData(userId, (tx) => keepContext(tx, userId, wordIndex, context));
    return { added: false };
  }
  // Under the learner's lock (lib/users/user-lock.ts), so no card lands after the account is deleted.
  const exists = await writeUserData(userId, (tx) => insertNewCard(tx, userId, wordIndex, now, "recognition", context));
  return exists ? { added: true } : null;
}

/** The word's cards (both directions) that have no context take this one; the sentence a learner first kept is never replaced. */
async function keepContext(tx: Transaction, userId: string, wordIndex: number, context: string): Promise<void> {
  await tx
    .updateTable("review_cards")
    .set({ context })
    .where("user_id", "=", userId)
    .where("word_index", "=", wordIndex)
    .where("context", "is", null)
    .execute();
}

/**
 * Adds the words as new cards in the caller's transaction (an import's, under
 * the learner's lock): `added` counts the cards made, `already` the words
 * that were in the deck. Adding the same words again adds nothing.
 */
export async function addWordsToDeck(
  tx: Transaction,
  userId: string,
  wordIndexes: readonly number[],
  now = new Date(),
): Promise<{ added: number; already: number }> {
  const wanted = [...new Set(wordIndexes)];
  if (wanted.length === 0) return { added: 0, already: 0 };
  const inDeckRows = await tx
    .selectFrom("review_cards")
    .select("word_index")
    .where("user_id", "=", userId)
    .where("direction", "=", RECOGNITION)
    // One array parameter, whatever the count (a list of 10,000 would be 10,000 parameters).
    .where(sql<boolean>`word_index = any(${wanted}::int[])`)
    .execute();
  const there = new Set(inDeckRows.map((row) => row.word_index));
  const added = await insertNewCards(
    tx,
    userId,
    wanted.filter((wordIndex) => !there.has(wordIndex)),
    now,
  );
  return { added, already: there.size };
}

/** Takes the word out of the deck, both directions. Its grades stay in the history (progress and streaks stay true). */
export async function removeFromDeck(userId: string, wordIndex: number): Promise<{ removed: boolean }> {
  checkedUserId(userId);
  // Under the learner's lock: deleting a card updates its log rows (card_id), which deleting the account deletes too.
  const { numDeletedRows } = await writeUserStatement(userId, (guard) =>
    kysely().deleteFrom("review_cards").where("user_id", "=", userId).where("word_index", "=", wordIndex).where(writeGuard(guard)).executeTakeFirstOrThrow(),
  );
  return { removed: numDeletedRows > 0n };
}

/** Whether the word is in the deck: a flashcard's status, read on every card, so SQL on the pool (lib/db.ts). */
export async function inDeck(userId: string, wordIndex: number): Promise<boolean> {
  const card = await kysely()
    .selectFrom("review_cards")
    .select("id")
    .where("user_id", "=", checkedUserId(userId))
    .where("word_index", "=", wordIndex)
    .where("direction", "=", RECOGNITION)
    .executeTakeFirst();
  return card !== undefined;
}

/** New (never graded) recognition cards in the deck: /review tells "today's new-card limit is reached" from "the deck is empty". */
export async function newCardCount(userId: string, tx: Transaction = kysely()): Promise<number> {
  const row = await tx
    .selectFrom("review_cards")
    .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n"))
    .where("user_id", "=", checkedUserId(userId))
    .where("state", "=", 0)
    .where("direction", "=", RECOGNITION)
    .executeTakeFirstOrThrow();
  return row.n;
}
