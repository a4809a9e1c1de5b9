import "server-only";
import { sql } from "kysely";
import { compiledOnce, onlyRow } from "@/lib/compiled-once";
import { kysely, type Transaction } from "@/lib/db";
import { RECOGNITION } from "@/lib/review/direction";
import { insertNewCard } from "@/lib/review/grading";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeGuard, writeGuardFor, writeUserData, writeUserStatement, type WriteGuard } from "@/lib/users/user-lock";
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

/** markKnown's one statement: the mark, and (for a word never graded) its cards out of the deck. Compiled once. */
const markStatement = compiledOnce(({ userId, wordIndex, now, guardLock, guardHash }: { userId: string; wordIndex: number; now: Date } & WriteGuard) =>
  kysely()
    .with("word", (db) => db.selectFrom("words").select("index").where("index", "=", wordIndex))
    .with("marked", (db) =>
      db
        .insertInto("known_words")
        .columns(["user_id", "word_index", "marked_at"])
        .expression(
          db
            .selectFrom("word")
            .select([sql<string>`${userId}::text`.as("user_id"), "word.index", sql<Date>`${now}::timestamptz`.as("marked_at")])
            .where(writeGuard({ guardLock, guardHash })),
        )
        .onConflict((conflict) => conflict.columns(["user_id", "word_index"]).doNothing())
        .returning("word_index"),
    )
    .with("graded", (db) =>
      db.selectFrom("review_cards").select("id").where("user_id", "=", userId).where("word_index", "=", wordIndex).where("reps", ">", 0).limit(1),
    )
    .with("removed", (db) =>
      db
        .deleteFrom("review_cards")
        .where("user_id", "=", userId)
        .where("word_index", "=", wordIndex)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom("graded").select("id"))))
        .where(writeGuard({ guardLock, guardHash }))
        .returning("id"),
    )
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("word").select("index")).as("exists"),
      eb.exists(eb.selectFrom("graded").select("id")).as("graded"),
      eb.exists(eb.selectFrom("removed").select("id")).as("removed"),
    ]),
);

/** Marks the word known. Null: no such word. A word with a graded card keeps it: its schedule is the learner's record. */
export async function markKnown(userId: string, wordIndex: number, now = new Date()): Promise<MarkKnownResult | null> {
  checkedUserId(userId);
  return writeUserStatement(userId, async (guard) => {
    const outcome = await onlyRow(kysely(), markStatement({ userId, wordIndex, now, ...guard }), "The mark's statement");
    if (!outcome.exists) return null;
    return { known: true, removedFromDeck: !outcome.graded && Boolean(outcome.removed) };
  });
}

/** unmarkKnown's one statement: the mark gone, and whether the word exists and has its card. Compiled once. */
const unmarkStatement = compiledOnce(({ userId, wordIndex, guardLock, guardHash }: { userId: string; wordIndex: number } & WriteGuard) =>
  kysely()
    .with("unmarked", (db) =>
      db
        .deleteFrom("known_words")
        .where("user_id", "=", userId)
        .where("word_index", "=", wordIndex)
        .where(writeGuard({ guardLock, guardHash }))
        .returning("word_index"),
    )
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("words").select("index").where("index", "=", wordIndex)).as("exists"),
      eb
        .exists(
          eb.selectFrom("review_cards").select("id").where("user_id", "=", userId).where("word_index", "=", wordIndex).where("direction", "=", RECOGNITION),
        )
        .as("inDeck"),
    ]),
);

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
  // Most undos leave the deck alone: one guarded statement. "Learn it anyway" adds the card in the same transaction
  // (where the statement's guard only takes again the lock the transaction holds).
  const unmark = (db: Transaction, guard: WriteGuard) => onlyRow(db, unmarkStatement({ userId, wordIndex, ...guard }), "The unmark's statement");
  if (!learn) {
    const found = await writeUserStatement(userId, (guard) => unmark(kysely(), guard));
    return found.exists ? { known: false, inDeck: Boolean(found.inDeck) } : null;
  }
  return writeUserData(userId, async (tx) => {
    const found = await unmark(tx, writeGuardFor(userId));
    if (!found.exists) return null;
    if (found.inDeck) return { known: false, inDeck: true };
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
