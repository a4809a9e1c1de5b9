import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { splitSchemaParameter } from "@/lib/database-url";
import { createPool } from "@/lib/db-pool";
import { env } from "@/lib/env";

// One pg pool and one Prisma client over it per process (per instance on
// Vercel). In development Next re-evaluates modules on every edit, so both are
// kept on globalThis to avoid opening a new pool each time.
const globalForDb = globalThis as unknown as { lexiPrisma?: PrismaClient; lexiPool?: pg.Pool };

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
 * The pg pool under db(): where the app's connections come from (but for
 * middleware's outage check, lib/http/database-probe.ts), for raw SQL that
 * bypasses Prisma as well. Created with the client.
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
