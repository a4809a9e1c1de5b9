// api group: database
// The database out of reach (issue 8, part 5): every JSON endpoint answers 503
// JSON with Retry-After, quickly, instead of a 500 or a hang; and works again
// once the database is back. The outage is real: the app's pg pool (on
// globalThis; lib/db.ts runs every statement on it) and Prisma's client over
// it (Auth.js's adapter) are swapped for ones aimed at a port nothing listens
// on, then swapped back.
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { SERVICE_UNAVAILABLE } from "@/lib/http/json";
import { isDatabaseUnavailable } from "@/lib/http/database-unavailable";
import { ENDPOINTS, callEndpoint, endpointKey, loadHandlers, type Handler } from "@/tests/support/api-endpoints";
import { signedInUser, type SignedInUser } from "@/tests/support/session";
import { unreachablePool } from "@/tests/support/unreachable-database";

const app = globalThis as unknown as { lexiPrisma?: PrismaClient; lexiPool?: unknown };
let handlers: Map<string, Handler>;
let user: SignedInUser;

beforeAll(async () => {
  handlers = await loadHandlers();
  user = await signedInUser("outage");
});

// The e-mail links answer with redirects, for a browser; everything else answers JSON.
const jsonEndpoints = ENDPOINTS.filter((spec) => spec.access !== "redirect");

it("while the database is unreachable every JSON endpoint that reads it answers 503 JSON with Retry-After, within the connect timeout (the word search, from memory, keeps answering); afterwards all work again", async () => {
  const working = { client: app.lexiPrisma, pool: app.lexiPool };
  expect(working.client).toBeDefined();
  expect(working.pool).toBeDefined();
  const downPool = await unreachablePool();
  const down = new PrismaClient({ adapter: new PrismaPg(downPool, { disposeExternalPool: true }) });
  app.lexiPrisma = down;
  app.lexiPool = downPool;
  try {
    for (const spec of jsonEndpoints) {
      const started = performance.now();
      const input = spec.valid({ userId: user.id, noteId: "00000000-0000-4000-8000-000000000000", tag: crypto.randomUUID() });
      const response = await callEndpoint(
        handlers.get(endpointKey(spec.method, spec.path))!,
        spec,
        spec.method === "GET" ? { query: input } : { body: input },
        user.cookie,
      );
      if (spec.readsDatabase === false) {
        // Answered from the word set in memory: an outage does not reach it.
        expect(response.status, spec.path).toBe(spec.okStatus);
        continue;
      }
      expect(response.status, spec.path).toBe(503);
      expect(response.headers.get("retry-after"), spec.path).toBe("5");
      expect(await response.json(), spec.path).toEqual({ error: SERVICE_UNAVAILABLE });
      expect(performance.now() - started, spec.path).toBeLessThan(5_000);
    }
  } finally {
    app.lexiPrisma = working.client;
    app.lexiPool = working.pool;
    await down.$disconnect();
  }
  const note = await callEndpoint(
    handlers.get("POST /api/v1/notes/createnote")!,
    ENDPOINTS.find((spec) => spec.path === "/api/v1/notes/createnote")!,
    { body: { word: "back", type: "noun", definitions: "d", example: "e", breakdown: "b" } },
    user.cookie,
  );
  expect(note.status).toBe(201);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

it("a database that accepts connections and never answers costs the app's 5 s connect timeout, then 503, not a hang", async () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const working = { client: app.lexiPrisma, pool: app.lexiPool };
  try {
    // lib/db as configured, against the silent server: modules loaded afresh (lib/env reads the environment once).
    vi.stubEnv("DATABASE_URL", `postgresql://lexi@127.0.0.1:${(silent.address() as net.AddressInfo).port}/lexi`);
    app.lexiPrisma = undefined;
    app.lexiPool = undefined;
    vi.resetModules();
    const contact = (await import("@/app/api/v1/contact/route")).POST;
    const started = performance.now();
    const response = await contact(
      new Request("http://localhost/api/v1/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Ada", email: "ada@example.com", subject: "Hello", message: "Is anybody there?" }),
      }),
    );
    const waited = performance.now() - started;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: SERVICE_UNAVAILABLE });
    expect(waited).toBeGreaterThanOrEqual(4_900);
    expect(waited).toBeLessThan(9_000);
  } finally {
    await app.lexiPrisma?.$disconnect().catch(() => undefined);
    // The pool the handler made for the silent server, when Prisma's client did not end it.
    const made = app.lexiPool as pg.Pool | undefined;
    if (made && made !== working.pool && !made.ending) await made.end().catch(() => undefined);
    app.lexiPrisma = working.client;
    app.lexiPool = working.pool;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
}, 15_000);

it("tells an unreachable database from other failures", () => {
  expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
  expect(isDatabaseUnavailable({ code: "P2010", meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } } })).toBe(true);
  expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  expect(isDatabaseUnavailable({ code: "57P01", message: "terminating connection due to administrator command" })).toBe(true);
  // The pool is exhausted: no connection, or no transaction, in time (seen under test:load).
  expect(isDatabaseUnavailable({ code: "P2024", message: "Timed out fetching a new connection from the connection pool." })).toBe(true);
  expect(isDatabaseUnavailable({ code: "P2028", message: "Transaction API error: Unable to start a transaction in the given time." })).toBe(true);
  expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  // A statement that waited past its transaction's statement_timeout (lib/db.ts transaction).
  expect(isDatabaseUnavailable({ code: "57014", message: "canceling statement due to statement timeout" })).toBe(true);
  expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  expect(isDatabaseUnavailable({ code: "P2002", message: "Unique constraint failed" })).toBe(false);
  expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
  // Several addresses refused at once (localhost as ::1 and 127.0.0.1).
  expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })]))).toBe(true);
});
