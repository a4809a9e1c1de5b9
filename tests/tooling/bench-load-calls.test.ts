// A load whose runs pool (scripts/bench/practice.ts, loadCalls), against a real local HTTP server: every answered
// call's time kept, a refused call counted as a failure and named, the request sent as load() sends it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadCalls } from "@/scripts/bench/practice";
import { startBodyServer, type BodyServer } from "@/tests/support/body-server";

let server: BodyServer;
/** What the server was sent: method, path, a header and the body. */
let received: { method: string; path: string; cookie: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = await startBodyServer((request, body, response) => {
    received.push({ method: request.method!, path: request.url!, cookie: request.headers.cookie, body });
    // The path /busy stands for a route that refuses every other call.
    if (request.url === "/busy" && received.filter((call) => call.path === "/busy").length % 2 === 0)
      response.writeHead(503, { "content-type": "application/json" }).end('{"error":"Busy"}');
    else response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
});

beforeEach(() => {
  received = [];
});

afterAll(() => server.close());

describe("loadCalls", () => {
  it("keeps each answered call's time, as many as the calls answered", async () => {
    const figures = await loadCalls(`${server.base}/board?challengeId=c`, process.pid, { headers: { cookie: "player=p" }, connections: 3, duration: 0.3 });

    expect(figures.failed).toBe(0);
    expect(figures.calls).toBeGreaterThan(3);
    expect(figures.times).toHaveLength(figures.calls);
    // Every call the server answered was timed, and no more (autocannon may stop with a call unanswered).
    expect(figures.calls).toBeLessThanOrEqual(received.length);
    expect(figures.calls).toBeGreaterThanOrEqual(received.length - 3);
    expect(figures.times.every((ms) => ms >= 0)).toBe(true);
    expect(figures.p99Ms).toBeLessThanOrEqual(Math.max(...figures.times));
    expect(figures.p99Ms).toBeGreaterThanOrEqual(figures.p50Ms);
    // A GET with the caller's headers, as load() sends it.
    expect(new Set(received.map(({ method, path, cookie, body }) => `${method} ${path} ${cookie} ${body}`))).toEqual(
      new Set(["GET /board?challengeId=c player=p "]),
    );
  });

  it("sends a body as a JSON POST, and counts a refused call as a failure, named by its status", async () => {
    const figures = await loadCalls(`${server.base}/busy`, process.pid, { body: { roundTrips: 0, writes: false }, connections: 2, duration: 0.3 });

    expect(figures.calls).toBeGreaterThan(0);
    expect(figures.failed).toBeGreaterThan(0);
    expect(Math.abs(figures.calls - figures.failed)).toBeLessThanOrEqual(2);
    expect(figures.failure).toMatch(/^HTTP 503\b/);
    // (A call of the test before may still arrive: autocannon stops with calls under way.)
    const busy = received.filter((call) => call.path === "/busy");
    expect(new Set(busy.map(({ method, body }) => `${method} ${body}`))).toEqual(new Set(['POST {"roundTrips":0,"writes":false}']));
  });
});
