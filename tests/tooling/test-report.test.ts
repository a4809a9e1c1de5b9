// `npm test` ends by naming the tests that failed or passed only on a retry
// (scripts/lib/test-report.ts). The reports below are trimmed from real runs
// of Vitest 4 and Playwright 1.65 with one failing and one flaky test.
import { describe, expect, it } from "vitest";
import { formatOutcomes, playwrightOutcomes, vitestOutcomes, type PlaywrightReport, type VitestReport } from "@/scripts/lib/test-report";
import { ROOT } from "@/scripts/lib/child-process";

const vitestReport: VitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: `${ROOT}/tests/unit/words.test.ts`,
      status: "failed",
      message: "",
      assertionResults: [
        { ancestorTitles: ["outer"], title: "flaky one", status: "passed" },
        { ancestorTitles: ["outer"], title: "broken one", status: "failed" },
      ],
    },
    { name: `${ROOT}/tests/unit/fine.test.ts`, status: "passed", assertionResults: [{ ancestorTitles: [], title: "fine", status: "passed" }] },
    { name: `${ROOT}/tests/unit/no-import.test.ts`, status: "failed", message: "Cannot find module './gone'", assertionResults: [] },
  ],
};

const test = (projectName: string, status: string) => ({ projectName, status });
const playwrightReport: PlaywrightReport = {
  config: { rootDir: `${ROOT}/tests/e2e` },
  stats: { expected: 2, unexpected: 2, flaky: 2, skipped: 0 },
  suites: [
    {
      title: "zz.spec.ts",
      file: "zz.spec.ts",
      specs: [{ title: "top level", file: "zz.spec.ts", tests: [test("desktop", "expected")] }],
      suites: [
        {
          title: "outer",
          file: "zz.spec.ts",
          specs: [
            { title: "flaky one", file: "zz.spec.ts", tests: [test("desktop", "flaky"), test("mobile", "flaky")] },
            { title: "broken one", file: "zz.spec.ts", tests: [test("desktop", "unexpected"), test("mobile", "expected")] },
          ],
        },
      ],
    },
  ],
};

describe("the names npm test ends with", () => {
  it("names Vitest's failed tests with their file and suites, and a file that failed outside any test", () => {
    expect(vitestOutcomes(vitestReport, ["tests/unit/words.test.ts › outer › flaky one"])).toEqual({
      failed: ["tests/unit/words.test.ts › outer › broken one", "tests/unit/no-import.test.ts › Cannot find module './gone'"],
      flaky: ["tests/unit/words.test.ts › outer › flaky one"],
    });
  });

  it("names Playwright's unexpected tests as failed and its flaky ones as flaky, with their project", () => {
    expect(playwrightOutcomes(playwrightReport)).toEqual({
      failed: ["[desktop] tests/e2e/zz.spec.ts › outer › broken one"],
      flaky: ["[desktop] tests/e2e/zz.spec.ts › outer › flaky one", "[mobile] tests/e2e/zz.spec.ts › outer › flaky one"],
    });
  });

  it("prints the prefixes CI greps for, and nothing when all passed", () => {
    expect(formatOutcomes({ failed: ["a › b"], flaky: ["c › d"] })).toEqual([
      "Failed tests:",
      "  ✗ a › b",
      "Flaky tests (failed, then passed on the retry CI allows):",
      "  ⚠ c › d",
    ]);
    expect(formatOutcomes({ failed: [], flaky: [] })).toEqual([]);
  });
});
