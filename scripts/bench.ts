// `npm run bench`: builds the app and a bare Next.js page (the framework
// floor), starts both on a database seeded with the full word set and a
// realistic user, measures, and prints one table: every figure with its
// budget and PASS/FAIL. The table also goes into docs/performance.md with the
// date. Figures compared with a baseline are ratios measured side by side in
// this run, as this machine's speed drifts between runs.
//
// Ports 3701-3704 (BENCH_PORT moves the block). A PostgreSQL server at
// 127.0.0.1:5432 is used when it answers (a throwaway database, dropped at
// the end), else embedded PGlite.
import { fork } from "node:child_process";
import path from "node:path";
import { ROOT } from "./lib/child-process";
import { CONNECTIONS, DURATION_S, load, type LoadResult } from "./bench/api";
import { launchBrowser, signedInContext } from "./bench/browser";
import { measureClientJs, type ClientJs } from "./bench/client-js";
import { measureColdStart } from "./bench/cold-start";
import { BENCH_MARKS, BENCH_NOTES, createBenchDatabase } from "./bench/database";
import { writeFloorApp } from "./bench/floor-app";
import { measureNextClicks } from "./bench/interaction";
import { runLighthouse } from "./bench/lighthouse";
import { printTable, writeDoc, type Row } from "./bench/report";
import { buildNext, startNext, stop, waitForHttp, type Server } from "./bench/servers";

/** Routes whose client JavaScript is measured; signed-in ones are loaded as the bench user. */
export const CLIENT_JS_ROUTES = [
  { route: "/", budget: 1.1, signedIn: false },
  { route: "/flashcards", budget: 1.35, signedIn: false },
  { route: "/login", budget: 1.35, signedIn: false },
  { route: "/favourites/all", budget: 1.35, signedIn: true },
  { route: "/mynotes", budget: 1.35, signedIn: true },
] as const;

export const LIGHTHOUSE_ROUTES = ["/", "/flashcards", "/login"] as const;

const BUDGET = { lighthouseScore: 95, clickP95Ms: 100, apiRatio: 0.5, apiP99Ms: 50 } as const;

const basePort = Number(process.env.BENCH_PORT ?? 3701);
const PORTS = { app: basePort, floor: basePort + 1, bare: basePort + 2, cold: basePort + 3 };

