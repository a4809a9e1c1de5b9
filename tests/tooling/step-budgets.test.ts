// `npm test` prints each step's time beside its budget and warns of a step
// over it (scripts/lib/step-budgets.ts); docs/contributing.md lists the same
// budgets, held together here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/scripts/lib/child-process";
import { STEP_BUDGETS, formatSeconds, formatTimes, type Step } from "@/scripts/lib/step-budgets";

/** The budget table of docs/contributing.md: step → seconds. */
function documentedBudgets(): Record<string, number> {
  const doc = readFileSync(path.join(ROOT, "docs/contributing.md"), "utf8");
  const rows = [...doc.matchAll(/^\| `([^`]+)` +\| ((?:\d+ min)?(?: ?\d+ s)?) +\|/gm)];
  return Object.fromEntries(
    rows.map(([, step, budget]) => {
      const minutes = Number(/(\d+) min/.exec(budget!)?.[1] ?? 0);
      const seconds = Number(/(\d+) s/.exec(budget!)?.[1] ?? 0);
      return [step!, minutes * 60 + seconds];
    }),
  );
}

describe("step budgets", () => {
  it("docs/contributing.md lists every step's budget as scripts/lib/step-budgets.ts has it", () => {
    expect(documentedBudgets()).toEqual(STEP_BUDGETS);
  });

  it("prints each step beside its budget and warns only of a step over it", () => {
    const timings: [Step, number][] = [
      ["build", 200],
      ["e2e desktop", 780],
      ["e2e mobile", 45],
    ];
    expect(formatTimes(timings)).toEqual([
      "Times: build 3 min 20 s of 7 min 30 s, e2e desktop 13 min 0 s of 12 min 30 s, e2e mobile 45 s of 2 min 30 s",
      "⏱ e2e desktop took 13 min 0 s, over its budget of 12 min 30 s",
    ]);
  });

  it("rounds to whole seconds without a minute of 60 seconds", () => {
    expect(formatSeconds(59.6)).toBe("1 min 0 s");
    expect(formatSeconds(119.7)).toBe("2 min 0 s");
    expect(formatSeconds(7.2)).toBe("7 s");
  });
});
