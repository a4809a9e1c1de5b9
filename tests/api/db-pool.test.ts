// api group: database
// The app's pg pool (lib/db-pool.ts): DATABASE_POOL_MAX bounds the connections an
// instance opens; on Vercel the pool is attached with @vercel/functions'
// attachDatabasePool, so an instance is kept alive (waitUntil) until its idle
// connections have been closed, and nowhere else does anything change. It is
// the one pool of the process: under Prisma, Kysely and middleware's check.
import { afterEach, expect, it, vi } from "vitest";
import type pg from "pg";

const app = globalThis as unknown as { lexiPrisma?: unknown; lexiPool?: unknown };
// Where Vercel's runtime hands @vercel/functions the current request's waitUntil.
const REQUEST_CONTEXT = Symbol.for("@vercel/request-context");
const runtime = globalThis as unknown as Record<symbol, unknown>;

/** lib/db loaded afresh under `variables`, with no client or pool yet (lib/env reads the environment once per module instance). */
async function freshDb(variables: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  app.lexiPrisma = undefined;
  app.lexiPool = undefined;
  vi.resetModules();
  return import("@/lib/db");
}

const saved = { client: app.lexiPrisma, pool: app.lexiPool };
let opened: typeof import("@/lib/db") | undefined;

afterEach(async () => {
  await opened?.db().$disconnect();
  opened = undefined;
  app.lexiPrisma = saved.client;
  app.lexiPool = saved.pool;
  delete runtime[REQUEST_CONTEXT];
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Vercel's request context as its runtime provides it: here, a list of what was handed to waitUntil. */
function vercelRequestContext(): Promise<unknown>[] {
  const waited: Promise<unknown>[] = [];
  runtime[REQUEST_CONTEXT] = { get: () => ({ waitUntil: (promise: Promise<unknown>) => waited.push(promise) }) };
  return waited;
}

/** Runs `count` queries at once that each hold a connection for a moment; the most connections the pool had open. */
async function peakConnections(lib: typeof import("@/lib/db"), count: number): Promise<number> {
  const pool: pg.Pool = lib.dbPool();
  let peak = 0;
  const sample = setInterval(() => (peak = Math.max(peak, pool.totalCount)), 5);
  try {
    await Promise.all(Array.from({ length: count }, () => lib.db().$executeRaw`SELECT pg_sleep(0.05)`));
  } finally {
    clearInterval(sample);
  }
  return Math.max(peak, pool.totalCount);
}

it("outside Vercel: pg's 10 connections and idle timeout, and nothing attached", async () => {
  const waited = vercelRequestContext();
  opened = await freshDb({ VERCEL: undefined, DATABASE_POOL_MAX: undefined });
  const pool = opened.dbPool();
  expect(pool.options.max).toBe(10);
  expect(pool.options.idleTimeoutMillis).toBe(10_000);
  expect(pool.listenerCount("release")).toBe(0);
  expect(await opened.db().word.count()).toBeGreaterThan(0);
  expect(waited).toHaveLength(0);
});

it("DATABASE_POOL_MAX bounds the connections one instance opens", async () => {
  opened = await freshDb({ DATABASE_POOL_MAX: "3" });
  expect(opened.dbPool().options.max).toBe(3);
  expect(await peakConnections(opened, 8)).toBe(3);
});

it("dbPool() is the one pool: under db(), kysely() and middleware's check; a client's $disconnect ends it, and the next dbPool() is new", async () => {
  opened = await freshDb({});
  const pool = opened.dbPool();
  const client = opened.db();
  await client.word.count();
  expect(pool.totalCount).toBeGreaterThan(0);
  expect(opened.dbPool()).toBe(pool);
  const { dbPool } = await import("@/lib/db-pool");
  expect(dbPool()).toBe(pool);
  const acquired: unknown[] = [];
  pool.on("acquire", (connection) => acquired.push(connection));
  await opened.kysely().selectFrom("words").select("index").limit(1).execute();
  const { databaseUnreachable } = await import("@/lib/http/database-probe");
  expect(await databaseUnreachable()).toBe(false);
  expect(acquired).toHaveLength(2);
  // Another client (as after an edit in development) comes over the same pool.
  app.lexiPrisma = undefined;
  expect(opened.dbPool()).toBe(pool);
  await client.$disconnect();
  expect(pool.totalCount).toBe(0);
  expect(pool.ended).toBe(true);
  expect(opened.dbPool()).not.toBe(pool);
  await opened.dbPool().end();
});

it("on Vercel: 5 connections, and each instance is kept alive until its idle connections are closed", async () => {
  const waited = vercelRequestContext();
  // VERCEL_URL and VERCEL_REGION are set on Vercel's functions (not during builds).
  opened = await freshDb({ VERCEL: "1", VERCEL_URL: "lexi-test.vercel.app", VERCEL_REGION: "iad1", DATABASE_POOL_MAX: undefined });
  const pool = opened.dbPool();
  expect(pool.options.max).toBe(5);
  expect(pool.listenerCount("release")).toBe(1);

  expect(await opened.db().word.count()).toBeGreaterThan(0);
  expect(pool.idleCount).toBeGreaterThan(0);
  expect(waited.length).toBeGreaterThan(0);
  // The function may be suspended only once the last of these settles: by then no connection is left open.
  await waited.at(-1);
  expect(pool.totalCount).toBe(0);
}, 15_000);
