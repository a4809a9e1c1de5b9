// While the database cannot be reached, /api/v1 answers 503 JSON with
// Retry-After, promptly, instead of a 500 HTML page or a hang; bugs stay 500.
// The outage is real: Prisma is pointed at a port where nothing listens, and
// at a server that accepts connections and never answers.
import net, { type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db-unavailable";
import { postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const prismaHolder = globalThis as unknown as { lexiPrisma?: { $disconnect(): Promise<void> } };

let user: SignedInUser;
let realClient: typeof prismaHolder.lexiPrisma;
let silentServer: net.Server;
let silentPort: number;
const silentSockets = new Set<net.Socket>();

beforeAll(async () => {
  user = await signedInUser("outage"); // while the database is still there
  realClient = prismaHolder.lexiPrisma;
  // Accepts TCP connections and never says a word: a hung database.
  silentServer = net.createServer((socket) => {
    silentSockets.add(socket);
    socket.on("close", () => silentSockets.delete(socket));
  });
  await new Promise<void>((resolve) => silentServer.listen(0, "127.0.0.1", resolve));
  silentPort = (silentServer.address() as AddressInfo).port;
});

afterAll(async () => {
  prismaHolder.lexiPrisma = realClient;
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silentServer.close(resolve));
});

afterEach(async () => {
  await prismaHolder.lexiPrisma?.$disconnect().catch(() => undefined);
  prismaHolder.lexiPrisma = realClient;
  vi.unstubAllEnvs();
});

/** A port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The handlers, loaded afresh against a database at `port` (lib/env reads the environment once per module instance). */
async function handlersAgainst(port: number): Promise<Record<string, Handler>> {
  vi.stubEnv("DATABASE_URL", `postgresql://postgres@127.0.0.1:${port}/lexi`);
  prismaHolder.lexiPrisma = undefined;
  vi.resetModules();
  return {
    notes: (await import("@/app/api/v1/notes/getallnotes/route")).POST,
    fetchword: (await import("@/app/api/v1/word/fetchword/route")).POST,
    favourite: (await import("@/app/api/v1/favourite/add/route")).POST,
    contact: (await import("@/app/api/v1/contact/route")).POST,
  };
}

const CALLS: Record<string, (handlers: Record<string, Handler>) => Promise<Response>> = {
  "POST /notes/getallnotes (signed in)": (h) => h.notes!(postRequest("/api/v1/notes/getallnotes", { userId: user.id }, { user })),
  "POST /word/fetchword (signed out)": (h) =>
    h.fetchword!(postRequest("/api/v1/word/fetchword", { wordCategory: "unseen", authUserId: null, wordIndex: -1 })),
  "POST /favourite/add (signed in)": (h) =>
    h.favourite!(postRequest("/api/v1/favourite/add", { userId: user.id, itemId: "1", type: "words", name: "Flashcards-Seen" }, { user })),
  "POST /contact": (h) =>
    h.contact!(
      postRequest("/api/v1/contact", { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Is the database there?" }),
    ),
};

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: "The service is temporarily unavailable. Please try again shortly." });
}

describe("with nothing listening where the database should be", () => {
  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name} answers 503 JSON with Retry-After at once`, async () => {
      const handlers = await handlersAgainst(await closedPort());
      const started = performance.now();
      await expectUnavailable(await call(handlers));
      expect(performance.now() - started).toBeLessThan(4_000);
    });
  }
});

describe("with a database that accepts connections and never answers", () => {
  it("gives up after the 5 s connection timeout with 503, not a hang", async () => {
    const handlers = await handlersAgainst(silentPort);
    const started = performance.now();
    await expectUnavailable(await CALLS["POST /contact"]!(handlers));
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(4_900);
    expect(waited).toBeLessThan(9_000);
  }, 15_000);
});

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures through Prisma's wrapping, and nothing else", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED", syscall: "connect", errno: -111 });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: { kind: "DatabaseNotReachable" } }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("P1001"), { code: "P1001" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("admin shutdown"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);

    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("unique"), { code: "P2002" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
