// api group: database
// lib/users/user-lock.ts: a learner's write opens with their lock (shared)
// and the tombstone's check in the same round trip as BEGIN, or carries both
// in its one statement. A write that
// waits behind the account's deletion must, once the deletion commits, see
// its tombstone and write nothing.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { kysely, transaction, TRANSACTION_TIMEOUT_MS, TransactionTimeoutError } from "@/lib/db";
import { markKnown, unmarkKnown } from "@/lib/known/known-words";
import { addMark, removeMark } from "@/lib/marks/marks";
import { createNote, deleteNote, updateNote } from "@/lib/notes/notes";
import { savePlacement } from "@/lib/placement/store";
import { insertQuestion, type NewQuestion } from "@/lib/practice/question-store";
import { deleteSavedText } from "@/lib/reader/saved-texts";
import { addToDeck, removeFromDeck } from "@/lib/review/deck";
import { UserDeletedError } from "@/lib/users/errors";
import { lockForDeletion, writeGuard, writeUserData, writeUserStatement } from "@/lib/users/user-lock";

const cardOf = (userId: string) => ({
  user_id: userId,
  word_index: 11,
  due: new Date(),
  stability: 1,
  difficulty: 5,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
});

/** The tables of a learner's rows these tests write. */
const LEARNER_TABLES = ["marks", "notes", "known_words", "placements", "review_cards", "practice_questions"] as const;

/** The deletion's transaction, held open after it took the learner's lock (and deleted their rows) until released. */
async function heldDeletion(userId: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const committed = transaction(async (tx) => {
    await lockForDeletion(tx, userId);
    for (const table of LEARNER_TABLES) {
      await tx.deleteFrom(table).where("user_id", "=", userId).execute();
    }
    locked();
    await held;
  });
  await lockTaken;
  return { release, committed };
}

async function rowsLeft(userId: string): Promise<number> {
  const counts = await Promise.all(LEARNER_TABLES.map((table) => kysely().selectFrom(table).select("user_id").where("user_id", "=", userId).execute()));
  return counts.flat().length;
}

it("a write waiting behind the deletion sees its tombstone once it commits, and writes nothing", async () => {
  const userId = `user-lock-${randomUUID()}`;
  const deletion = await heldDeletion(userId);
  let wrote = false;
  const write = writeUserData(userId, async (tx) => {
    wrote = true;
    await tx.insertInto("review_cards").values(cardOf(userId)).execute();
  });
  // The write waits for the deletion (for its lock, or on the embedded database for its one connection).
  deletion.release();
  await deletion.committed;
  await expect(write).rejects.toBeInstanceOf(UserDeletedError);
  expect(wrote).toBe(false);
  expect(await kysely().selectFrom("review_cards").select("id").where("user_id", "=", userId).execute()).toEqual([]);
});

// A write that is one statement (writeUserStatement) carries the lock and the
// check in the statement itself: the same guarantees, one round trip.
describe("a learner's one-statement write", () => {
  it("waiting behind the deletion, an insert, an update, a delete and a statement of several writes see its tombstone and write nothing", async () => {
    const userId = `user-lock-${randomUUID()}`;
    const word = { itemId: "12", type: "words" as const };
    await addMark(userId, "favourite", word);
    const note = await createNote(userId, { word: "lock", type: "noun", definitions: "a device", example: "a lock on the door", breakdown: "lock: a noun" });
    await addToDeck(userId, 13);
    const deletion = await heldDeletion(userId);
    const writes = [
      addMark(userId, "remember", { itemId: "14", type: "words" }),
      updateNote(userId, note.id, { word: "lock", type: "noun", definitions: "a changed device", example: "a lock on the door", breakdown: "lock: a noun" }),
      removeMark(userId, "favourite", word),
      markKnown(userId, 13),
    ].map((write) =>
      write.then(
        () => "written",
        (error: unknown) => error,
      ),
    );
    deletion.release();
    await deletion.committed;
    const outcomes = await Promise.all(writes);
    for (const outcome of outcomes) expect(outcome).toBeInstanceOf(UserDeletedError);
    expect(await rowsLeft(userId)).toBe(0);
  });

  it("after the deletion, every such write is refused, even one that would change nothing", async () => {
    const userId = `user-lock-${randomUUID()}`;
    await transaction((tx) => lockForDeletion(tx, userId));
    const missing = randomUUID();
    const writes: [string, () => Promise<unknown>][] = [
      ["addMark", () => addMark(userId, "favourite", { itemId: "15", type: "words" })],
      ["removeMark", () => removeMark(userId, "favourite", { itemId: "15", type: "words" })],
      ["savePlacement", () => savePlacement(userId, 3000, new Date())],
      ["markKnown", () => markKnown(userId, 15)],
      ["unmarkKnown", () => unmarkKnown(userId, 15)],
      [
        "updateNote",
        () => updateNote(userId, missing, { word: "lock", type: "noun", definitions: "a device", example: "a lock on the door", breakdown: "lock: a noun" }),
      ],
      ["deleteNote", () => deleteNote(userId, missing)],
      ["removeFromDeck", () => removeFromDeck(userId, 15)],
      ["deleteSavedText", () => deleteSavedText(userId, missing)],
      [
        "insertQuestion",
        () =>
          insertQuestion({
            id: missing,
            userId,
            kind: "meaning",
            wordIndexes: [15],
            direction: 0,
            key: { kind: "meaning", correct: 0, options: ["a", "b", "c", "d"] } as unknown as NewQuestion["key"],
            issuedAt: new Date(),
            expiresAt: new Date(Date.now() + 60_000),
          }),
      ],
    ];
    for (const [name, write] of writes) {
      await expect(write(), name).rejects.toBeInstanceOf(UserDeletedError);
    }
    expect(await rowsLeft(userId)).toBe(0);
  });

  it("waits for a lock at most a transaction's time limit, and a wait that runs out is a TransactionTimeoutError", async () => {
    const userId = `user-lock-${randomUUID()}`;
    const { limit } = await writeUserStatement(userId, (guard) =>
      sql<{ limit: string }>`SELECT ${writeGuard(guard)} AS guarded, current_setting('lock_timeout') AS limit`.execute(kysely()).then(({ rows }) => rows[0]!),
    );
    expect(limit).toBe(`${TRANSACTION_TIMEOUT_MS / 1000}s`);
    const ranOut = writeUserStatement(userId, () => sql`DO $$ BEGIN RAISE EXCEPTION 'lock wait ran out' USING ERRCODE = '55P03'; END $$`.execute(kysely()));
    await expect(ranOut).rejects.toBeInstanceOf(TransactionTimeoutError);
  });
});
