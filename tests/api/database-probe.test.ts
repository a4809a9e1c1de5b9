// api group: database
// Middleware's outage check (lib/http/database-probe.ts) on the app's pool:
// a healthy page request costs no query once a probe has succeeded; an
// outage seen anywhere in the process (here: an API call answered 503) makes
// the next page request probe, and while the database stays out of reach
// every page request does, until a probe succeeds again. A page whose render
// failed reports it through instrumentation.ts.
import net from "node:net";
import pg from "pg";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { dbPool } from "@/lib/db-pool";
import { databaseHealth, noteDatabaseFailure } from "@/lib/http/database-health";
import { TRUSTED_FOR_MS, databaseUnreachable } from "@/lib/http/database-probe";
import { internalError } from "@/lib/http/json";

const app = globalThis as unknown as { lexiPool?: pg.Pool; lexiDatabaseHealth?: unknown };
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

/** Connections the pool lends from now on (a query borrows one). */
function countQueries(pool: pg.Pool): { count: number } {
  const counter = { count: 0 };
  pool.on("acquire", () => (counter.count += 1));
  return counter;
}

beforeEach(() => {
  app.lexiDatabaseHealth = undefined;
});

let working: pg.Pool | undefined;
afterEach(() => {
  if (working) app.lexiPool = working;
  working = undefined;
});

it("probes once, then answers from what it learnt: no query while the probe is fresh, one again once it is stale", async () => {
  const queries = countQueries(dbPool());
  expect(await databaseUnreachable()).toBe(false);
  expect(queries.count).toBe(1);
  for (let i = 0; i < 5; i += 1) expect(await databaseUnreachable()).toBe(false);
  expect(queries.count).toBe(1);
  expect(await databaseUnreachable(Date.now() + TRUSTED_FOR_MS + 1)).toBe(false);
  expect(queries.count).toBe(2);
});

it("an outage seen by the API makes the next page request probe; other failures do not", async () => {
  const queries = countQueries(dbPool());
  expect(await databaseUnreachable()).toBe(false);
  noteDatabaseFailure({ code: "P2002", message: "Unique constraint failed" });
  expect(await databaseUnreachable()).toBe(false);
  expect(queries.count).toBe(1);
  const response = internalError("test", refused());
  expect(response.status).toBe(503);
  expect(databaseHealth().suspected).toBe(true);
  // The database is in fact up: one probe says so, and the next requests cost nothing again.
  expect(await databaseUnreachable()).toBe(false);
  expect(await databaseUnreachable()).toBe(false);
  expect(queries.count).toBe(2);
  expect(databaseHealth().suspected).toBe(false);
});

it("while the database is out of reach every page request probes and is told so, within the connect timeout", async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  working = dbPool();
  const down = new pg.Pool({ connectionString: `postgresql://lexi@127.0.0.1:${port}/lexi`, connectionTimeoutMillis: 2_000 });
  app.lexiPool = down;
  try {
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      expect(await databaseUnreachable()).toBe(true);
      expect(performance.now() - started).toBeLessThan(2_500);
    }
    expect(databaseHealth().suspected).toBe(true);
  } finally {
    await down.end();
  }
  // Back: the next probe finds it and clears the suspicion.
  app.lexiPool = working;
  expect(await databaseUnreachable()).toBe(false);
  expect(databaseHealth().suspected).toBe(false);
});

it("a page whose render failed on the database reports it through instrumentation.ts (Next's onRequestError)", async () => {
  vi.stubEnv("NEXT_RUNTIME", "nodejs");
  const { onRequestError } = await import("@/instrumentation");
  await onRequestError(new Error("Invalid input"));
  expect(databaseHealth().suspected).toBe(false);
  await onRequestError(refused());
  expect(databaseHealth().suspected).toBe(true);
  vi.unstubAllEnvs();
});
