// The bench's callers figures (scripts/bench/practice.ts): calls tallied with their first failure named,
// and a row's trials pooled into one set of figures (scripts/bench.ts, alternated).
import { describe, expect, it } from "vitest";
import { callFigures, newTally, poolFigures, tallyCall } from "@/scripts/bench/practice";
import { callersValue } from "@/scripts/bench/report";

describe("tallyCall", () => {
  it("keeps the times of the calls answered and names the first failure only", () => {
    const tally = newTally();
    tallyCall(tally, { ok: true, ms: 12, status: 200, body: { question: {} } });
    tallyCall(tally, { ok: false, ms: 5, status: 200, body: { done: true, reason: "no-question" } });
    tallyCall(tally, { ok: false, ms: 7, status: 503, body: { error: "Busy" } });
    expect(tally.times).toEqual([12]);
    expect(tally.failed).toBe(2);
    expect(tally.failure).toBe('HTTP 200 {"done":true,"reason":"no-question"}');
  });

  it("shows the first failure in the row's value", () => {
    const tally = newTally();
    tallyCall(tally, { ok: true, ms: 10, status: 200, body: null });
    tallyCall(tally, { ok: false, ms: 3, status: 429, body: { error: "Too many" } });
    expect(callersValue(callFigures(tally, 4))).toBe('1 calls, 10 ms, 10 ms; 2.00 ms CPU, 1 failed (the first: HTTP 429 {"error":"Too many"})');
  });
});

describe("poolFigures", () => {
  const run = (times: number[], cpuMs: number, failed = 0) => callFigures({ times, failed }, cpuMs);

  it("takes the percentiles of all the runs' calls together, not of any one run", () => {
    // Of 50 calls the p99 is the slowest; of the 100 together, the second slowest.
    const quick = Array.from({ length: 49 }, (_, i) => 10 + (i % 5));
    const slow = run([...quick, 80], 100);
    expect(slow.p99Ms).toBe(80);
    const pooled = poolFigures([slow, run([...quick, 20], 100)]);
    expect(pooled.calls).toBe(100);
    expect(pooled.p99Ms).toBe(20);
    expect(pooled.p50Ms).toBe(12);
  });

  it("shares the runs' CPU over all their calls and sums their failures, keeping the first one named", () => {
    const failing = newTally();
    tallyCall(failing, { ok: true, ms: 30, status: 200, body: null });
    tallyCall(failing, { ok: false, ms: 1, status: 500, body: { error: "Boom" } });
    // 10 calls at 2 ms of CPU each, then 2 calls at 5 ms each: 30 ms over 12 calls.
    const pooled = poolFigures([
      run(
        Array.from({ length: 10 }, () => 10),
        20,
      ),
      callFigures(failing, 10),
    ]);
    expect(pooled.calls).toBe(11);
    expect(pooled.failed).toBe(1);
    expect(pooled.failure).toBe('HTTP 500 {"error":"Boom"}');
    expect(pooled.cpuMsPerCall).toBeCloseTo(30 / 12);
  });

  it("keeps each run's own p99 and shows them beside the pooled one", () => {
    const quick = Array.from({ length: 49 }, (_, i) => 10 + (i % 5));
    const pooled = poolFigures([run([...quick, 80], 100), run([...quick, 20], 100)]);
    expect(pooled.runsP99Ms).toEqual([80, 20]);
    expect(callersValue(pooled)).toBe("100 calls, 12 ms, 20 ms (each run's: 80, 20); 2.00 ms CPU");
    // A single run's figures have no runs to show.
    expect(callersValue(run([10, 20], 4))).toBe("2 calls, 10 ms, 20 ms; 2.00 ms CPU");
  });

  it("lets a run with no calls add nothing, not a NaN", () => {
    const pooled = poolFigures([run([], 5), run([10, 20], 8)]);
    expect(pooled.calls).toBe(2);
    expect(pooled.cpuMsPerCall).toBe(4);
  });
});
