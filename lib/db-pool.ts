import "server-only";
import { attachDatabasePool } from "@vercel/functions/db-connections";
import pg from "pg";
import { splitSchemaParameter } from "@/lib/database-url";
import { env } from "@/lib/env";

// How the app connects to PostgreSQL: lib/db.ts's pool under the Prisma
// client, and middleware's small one for its outage check
// (lib/http/database-probe.ts), which must not load Prisma.

// A server that accepts no connection makes a request fail (503) after this, not hang.
const CONNECT_TIMEOUT_MS = 5_000;
// On Vercel an instance stays alive this long after its last query (see
// attachDatabasePool below), then its idle connections are closed.
const VERCEL_IDLE_TIMEOUT_MS = 5_000;

/**
 * A pg pool on DATABASE_URL with the app's settings: at most `max`
 * connections (DATABASE_POOL_MAX unless given).
 */
export function createPool({ max }: { max?: number } = {}): pg.Pool {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  const onVercel = Boolean(process.env.VERCEL);
  // `?schema=` as Prisma reads it: the client qualifies its queries with the
  // schema, and raw SQL finds the tables through search_path, a startup
  // parameter that not every pooler passes on (README, "Deploying").
  const { connectionString, schema } = splitSchemaParameter(DATABASE_URL);
  const pool = new pg.Pool({
    connectionString,
    max: max ?? DATABASE_POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
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
