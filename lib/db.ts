import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SelectQueryNode,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import type { DB } from "@/lib/generated/kysely/database";
import { splitSchemaParameter } from "@/lib/database-url";
import { dbPool } from "@/lib/db-pool";
import { env } from "@/lib/env";

// The app's two ways to the database, over the one pool (lib/db-pool.ts):
// - db(): Prisma's model API, for what fits a model (a row by key, a create,
//   an update) and for transactions (lib/users/user-lock.ts writeUserData);
// - kysely() / kyselyIn(tx): SQL written with Kysely, whose table types
//   prisma generate derives from prisma/schema.prisma (lib/generated/kysely),
//   so a query's columns and result are checked by the compiler, for what
//   needs SQL (joins, ON CONFLICT, FOR UPDATE, the hot reads). kysely() runs
//   on the pool directly, which costs less CPU per call than Prisma's raw
//   path; kyselyIn(tx) runs inside a Prisma transaction, on its connection.
// Every statement goes out unnamed and nothing is kept on a connection
// between transactions, so all of it runs behind a pooler in transaction mode.

export type { DB } from "@/lib/generated/kysely/database";
export type Transaction = Prisma.TransactionClient;
export { dbPool };

const globalForDb = globalThis as unknown as { lexiPrisma?: PrismaClient };

function createClient(): PrismaClient {
  const { schema } = splitSchemaParameter(env().DATABASE_URL);
  // $disconnect() ends the pool too (dbPool() then makes a new one for whoever asks next).
  const adapter = new PrismaPg(dbPool(), { disposeExternalPool: true, ...(schema !== "public" ? { schema } : {}) });
  return new PrismaClient({ adapter });
}

/** The shared Prisma client, created on first use so builds never need a database. */
export function db(): PrismaClient {
  globalForDb.lexiPrisma ??= createClient();
  return globalForDb.lexiPrisma;
}

type RawClient = Pick<Prisma.TransactionClient, "$queryRawUnsafe" | "$executeRawUnsafe">;

const COUNTED_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);

/**
 * Runs each statement on the process's pool as it is (pool.query borrows a
 * connection for it): a few tens of µs of CPU less a call than Kysely's own
 * pg driver, which borrows and wraps a connection around every statement
 * itself; it counts on the hot reads (docs/performance.md).
 */
class PoolConnection implements DatabaseConnection {
  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    // pg's rows are untyped: their type is the query builder's, as with Kysely's own pg driver.
    const { command, rowCount, rows } = await dbPool().query(sql, [...parameters]);
    return COUNTED_COMMANDS.has(command) ? { rows, numAffectedRows: BigInt(rowCount ?? 0) } : { rows };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported: read in batches (lib/account/user-rows.ts).");
  }
}

/**
 * Runs each statement through a Prisma client or transaction: a SELECT or a
 * statement with RETURNING for its rows, anything else (a raw `sql`
 * statement included, such as taking a lock) for its count. Rows come back
 * as Prisma decodes raw queries, which the pool's parsers match
 * (lib/db-pool.ts).
 */
class PrismaConnection implements DatabaseConnection {
  constructor(private readonly client: RawClient) {}

  async executeQuery<R>({ query, sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const returnsRows = SelectQueryNode.is(query) || ("returning" in query && query.returning !== undefined);
    if (!returnsRows) return { rows: [], numAffectedRows: BigInt(await this.client.$executeRawUnsafe(sql, ...parameters)) };
    // The rows' type is the query builder's, as with Kysely's own pg driver.
    const rows: unknown = await this.client.$queryRawUnsafe(sql, ...parameters);
    if (!Array.isArray(rows)) throw new Error("A query returned no rows array.");
    return { rows };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported inside a Prisma transaction.");
  }
}

/** Hands Kysely one connection for every statement and opens no transaction: those are the pool's and Prisma's. */
class StatementDriver implements Driver {
  constructor(private readonly connection: DatabaseConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error("Open the transaction with Prisma ($transaction, writeUserData), then use kyselyIn(tx).");
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

const onPool = kyselyOn(new PoolConnection());

/** Kysely on the process's pool: typed SQL outside a transaction. */
export function kysely(): Kysely<DB> {
  return onPool;
}

const inClient = new WeakMap<RawClient, Kysely<DB>>();

/** Kysely inside a Prisma transaction (or on a given Prisma client): typed SQL on that transaction's connection. */
export function kyselyIn(tx: RawClient): Kysely<DB> {
  let kysely = inClient.get(tx);
  if (!kysely) {
    kysely = kyselyOn(new PrismaConnection(tx));
    inClient.set(tx, kysely);
  }
  return kysely;
}

/**
 * A statement written with Kysely (compiled: `.compile()`) as an item of a
 * Prisma batch transaction, `client.$transaction([...])`, run for its count.
 */
export function inBatch(client: RawClient, { sql, parameters }: CompiledQuery): Prisma.PrismaPromise<number> {
  return client.$executeRawUnsafe(sql, ...parameters);
}

/**
 * Takes a transaction-scoped advisory lock on `key` (shared: with the other
 * shared holders). Held until the transaction ends, so it also holds behind
 * a pooler in transaction mode. Awaited in an interactive transaction, or an
 * item of a batch one.
 */
export function transactionLock(tx: RawClient, key: string, { shared = false }: { shared?: boolean } = {}): Prisma.PrismaPromise<number> {
  const lock = shared ? sql`SELECT pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))` : sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  return inBatch(tx, lock.compile(kyselyIn(tx)));
}
