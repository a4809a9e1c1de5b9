// A Vitest reporter that writes the tests that passed only on a retry to
// test-results/vitest-flaky.json: Vitest's JSON report does not say, and
// `npm test` names them at its end (test-report.ts). LEXI_FLAKY_REPORT names
// another file, for runs at the same time.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestCase } from "vitest/node";
import { ROOT } from "./child-process";
import { FLAKY_REPORT } from "./test-report";

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (!testCase.diagnostic()?.flaky) return;
    const titles = [testCase.name];
    for (let suite = testCase.parent; suite.type === "suite"; suite = suite.parent) titles.unshift(suite.name);
    this.flaky.push([path.relative(ROOT, testCase.module.moduleId), ...titles].join(" › "));
  }

  onTestRunEnd() {
    const file = process.env.LEXI_FLAKY_REPORT || FLAKY_REPORT;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(this.flaky));
  }
}
