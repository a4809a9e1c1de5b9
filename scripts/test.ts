// `npm test`: every test, starting and stopping what it needs. Suites: unit
// (the app's code), tooling (scripts/ and the test configuration), api (route
// handlers and data code against a real database), deploy (the production
// build), e2e (Playwright in Chromium against `next build` + `next start`, on
// desktop, then the phone project's tests); docs/contributing.md says which
// test goes where. Pass suite names to run only those, e.g. `npm test -- api`;
// `api:database` runs the api files whose outcome depends on the database
// (scripts/lib/api-groups.ts), CI's pass through PgBouncer. The suites that
// need no build run while the app builds (docs/contributing.md).
//
// The database: embedded PGlite by default. With DATABASE_URL set, each suite
// creates a fresh database of its own on that server and drops it afterwards.
// With DIRECT_DATABASE_URL set as well, DATABASE_URL is a pooler in front of
// that server: the databases are made, migrated and dropped directly, and the
// app code reaches them through the pooler (CI's pass through PgBouncer).
// Ends with each step's time beside its budget (scripts/lib/step-budgets.ts),
// the tests that failed (and, with CI set, where one retry is allowed, those
// that passed only on it), then the line `N passed, N failed`.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { directDatabaseUrl } from "../lib/database-url";
import { apiFilesOf } from "./lib/api-groups";
import { buildApp } from "./lib/build-app";
import { ROOT, run, runHeld, stopChild } from "./lib/child-process";
import { startE2eServer } from "./lib/e2e-server-process";
import { formatTimes, STEP_BUDGETS, type Step } from "./lib/step-budgets";
import { formatOutcomes, playwrightOutcomes, vitestOutcomes, type Outcomes, type PlaywrightReport, type VitestReport } from "./lib/test-report";

type Suite = "unit" | "tooling" | "api" | "api:database" | "deploy" | "e2e";
const ALL: Suite[] = ["unit", "tooling", "api", "deploy", "e2e"];
const KNOWN: Suite[] = [...ALL, "api:database"];
const requested = process.argv.slice(2).filter((arg): arg is Suite => (KNOWN as string[]).includes(arg));
const suites = requested.length ? requested : ALL;

const childEnv: NodeJS.ProcessEnv = { ...process.env };
if (process.env.DATABASE_URL) {
  childEnv.TEST_POSTGRES_ADMIN_URL = directDatabaseUrl(process.env);
  if (childEnv.TEST_POSTGRES_ADMIN_URL !== process.env.DATABASE_URL) childEnv.TEST_POSTGRES_POOLED_URL = process.env.DATABASE_URL;
  delete childEnv.DATABASE_URL;
  delete childEnv.DIRECT_DATABASE_URL;
}

const RESULTS = path.join(ROOT, "test-results");
/** The steps in the order `Times:` lists them (some run at the same time, so they end in any order). */
const STEPS = Object.keys(STEP_BUDGETS) as Step[];
const totals = { passed: 0, failed: 0, skipped: 0 };
const named: Outcomes = { failed: [], flaky: [] };
// Wall-clock seconds of each step, printed at the end beside its budget: where a slow run goes.
const timings: [Step, number][] = [];
async function timed<T>(step: Step, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push([step, (performance.now() - started) / 1000]);
  }
}

// One production build for the suites that start `next start`. The suites
// that need none run meanwhile, side by side: prerendering leaves part of the
// machine idle, and the api suite mostly waits on its one-query-at-a-time
// database. Their output is held and shown once the build's is done.
const needsBuild = suites.includes("e2e") || suites.includes("deploy");
const building = needsBuild ? timed("build", () => buildApp({ env: childEnv })) : undefined;
const held: string[] = [];
const hold = building ? (output: string) => void held.push(output) : undefined;
const quick = (["unit", "tooling"] as const).filter((suite) => suites.includes(suite));
async function runApi() {
  if (suites.includes("api")) await vitest("api", ["api"], [], hold);
  else if (suites.includes("api:database")) await vitest("api (database group)", ["api"], apiFilesOf("database"), hold);
}
async function runQuick() {
  if (quick.length) await vitest("unit + tooling", quick, [], hold);
}
if (building) await Promise.all([runApi(), runQuick()]);
else {
  await runApi();
  await runQuick();
}
let buildCode = 0;
if (building) {
  buildCode = (await building).code;
  if (buildCode !== 0) tally(buildCode, undefined);
  else childEnv.LEXI_BUILD_READY = "1";
}
for (const output of held) process.stdout.write(output);

if (suites.includes("deploy") && buildCode === 0) await vitest("deploy", ["deploy"]);

if (suites.includes("e2e") && buildCode === 0) {
  // One server (one database, one mail catcher) for both projects, each run timed on its own.
  const server = await startE2eServer(childEnv);
  if (!server) tally(1, undefined);
  else {
    try {
      await playwright("e2e desktop", "desktop");
      await playwright("e2e mobile", "mobile");
    } finally {
      await stopChild(server);
    }
  }
}

for (const line of formatTimes(timings.sort(([a], [b]) => STEPS.indexOf(a) - STEPS.indexOf(b)))) console.log(line);
for (const line of formatOutcomes(named)) console.log(line);
if (totals.skipped) console.log(`${totals.skipped} tests were skipped: skipped tests are not allowed here.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed || totals.skipped ? 1 : 0);

/** One Vitest run of `projects` (only `files` of them, when given), counted and named; its output to `hold`, when given. */
async function vitest(step: Step, projects: readonly string[], files: string[] = [], hold?: (output: string) => void) {
  const output = path.join(RESULTS, `vitest-${projects.join("-")}.json`);
  const flakyReport = path.join(RESULTS, `vitest-${projects.join("-")}-flaky.json`);
  await rm(output, { force: true });
  await rm(flakyReport, { force: true });
  const args = ["node_modules/vitest/vitest.mjs", "run", ...projects.flatMap((name) => ["--project", name]), ...files];
  const reporters = [
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
    `--reporter=${fileURLToPath(new URL("./lib/vitest-flaky-reporter.ts", import.meta.url))}`,
  ];
  const code = await timed(step, async () => {
    const env = { ...childEnv, LEXI_FLAKY_REPORT: flakyReport };
    if (!hold) return run(process.execPath, [...args, ...reporters], { env });
    const { code, output } = await runHeld(process.execPath, [...args, ...reporters], { env });
    hold(output);
    return code;
  });
  const report = await readJson<VitestReport>(output);
  tally(code, report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests });
  if (report) name(vitestOutcomes(report, (await readJson<string[]>(flakyReport)) ?? []));
}

/** One Playwright run of `project` against the running e2e server, counted and named. */
async function playwright(step: Step, project: string) {
  const output = path.join(RESULTS, `e2e-${project}.json`);
  await rm(output, { force: true });
  const env = { ...childEnv, E2E_REPORT: output, E2E_REUSE_SERVER: "1" };
  const code = await timed(step, () => run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--project", project], { env }));
  const report = await readJson<PlaywrightReport>(output);
  // A test that passed on its retry (CI allows one) counts as passed and is named below.
  tally(code, report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped });
  if (report) name(playwrightOutcomes(report));
}

/** Adds a runner's counts; a runner that failed without reporting counts as one failure. */
function tally(exitCode: number, counts: { passed: number; failed: number; skipped: number } | undefined) {
  if (!counts) {
    totals.failed += 1;
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed || (exitCode === 0 ? 0 : 1);
  totals.skipped += counts.skipped;
}

function name(outcomes: Outcomes) {
  named.failed.push(...outcomes.failed);
  named.flaky.push(...outcomes.flaky);
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}
