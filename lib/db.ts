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
import type pg from "pg";
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
// between transactions, so all of it runs behind a pooler in transaction mode.

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
  constructor(private readonly target: () => Queryable) {}

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    // pg's rows are untyped: their type is the query builder's, as with Kysely's own pg driver.
    const { command, rowCount, rows } = await this.target().query(sql, [...parameters]);
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

// The pool is looked up per statement: a pool that was ended (a test's, an outage's) is replaced by dbPool().
const onPool = kyselyOn(new StatementConnection(dbPool));

/** Kysely on the process's pool: typed SQL outside a transaction. */
export function kysely(): Kysely<DB> {
  return onPool;
}

/** One Kysely per pooled client (the pool lends the same few again and again). */
const onClient = new WeakMap<pg.PoolClient, Kysely<DB>>();

function kyselyOnClient(client: pg.PoolClient): Kysely<DB> {
  let bound = onClient.get(client);
  if (!bound) {
    bound = kyselyOn(new StatementConnection(() => client));
    onClient.set(client, bound);
  }
  return bound;
}

export interface TransactionOptions {
  /**
   * How long one statement may run, a wait for a lock included, before the
   * transaction fails (statement_timeout). A loaded pool may take seconds to
   * lend a connection, and a write may wait for another tab's on the same row,
   * or for a deletion.
   */
  statementTimeoutMs?: number;
}

const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * Runs `run` in one transaction on one connection of the pool: committed
 * when it resolves, rolled back when it throws (the error is rethrown).
 * Everything in it must go through `tx`. READ COMMITTED, PostgreSQL's default.
 */
export async function transaction<T>(run: (tx: Transaction) => Promise<T>, { statementTimeoutMs = STATEMENT_TIMEOUT_MS }: TransactionOptions = {}): Promise<T> {
  const client = await dbPool().connect();
  // A connection that cannot even roll back is in an unknown state: the pool closes it rather than lend it again.
  let broken: Error | undefined;
  try {
    // One round trip: both in one simple query. SET LOCAL ends with the transaction, so a pooler's next client never sees it.
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${Math.max(1, Math.round(statementTimeoutMs))}`);
    const result = await run(kyselyOnClient(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    // Whatever failed (run, or COMMIT), nothing of it stays: after a failed COMMIT this ROLLBACK is a no-op.
    await client.query("ROLLBACK").catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Takes a transaction-scoped advisory lock on `key` (shared: with the other
 * shared holders). Held until the transaction ends, so it also holds behind
 * a pooler in transaction mode.
 */
export async function transactionLock(tx: Transaction, key: string, { shared = false }: { shared?: boolean } = {}): Promise<void> {
  const lock = shared ? sql`SELECT pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))` : sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  await lock.execute(tx);
}
