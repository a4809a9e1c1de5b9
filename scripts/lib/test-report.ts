// Reads the runners' JSON reports into the names of the tests that failed and
// of those that passed only on a retry, so that `npm test` (and CI, which
// shows only the tail of its output) ends by naming them.
import path from "node:path";
import { ROOT } from "./child-process";

export const FLAKY_REPORT = path.join(ROOT, "test-results/vitest-flaky.json");

export interface Outcomes {
  failed: string[];
  flaky: string[];
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

/** Vitest's JSON report; `flaky` comes from our reporter (vitest-flaky-reporter.ts). */
export function vitestOutcomes(report: VitestReport, flaky: string[] = []): Outcomes {
  const failed: string[] = [];
  for (const file of report.testResults) {
    const where = relative(file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests) failed.push([where, ...test.ancestorTitles, test.title].join(" › "));
    // A file that failed outside any test (an import, a hook) names itself.
    if (file.status === "failed" && !failedTests.length) failed.push(`${where} › ${file.message || "the file failed"}`);
  }
  return { failed, flaky };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  /** `rootDir` is the config's testDir, which spec files are relative to. */
  config: { rootDir: string };
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** Playwright's JSON report: `unexpected` failed, `flaky` passed on a retry. */
export function playwrightOutcomes(report: PlaywrightReport): Outcomes {
  const outcomes: Outcomes = { failed: [], flaky: [] };
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const inner = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `[${test.projectName}] ${relative(path.join(report.config.rootDir, spec.file))} › ${[...inner, spec.title].join(" › ")}`;
        if (test.status === "unexpected") outcomes.failed.push(name);
        if (test.status === "flaky") outcomes.flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) visit(child, inner);
  };
  for (const suite of report.suites) visit(suite, []);
  return outcomes;
}

/** The lines `npm test` ends with; CI greps the `  ✗ ` and `  ⚠ ` prefixes from each pass's log. */
export function formatOutcomes({ failed, flaky }: Outcomes): string[] {
  const lines: string[] = [];
  if (failed.length) lines.push("Failed tests:", ...failed.map((name) => `  ✗ ${name}`));
  if (flaky.length) lines.push("Flaky tests (failed, then passed on the retry CI allows):", ...flaky.map((name) => `  ⚠ ${name}`));
  return lines;
}

function relative(file: string): string {
  return path.isAbsolute(file) ? path.relative(ROOT, file) : file;
}
