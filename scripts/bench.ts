// `npm run bench`: builds the app and a bare Next.js app (a page and a route
// handler: the framework floor), starts both on a database seeded with the full word set and a
// realistic user, measures, and prints one table: every figure with its
// budget and PASS/FAIL. The table also goes into docs/performance.md with the
// date. Figures compared with a baseline are ratios measured side by side in
// this run, as this machine's speed drifts between runs.
//
// `npm run bench -- api lighthouse` runs only the named sections (client-js,
// lighthouse, interaction, api, cold-start) and leaves docs/performance.md
// alone: for iterating on one budget.
//
// Ports 3701-3704 (BENCH_PORT moves the block). A PostgreSQL server at
// 127.0.0.1:5432 is used when it answers (a throwaway database, dropped at
// the end), else embedded PGlite.
import { fork } from "node:child_process";
import type { Browser, BrowserContext } from "@playwright/test";
import path from "node:path";
import { ROOT } from "./lib/child-process";
import { CONNECTIONS, DURATION_S, load, type LoadResult } from "./bench/api";
import { launchBrowser, signedInContext } from "./bench/browser";
import { measureClientJs, type ClientJs } from "./bench/client-js";
import { measureColdStart } from "./bench/cold-start";
import { BENCH_MARKS, BENCH_NOTES, createBenchDatabase, type BenchDatabase } from "./bench/database";
import { FLOOR_ROUTE, writeFloorApp } from "./bench/floor-app";
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
  { route: "/progress", budget: 1.35, signedIn: true },
] as const;

export const LIGHTHOUSE_ROUTES = ["/", "/flashcards", "/login"] as const;

const BUDGET = { lighthouseScore: 95, clickP95Ms: 100, apiRatio: 0.5, apiP99Ms: 50 } as const;

const SECTIONS = ["client-js", "lighthouse", "interaction", "api", "cold-start"] as const;
type Section = (typeof SECTIONS)[number];
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`Unknown section ${unknown.join(", ")}; the sections are ${SECTIONS.join(", ")}.`);
  process.exit(2);
}
const partial = requested.length > 0;
const runs = (section: Section) => !partial || requested.includes(section);

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

/** The servers and the signed-in browser the sections share; floor: the bare Next.js app (client-js and api only). */
type Context = { app: Server; floor: Server | null; browser: Browser; member: BrowserContext; database: BenchDatabase };

async function clientJsSection({ app, floor, browser, member }: Context & { floor: Server }): Promise<void> {
  step("client JavaScript per route");
  const visitor = await browser.newContext();
  try {
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
  } finally {
    await visitor.close();
  }
}

async function lighthouseSection({ app }: Context): Promise<void> {
  step("Lighthouse (mobile preset)");
  for (const result of await runLighthouse(LIGHTHOUSE_ROUTES.map((route) => `${app.url}${route}`))) {
    const route = new URL(result.url).pathname;
    rows.push({
      area: "Lighthouse",
      figure: `${route}: score, LCP, TBT, CLS`,
      value: `${result.score}, ${ms(result.lcpMs)}, ${ms(result.tbtMs)}, ${result.cls.toFixed(3)}${result.shifts ? ` (${result.shifts})` : ""}`,
      budget: `score ≥ ${BUDGET.lighthouseScore}, CLS = 0`,
      pass: result.score >= BUDGET.lighthouseScore && result.cls === 0,
    });
  }
}

async function interactionSection({ app, browser }: Context): Promise<void> {
  step("Next click to the new word painted, 50 clicks");
  const clicks = await measureNextClicks(browser, app.url, 50);
  rows.push({
    area: "interaction",
    figure: `/flashcards Next → word painted (${clicks.clicks} clicks): median, p95`,
    value: `${clicks.medianMs.toFixed(1)} ms, ${clicks.p95Ms.toFixed(1)} ms`,
    budget: `p95 ≤ ${BUDGET.clickP95Ms} ms`,
    pass: clicks.p95Ms <= BUDGET.clickP95Ms,
  });
}

