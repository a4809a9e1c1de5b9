import "server-only";
import { attachDatabasePool } from "@vercel/functions/db-connections";
import pg from "pg";
import { splitSchemaParameter } from "@/lib/database-url";
import { env } from "@/lib/env";

// The process's one pg pool (one per instance on Vercel): under the typed
// SQL and Prisma's client (lib/db.ts), and middleware's outage check
// (lib/http/database-probe.ts), which must not load Prisma and so takes the
// pool from here. Kept on globalThis: middleware is bundled apart from the
// pages but shares their process under `next start`, and in development Next
// re-evaluates modules on every edit.

// A server that accepts no connection makes a request fail (503) after this, not hang.
const CONNECT_TIMEOUT_MS = 5_000;
// On Vercel an instance stays alive this long after its last query (see
// attachDatabasePool below), then its idle connections are closed.
const VERCEL_IDLE_TIMEOUT_MS = 5_000;

const globalForPool = globalThis as unknown as { lexiPool?: pg.Pool };

// Rows decode as the generated table types say, on the pool and in a
// transaction alike (lib/db.ts; tests/api/typed-sql.test.ts): bigint
// columns as BigInt (pg would give strings), dates as UTC midnight (pg
// would give local midnight).
const INT8 = 20;
const DATE = 1082;
function typeParser(oid: number, format?: "text" | "binary") {
  if (oid === INT8) return (value: string) => BigInt(value);
  if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00.000Z`);
  return pg.types.getTypeParser(oid, format);
}

/** A new pg pool on DATABASE_URL with the app's settings: at most DATABASE_POOL_MAX connections. */
function createPool(): pg.Pool {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  const onVercel = Boolean(process.env.VERCEL);
  // `?schema=` as Prisma reads it: the client qualifies its queries with the
  // schema, and SQL finds the tables through search_path, a startup
  // parameter that not every pooler passes on (docs/deploy.md).
  const { connectionString, schema } = splitSchemaParameter(DATABASE_URL);
  const pool = new pg.Pool({
    connectionString,
    max: DATABASE_POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
    ...(onVercel ? { idleTimeoutMillis: VERCEL_IDLE_TIMEOUT_MS } : {}),
    ...(schema !== "public" ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server closes (a restart, an outage) is dropped by
  // the pool, which then emits "error": with no listener that would end the
  // process. The next query opens a new connection or fails on its own.
  pool.on("error", (error) => console.error("database connection lost while idle:", error.message));
  // Fluid compute suspends an instance between requests, and a suspended
  // process runs no timers: without this its idle connections would stay
  // open on the server until the instance dies. attachDatabasePool keeps the
  // instance alive until the pool's idle timeout has closed them.
  if (onVercel) attachDatabasePool(pool);
  return pool;
}

/** The process's pool, created on first use (so builds never need a database), and again after it was ended. */
export function dbPool(): pg.Pool {
  const pool = globalForPool.lexiPool;
  if (pool && !pool.ending && !pool.ended) return pool;
  globalForPool.lexiPool = createPool();
  return globalForPool.lexiPool;
}
