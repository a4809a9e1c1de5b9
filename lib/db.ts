import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { attachDatabasePool } from "@vercel/functions/db-connections";
import pg from "pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { splitSchemaParameter } from "@/lib/database-url";
import { env } from "@/lib/env";

// One pg pool and one Prisma client over it per process (per instance on
// Vercel). In development Next re-evaluates modules on every edit, so both are
// kept on globalThis to avoid opening a new pool each time.
const globalForDb = globalThis as unknown as { lexiPrisma?: PrismaClient; lexiPool?: pg.Pool };

// A server that accepts no connection makes a request fail (503) after this, not hang.
const CONNECT_TIMEOUT_MS = 5_000;
// On Vercel an instance stays alive this long after its last query (see
// attachDatabasePool below), then its idle connections are closed.
const VERCEL_IDLE_TIMEOUT_MS = 5_000;

function createPool(): pg.Pool {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  const onVercel = Boolean(process.env.VERCEL);
  // `?schema=` as Prisma reads it: the client qualifies its queries with the
  // schema, and raw SQL finds the tables through search_path, a startup
  // parameter that not every pooler passes on (README, "Deploying").
  const { connectionString, schema } = splitSchemaParameter(DATABASE_URL);
  const pool = new pg.Pool({
    connectionString,
    max: DATABASE_POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(onVercel ? { idleTimeoutMillis: VERCEL_IDLE_TIMEOUT_MS } : {}),
    ...(schema !== "public" ? { options: `-c search_path=${schema}` } : {}),
  });
  // Fluid compute suspends an instance between requests, and a suspended
  // process runs no timers: without this its idle connections would stay
  // open on the server until the instance dies. attachDatabasePool keeps the
  // instance alive until the pool's idle timeout has closed them.
  if (onVercel) attachDatabasePool(pool);
  return pool;
}

function createClient(): PrismaClient {
  const pool = createPool();
  globalForDb.lexiPool = pool;
  const { schema } = splitSchemaParameter(env().DATABASE_URL);
  // $disconnect() closes the pool's connections, as it did when the adapter made its own pool.
  const adapter = new PrismaPg(pool, { disposeExternalPool: true, ...(schema !== "public" ? { schema } : {}) });
  return new PrismaClient({ adapter });
}

/** The shared Prisma client, created on first use so builds never need a database. */
export function db(): PrismaClient {
  globalForDb.lexiPrisma ??= createClient();
  return globalForDb.lexiPrisma;
}

/**
 * The pg pool under db(): the one place the app's connections come from, for
 * raw SQL that bypasses Prisma as well. Created with the client.
 */
export function dbPool(): pg.Pool {
  db();
  return globalForDb.lexiPool!;
}

/**
 * The rows of one read, sent straight to the pool under db(): for the hot
 * reads of the API (the words of /word/fetchword, the notes list), where
 * Prisma's raw-query path costs more CPU than the query itself
 * (docs/performance.md). Writes stay with Prisma. `statement` is built with
 * Prisma.sql, so values are always parameters; it goes out as an unnamed
 * statement, which holds no state on the connection between calls and so
 * also runs behind a transaction-mode pooler.
 */
export async function readRows<Row extends pg.QueryResultRow>(statement: Prisma.Sql): Promise<Row[]> {
  const { rows } = await dbPool().query<Row>(statement.text, statement.values);
  return rows;
}