const began = performance.now();
const step = (text: string) => console.log(`▸ [${((performance.now() - began) / 1000).toFixed(0)} s] ${text}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

const rows: Row[] = [];
const notes: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
let exitCode = 0;

try {
  step("building the app and the floor page, preparing the database");
  const floorDir = await writeFloorApp();
  const [appBuildMs, floorBuildMs, database] = await Promise.all([buildNext(ROOT), buildNext(floorDir), createBenchDatabase()]);
  cleanups.push(() => database.drop());
  notes.push(
    `Database: ${database.kind}; ${database.words} words; the bench user has ${Object.entries(BENCH_MARKS).map(([kind, count]) => `${count} ${kind}`).join(", ")} marks and ${BENCH_NOTES} notes.`,
    `Builds: app ${(appBuildMs / 1000).toFixed(0)} s, floor page ${(floorBuildMs / 1000).toFixed(0)} s.`,
  );

  step("starting the app, the floor page and the bare API server");
  const app = await startNext({ port: PORTS.app, env: { DATABASE_URL: database.url } });
  cleanups.push(() => stop(app.child));
  const floor = await startNext({ dir: floorDir, port: PORTS.floor });
  cleanups.push(() => stop(floor.child));
  const bare = await startBare(database.url);
  cleanups.push(() => stop(bare.child));

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const visitor = await browser.newContext();
  const member = await signedInContext(browser, app.url);

  step("client JavaScript per route");
  const floorJs = await measureClientJs(visitor, floor.url, "/");
  if (floorJs.status !== "ok" || floorJs.scripts === 0) throw new Error(`The floor page did not load: ${JSON.stringify(floorJs)}\n${floor.output()}`);
  rows.push({ area: "client JS", figure: "framework floor (bare page)", value: `${kb(floorJs.bytes)} gz, ${floorJs.scripts} scripts`, budget: "—", pass: null });
  for (const { route, budget, signedIn } of CLIENT_JS_ROUTES) {
    const result: ClientJs = await measureClientJs(signedIn ? member : visitor, app.url, route);
    if (result.status !== "ok") {
      rows.push({ area: "client JS", figure: route, value: `not built (${result.note})`, budget: `≤ ${budget.toFixed(2)} × floor`, pass: false });
      continue;
    }
    const ratio = result.bytes / floorJs.bytes;
    rows.push({
      area: "client JS",
      figure: route + (signedIn ? " (signed in)" : ""),
      value: `${kb(result.bytes)} gz, ${result.scripts} scripts = ${ratio.toFixed(2)} × floor`,
      budget: `≤ ${budget.toFixed(2)} × floor`,
      pass: ratio <= budget,
    });
  }
  await visitor.close();

  step("Lighthouse (mobile preset)");
  for (const result of await runLighthouse(LIGHTHOUSE_ROUTES.map((route) => `${app.url}${route}`))) {
    const route = new URL(result.url).pathname;
    rows.push({
      area: "Lighthouse",
      figure: `${route}: score, LCP, TBT, CLS`,
      value: `${result.score}, ${ms(result.lcpMs)}, ${ms(result.tbtMs)}, ${result.cls.toFixed(3)}`,
      budget: `score ≥ ${BUDGET.lighthouseScore}, CLS = 0`,
      pass: result.score >= BUDGET.lighthouseScore && result.cls === 0,
    });
  }

  step("Next click to the new word painted, 50 clicks");
  const clicks = await measureNextClicks(browser, app.url, 50);
  rows.push({
    area: "interaction",
    figure: `/flashcards Next → word painted (${clicks.clicks} clicks): median, p95`,
    value: `${clicks.medianMs.toFixed(1)} ms, ${clicks.p95Ms.toFixed(1)} ms`,
    budget: `p95 ≤ ${BUDGET.clickP95Ms} ms`,
    pass: clicks.p95Ms <= BUDGET.clickP95Ms,
  });

  step(`API throughput: ${CONNECTIONS} connections × ${DURATION_S} s, app and bare server in turn`);
  const cookieHeader = (await member.cookies(app.url)).map(({ name, value }) => `${name}=${value}`).join("; ");
  const apiCalls = [
    { name: "POST /api/v1/word/fetchword (random unseen, signed in)", app: "/api/v1/word/fetchword", bare: "/fetchword", body: { wordCategory: "unseen", authUserId: database.userId, wordIndex: "-1" } },
    { name: "POST /api/v1/notes/getallnotes (200 notes)", app: "/api/v1/notes/getallnotes", bare: "/getallnotes", body: { userId: database.userId } },
  ];
  for (const call of apiCalls) {
    const headers = { cookie: cookieHeader };
    // A short warm-up each (JIT, connection pools), then the measured runs.
    await load(`${app.url}${call.app}`, { body: call.body, headers, duration: 2 });
    await load(`http://127.0.0.1:${PORTS.bare}${call.bare}`, { body: call.body, duration: 2 });
    const appResult = await load(`${app.url}${call.app}`, { body: call.body, headers });
    const bareResult = await load(`http://127.0.0.1:${PORTS.bare}${call.bare}`, { body: call.body });
    const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
    const failed = (result: LoadResult) => result.errors + result.non2xx;
    rows.push({
      area: "API",
      figure: `${call.name}: app req/s, p50, p99`,
      value: `${appResult.requestsPerSecond.toFixed(0)} req/s, ${appResult.p50Ms} ms, ${appResult.p99Ms} ms${failed(appResult) ? `, ${failed(appResult)} failed` : ""}`,
      budget: `p99 ≤ ${BUDGET.apiP99Ms} ms`,
      pass: appResult.p99Ms <= BUDGET.apiP99Ms && failed(appResult) === 0,
    });
    rows.push({
      area: "API",
      figure: `  same SQL, bare node:http + pg: req/s, p50, p99`,
      value: `${bareResult.requestsPerSecond.toFixed(0)} req/s, ${bareResult.p50Ms} ms, ${bareResult.p99Ms} ms`,
      budget: "—",
      pass: null,
    });
    rows.push({ area: "API", figure: `  ratio app / bare (req/s)`, value: ratio.toFixed(2), budget: `≥ ${BUDGET.apiRatio}`, pass: ratio >= BUDGET.apiRatio });
  }
  if (database.kind !== "PostgreSQL server") notes.push("No PostgreSQL server answered at 127.0.0.1:5432: the API figures are on embedded PGlite, which runs one query at a time; the p99 budget is for a real server.");

  // The servers are done: stop them before the cold start so it has the machine to itself.
  for (const cleanup of cleanups.splice(1).reverse()) await cleanup();

  step("cold start: npm run dev on a fresh clone");
  const cold = await measureColdStart(PORTS.cold);
  rows.push({ area: "cold start", figure: "npm run dev on a fresh clone → first page served", value: `${(cold.ms / 1000).toFixed(1)} s`, budget: "—", pass: null });
  notes.push("Cold start clones HEAD (uncommitted changes are not in it), hard-links node_modules, and has no .data or .next: it includes creating and seeding the embedded database alongside Next's first compile.");
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
}

// The local calendar date (toISOString would give UTC's).
const now = new Date();
const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
if (rows.length) {
  console.log("");
  printTable(rows);
  for (const note of notes) console.log(`  ${note}`);
  writeDoc(rows, notes, date);
  console.log(`\nWritten to docs/performance.md (${date}).`);
}
const failed = rows.filter((row) => row.pass === false).length;
console.log(`${rows.filter((row) => row.pass === true).length} budgets held, ${failed} failed (${((performance.now() - began) / 1000).toFixed(0)} s)`);
process.exit(exitCode || (failed ? 1 : 0));

async function startBare(databaseUrl: string): Promise<Omit<Server, "output">> {
  const child = fork(path.join(import.meta.dirname, "bench/bare-server.ts"), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BARE_PORT: String(PORTS.bare) },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  await waitForHttp(`http://127.0.0.1:${PORTS.bare}/`, { child });
  return { url: `http://127.0.0.1:${PORTS.bare}`, child };
}
