import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import { createHash } from "node:crypto";
import type pg from "pg";
import { preparedStatementName } from "@/lib/prepared-statements";
import { PrismaClient } from "@/lib/generated/prisma/client";
import type { DB } from "@/lib/generated/kysely/database";
import { splitSchemaParameter } from "@/lib/database-url";
import { dbPool } from "@/lib/db-pool";
import { env } from "@/lib/env";

// The app's one way to its data, over the one pool (lib/db-pool.ts): SQL
// written with Kysely, whose table types prisma generate derives from
// prisma/schema.prisma (lib/generated/kysely), so a query's columns and
// result are checked by the compiler.
// - kysely(): each statement on the pool, on whichever connection is free;
// - transaction(run): run's statements on one connection, between BEGIN and
//   COMMIT (ROLLBACK when run throws). `Transaction` is that Kysely, so a
//   function that reads may take either.
// Prisma keeps the schema and the migrations; its client, db(), is left to
// Auth.js's adapter for the PostgreSQL user store (lib/users/prisma-store.ts)
// and to tests' fixtures (docs/architecture.md says why).
// Every statement goes out unnamed and nothing is kept on a connection
// between transactions, so all of it runs behind a pooler in transaction mode;
// with DATABASE_PREPARED_STATEMENTS (a direct connection, or a pooler that keeps
// prepared statements: docs/deploy.md) the statements sent again go out named
// (lib/prepared-statements.ts), so the server parses each once a connection
// and soon plans it once.

export type { DB } from "@/lib/generated/kysely/database";
/** Kysely on one transaction's connection (transaction()), or on the pool (kysely()): where a statement runs. */
export type Transaction = Kysely<DB>;
export { dbPool };

const globalForDb = globalThis as unknown as { lexiPrisma?: PrismaClient };

function createClient(): PrismaClient {
  const { schema } = splitSchemaParameter(env().DATABASE_URL);
  // $disconnect() ends the pool too (dbPool() then makes a new one for whoever asks next).
  const adapter = new PrismaPg(dbPool(), { disposeExternalPool: true, ...(schema !== "public" ? { schema } : {}) });
  return new PrismaClient({ adapter });
}

/** Prisma's client, created on first use (so builds never need a database): Auth.js's adapter and tests' fixtures only. */
export function db(): PrismaClient {
  globalForDb.lexiPrisma ??= createClient();
  return globalForDb.lexiPrisma;
}

const COUNTED_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);

/** Something that runs one statement: the pool (a connection borrowed for it) or a transaction's client. */
type Queryable = Pick<pg.Pool, "query">;

/**
 * Runs each statement as it is on the pool or a transaction's client: a few
 * tens of µs of CPU less a call than Kysely's own pg driver, which borrows
 * and wraps a connection around every statement itself; it counts on the hot
 * reads (docs/performance.md).
 */
class StatementConnection implements DatabaseConnection {
  /** Where the next statement runs: the process's pool (looked up each time: an ended pool is replaced by dbPool()). */
  protected target(): Queryable {
    return dbPool();
  }

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const name = env().DATABASE_PREPARED_STATEMENTS ? preparedStatementName(sql) : undefined;
    const values = [...parameters];
    // pg's rows are untyped: their type is the query builder's, as with Kysely's own pg driver.
    const { command, rowCount, rows } = await (name === undefined ? this.target().query(sql, values) : this.target().query({ name, text: sql, values }));
    return COUNTED_COMMANDS.has(command) ? { rows, numAffectedRows: BigInt(rowCount ?? 0) } : { rows };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported: read in batches (lib/account/user-rows.ts).");
  }
}

