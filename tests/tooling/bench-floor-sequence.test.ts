// The database floor at a row's own load (scripts/bench/practice.ts, measureFloorSequence), against a real local HTTP
// server standing in for the floor route: every caller makes the sequence's calls in turn, whole sequences only, each
// call's time counted for its kind, a failure for the kind that failed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { measureFloorSequence } from "@/scripts/bench/practice";
import { startBodyServer, type BodyServer } from "@/tests/support/body-server";

let server: BodyServer;
let url = "";
/** The bodies the floor was sent, in the order it answered them. */
let received: { roundTrips: number; writes: boolean }[] = [];

beforeAll(async () => {
  server = await startBodyServer((_request, body, response) => {
    const call = JSON.parse(body) as { roundTrips: number; writes: boolean };
    received.push(call);
    // A floor call of 9 round trips stands for one the floor refuses.
    if (call.roundTrips === 9) response.writeHead(503, { "content-type": "application/json" }).end('{"error":"Busy"}');
    else response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  url = `${server.base}/api/floor-database`;
});

beforeEach(() => {
  received = [];
});

afterAll(() => server.close());

describe("measureFloorSequence", () => {
  it("has every caller make whole sequences, each call counted for its kind", async () => {
    const steps = [
      { kind: "start", roundTrips: 1, writes: true },
      { kind: "answer", roundTrips: 0, writes: false },
      { kind: "answer", roundTrips: 0, writes: false },
      { kind: "result", roundTrips: 2, writes: true },
    ] as const;
    const figures = await measureFloorSequence(url, process.pid, { connections: 3, durationS: 0.2, steps });

    expect(figures.start.calls).toBeGreaterThanOrEqual(3);
    // A sequence under way when time is up is finished: as many results as starts, two answers each.
    expect(figures.result.calls).toBe(figures.start.calls);
    expect(figures.answer.calls).toBe(2 * figures.start.calls);
    expect(figures.start.failed + figures.answer.failed + figures.result.failed).toBe(0);
    // Each kind's floor call had its own shape, the untimed first sequence of each caller included.
    const sent = (roundTrips: number, writes: boolean) => received.filter((call) => call.roundTrips === roundTrips && call.writes === writes).length;
    expect(sent(1, true)).toBe(figures.start.calls + 3);
    expect(sent(0, false)).toBe(figures.answer.calls + 6);
    expect(sent(2, true)).toBe(figures.result.calls + 3);
    expect(received).toHaveLength(sent(1, true) + sent(0, false) + sent(2, true));
  });

  it("counts a refused call as a failure of its kind, named by its answer", async () => {
    const steps = [
      { kind: "add", roundTrips: 1, writes: true },
      { kind: "remove", roundTrips: 9, writes: true },
    ] as const;
    const figures = await measureFloorSequence(url, process.pid, { connections: 2, durationS: 0.1, steps });

    expect(figures.add.failed).toBe(0);
    expect(figures.add.calls).toBeGreaterThanOrEqual(2);
    expect(figures.remove.calls).toBe(0);
    expect(figures.remove.failed).toBe(figures.add.calls);
    expect(figures.remove.failure).toBe('HTTP 503 {"error":"Busy"}');
  });
});
