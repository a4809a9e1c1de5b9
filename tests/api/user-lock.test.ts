// api group: database
// lib/users/user-lock.ts: a learner's write opens with their lock (shared)
// and the tombstone's check in the same round trip as BEGIN. A write that
// waits behind the account's deletion must, once the deletion commits, see
// its tombstone and write nothing.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { kysely, transaction } from "@/lib/db";
import { UserDeletedError } from "@/lib/users/errors";
import { lockForDeletion, writeUserData } from "@/lib/users/user-lock";

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

it("a write waiting behind the deletion sees its tombstone once it commits, and writes nothing", async () => {
  const userId = `user-lock-${randomUUID()}`;
  let releaseDeletion!: () => void;
  const deletionHeld = new Promise<void>((resolve) => {
    releaseDeletion = resolve;
  });
  let deletionLocked!: () => void;
  const locked = new Promise<void>((resolve) => {
    deletionLocked = resolve;
  });
  const deletion = transaction(async (tx) => {
    await lockForDeletion(tx, userId);
    deletionLocked();
    await deletionHeld;
  });
  await locked;
  let wrote = false;
  const write = writeUserData(userId, async (tx) => {
    wrote = true;
    await tx.insertInto("review_cards").values(cardOf(userId)).execute();
  });
  // The write waits for the deletion (for its lock, or on the embedded database for its one connection).
  releaseDeletion();
  await deletion;
  await expect(write).rejects.toBeInstanceOf(UserDeletedError);
  expect(wrote).toBe(false);
  expect(await kysely().selectFrom("review_cards").select("id").where("user_id", "=", userId).execute()).toEqual([]);
});