/** Hands Kysely one connection for every statement and opens no transaction itself: transaction() does. */
class StatementDriver implements Driver {
  constructor(private readonly connection: DatabaseConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error("Open a transaction with transaction() (lib/db.ts) or writeUserData.");
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

function kyselyOn(connection: DatabaseConnection): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new StatementDriver(connection),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

const onPool = kyselyOn(new StatementConnection());

/** Kysely on the process's pool: typed SQL outside a transaction. */
export function kysely(): Kysely<DB> {
  return onPool;
}

export interface TransactionOptions {
  /**
   * How long the whole transaction may run, waits for locks included: past
   * it, the statement under way is cancelled (statement_timeout, on the
   * server) or the connection is closed (which rolls back), and the
   * transaction fails with TransactionTimeoutError. A write may wait for
   * another tab's on the same row, or for a deletion.
   */
  timeoutMs?: number;
  /** Advisory locks to hold from the start, taken in this order in the transaction's first round trip (with BEGIN). */
  locks?: readonly AdvisoryLock[];
  /**
   * A row that refuses the transaction: looked up in the same first round
   * trip, after the locks (so it sees what committed while they were
   * awaited); when it exists, the transaction rolls back and throws `error()`.
   */
  refuseIfRow?: RefusingRow;
}

/** A transaction-scoped advisory lock: `shared` with the other shared holders, else alone. */
export type AdvisoryLock = { key: string; shared?: boolean };

/** A row, by one text column's value, whose existence refuses a transaction. */
export type RefusingRow = {
  [Table in keyof DB & string]: { table: Table; column: keyof DB[Table] & string; value: string; error: () => Error };
}[keyof DB & string];

/**
 * The advisory lock id of a key: the first 8 bytes of its SHA-256, computed
 * here so a lock can be written into the transaction's opening statements as
 * a number (they go as one simple query, which takes no parameters).
 */
export function advisoryLockId(key: string): bigint {
  return createHash("sha256").update(key).digest().readBigInt64BE(0);
}

function lockStatement({ key, shared = false }: AdvisoryLock): string {
  return `SELECT ${shared ? "pg_advisory_xact_lock_shared" : "pg_advisory_xact_lock"}('${advisoryLockId(key)}'::bigint)`;
}

/** BEGIN and what goes with it in one round trip (READ COMMITTED: each statement sees what committed before it began). */
function openingStatements(client: pg.PoolClient, timeoutMs: number, { locks = [], refuseIfRow }: TransactionOptions): string {
  const statements = [`BEGIN`, `SET LOCAL statement_timeout = ${Math.round(timeoutMs)}`, ...locks.map(lockStatement)];
  if (refuseIfRow) {
    const { table, column, value } = refuseIfRow;
    statements.push(`SELECT 1 FROM ${client.escapeIdentifier(table)} WHERE ${client.escapeIdentifier(column)} = ${client.escapeLiteral(value)} LIMIT 1`);
  }
  return statements.join("; ");
}

/** How long a transaction may run unless it says otherwise (TransactionOptions.timeoutMs). */
export const TRANSACTION_TIMEOUT_MS = 15_000;

/** A transaction ran past its timeoutMs and was rolled back. Its code is PostgreSQL's for a cancelled statement (an API call answers 503). */
export class TransactionTimeoutError extends Error {
  readonly code = "57014";
  constructor(timeoutMs: number) {
    super(`The transaction ran past its ${timeoutMs} ms and was rolled back.`);
    this.name = "TransactionTimeoutError";
  }
}

/** A transaction's statements: on its client while it is open, refused once it has ended (a stray promise must not run in the next borrower's). */
class TransactionConnection extends StatementConnection {
  private open = true;
  constructor(private readonly client: pg.PoolClient) {
    super();
  }
  protected override target(): Queryable {
    if (!this.open) throw new Error("This transaction has ended: run its statements inside transaction()'s callback.");
    return this.client;
  }
  close(): void {
    this.open = false;
  }
}

/**
 * Runs `run` in one transaction on one connection of the pool: committed
 * when it resolves, rolled back when it throws (the error is rethrown).
 * Everything in it must go through `tx`. READ COMMITTED, PostgreSQL's default.
 */
export async function transaction<T>(run: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const { timeoutMs = TRANSACTION_TIMEOUT_MS, refuseIfRow } = options;
  if (!Number.isFinite(timeoutMs) || timeoutMs < 1) throw new RangeError(`timeoutMs must be a positive number of milliseconds, not ${timeoutMs}`);
  const client = await dbPool().connect();
  // A connection that failed under the transaction (lost, or closed at the deadline) is not lent again.
  let broken: Error | undefined;
  // While lent, the client is ours to listen to: pg emits a lost connection as "error", fatal to the process unheard.
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on("error", onError);
  const connection = new TransactionConnection(client);
  let timer: NodeJS.Timeout | undefined;
  try {
    // One round trip, one simple query. SET LOCAL ends with the transaction, so a pooler's next client never sees it.
    const opened = (await client.query(openingStatements(client, timeoutMs, options))) as unknown as pg.QueryResult[];
    if (refuseIfRow && opened.at(-1)!.rows.length > 0) throw refuseIfRow.error();
    const work = run(kyselyOn(connection));
    // Past the deadline nobody awaits it: what it still does fails on the closed connection, and is dropped.
    work.catch(() => undefined);
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TransactionTimeoutError(timeoutMs)), timeoutMs);
    });
    const result = await Promise.race([work, deadline]);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    if (error instanceof TransactionTimeoutError) {
      // Whatever the callback still awaits is abandoned: closing the connection rolls it back on the server.
      broken ??= error;
    } else if (!broken) {
      // Whatever failed (run, or COMMIT), nothing of it stays: after a failed COMMIT this ROLLBACK is a no-op.
      await client.query("ROLLBACK").catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    connection.close();
    client.off("error", onError);
    client.release(broken);
  }
}

/**
 * Takes a transaction-scoped advisory lock on `key` (shared: with the other
 * shared holders). Held until the transaction ends, so it also holds behind
 * a pooler in transaction mode.
 */
export async function transactionLock(tx: Transaction, key: string, { shared = false }: { shared?: boolean } = {}): Promise<void> {
  const id = String(advisoryLockId(key));
  const lock = shared ? sql`SELECT pg_advisory_xact_lock_shared(${id}::bigint)` : sql`SELECT pg_advisory_xact_lock(${id}::bigint)`;
  await lock.execute(tx);
}
