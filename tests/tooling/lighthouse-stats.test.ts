// The bench's Lighthouse verdict (issue 17): the median of the runs for score,
// LCP and TBT, the worst run for CLS, and the spread printed beside them.
import { describe, expect, it } from "vitest";
import { formatSummary, spread, summarise, withinBudget, type LighthouseRun } from "@/scripts/bench/lighthouse-stats";

const run = (score: number, cls = 0, shifts = ""): LighthouseRun => ({ score, lcpMs: 2000 + score, tbtMs: 100 + score, cls, shifts });

describe("spread", () => {
  it("gives the median, the least and the greatest", () => {
    expect(spread([98, 88, 95, 97, 96])).toEqual({ median: 96, min: 88, max: 98 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
  });
});

describe("summarise and withinBudget", () => {
  it("one slow run does not move the median score", () => {
    const summary = summarise([run(97), run(88), run(96), run(98), run(96)]);
    expect(summary.score).toEqual({ median: 96, min: 88, max: 98 });
    expect(withinBudget(summary, 95)).toBe(true);
    expect(withinBudget(summary, 98)).toBe(false);
  });

  it("a shift in one run of five fails the budget, however good the median, and names what moved", () => {
    const summary = summarise([run(98), run(98), run(98, 0.03, "body > footer 0.030"), run(98), run(98)]);
    expect(summary.cls).toEqual({ median: 0, min: 0, max: 0.03, worst: 0.03 });
    expect(summary.shifts).toEqual(["run 3: body > footer 0.030"]);
    expect(withinBudget(summary, 95)).toBe(false);
  });

  it("prints the medians with their spread, and a shift too small for three decimals still shows", () => {
    const summary = summarise([run(97), run(95), run(98, 0.0002), run(96), run(97)]);
    expect(formatSummary(summary)).toBe("97 (95–98), 2097 ms (2095–2098 ms), 197 ms (195–198 ms), 0.0002 (0.000–0.0002)");
  });
});
