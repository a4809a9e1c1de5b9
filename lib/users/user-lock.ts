import "server-only";
import { createHash } from "node:crypto";
import { db, kyselyIn, transactionLock, type Transaction } from "@/lib/db";
import { retryTransientConflicts } from "@/lib/db-retry";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { UserDeletedError } from "./errors";

// Every write of a learner's rows in PostgreSQL, and the deletion of their
// account, first take one lock per learner: writers share it (they never wait
// for each other on it), the deletion holds it alone. Taken before any row
// lock, it gives a single lock order: no writer can hold a row the deletion
// must delete while it waits for the deletion, which is how a grade and a
// deletion deadlocked. A transaction-scoped advisory lock: it also holds
// behind a pooler in transaction mode, and needs no row in `users`, which the
// Firestore store leaves empty.
//
// The lock only orders. A write that was under way when the deletion ran gets
// the lock after it, and must then learn that the user is gone: the deletion
// leaves a tombstone in `deleted_users` in its own transaction. `users` could
// tell as much for the PostgreSQL store, but with Firestore the user document
// is removed after the app data, outside this transaction, and reading it on
// every write would cost a round trip to Firestore. The tombstone holds a
// SHA-256 of the id, not the id, so no row names the user once the deletion
// has answered, and it is swept after a day, far longer than any request runs
// (the session check lets a deleted user's request in for at most 5 s more
// on another instance, lib/auth/session-version.ts).
//
// Both rely on READ COMMITTED, PostgreSQL's default and Prisma's: each
// statement sees what committed before it began, so the check after the lock
// sees a deletion that committed while the lock was awaited, and the
// deletion's DELETEs see the rows of the writes it waited for.

type Tx = Transaction;

/** How long a tombstone is kept. */
const TOMBSTONE_MS = 24 * 60 * 60 * 1000;

/**
 * A loaded pool may take seconds to lend a connection (Prisma's default 2 s
 * failed under load, docs/reliability.md), and a write may wait for another
 * tab's on the same row, or for a deletion.
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/**
 * The deletion's transaction: it first waits for the writes under way, an
 * import's included (its transaction may run 120 s, lib/account/import-notes.ts),
 * then deletes a whole history. Prisma's default (5 s) would end it half way.
 */
export const DELETION_TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 180_000 };

function lockKey(userId: string): string {
  return `user:${userId}`;
}

function tombstoneOf(userId: string): string {
  return createHash("sha256").update(userId).digest("hex");
}

export interface UserWriteOptions {
  maxWait?: number;
  timeout?: number;
  /** The client to write with; lib/db's unless given (the user store is built on a client of its own). */
  client?: PrismaClient;
}

/**
 * Runs `write` in a transaction that holds the learner's lock (shared) from
 * its first statement, and runs it again after a deadlock or serialization
 * failure (lib/db-retry.ts), so it must change nothing outside the database.
 * Everything `write` does must go through `tx`: waiting on another
 * connection while holding the lock could wait for a deletion that waits for
 * this transaction.
 * @throws UserDeletedError when the account was deleted first (nothing is written).
 */
export function writeUserData<T>(userId: string, write: (tx: Tx) => Promise<T>, options: UserWriteOptions = {}): Promise<T> {
  const { client = db(), ...timing } = options;
  const tombstone = tombstoneOf(userId);
  return retryTransientConflicts(() =>
    client.$transaction(
      async (tx) => {
        await transactionLock(tx, lockKey(userId), { shared: true });
        const deleted = await kyselyIn(tx).selectFrom("deleted_users").select("user_hash").where("user_hash", "=", tombstone).executeTakeFirst();
        if (deleted) throw new UserDeletedError(userId);
        return write(tx);
      },
      { ...TRANSACTION_OPTIONS, ...timing },
    ),
  );
}

/**
 * The statements that open the deletion's transaction, before its DELETEs:
 * the learner's lock, held alone (it waits for the writes under way to
 * commit), and the tombstone that refuses the writes waiting behind it.
 * Tombstones older than TOMBSTONE_MS are swept on the way.
 */
export function lockForDeletion(client: PrismaClient, userId: string): Prisma.PrismaPromise<unknown>[] {
  const userHash = tombstoneOf(userId);
  return [
    transactionLock(client, lockKey(userId)),
    client.deletedUser.deleteMany({ where: { deletedAt: { lt: new Date(Date.now() - TOMBSTONE_MS) } } }),
    client.deletedUser.upsert({ where: { userHash }, create: { userHash }, update: { deletedAt: new Date() } }),
  ];
}
