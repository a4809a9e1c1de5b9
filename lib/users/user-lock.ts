import "server-only";
import { sql, type Expression, type Insertable, type SqlBool } from "kysely";
import { createHash } from "node:crypto";
import {
  advisoryLockId,
  kysely,
  transaction,
  TRANSACTION_TIMEOUT_MS,
  TransactionTimeoutError,
  transactionLock,
  type DB,
  type Transaction,
  type TransactionOptions,
} from "@/lib/db";
import { retryTransientConflicts, sqlStateOf } from "@/lib/db-retry";
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
// Both rely on READ COMMITTED, PostgreSQL's default (lib/db.ts transaction): each
// statement sees what committed before it began, so the check after the lock
// sees a deletion that committed while the lock was awaited, and the
// deletion's DELETEs see the rows of the writes it waited for.
//
// A write that is one statement (a mark, a note's edit, a known word, a
// placement) needs no transaction of its own: writeUserStatement puts the lock
// and the check in the statement, one round trip where BEGIN … COMMIT takes
// three (docs/performance.md).

/** How long a tombstone is kept. */
const TOMBSTONE_MS = 24 * 60 * 60 * 1000;

/**
 * The deletion's transaction: it first waits for the writes under way, an
 * import's included (its transaction may run 120 s, lib/account/import-notes.ts),
 * then deletes a whole history.
 */
export const DELETION_TRANSACTION_OPTIONS: TransactionOptions = { timeoutMs: 180_000 };

function lockKey(userId: string): string {
  return `user:${userId}`;
}

function tombstoneOf(userId: string): string {
  return createHash("sha256").update(userId).digest("hex");
}

/**
 * Runs `write` in a transaction that holds the learner's lock (shared) from
 * its first statement (then `options.locks`, in order), and runs it again after a deadlock or serialization
 * failure (lib/db-retry.ts), so it must change nothing outside the database.
 * Everything `write` does must go through `tx`: waiting on another
 * connection while holding the lock could wait for a deletion that waits for
 * this transaction.
 * @throws UserDeletedError when the account was deleted first (nothing is written).
 */
export function writeUserData<T>(userId: string, write: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  // The lock, the caller's own locks and the tombstone's check go with BEGIN, in one round trip.
  const opening: TransactionOptions = {
    ...options,
    locks: [{ key: lockKey(userId), shared: true }, ...(options.locks ?? [])],
    refuseIfRow: { table: "deleted_users", column: "user_hash", value: tombstoneOf(userId), error: () => new UserDeletedError(userId) },
  };
  return retryTransientConflicts(() => transaction(write, opening));
}

/** A learner's lock and tombstone as the guard of a one-statement write binds them (writeGuard). */
export type WriteGuard = { guardLock: string; guardHash: string };

/** The learner's guard values, for writeGuard. */
export function writeGuardFor(userId: string): WriteGuard {
  return { guardLock: String(advisoryLockId(lockKey(userId))), guardHash: tombstoneOf(userId) };
}

/** The SQLSTATE lexi_user_write_guard raises on a tombstone (prisma/migrations/20261207010000_user_write_guard). */
const DELETED_SQLSTATE = "LX001";
/** PostgreSQL's lock_not_available: the guard's lock_timeout ran out. */
const LOCK_TIMEOUT_SQLSTATE = "55P03";

/**
 * The condition of a learner's one-statement write: in the WHERE of each
 * write in the statement (an INSERT as INSERT … SELECT … WHERE, a write in a
 * WITH as well as the main one). lexi_user_write_guard takes the learner's
 * lock (shared) and raises on their tombstone, with a snapshot of its own
 * taken after the lock was granted. As an uncorrelated sub-select it is
 * evaluated once, before the statement reads or locks a row (PostgreSQL's
 * one-time filter), whether or not any row matches: the lock comes first, as
 * in a transaction, and a deleted learner's write is refused even when it
 * would have changed nothing. Each lock wait after it ends with a
 * TransactionTimeoutError past a transaction's time limit.
 */
export function writeGuard(guard: WriteGuard): Expression<SqlBool> {
  return sql<SqlBool>`(SELECT lexi_user_write_guard(${guard.guardLock}::bigint, ${guard.guardHash}::text, ${TRANSACTION_TIMEOUT_MS}::integer))`;
}

/**
 * `INSERT INTO table … SELECT row WHERE writeGuard(guard)`: one row, guarded (an insert's VALUES take no WHERE), its
 * columns and values read from one object, checked against the table as `.values()` checks them. Chain `onConflict`,
 * `returning` and the rest as on any insert.
 */
export function insertGuardedRow<T extends keyof DB & string>(table: T, row: Insertable<DB[T]>, guard: WriteGuard) {
  // As .values() does, a column left undefined takes its default.
  const entries = Object.entries(row as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return kysely()
    .insertInto(table)
    .columns(entries.map(([column]) => column) as never)
    .expression(
      kysely()
        .selectNoFrom((eb) => entries.map(([column, value]) => eb.val(value).as(column)))
        .where(writeGuard(guard)),
    );
}

/**
 * Runs `write`, one statement on the pool whose every write carries
 * writeGuard(guard): the learner's write in one round trip, its own
 * transaction. Run again after a deadlock (lib/db-retry.ts). A write of more
 * than one statement goes in writeUserData, where they commit together.
 * @throws UserDeletedError when the account was deleted first (nothing is written).
 */
export async function writeUserStatement<T>(userId: string, write: (guard: WriteGuard) => Promise<T>): Promise<T> {
  const guard = writeGuardFor(userId);
  try {
    return await retryTransientConflicts(() => write(guard));
  } catch (error) {
    const code = sqlStateOf(error);
    if (code === DELETED_SQLSTATE) throw new UserDeletedError(userId);
    if (code === LOCK_TIMEOUT_SQLSTATE) throw new TransactionTimeoutError(TRANSACTION_TIMEOUT_MS);
    throw error;
  }
}

/**
 * What opens the deletion's transaction, before its DELETEs: the learner's
 * lock, held alone (it waits for the writes under way to commit), and the
 * tombstone that refuses the writes waiting behind it. Tombstones older than
 * TOMBSTONE_MS are swept on the way.
 */
export async function lockForDeletion(tx: Transaction, userId: string): Promise<void> {
  await transactionLock(tx, lockKey(userId));
  await tx
    .deleteFrom("deleted_users")
    .where("deleted_at", "<", new Date(Date.now() - TOMBSTONE_MS))
    .execute();
  await tx
    .insertInto("deleted_users")
    .values({ user_hash: tombstoneOf(userId) })
    .onConflict((conflict) => conflict.column("user_hash").doUpdateSet({ deleted_at: new Date() }))
    .execute();
}
