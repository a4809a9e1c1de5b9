// The bench's timed calls on their own thread (scripts/bench/callers.ts), against a real local HTTP server: the same
// figures as on the main thread, an error on the thread rejects the call, and a pause of the main thread is not in
// the calls' times (why the thread exists: scripts/bench/callers-thread.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeCallers, load, loadCalls, loadWithCpu } from "@/scripts/bench/callers";

/** How long the server takes to answer a call, in ms. */
const ANSWER_MS = 5;
// In a process of its own, as the bench's servers are: the test's pause of its main thread must not stop it.
const SERVER = `
  const server = require("node:http").createServer((request, response) => {
    request.resume();
    request.on("end", () => setTimeout(() => response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'), ${ANSWER_MS}));
  });
  server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  server = spawn(process.execPath, ["-e", SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  const [port] = (await once(server.stdout!, "data")) as [Buffer];
  base = `http://127.0.0.1:${port.toString().trim()}`;
});

afterAll(async () => {
  await closeCallers();
  server.kill();
});

describe("the bench's callers' thread", () => {
  it("gives load()'s figures as the main thread does: calls a second, p50 and p99, answered calls", async () => {
    const figures = await load(`${base}/floor`, { body: {}, connections: 2, duration: 1 });

    expect(figures.errors).toBe(0);
    expect(figures.non2xx).toBe(0);
    expect(figures.total).toBeGreaterThan(20);
    // Two callers, a call each every ANSWER_MS or so: some hundreds a second, never more than the callers allow.
    expect(figures.requestsPerSecond).toBeGreaterThan(20);
    expect(figures.requestsPerSecond).toBeLessThanOrEqual((2 * 1000) / ANSWER_MS);
    expect(figures.p50Ms).toBeGreaterThanOrEqual(ANSWER_MS - 1);
    expect(figures.p99Ms).toBeGreaterThanOrEqual(figures.p50Ms);
  });

  it("rejects a call that fails on the thread, with its error", async () => {
    // No process has this id (Linux's pid_max is at most 2^22): its CPU time cannot be read.
    await expect(loadWithCpu(`${base}/floor`, 2 ** 22 + 1, { connections: 1, duration: 0.2 })).rejects.toThrow(/On the callers' thread: .*ENOENT/);
  });

  it("keeps a pause of the main thread out of the calls' times", async () => {
    const calls = loadCalls(`${base}/floor`, process.pid, { connections: 2, duration: 1.5 });
    // The main thread busy for a second, as a long collection of the bench's process would stop it, while the calls run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busyUntil = performance.now() + 1000;
    while (performance.now() < busyUntil);
    const figures = await calls;

    expect(figures.failed).toBe(0);
    expect(figures.calls).toBeGreaterThan(20);
    // On the main thread the calls in flight would have waited out the whole second.
    expect(Math.max(...figures.times)).toBeLessThan(500);
  });
});