async function apiSection({ app, floor, member, database }: Context & { floor: Server }): Promise<void> {
  step(`API throughput: ${CONNECTIONS} connections × ${DURATION_S} s, app and bare server in turn`);
  const bare = await startBare(database.url);
  try {
    // What Next.js itself allows: a route handler that reads the JSON body and
    // answers a constant, in the floor app. No handler of the app can beat it.
    await load(`${floor.url}${FLOOR_ROUTE}`, { body: {}, duration: 2 });
    const floorRoute = await load(`${floor.url}${FLOOR_ROUTE}`, { body: {} });
    let firstBare: LoadResult | null = null;
    const cookieHeader = (await member.cookies(app.url)).map(({ name, value }) => `${name}=${value}`).join("; ");
    const apiCalls = [
      { name: "POST /api/v1/word/fetchword (random unseen, signed in)", app: "/api/v1/word/fetchword", bare: "/fetchword", body: { wordCategory: "unseen", authUserId: database.userId, wordIndex: "-1" } },
      { name: "POST /api/v1/notes/getallnotes (200 notes)", app: "/api/v1/notes/getallnotes", bare: "/getallnotes", body: { userId: database.userId } },
    ];
    for (const call of apiCalls) {
      const headers = { cookie: cookieHeader };
      // A short warm-up each (JIT, connection pools), then the measured runs.
      await load(`${app.url}${call.app}`, { body: call.body, headers, duration: 2 });
      await load(`${bare.url}${call.bare}`, { body: call.body, duration: 2 });
      const appResult = await load(`${app.url}${call.app}`, { body: call.body, headers });
      const bareResult = await load(`${bare.url}${call.bare}`, { body: call.body });
      firstBare ??= bareResult;
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
      rows.push({ area: "API", figure: `  ratio app / Next.js floor route (req/s)`, value: (appResult.requestsPerSecond / floorRoute.requestsPerSecond).toFixed(2), budget: "—", pass: null });
    }
    rows.push({
      area: "API",
      figure: "Next.js floor: bare route handler (JSON in, constant out): req/s, p50, p99",
      value: `${floorRoute.requestsPerSecond.toFixed(0)} req/s, ${floorRoute.p50Ms} ms, ${floorRoute.p99Ms} ms = ${(floorRoute.requestsPerSecond / firstBare!.requestsPerSecond).toFixed(2)} × bare fetchword`,
      budget: "—",
      pass: null,
    });
  } finally {
    await stop(bare.child);
  }
  if (database.kind !== "PostgreSQL server") notes.push("No PostgreSQL server answered at 127.0.0.1:5432: the API figures are on embedded PGlite, which runs one query at a time; the p99 budget is for a real server.");
}

async function coldStartSection(): Promise<void> {
  step("cold start: npm run dev on a fresh clone");
  const cold = await measureColdStart(PORTS.cold);
  rows.push({ area: "cold start", figure: "npm run dev on a fresh clone → first page served", value: `${(cold.ms / 1000).toFixed(1)} s`, budget: "—", pass: null });
  notes.push("Cold start clones HEAD (uncommitted changes are not in it), hard-links node_modules, and has no .data or .next: it includes creating and seeding the embedded database alongside Next's first compile.");
}

try {
  const measuresApp = SECTIONS.some((section) => section !== "cold-start" && runs(section));
  if (measuresApp) {
    const needsFloor = runs("client-js") || runs("api");
    step(needsFloor ? "building the app and the floor app, preparing the database" : "building the app, preparing the database");
    const floorDir = needsFloor ? await writeFloorApp() : null;
    const [appBuildMs, floorBuildMs, database] = await Promise.all([buildNext(ROOT), floorDir ? buildNext(floorDir) : 0, createBenchDatabase()]);
    cleanups.push(() => database.drop());
    notes.push(
      `Database: ${database.kind}; ${database.words} words; the bench user has ${Object.entries(BENCH_MARKS).map(([kind, count]) => `${count} ${kind}`).join(", ")} marks and ${BENCH_NOTES} notes.`,
      `Builds: app ${(appBuildMs / 1000).toFixed(0)} s${floorDir ? `, floor app ${(floorBuildMs / 1000).toFixed(0)} s` : ""}.`,
    );

    step("starting the app and the floor app, signing in");
    const app = await startNext({ port: PORTS.app, env: { DATABASE_URL: database.url } });
    const floor = floorDir ? await startNext({ dir: floorDir, port: PORTS.floor }).catch(async (error: unknown) => {
      await stop(app.child);
      throw error;
    }) : null;
    const browser = await launchBrowser();
    try {
      const context: Context = { app, floor, browser, member: await signedInContext(browser, app.url), database };
      if (floor && runs("client-js")) await clientJsSection({ ...context, floor });
      if (runs("lighthouse")) await lighthouseSection(context);
      if (runs("interaction")) await interactionSection(context);
      if (floor && runs("api")) await apiSection({ ...context, floor });
    } finally {
      // Stopped before the cold start, so it has the machine to itself.
      await browser.close();
      await stop(app.child);
      if (floor) await stop(floor.child);
    }
  }
  if (runs("cold-start")) await coldStartSection();
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
  if (partial) console.log("\nA partial run (sections named): docs/performance.md is left as it was.");
  else {
    writeDoc(rows, notes, date);
    console.log(`\nWritten to docs/performance.md (${date}).`);
  }
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
