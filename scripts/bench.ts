// `npm run bench`: builds the app and a bare Next.js app (a page and a route
// handler: the framework floor), starts both on a database seeded with the full word set and a
// realistic user, measures, and prints one table: every figure with its
// budget and PASS/FAIL. The table also goes into docs/performance.md with the
// date. Figures compared with a baseline are ratios measured side by side in
// this run, as this machine's speed drifts between runs.
//
// `npm run bench -- api lighthouse` runs only the named sections (client-js,
// lighthouse, interaction, api, review, friends, words, export, import, cold-start)
// and leaves docs/performance.md alone: for iterating on one budget.
//
// `review` (issue 13) builds a heavy learner (20,000 cards, 200,000 log rows)
// in a second database on the same server, served by a second `next start`
// of the same build: the due query's EXPLAIN, GET /api/v1/review/due against
// the Next.js floor route, /progress against /favourites/all.
//
// `export` (issue 15): "Download my data" for a heavy learner of its own
// (scripts/bench/account-export.ts): time and the server's peak memory,
// beside a pg COPY of the same rows.
//
// `import` (issue 25): another visitor's search latency, idle and while
// learners of its own import 5 MB CSV files (scripts/bench/import-stall.ts),
// on the app's server and database.
//
// `friends` (issue 32): one challenge played by 200 visitors at once over 50
// connections (scripts/bench/challenges.ts), then its leaderboard read.
//
// Ports 3701-3708 (BENCH_PORT moves the block). A PostgreSQL server at
// 127.0.0.1:5432 is used when it answers (a throwaway database, dropped at
// the end), else embedded PGlite.
import { execFileSync, fork } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext } from "@playwright/test";
import path from "node:path";
import { ROOT } from "./lib/child-process";
import { CONNECTIONS, DURATION_S, type LoadResult } from "./bench/api";
import { launchBrowser, signedInContext } from "./bench/browser";
import { mintedSessionCookie } from "./lib/session-cookie";
import { measureClientJs, type ClientJs } from "./bench/client-js";
import { measureColdStart } from "./bench/cold-start";
import { BENCH_MARKS, BENCH_NOTES } from "./bench/bench-user";
import { createBenchDatabase, DEFAULT_ADMIN_URL, type BenchDatabase } from "./bench/database";
import { FLOOR_DATABASE_ROUTE, FLOOR_DIR, FLOOR_ROUTE, FLOOR_STATEMENTS_ROUTE, writeFloorApp } from "./bench/floor-app";
import { measureAnswerToPaint, measureGradeToPaint, measureNextClicks } from "./bench/interaction";
import { measureOfflineRepeatVisit } from "./bench/offline-review";
import { measureExport } from "./bench/account-export";
import { measureImportStall } from "./bench/import-stall";
import { poolFigures, type CallFigures } from "./bench/practice";
import { readerBenchText, timeSequential } from "./bench/reader";
import { CHALLENGE_ROUND_TRIPS, KNOWN_ROUND_TRIPS, PRACTICE_ROUND_TRIPS, REVIEW_DUE_ROUND_TRIPS } from "./bench/round-trips";
import { addHeavyTwins, createHeavyDatabase, HEAVY_USER, settleHeavyDatabase, type HeavyDatabase } from "./bench/review-data";
import { addLevelLearners, LEVEL } from "./bench/level-learners";
import { DUE_INDEXES, dueStatements, explainDueQueries } from "./bench/review-queries";
import { catchUpPlanFigure, describePlan } from "./bench/catch-up";
import { createBenchChallenge, type ChallengeLoadFigures } from "./bench/challenges";
import {
  closeCallers,
  firstPracticeCall,
  load,
  loadCalls,
  loadWithCpu,
  measureChallengePlay,
  measureDatabaseFloor,
  measureFloorSequence,
  measureKnownPairs,
  measureLeaderboard,
  measurePlacement,
  measurePractice,
} from "./bench/callers";
import { CHALLENGE_SIZE, MAX_PLAYERS } from "../lib/challenges/types";
import { QUESTION_COUNT } from "../lib/placement/estimate";
import { LIGHTHOUSE_RUNS, runLighthouse, type LighthousePage } from "./bench/lighthouse";
import { formatSummary, withinBudget } from "./bench/lighthouse-stats";
import { callersFailed, callersValue, loadFailures, loadValue, printTable, writeDoc, type Row } from "./bench/report";
import { SERVICE_WORKER_FILE, writeServiceWorker, type ServiceWorkerReport } from "./lib/service-worker";
import { BENCH_DIST_DIR, buildNext, gcLogFile, startNext, stop, waitForHttp, type Server } from "./bench/servers";
import { gcFigures, gcNote } from "./bench/gc-figures";
import { buildRows, searchIndexRows, searchThroughputRows, servedThroughputRows, startUpRows, WORD_PAGE } from "./bench/words";

/** The bench challenge's page: its id is known once the bench user has made it (resolveRoute). */
const CHALLENGE_PAGE = "/challenge/<id>";

/** Routes whose client JavaScript is measured; signed-in ones are loaded as the bench user. */
export const CLIENT_JS_ROUTES = [
  { route: "/", budget: 1.1, signedIn: false },
  { route: "/flashcards", budget: 1.35, signedIn: false },
  { route: "/login", budget: 1.35, signedIn: false },
  { route: "/favourites/all", budget: 1.35, signedIn: true },
  { route: "/mynotes", budget: 1.35, signedIn: true },
  // Issue 13 ("pending": printed as n/a where the page answers 404).
  { route: "/review", budget: 1.35, signedIn: true, pending: true },
  { route: "/progress", budget: 1.35, signedIn: true, pending: true },
  // Issue 14: a word page, prerendered.
  { route: WORD_PAGE, budget: 1.1, signedIn: false },
  // Issue 28: the practice pages.
  { route: "/learn_with_context", budget: 1.35, signedIn: false },
  { route: "/review/quiz", budget: 1.35, signedIn: true },
  { route: "/favourites/practice/word", budget: 1.35, signedIn: true },
  // Issue 30: Ambiguous Words (the round's screen loads only when started), Test Vocabulary.
  { route: "/ambiguous_words", budget: 1.35, signedIn: false },
  { route: "/test_vocabulary", budget: 1.35, signedIn: false },
  // Issue 32: a challenge's page, as a visitor who was sent its link sees it.
  { route: CHALLENGE_PAGE, budget: 1.35, signedIn: false },
] as const;

/**
 * Audited LIGHTHOUSE_RUNS times each (issue 17): budget on the median score and
 * the worst CLS. Signed-in ones are audited with the bench user's session cookie.
 */
export const LIGHTHOUSE_ROUTES = [
  { route: "/", signedIn: false },
  { route: "/flashcards", signedIn: false },
  { route: "/login", signedIn: false },
  // Issue 14: a word page must score 98; the index of the words.
  { route: WORD_PAGE, signedIn: false, minScore: 98 },
  { route: "/words", signedIn: false },
  // Issues 13 and 15.
  { route: "/review", signedIn: true },
  { route: "/progress", signedIn: true },
  { route: "/account", signedIn: true },
  // Issue 28: the practice pages.
  { route: "/learn_with_context", signedIn: false },
  { route: "/review/quiz", signedIn: true },
  // Issue 30.
  { route: "/ambiguous_words", signedIn: false },
  { route: "/test_vocabulary", signedIn: false },
  // Issue 32.
  { route: CHALLENGE_PAGE, signedIn: false },
] as const;

/**
 * BENCH_ROUTES=/a,/b: the client-js and lighthouse sections measure only these of their routes (the floor
 * still first), for re-measuring a few pages without auditing every route five times.
 */
const onlyRoutes = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());
const chosen = <T extends { route: string }>(entries: readonly T[]): readonly T[] =>
  onlyRoutes ? entries.filter(({ route }) => onlyRoutes.includes(route)) : entries;

const BUDGET = {
  lighthouseScore: 95,
  clickP95Ms: 100,
  /** The offline repeat visit to /review: the worker's shell puts the first saved card in the page (docs/review.md). */
  offlineFirstCardMs: 1000,
  apiToFloor: 0.5,
  /**
   * Of the floor route's req/s, or of the database floor's making the queue's round trips, or (where both are out of
   * reach on 2 cores shared with PostgreSQL) of the statements floor's running the queue's own SQL: the call within 2 × it.
   */
  dueToFloor: 0.5,
  progressToFavourites: 2,
  practiceP99Ms: 50,
  // Where 50 ms is out of reach of the framework and the call's round trips alone on this machine.
  practiceToDatabaseFloor: 2,
  challengeAnswerP99Ms: 100,
  leaderboardP99Ms: 50,
  /** A pasted text at the reader's limit, read with the learner's words. */
  readerAnalyseMs: 500,
} as const;

const SECTIONS = ["client-js", "lighthouse", "interaction", "api", "review", "friends", "words", "export", "import", "cold-start"] as const;
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
const PORTS = {
  app: basePort,
  floor: basePort + 1,
  bare: basePort + 2,
  cold: basePort + 3,
  heavy: basePort + 4,
  export: basePort + 5,
  start: basePort + 6,
  friends: basePort + 7,
  statementsFloor: basePort + 8,
};

// BENCH_GC_LOG: this run's collections only, the bench's own too (its main thread's and its callers' thread's: a
// pause of the thread that times the calls is in the time of every call in flight, as a server's is).
// Each log with the name the report's note gives it; none without BENCH_GC_LOG.
const GC_LOGS: [who: string, file: string][] = process.env.BENCH_GC_LOG
  ? [
      ...Object.entries(PORTS).map(([server, port]): [string, string] => [`${server} server`, gcLogFile(port)]),
      ["the bench's main thread", gcLogFile("bench")],
      ["the bench's callers' thread", gcLogFile("callers")],
    ]
  : [];
if (GC_LOGS.length) {
  mkdirSync(path.dirname(gcLogFile("bench")), { recursive: true });
  for (const [, file] of GC_LOGS) rmSync(file, { force: true });
  // gc-log.mjs reads its file from the environment once, as it loads; the servers and the callers' thread are given theirs.
  process.env.BENCH_GC_LOG_FILE = gcLogFile("bench");
  await import("./bench/gc-log.mjs");
  delete process.env.BENCH_GC_LOG_FILE;
}
if (process.env.BENCH_HEAP_PROF) mkdirSync(path.resolve(process.env.BENCH_HEAP_PROF), { recursive: true });

const began = performance.now();
const step = (text: string) => console.log(`▸ [${((performance.now() - began) / 1000).toFixed(0)} s] ${text}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

const rows: Row[] = [];
const notes: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
let exitCode = 0;

/** The servers and the signed-in browser the sections share; floor: the bare Next.js app (built only for the sections that compare with it). */
type Context = {
  app: Server;
  floor: Server | null;
  browser: Browser;
  member: BrowserContext;
  database: BenchDatabase;
  /** The bench challenge's page (made by the bench user), for the routes that name CHALLENGE_PAGE. */
  challengePath: string;
  /** The service worker written for this build (public/sw.js). */
  worker: ServiceWorkerReport;
};

/** A route as it is requested: the bench challenge's placeholder becomes its page. */
const resolveRoute = (route: string, { challengePath }: Pick<Context, "challengePath">) => (route === CHALLENGE_PAGE ? challengePath : route);

async function clientJsSection(context: Context & { floor: Server }): Promise<void> {
  const { app, floor, browser, member } = context;
  step("client JavaScript per route");
  const visitor = await browser.newContext();
  try {
    const floorJs = await measureClientJs(visitor, floor.url, "/");
    if (floorJs.status !== "ok" || floorJs.scripts === 0) throw new Error(`The floor page did not load: ${JSON.stringify(floorJs)}\n${floor.output()}`);
    rows.push({
      area: "client JS",
      figure: "framework floor (bare page)",
      value: `${kb(floorJs.bytes)} gz, ${floorJs.scripts} scripts`,
      budget: "—",
      pass: null,
    });
    for (const entry of chosen(CLIENT_JS_ROUTES)) {
      const { route, budget, signedIn } = entry;
      const result: ClientJs = await measureClientJs(signedIn ? member : visitor, app.url, resolveRoute(route, context));
      if (result.status !== "ok" && "pending" in entry && result.note === "404 in this tree") {
        rows.push({ area: "client JS", figure: `${route} (signed in)`, value: `n/a (no ${route} yet)`, budget: `≤ ${budget.toFixed(2)} × floor`, pass: null });
        continue;
      }
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
  rows.push(await serviceWorkerRow(browser, app.url, context.worker));
}

/**
 * A first visit to / in a fresh browser (issue 31): the page registers the worker only after its load event,
 * so the scripts above are what the page costs; the worker then installs with its precache list, fetched by
 * the worker, not the page.
 */
async function serviceWorkerRow(browser: Browser, baseUrl: string, worker: ServiceWorkerReport): Promise<Row> {
  const visitor = await browser.newContext({ serviceWorkers: "allow" });
  const page = await visitor.newPage();
  try {
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<ServiceWorkerContainer["register"]>) => {
        (window as unknown as { registeredAt: number }).registeredAt = performance.now();
        return register(...args);
      };
    });
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    const timing = await page.evaluate(async () => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const active = await Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000)),
      ]);
      return {
        loadEnd: navigation!.loadEventEnd,
        registeredAt: (window as unknown as { registeredAt?: number }).registeredAt ?? null,
        active,
        activeAt: performance.now(),
      };
    });
    const gzipped = gzipSync(await readFile(SERVICE_WORKER_FILE)).length;
    const afterLoad = timing.registeredAt === null ? null : timing.registeredAt - timing.loadEnd;
    return {
      area: "client JS",
      figure: "service worker, first visit to /: registered after the load event; active; sw.js; its precache (fetched by the worker)",
      value:
        afterLoad === null
          ? "never registered"
          : `+${Math.round(afterLoad)} ms; ${timing.active ? `active at ${Math.round(timing.activeAt)} ms` : "not active after 30 s"}; ${kb(gzipped)} gz; ${worker.entries} files, ${kb(worker.bytes)}`,
      budget: "registered after load, then active",
      pass: afterLoad !== null && afterLoad >= 0 && timing.active,
    };
  } finally {
    await visitor.close();
  }
}

async function lighthouseSection(context: Context & { floor: Server }): Promise<void> {
  const { app, floor, member } = context;
  step(`Lighthouse (mobile preset), ${LIGHTHOUSE_RUNS} runs a route, the framework floor's bare page first`);
  const cookie = await cookieHeader(member, app.url);
  const budget = (minScore: number) => `median score ≥ ${minScore}, CLS = 0 in every run`;
  // The bare Next.js page as a reference: what this machine scores for the
  // framework alone, so a low score can be told from a slow host.
  const floorPage = `${floor.url}/`;
  const audited: LighthousePage[] = [{ url: floorPage }];
  for (const { route: named, signedIn } of chosen(LIGHTHOUSE_ROUTES)) {
    const route = resolveRoute(named, context);
    if (!signedIn) {
      audited.push({ url: `${app.url}${route}` });
      continue;
    }
    const status = await pageStatus(`${app.url}${route}`, cookie);
    if (status === 200) audited.push({ url: `${app.url}${route}`, headers: { Cookie: cookie } });
    else
      rows.push({
        area: "Lighthouse",
        figure: `${route} (signed in): score, LCP, TBT, CLS`,
        value: status === 404 ? `n/a (no ${route} yet)` : `HTTP ${status}`,
        budget: budget(BUDGET.lighthouseScore),
        pass: status === 404 ? null : false,
      });
  }
  const { pages, benchmarkIndex } = await runLighthouse(audited);
  rows.push({
    area: "Lighthouse",
    figure: `host CPU: Lighthouse's benchmarkIndex, median (min–max) of ${pages.length * LIGHTHOUSE_RUNS} runs`,
    value: `${benchmarkIndex.median.toFixed(0)} (${benchmarkIndex.min.toFixed(0)}–${benchmarkIndex.max.toFixed(0)}); the 4× CPU slowdown assumes ≥ 1000`,
    budget: "—",
    pass: null,
  });
  for (const { url, summary } of pages) {
    if (url === floorPage) {
      rows.push({
        area: "Lighthouse",
        figure: `framework floor (bare page): score, LCP, TBT median (min–max); CLS worst (min–max) of ${summary.runs}`,
        value: formatSummary(summary),
        budget: "— (reference)",
        pass: null,
      });
      continue;
    }
    const pathname = new URL(url).pathname;
    const route = pathname === context.challengePath ? CHALLENGE_PAGE : pathname;
    const entry = LIGHTHOUSE_ROUTES.find((candidate) => candidate.route === route);
    const signedIn = entry?.signedIn ?? false;
    const minScore = entry && "minScore" in entry ? entry.minScore : BUDGET.lighthouseScore;
    rows.push({
      area: "Lighthouse",
      figure: `${route}${signedIn ? " (signed in)" : ""}: score, LCP, TBT median (min–max); CLS worst (min–max) of ${summary.runs}`,
      value: formatSummary(summary) + (summary.shifts.length ? ` (${summary.shifts.join("; ")})` : ""),
      budget: budget(minScore),
      pass: withinBudget(summary, minScore),
    });
  }
}

async function interactionSection({ app, browser, member }: Context): Promise<void> {
  step("Next click to the new word painted, 50 clicks");
  const clicks = await measureNextClicks(browser, app.url, 50);
  rows.push({
    area: "interaction",
    figure: `/flashcards Next → word painted (${clicks.clicks} clicks): median, p95`,
    value: `${clicks.medianMs.toFixed(1)} ms, ${clicks.p95Ms.toFixed(1)} ms`,
    budget: `p95 ≤ ${BUDGET.clickP95Ms} ms`,
    pass: clicks.p95Ms <= BUDGET.clickP95Ms,
  });

  step("Grade to the next card painted on /review, 50 grades");
  const grades = await measureGradeToPaint(member, app.url, 50);
  rows.push(
    "missing" in grades
      ? {
          area: "interaction",
          figure: "/review grade → next card painted (50 grades): median, p95",
          value: `n/a (${grades.missing})`,
          budget: `p95 ≤ ${BUDGET.clickP95Ms} ms`,
          pass: grades.missing.startsWith("no /review") ? null : false,
        }
      : {
          area: "interaction",
          figure: `/review grade → next card painted (${grades.clicks} grades): median, p95`,
          value: `${grades.medianMs.toFixed(1)} ms, ${grades.p95Ms.toFixed(1)} ms`,
          budget: `p95 ≤ ${BUDGET.clickP95Ms} ms`,
          pass: grades.p95Ms <= BUDGET.clickP95Ms,
        },
  );

  step("The offline repeat visit to /review: the worker's shell puts the first saved card in the page, 5 visits");
  const offlineContext = await signedInContext(browser, app.url);
  try {
    const offline = await measureOfflineRepeatVisit(offlineContext, app.url, 5);
    rows.push({
      area: "interaction",
      figure:
        "missing" in offline
          ? "/review offline, repeat visit → first card in the page"
          : `/review offline, repeat visit → first card in the page (${offline.visits} visits): median, worst`,
      value: "missing" in offline ? `n/a (${offline.missing})` : `${offline.medianMs.toFixed(0)} ms, ${offline.maxMs.toFixed(0)} ms`,
      budget: `each ≤ ${BUDGET.offlineFirstCardMs} ms`,
      pass: "missing" in offline ? false : offline.maxMs <= BUDGET.offlineFirstCardMs,
    });
  } finally {
    await offlineContext.close();
  }

  // Word MCQ on the bench user's favourites: every question a choice, and the answers grade their cards.
  step("Answer to feedback painted and Next to the next question painted in checked practice, 50 answers");
  const practice = await measureAnswerToPaint(member, app.url, "/favourites/practice/word", 50);
  if ("missing" in practice) {
    rows.push({
      area: "interaction",
      figure: "practice answer → feedback painted (50 answers)",
      value: `n/a (${practice.missing})`,
      budget: `p95 ≤ ${BUDGET.clickP95Ms} ms`,
      pass: false,
    });
  } else {
    for (const [label, result] of [
      ["answer → feedback painted", practice.feedback],
      ["Next → next question painted", practice.next],
    ] as const) {
      rows.push({
        area: "interaction",
        figure: `/favourites/practice/word ${label} (${result.clicks}): median, p95`,
        value: `${result.medianMs.toFixed(1)} ms, ${result.p95Ms.toFixed(1)} ms`,
        budget: `p95 ≤ ${BUDGET.clickP95Ms} ms`,
        pass: result.p95Ms <= BUDGET.clickP95Ms,
      });
    }
  }
}

/** The connection counts the API rows are measured at: a light and a heavy load. */
const API_CONNECTIONS = [10, 50] as const;

async function apiSection({ app, floor, member, database }: Context & { floor: Server }): Promise<void> {
  step(`API throughput: ${API_CONNECTIONS.join(" and ")} connections × ${DURATION_S} s each, floor route and app in turn, then the bare server`);
  const bare = await startBare(database.url);
  try {
    const cookie = await cookieHeader(member, app.url);
    const floorUrl = `${floor.url}${FLOOR_ROUTE}`;
    const apiCalls = [
      {
        name: "POST /api/v1/word/fetchword (random unseen, signed in)",
        app: "/api/v1/word/fetchword",
        bare: "/fetchword",
        body: { wordCategory: "unseen", authUserId: database.userId, wordIndex: "-1" },
      },
      {
        name: "POST /api/v1/notes/getallnotes (first 100 of 200 notes)",
        app: "/api/v1/notes/getallnotes",
        bare: "/getallnotes",
        body: { userId: database.userId },
      },
    ];
    // A short warm-up each (JIT, connection pools), then the measured runs.
    await load(floorUrl, { body: {}, duration: 2 });
    for (const call of apiCalls) {
      await load(`${app.url}${call.app}`, { body: call.body, headers: { cookie }, duration: 2 });
      await load(`${bare.url}${call.bare}`, { body: call.body, duration: 2 });
    }
    for (const connections of API_CONNECTIONS) {
      // The floor route before and after the app's calls, averaged: the
      // ratios then see the same machine even when its load drifts.
      const floorBefore = await loadWithCpu(floorUrl, floor.child.pid!, { body: {}, connections });
      const measured = [];
      for (const call of apiCalls)
        measured.push({ call, result: await loadWithCpu(`${app.url}${call.app}`, app.child.pid!, { body: call.body, headers: { cookie }, connections }) });
      const floorAfter = await loadWithCpu(floorUrl, floor.child.pid!, { body: {}, connections });
      const floorRps = (floorBefore.requestsPerSecond + floorAfter.requestsPerSecond) / 2;
      const floorCpu = (floorBefore.cpuMsPerCall + floorAfter.cpuMsPerCall) / 2;
      rows.push({
        area: "API",
        figure: `Next.js floor route (JSON in, constant out), ${connections} connections: req/s, p50, p99; CPU per call`,
        value: `${floorRps.toFixed(0)} req/s (${floorBefore.requestsPerSecond.toFixed(0)} before, ${floorAfter.requestsPerSecond.toFixed(0)} after), p50 ${floorBefore.p50Ms} ms, p99 ${floorBefore.p99Ms} ms; ${floorCpu.toFixed(2)} ms CPU`,
        budget: "—",
        pass: null,
      });
      for (const { call, result } of measured) {
        const ratio = result.requestsPerSecond / floorRps;
        rows.push({
          area: "API",
          figure: `${call.name}, ${connections} connections: req/s, p50, p99; server CPU per call`,
          value: loadValue(result),
          budget: "—",
          pass: loadFailures(result) ? false : null,
        });
        rows.push({
          area: "API",
          figure: `  ratio app / Next.js floor route (req/s), ${connections} connections`,
          value: ratio.toFixed(2),
          budget: `≥ ${BUDGET.apiToFloor}`,
          pass: ratio >= BUDGET.apiToFloor,
        });
      }
    }
    // For information: the same statements without the framework, session or validation.
    for (const call of apiCalls) {
      const figure = `  ${call.name.split(" (")[0]}: same SQL, bare node:http + pg, ${CONNECTIONS} connections`;
      // It has no budget, so a bare server that died (it once did, silently, on this shared machine) costs its rows only.
      if (bare.child.exitCode !== null || bare.child.signalCode !== null) {
        rows.push({ area: "API", figure, value: `n/a (the bare server exited: ${bare.child.exitCode ?? bare.child.signalCode})`, budget: "—", pass: null });
        continue;
      }
      const result = await loadWithCpu(`${bare.url}${call.bare}`, bare.child.pid!, { body: call.body, connections: CONNECTIONS });
      rows.push({ area: "API", figure, value: loadValue(result), budget: "—", pass: null });
    }
  } finally {
    await stop(bare.child);
  }
  if (database.kind !== "PostgreSQL server")
    notes.push("No PostgreSQL server answered at 127.0.0.1:5432: the API figures are on embedded PGlite, which runs one query at a time.");
  notes.push(
    "API CPU per call: the server process's user + system time (all its threads, from /proc/<pid>/stat) over a measured run, divided by the calls it answered.",
  );
}

async function reviewSection({ floor, browser }: Context & { floor: Server }): Promise<void> {
  step("review: a catch-up plan for 500 overdue cards and a 15-minute goal (the planner with the real scheduler)");
  for (const secondsPerReview of [8, 10]) {
    const plan = catchUpPlanFigure(secondsPerReview);
    const withinGoal = plan.days.every((day) => day.minutes <= 15);
    // At 10 s a review (the pace before a learner's 20th review) 500 cards and their lapses need more than 7 goal-days.
    const mustClear = secondsPerReview === 8;
    rows.push({
      area: "review",
      figure: `catch-up plan, 500 overdue cards, 15-minute goal, ${secondsPerReview} s a review: daily loads`,
      value: describePlan(plan),
      budget: mustClear ? "every day ≤ 15 min; all 500 within 3–7 days" : "every day ≤ 15 min",
      pass: withinGoal && (!mustClear || plan.later.length === 0),
    });
  }
  step("review: a heavy learner (20,000 cards, 200,000 log rows) in a database of its own");
  const heavy: HeavyDatabase = await createHeavyDatabase(process.env.BENCH_POSTGRES_ADMIN_URL ?? DEFAULT_ADMIN_URL);
  cleanups.push(() => heavy.drop());
  notes.push(
    `Heavy learner (review section): ${heavy.cards} cards (${heavy.dueNow} reviews due now), ${heavy.logs} log rows over 365 days; its database's word set is padded to ${heavy.words} words with numbered copies, one card a word.`,
  );

  // The due queue's statements as the app sends them, with the values it would bind (20 new cards a day, none graded today).
  const queueStatements = dueStatements(heavy.userId, new Date(), 20, "Europe/London");
  const explained = await explainDueQueries(heavy.url, queueStatements);
  for (const result of explained) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${result.name}:\n${result.plan}\n`);
    rows.push({
      area: "review",
      figure: `heavy learner: ${result.name} plan`,
      value: `${result.scans.join("; ")}; ${result.executionMs.toFixed(2)} ms, ${result.sharedHit} buffers hit, ${result.sharedRead} read`,
      budget: `uses ${DUE_INDEXES.join(" or ")}`,
      pass: result.usesDueIndex,
    });
  }

  // The statements floor on the heavy database: the queue's two statements (its counts' statement checks the settings
  // the server read last: no read of them of its own), and the SQL-bound calls' own statements as the app sends them
  // (./bench/call-statements.ts), nothing of the app's code.
  const statementsServer = await startNext({
    dir: FLOOR_DIR,
    port: PORTS.statementsFloor,
    env: {
      DATABASE_URL: heavy.url,
      FLOOR_STATEMENTS: JSON.stringify({ due: queueStatements, ...callStatements(heavy) }),
      ...preparedStatementsEnv(true),
    },
  });
  cleanups.push(() => stop(statementsServer.child));
  // TRUST_PROXY: the vocabulary test's starts each come from an address of their own (./bench/level-learners.ts).
  const server = await startNext({ port: PORTS.heavy, env: { DATABASE_URL: heavy.url, TRUST_PROXY: "1", ...preparedStatementsEnv(true) } });
  const context = await signedInContext(browser, server.url, HEAVY_USER);
  try {
    const cookie = await cookieHeader(context, server.url);
    // Before any other call of this server: the practice engine builds its word tables on its first question.
    const first = await firstPracticeCall(server.url, cookie);
    rows.push({
      area: "review",
      figure: "POST /api/v1/practice/next: the server's first question (its engine's word tables built then)",
      value: first.ok ? ms(first.ms) : "failed",
      budget: "—",
      pass: first.ok ? null : false,
    });
    step("review: GET /api/v1/review/due for the heavy learner beside the Next.js floor route and its database floor, 10 and 50 connections");
    const dueUrl = `${server.url}/api/v1/review/due`;
    const floorUrl = `${floor.url}${FLOOR_ROUTE}`;
    // The least a call of the queue's round trips costs here (./bench/floor-app.ts).
    const databaseFloorUrl = `${floor.url}${FLOOR_DATABASE_ROUTE}`;
    const dueTrips = { roundTrips: REVIEW_DUE_ROUND_TRIPS };
    const statementsFloorUrl = `${statementsServer.url}${FLOOR_STATEMENTS_ROUTE}?call=due`;
    await load(dueUrl, { headers: { cookie }, duration: 3 });
    await load(floorUrl, { body: {}, duration: 2 });
    await load(databaseFloorUrl, { body: dueTrips, duration: 2 });
    await load(statementsFloorUrl, { duration: 2 });
    for (const connections of [10, 50]) {
      const floorResult = await load(floorUrl, { body: {}, connections });
      const databaseFloor = await load(databaseFloorUrl, { body: dueTrips, connections });
      const statementsResult = await load(statementsFloorUrl, { connections });
      const due = await loadWithCpu(dueUrl, server.child.pid!, { headers: { cookie }, connections });
      const ratio = due.requestsPerSecond / floorResult.requestsPerSecond;
      const databaseRatio = due.requestsPerSecond / databaseFloor.requestsPerSecond;
      const statementsRatio = due.requestsPerSecond / statementsResult.requestsPerSecond;
      rows.push({
        area: "review",
        figure: `GET /api/v1/review/due (heavy learner), ${connections} connections: req/s, p50, p99; server CPU per call`,
        value: loadValue(due),
        budget: "—",
        pass: loadFailures(due) ? false : null,
      });
      rows.push({
        area: "review",
        figure: `  Next.js floor route, ${connections} connections: req/s, p50, p99`,
        value: loadValue(floorResult),
        budget: "—",
        pass: null,
      });
      rows.push({
        area: "review",
        figure: `  database floor: a bare route handler making ${REVIEW_DUE_ROUND_TRIPS} round trips in a transaction, ${connections} connections: req/s, p50, p99`,
        value: loadValue(databaseFloor),
        budget: "—",
        pass: loadFailures(databaseFloor) ? false : null,
      });
      rows.push({
        area: "review",
        figure: `  statements floor: a bare route handler running the queue's own ${queueStatements.length} statements, ${connections} connections: req/s, p50, p99`,
        value: loadValue(statementsResult),
        budget: "—",
        pass: loadFailures(statementsResult) ? false : null,
      });
      rows.push({
        area: "review",
        figure: `  ratio due / floor route, / database floor and / statements floor (req/s), ${connections} connections`,
        value: `${ratio.toFixed(2)}; ${databaseRatio.toFixed(2)}; ${statementsRatio.toFixed(2)}`,
        budget: `≥ ${BUDGET.dueToFloor} × the first or second; where those are out of reach on 2 cores, of the third`,
        pass: ratio >= BUDGET.dueToFloor || databaseRatio >= BUDGET.dueToFloor || statementsRatio >= BUDGET.dueToFloor,
      });
    }

    // After the due figures: practice grades the learners' cards.
    step(
      `review: checked practice for the heavy learner and ${PRACTICE_CALLERS - 1} twins (each caller a learner of its own, issuing a question then answering it), 10 and ${PRACTICE_CALLERS} connections`,
    );
    // A learner a caller: callers sharing a learner would close each other's questions on the same due words.
    const twins = await addHeavyTwins(heavy, PRACTICE_CALLERS - 1);
    const cookies = [cookie, ...(await Promise.all(twins.map((twin) => mintedSessionCookie(twin, server.authSecret))))];
    notes.push(
      `Practice (review section): ${PRACTICE_CALLERS} learners with the heavy learner's deck, caller i as learner i; each caller issues a question, then answers it, round after round.`,
    );
    // What the framework and a call's round trips alone cost at the same load (./bench/floor-app.ts): for the rows under
    // load, each measured once; the callers rows measure theirs in turn with themselves (alternated).
    const floorP99 = databaseFloorP99(floor);
    // The budget is at 10 callers, the row alternated with its floors; at 50 the figures are for information.
    const practiceFloor = (call: "next" | "answer"): FloorCall => ({ how: "callers", roundTrips: PRACTICE_ROUND_TRIPS[call], writes: true });
    // Untimed first, from the learners the timed rows do not use: no earlier row takes practice's paths, and without
    // this the first trial timed the JIT compiling them (3.8 ms of server CPU a call against 2.1 once warm, at 50
    // callers after the trials). Timed warm, as every other row is.
    await measurePractice(server.url, cookies.slice(10), server.child.pid!, { connections: 10, durationS: PRACTICE_WARM_UP_S });
    const practice = await alternated(floor, { next: practiceFloor("next"), answer: practiceFloor("answer") }, ({ durationS }) =>
      measurePractice(server.url, cookies.slice(0, 10), server.child.pid!, { connections: 10, durationS }),
    );
    for (const call of ["next", "answer"] as const) {
      const { figures, floorMs } = practice[call];
      rows.push({
        area: "review",
        figure: `POST /api/v1/practice/${call} (heavy learner), 10 connections, ${TRIALS} runs alternated with its floor's: p50, p99; server CPU per call`,
        value: callersValue(figures),
        ...(await floorBudget(figures.p99Ms, floorMs, practiceFloor(call))),
        ...(callersFailed(figures) && { pass: false }),
      });
    }
    const crowd = await measurePractice(server.url, cookies, server.child.pid!, { connections: PRACTICE_CALLERS, durationS: DURATION_S });
    for (const call of ["next", "answer"] as const) {
      rows.push({
        area: "review",
        figure: `POST /api/v1/practice/${call} (heavy learner), ${PRACTICE_CALLERS} connections: p50, p99; server CPU per call`,
        value: callersValue(crowd[call]),
        budget: "—",
        pass: callersFailed(crowd[call]) ? false : null,
      });
    }

    // Practice's grades set off autovacuum and a checkpoint; the reads measured next are not to share the cores with them.
    await settleHeavyDatabase(heavy);
    const statementsFloor = statementsFloorLoad(statementsServer);
    await knowWhatYouKnowRows(server, heavy, cookie, { floor, floorP99 }, statementsFloor);

    // The known-word rows wrote placements, marks and spot checks: settled, as after practice, so the pages' medians are theirs.
    await settleHeavyDatabase(heavy);
    step(`review: /progress against /favourites/all for the heavy learner, median of ${PAGE_GETS} GETs each`);
    const pages = await timePages(server.url, cookie, ["/favourites/all", "/progress"], PAGE_GETS);
    const favourites = pages.get("/favourites/all")!;
    const progress = pages.get("/progress")!;
    rows.push({
      area: "review",
      figure: "/favourites/all (heavy learner): median full response",
      value: "ms" in favourites ? ms(favourites.ms) : `HTTP ${favourites.status}`,
      budget: "—",
      pass: "ms" in favourites ? null : false,
    });
    rows.push(
      "ms" in progress && "ms" in favourites
        ? {
            area: "review",
            figure: "/progress (heavy learner): median full response",
            value: `${ms(progress.ms)} = ${(progress.ms / favourites.ms).toFixed(2)} × /favourites/all`,
            budget: `≤ ${BUDGET.progressToFavourites} × /favourites/all`,
            pass: progress.ms <= BUDGET.progressToFavourites * favourites.ms,
          }
        : {
            area: "review",
            figure: "/progress (heavy learner): median full response",
            value: "status" in progress && progress.status === 404 ? "n/a (no /progress yet)" : `HTTP ${"status" in progress ? progress.status : "?"}`,
            budget: `≤ ${BUDGET.progressToFavourites} × /favourites/all`,
            pass: "status" in progress && progress.status === 404 ? null : false,
          },
    );
    await readerRows(server, cookie, floorP99, statementsFloor);
  } finally {
    await context.close();
    await stop(server.child);
    await stop(statementsServer.child);
  }
}

/** Learn with Story for the heavy learner: a pasted text at the reader's limit, and the stories ranked for them (./bench/reader.ts). */
async function readerRows(server: Server, cookie: string, floorP99: FloorP99, statementsFloor: StatementsFloorLoad): Promise<void> {
  const text = readerBenchText();
  const words = text.split(/\s+/).length;
  step(`review: POST /api/v1/reader/analyse, ${text.length} characters (${words} words), heavy learner, 15 calls one at a time`);
  const analyse = await timeSequential(15, () =>
    fetch(`${server.url}/api/v1/reader/analyse`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ text }) }),
  );
  rows.push({
    area: "review",
    figure: `POST /api/v1/reader/analyse (heavy learner), a ${text.length.toLocaleString("en-GB")}-character text of ${words.toLocaleString("en-GB")} words, one caller: median, worst`,
    value: `${ms(analyse.medianMs)}, ${ms(analyse.worstMs)}${analyse.failed ? `, ${analyse.failed} failed` : ""}`,
    budget: `median ≤ ${BUDGET.readerAnalyseMs} ms`,
    pass: analyse.failed || !analyse.calls ? false : analyse.medianMs <= BUDGET.readerAnalyseMs,
  });

  step("review: GET /api/v1/reader/stories for the heavy learner, 10 connections");
  const storiesUrl = `${server.url}/api/v1/reader/stories`;
  await load(storiesUrl, { headers: { cookie }, duration: 2, connections: 10 });
  const stories = await loadWithCpu(storiesUrl, server.child.pid!, { headers: { cookie }, connections: 10 });
  rows.push(
    ...(await sqlBoundRows("GET /api/v1/reader/stories (heavy learner)", stories, KNOWN_ROUND_TRIPS.stories, floorP99, await statementsFloor("stories"))),
  );
}

/**
 * How a call stands beside the database floor, a floor of the call's shape: measured under load, by callers making
 * their calls at once, or by callers each making the row's calls in turn ("sequence", alternated); its round trips,
 * whether it commits a write, and its load (10 connections or callers unless said).
 */
type FloorCall = { how: "load" | "callers" | "sequence"; roundTrips: number; writes: boolean; connections?: number };

/** The p99 of the database floor making the call's round trips at the call's load (committing a row if the call writes). */
type FloorP99 = (call: FloorCall) => Promise<number>;

/** The SQL-bound calls whose own statements the statements floor runs (./bench/call-statements.ts). */
type SqlBoundCall = "confusables" | "stories";

/** The statements the SQL-bound calls send for the heavy learner, made by the app's own code in a process of its own. */
function callStatements(heavy: HeavyDatabase): Record<SqlBoundCall, unknown[]> {
  const json = execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/bench/call-statements.ts", heavy.userId], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: heavy.url },
    encoding: "utf8",
  });
  return JSON.parse(json) as Record<SqlBoundCall, unknown[]>;
}

/** The statements floor running a call's own statements at 10 connections, warmed first. */
type StatementsFloorLoad = (call: SqlBoundCall) => Promise<LoadResult>;

function statementsFloorLoad(statementsServer: Server): StatementsFloorLoad {
  return async (call) => {
    const url = `${statementsServer.url}${FLOOR_STATEMENTS_ROUTE}?call=${call}`;
    await load(url, { duration: 2, connections: 10 });
    return load(url, { connections: 10 });
  };
}

/** A SQL-bound call's row beside its statements floor's, the call's budget counting both floors. */
async function sqlBoundRows(
  figure: string,
  call: LoadResult & { cpuMsPerCall: number },
  roundTrips: number,
  floorP99: FloorP99,
  statements: LoadResult,
): Promise<Row[]> {
  return [
    {
      area: "review",
      figure: `${figure}, 10 connections: req/s, p50, p99; server CPU per call`,
      value: loadValue(call),
      ...(await floorBudget(call.p99Ms, floorP99, { how: "load", roundTrips, writes: false }, { statementsMs: statements.p99Ms })),
      ...(loadFailures(call) > 0 && { pass: false }),
    },
    {
      area: "review",
      figure: "  statements floor: a bare route handler running the call's own statements, 10 connections: req/s, p50, p99",
      value: loadValue(statements),
      budget: "—",
      pass: loadFailures(statements) ? false : null,
    },
  ];
}

/**
 * The database floor's p99s, each measured once: over autocannon's connections (for a GET measured with
 * load) or by callers each waiting for its answer (for a call made in sequences), 10 unless the call says.
 */
function databaseFloorP99(floor: Server): FloorP99 {
  const measured = new Map<string, Promise<number>>();
  const url = `${floor.url}${FLOOR_DATABASE_ROUTE}`;
  return ({ how, roundTrips, writes, connections = 10 }) => {
    const key = `${how}:${roundTrips}:${writes}:${connections}`;
    if (!measured.has(key)) {
      measured.set(
        key,
        how === "load"
          ? load(url, { body: { roundTrips, writes }, connections }).then((result) => result.p99Ms)
          : measureDatabaseFloor(url, floor.child.pid!, { connections, durationS: DURATION_S, roundTrips, writes }).then((figures) => figures.p99Ms),
      );
    }
    return measured.get(key)!;
  };
}

/** Runs of a callers row and of its floors, in turn: see alternated. */
const TRIALS = 3;

/** A warm-up has settled once a run's server CPU a call is no more than a tenth below the run's before it. */
const WARM_UP_SETTLED = 0.9;
const WARM_UP_MAX_RUNS = 8;

/**
 * Untimed runs of `run` (each answering the server's CPU a call) until the JIT has compiled the paths they take: at
 * least `minRuns`, then until a run's CPU a call is within WARM_UP_SETTLED of the run's before it, at most
 * WARM_UP_MAX_RUNS runs. One run's CPU a call is noisy (a play's moved 1.65 → 1.73 → ~1.4 ms on a still-warming
 * server), so the least is what the CPU curve of a quiet run showed. Each run's CPU a call, for the notes.
 */
async function warmUntilSettled(run: () => Promise<number>, { minRuns }: { minRuns: number }): Promise<number[]> {
  const cpuMsPerCall: number[] = [];
  while (cpuMsPerCall.length < WARM_UP_MAX_RUNS) {
    cpuMsPerCall.push(await run());
    const [before, last] = cpuMsPerCall.slice(-2);
    if (cpuMsPerCall.length >= minRuns && last! >= WARM_UP_SETTLED * before!) break;
  }
  return cpuMsPerCall;
}

/**
 * A callers row (`measure`, returning the figures of each kind of call it makes) and the database floor of each
 * kind's shape (`floors`), in turn, TRIALS times: the row for a TRIALS-th of `durationS`, then each floor as long.
 * Each kind's calls and each floor's are pooled over the trials, so a row and its floor see the same minutes of the
 * machine (a collection pause, a checkpoint, the other servers' work) and each p99 is of some thousand calls, not of
 * one 10-second run: single runs of one build moved by half (docs/performance.md, Machine notes).
 * A row whose `callers` each make calls of several kinds one after another names their order (`sequence`, a caller's
 * calls from the first to the last) and has its floor at that load: each caller making each kind's floor call in that
 * order, over and over. Without one, each shape's floor is rounds of its calls at once, as practice's callers make theirs.
 */
async function alternated<K extends string>(
  floor: Server,
  floors: Record<K, FloorCall>,
  measure: (trial: { index: number; durationS: number }) => Promise<Record<NoInfer<K>, CallFigures>>,
  { durationS = DURATION_S, sequence, callers = 10 }: { durationS?: number; sequence?: readonly NoInfer<K>[]; callers?: number } = {},
): Promise<Record<K, { figures: CallFigures; floorMs: number }>> {
  const kinds = Object.keys(floors) as K[];
  const shapeOf = ({ how, roundTrips, writes, connections = 10 }: FloorCall) => `${how}:${roundTrips}:${writes}:${connections}`;
  // With a sequence, each kind has its floor's runs; without, kinds of one shape share theirs.
  const floorKey = (kind: K) => (sequence ? `sequence:${kind}` : shapeOf(floors[kind]));
  const rowRuns = new Map<K, CallFigures[]>(kinds.map((kind) => [kind, []]));
  const floorRuns = new Map<string, CallFigures[]>();
  const addFloorRun = (key: string, run: CallFigures) => floorRuns.set(key, [...(floorRuns.get(key) ?? []), run]);
  const floorUrl = `${floor.url}${FLOOR_DATABASE_ROUTE}`;
  const trialS = durationS / TRIALS;
  for (let index = 0; index < TRIALS; index += 1) {
    const figures = await measure({ index, durationS: trialS });
    for (const kind of kinds) rowRuns.get(kind)!.push(figures[kind]);
    if (sequence) {
      const steps = sequence.map((kind) => ({ kind, roundTrips: floors[kind].roundTrips, writes: floors[kind].writes }));
      const runs = await measureFloorSequence(floorUrl, floor.child.pid!, { connections: callers, durationS: trialS, steps });
      for (const kind of kinds) addFloorRun(floorKey(kind), runs[kind]);
      continue;
    }
    for (const kind of new Map(kinds.map((kind) => [floorKey(kind), kind])).values()) {
      const { how, roundTrips, writes, connections = 10 } = floors[kind];
      const body = { roundTrips, writes };
      // A row measured as a load (each connection calling again once answered) has its floor measured the same way.
      const run =
        how === "load"
          ? await loadCalls(floorUrl, floor.child.pid!, { body, connections, duration: trialS })
          : await measureDatabaseFloor(floorUrl, floor.child.pid!, { connections, durationS: trialS, roundTrips, writes });
      addFloorRun(floorKey(kind), run);
    }
  }
  return Object.fromEntries(
    kinds.map((kind) => [kind, { figures: poolFigures(rowRuns.get(kind)!), floorMs: poolFigures(floorRuns.get(floorKey(kind))!).p99Ms }]),
  ) as Record<K, { figures: CallFigures; floorMs: number }>;
}

/**
 * A call's budget: p99 ≤ `budgetMs` (50 ms unless said), or, where the framework and the call's round trips alone take about
 * that on this machine at the call's load (and the commit of a row, for a call that writes), ≤ 2 × theirs; for a call bound by its
 * SQL (`statementsMs`, the statements floor's p99 with the call's own statements), or ≤ 2 × that: what its SQL
 * alone costs at the same load.
 */
async function floorBudget(
  p99Ms: number,
  floor: FloorP99 | number,
  call: FloorCall,
  { statementsMs, budgetMs = BUDGET.practiceP99Ms }: { statementsMs?: number; budgetMs?: number } = {},
): Promise<Pick<Row, "budget" | "pass">> {
  const floorMs = typeof floor === "number" ? floor : await floor(call);
  const statements = statementsMs === undefined ? "" : `, or ≤ ${BUDGET.practiceToDatabaseFloor} × its statements floor's (${Math.round(statementsMs)} ms)`;
  const committing = call.writes ? ", committing a row" : "";
  const load =
    call.how === "sequence"
      ? ", each caller making the row's calls in turn"
      : call.connections === undefined
        ? ""
        : ` at ${call.connections} ${call.how === "load" ? "connections" : "callers"}`;
  return {
    budget: `p99 ≤ ${budgetMs} ms, or ≤ ${BUDGET.practiceToDatabaseFloor} × the database floor's making ${call.roundTrips} round trips${committing}${load} (${Math.round(floorMs)} ms)${statements}`,
    pass:
      p99Ms <= budgetMs ||
      p99Ms <= BUDGET.practiceToDatabaseFloor * floorMs ||
      (statementsMs !== undefined && p99Ms <= BUDGET.practiceToDatabaseFloor * statementsMs),
  };
}

/**
 * Issue 30's endpoints at 10 callers, p99 ≤ 50 ms: the vocabulary test, "I already know this" and its undo,
 * a word's known status, the spot checks (practice source `known`) for learners placed by the test, and
 * the Ambiguous Words progress of the heavy learner (its 200,000 log rows are what the call counts).
 */
async function knowWhatYouKnowRows(
  server: Server,
  heavy: HeavyDatabase,
  heavyCookie: string,
  { floor, floorP99 }: { floor: Server; floorP99: FloorP99 },
  statementsFloor: StatementsFloorLoad,
): Promise<void> {
  const connections = 10;
  // A call that commits a write stands beside a floor that commits one: the WAL flush is part of the least it can cost.
  const callFloor = (roundTrips: number, writes: boolean): FloorCall => ({ how: "callers", roundTrips, writes });
  // The vocabulary test's and the marks' callers each make their calls one after another, of several kinds: their
  // floors make the same calls' round trips in the same order (alternated's sequence), the load the row is under.
  const sequenceFloor = (roundTrips: number, writes: boolean): FloorCall => ({ how: "sequence", roundTrips, writes });
  const callRow = async (figure: string, { figures, floorMs }: { figures: CallFigures; floorMs: number }, call: FloorCall): Promise<Row> => ({
    area: "review",
    figure: `${figure}, ${connections} callers, ${TRIALS} runs alternated with its floor's: p50, p99; server CPU per call`,
    value: callersValue(figures),
    ...(await floorBudget(figures.p99Ms, floorMs, call)),
    ...(callersFailed(figures) && { pass: false }),
  });
  const loadRow = async (figure: string, result: LoadResult & { cpuMsPerCall: number }, roundTrips: number): Promise<Row> => ({
    area: "review",
    figure: `${figure}, ${connections} connections: req/s, p50, p99; server CPU per call`,
    value: loadValue(result),
    ...(await floorBudget(result.p99Ms, floorP99, { how: "load", roundTrips, writes: false })),
    ...(loadFailures(result) > 0 && { pass: false }),
  });

  step("review: GET /api/v1/practice/confusables for the heavy learner, 10 connections");
  const confusablesUrl = `${server.url}/api/v1/practice/confusables`;
  await load(confusablesUrl, { headers: { cookie: heavyCookie }, duration: 2, connections });
  const confusables = await loadWithCpu(confusablesUrl, server.child.pid!, { headers: { cookie: heavyCookie }, connections });
  rows.push(
    ...(await sqlBoundRows(
      "GET /api/v1/practice/confusables (heavy learner)",
      confusables,
      KNOWN_ROUND_TRIPS.confusables,
      floorP99,
      await statementsFloor("confusables"),
    )),
  );

  step(`review: ${PLACED_LEARNERS} learners placed at word ${LEVEL} with known words: the vocabulary test, known words, spot checks`);
  const learners = await addLevelLearners(heavy, PLACED_LEARNERS);
  // Their session cookies minted as a sign-in leaves them: signing 450 learners in through the browser would take about seven minutes.
  const cookies = await Promise.all(learners.map((learner) => mintedSessionCookie(learner, server.authSecret)));
  notes.push(
    `Issue 30 rows (review section): ${PLACED_LEARNERS} learners placed at word ${LEVEL}, with 40 marked known words each and no deck, caller i as learner i (the spot checks: ${SPOT_CHECK_LEARNERS} learners a trial, round r's caller i as the trial's learner 10r + i, round after round through them, after an untimed warm-up of four checks each from ${SPOT_CHECK_WARM_UP_LEARNERS} more); each test start from an address of its own (TRUST_PROXY=1), past the per-client start limit.`,
  );

  const statusUrl = `${server.url}/api/v1/known/status?wordIndex=${LEVEL}`;
  await load(statusUrl, { headers: { cookie: cookies[0]! }, duration: 2, connections });
  rows.push(
    await loadRow(
      "GET /api/v1/known/status (a marked word)",
      await loadWithCpu(statusUrl, server.child.pid!, { headers: { cookie: cookies[0]! }, connections }),
      KNOWN_ROUND_TRIPS.status,
    ),
  );

  const placementFloors = {
    start: sequenceFloor(KNOWN_ROUND_TRIPS.placementStart, true),
    answer: sequenceFloor(KNOWN_ROUND_TRIPS.placementAnswer, false),
    result: sequenceFloor(KNOWN_ROUND_TRIPS.placementResult, true),
  };
  // A whole test: its start, the answers before the last, the last (which saves the result).
  const testCalls = ["start", ...Array.from({ length: QUESTION_COUNT - 1 }, () => "answer" as const), "result"] as const;
  let tests = 0;
  // A test is one start and 36 answers: in DURATION_S some 285 starts, whose p99 was the third slowest, so a moment's
  // stall failed the row; PLACEMENT_DURATION_S gives it some 850.
  const placement = await alternated(
    floor,
    placementFloors,
    async ({ durationS }) => {
      const run = await measurePlacement(server.url, cookies, server.child.pid!, { connections, durationS });
      tests += run.tests;
      return run;
    },
    { durationS: PLACEMENT_DURATION_S, sequence: testCalls, callers: connections },
  );
  rows.push(
    await callRow(`POST /api/v1/placement/start (${tests} tests)`, placement.start, placementFloors.start),
    await callRow("POST /api/v1/placement/answer (the test's questions)", placement.answer, placementFloors.answer),
    await callRow("POST /api/v1/placement/answer (the last: the result saved)", placement.result, placementFloors.result),
  );

  const knownFloors = { add: sequenceFloor(KNOWN_ROUND_TRIPS.add, true), remove: sequenceFloor(KNOWN_ROUND_TRIPS.remove, true) };
  const known = await alternated(floor, knownFloors, ({ durationS }) => measureKnownPairs(server.url, cookies, server.child.pid!, { connections, durationS }), {
    sequence: ["add", "remove"],
    callers: connections,
  });
  rows.push(
    await callRow("POST /api/v1/known/add", known.add, knownFloors.add),
    await callRow("POST /api/v1/known/remove (its undo)", known.remove, knownFloors.remove),
  );

  // The marks' thousands of inserts and deletes set off autovacuum on known_words, which the spot checks read and write.
  await settleHeavyDatabase(heavy);

  // Five spot checks a learner a day: each trial's learners of their own, its first ten's warm-up one, then four rounds
  // of one each for every learner, ten at a time (1,200 answers in all, so the p99 is the twelfth slowest: a round of
  // ten that meets a collection pause or a stall of the machine is ten slow calls, and at 600 one such round failed it).
  const spotFloors = { next: callFloor(PRACTICE_ROUND_TRIPS.spotCheckNext, true), answer: callFloor(PRACTICE_ROUND_TRIPS.spotCheckMiss, true) };
  // Untimed first, 600 of each call from learners of their own: no earlier row takes a spot check's paths, and the
  // server's CPU a call halves over their first few hundred calls (the JIT compiling them), which a 10-call warm-up
  // left in the first trials' p99. Timed warm, as every other row is.
  const warmUp = cookies.slice(TRIALS * SPOT_CHECK_LEARNERS);
  await measurePractice(server.url, warmUp, server.child.pid!, { connections, durationS: 120, source: "known", rounds: 4 * (warmUp.length / connections) });
  const spot = await alternated(floor, spotFloors, ({ index }) =>
    // The rounds, not the time, end a trial: a learner has five checks a day.
    measurePractice(server.url, cookies.slice(index * SPOT_CHECK_LEARNERS, (index + 1) * SPOT_CHECK_LEARNERS), server.child.pid!, {
      connections,
      durationS: DURATION_S,
      source: "known",
      rounds: 4 * (SPOT_CHECK_LEARNERS / connections),
    }),
  );
  rows.push(
    await callRow("POST /api/v1/practice/next { source: known } (spot checks, 4 a learner)", spot.next, spotFloors.next),
    // Most of the bench's spot-check answers miss (the first option), and a miss is the longer call: its floor.
    await callRow("POST /api/v1/practice/answer (spot checks)", spot.answer, spotFloors.answer),
  );
}

/**
 * Issue 32: MAX_PLAYERS visitors play the bench challenge at once over 50 connections, on a server of the
 * same build that trusts one proxy (each player from an address of its own, past the per-client join
 * limit); then the database's log is checked and the leaderboard read as one of the players.
 */
async function friendsSection({ app, member, database, challengePath, floor }: Context & { floor: Server }): Promise<void> {
  const connections = CONNECTIONS;
  step(
    `friends: ${MAX_PLAYERS} visitors play a challenge (10 questions each), ${connections} connections, ${TRIALS} challenges alternated with the floor; then the leaderboard`,
  );
  // A challenge a trial: MAX_PLAYERS players each, each plays it once.
  const memberCookie = await cookieHeader(member, app.url);
  const challengeIds = [challengePath.split("/").at(-1)!];
  while (challengeIds.length < TRIALS) challengeIds.push(await createBenchChallenge(app.url, memberCookie));
  const server = await startNext({ port: PORTS.friends, env: { DATABASE_URL: database.url, TRUST_PROXY: "1", ...preparedStatementsEnv(true) } });
  try {
    // Untimed first, challenges of their own played through until the server's CPU a call settles: the server is new,
    // and its CPU a call fell over its first five plays (3.3 → 1.2 ms, the JIT at work): one warm-up play of half the
    // visitors left the first timed play the slowest in 11 runs of 12 (its p99 202 ms against 99 and 109 after it),
    // three left it at 266 against 109 and 101; after five, 123 and 126 (the third's 288 a full collection's marking,
    // which comes every three or four plays of a 120 MB heap, on the two cores the calls and PostgreSQL share).
    const warmUp = await warmUntilSettled(
      async () => {
        const warmUpId = await createBenchChallenge(app.url, memberCookie);
        return (await measureChallengePlay(server.url, database.url, warmUpId, server.child.pid!, { connections })).answer.cpuMsPerCall;
      },
      { minRuns: 4 },
    );
    notes.push(`friends: untimed plays first, until the server's CPU a call settled: ${warmUp.map((ms) => ms.toFixed(2)).join(", ")} ms a call.`);
    // At 50 connections the framework alone comes near the flat budgets: the answer also stands beside the database
    // floor making its round trips at the same load (a visitor's answer commits its row), in turn with the plays.
    const answerFloor: FloorCall = { how: "callers", roundTrips: CHALLENGE_ROUND_TRIPS.answer, writes: true, connections };
    const plays: ChallengeLoadFigures[] = [];
    const { answer } = await alternated(floor, { answer: answerFloor }, async ({ index }) => {
      const play = await measureChallengePlay(server.url, database.url, challengeIds[index]!, server.child.pid!, { connections });
      plays.push(play);
      return play;
    });
    const play = plays[0]!;
    const sum = (figure: (play: ChallengeLoadFigures) => number) => plays.reduce((total, one) => total + figure(one), 0);
    const players = MAX_PLAYERS * TRIALS;
    const callRow = (figure: string, figures: CallFigures): Row => ({
      area: "friends",
      figure: `${figure}, ${connections} connections, ${TRIALS} plays: p50, p99; server CPU per call`,
      value: callersValue(figures),
      budget: "—",
      pass: callersFailed(figures) ? false : null,
    });
    rows.push(
      callRow("POST /api/v1/challenges/join (a visitor, once a player)", poolFigures(plays.map((one) => one.join))),
      callRow("POST /api/v1/challenges/next (the question served)", poolFigures(plays.map((one) => one.next))),
      {
        area: "friends",
        figure: `POST /api/v1/challenges/answer (checked, scored, logged), ${connections} connections, ${TRIALS} plays alternated with its floor's: p50, p99; server CPU per call`,
        value: callersValue(answer.figures),
        ...(await floorBudget(answer.figures.p99Ms, answer.floorMs, answerFloor, { budgetMs: BUDGET.challengeAnswerP99Ms })),
        ...(callersFailed(answer.figures) && { pass: false }),
      },
      {
        area: "friends",
        figure: `${TRIALS} challenges × ${MAX_PLAYERS} players × ${CHALLENGE_SIZE} answers: players, answers stored, players with a gap or a second row, scores not equal to the log`,
        value: `${sum((one) => one.players)} players, ${sum((one) => one.storedAnswers)} answers, ${sum((one) => one.playersWithGaps)} with gaps, ${sum((one) => one.wrongScores)} wrong scores (${plays.map((one) => (one.wallMs / 1000).toFixed(1)).join(", ")} s)`,
        budget: `${players * CHALLENGE_SIZE} answers, each once; every score = its right answers`,
        pass:
          sum((one) => one.players) === players &&
          sum((one) => one.storedAnswers) === players * CHALLENGE_SIZE &&
          sum((one) => one.playersWithGaps) === 0 &&
          sum((one) => one.wrongScores) === 0,
      },
    );
    if (!play.playerCookie) throw new Error("No player joined the bench challenge.");
    // What this machine gives any route at this load: the ceiling of the latencies above.
    const floorUrl = `${floor.url}${FLOOR_ROUTE}`;
    await load(floorUrl, { body: {}, duration: 2, connections });
    const ceiling = await load(floorUrl, { body: {}, connections });
    rows.push({
      area: "friends",
      figure: `  Next.js floor route (JSON in, constant out), ${connections} connections: req/s, p50, p99`,
      value: loadValue(ceiling),
      budget: "—",
      pass: null,
    });
    const boardFloor: FloorCall = { how: "load", roundTrips: CHALLENGE_ROUND_TRIPS.leaderboard, writes: false, connections };
    const { playerCookie } = play;
    const { board } = await alternated(floor, { board: boardFloor }, async ({ index, durationS }) => ({
      board: await measureLeaderboard(server.url, challengeIds[0]!, playerCookie, server.child.pid!, { connections, durationS, warmUpS: index === 0 ? 2 : 0 }),
    }));
    rows.push({
      area: "friends",
      figure: `GET /api/v1/challenges/leaderboard (${MAX_PLAYERS} players, read by one), ${connections} connections, ${TRIALS} runs alternated with its floor's: p50, p99; server CPU per call`,
      value: callersValue(board.figures),
      ...(await floorBudget(board.figures.p99Ms, board.floorMs, boardFloor, { budgetMs: BUDGET.leaderboardP99Ms })),
      ...(callersFailed(board.figures) && { pass: false }),
    });
  } finally {
    await stop(server.child);
  }
}

const PREPARED_NOTE =
  "Prepared statements: the app's servers on the PostgreSQL server run with DATABASE_PREPARED_STATEMENTS=true (a direct connection), and the floor apps prepare theirs too (FLOOR_PREPARED).";

/** The app's setting and the floor apps' for named prepared statements, on (a direct connection to the server) or off. */
function preparedStatementsEnv(on: boolean): Record<string, string> {
  return on ? { DATABASE_PREPARED_STATEMENTS: "true", FLOOR_PREPARED: "true" } : {};
}

/** The vocabulary test's rows' seconds, over their trials. */
const PLACEMENT_DURATION_S = 3 * DURATION_S;

/** Learners placed by the vocabulary test a trial of the spot checks takes (five a learner a day), those of their warm-up, and all of them. */
const SPOT_CHECK_LEARNERS = 100;
const SPOT_CHECK_WARM_UP_LEARNERS = 150;
const PLACED_LEARNERS = SPOT_CHECK_LEARNERS * TRIALS + SPOT_CHECK_WARM_UP_LEARNERS;
/** Callers of the practice rows at most, each a learner with the heavy learner's deck. */
const PRACTICE_CALLERS = 50;
/** Seconds of practice, untimed, before its timed trials: about a thousand questions and answers here, past the JIT compiling their paths. */
const PRACTICE_WARM_UP_S = 8;
/** GETs of each page whose medians /progress is held to (15 were a few seconds of the run, and their median moved by a tenth). */
const PAGE_GETS = 60;

/** The browser context's cookies for `url`, as a Cookie header. */
async function cookieHeader(context: BrowserContext, url: string): Promise<string> {
  return (await context.cookies(url)).map(({ name, value }) => `${name}=${value}`).join("; ");
}

async function pageStatus(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

/**
 * The median time to the whole response of each route (server rendering and streaming included), GETs
 * taken in turn (A, B, A, B, …) so both see the same machine; two warm-ups each. A route that does not
 * answer 200 gets its status instead.
 */
async function timePages(baseUrl: string, cookie: string, routes: string[], count: number): Promise<Map<string, { ms: number } | { status: number }>> {
  const times = new Map(routes.map((route) => [route, [] as number[]]));
  const statuses = new Map<string, number>();
  for (let round = -2; round < count; round += 1) {
    for (const route of routes) {
      if (statuses.has(route)) continue;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${route}`, { headers: { cookie }, redirect: "manual" });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) statuses.set(route, response.status);
      else if (round >= 0) times.get(route)!.push(elapsed);
    }
  }
  return new Map(
    routes.map((route): [string, { ms: number } | { status: number }] => {
      const status = statuses.get(route);
      if (status !== undefined) return [route, { status }];
      const sorted = times.get(route)!.sort((a, b) => a - b);
      return [route, { ms: sorted[Math.floor(sorted.length / 2)]! }];
    }),
  );
}

async function coldStartSection(): Promise<void> {
  step("cold start: npm run dev on a fresh clone");
  const cold = await measureColdStart(PORTS.cold);
  rows.push({
    area: "cold start",
    figure: "npm run dev on a fresh clone → first page served",
    value: `${(cold.ms / 1000).toFixed(1)} s`,
    budget: "—",
    pass: null,
  });
  notes.push(
    "Cold start clones HEAD (uncommitted changes are not in it), hard-links node_modules, and has no .data or .next: it includes creating and seeding the embedded database alongside Next's first compile.",
  );
}

try {
  const measuresApp = SECTIONS.some((section) => section !== "cold-start" && runs(section));
  if (measuresApp) {
    const needsFloor = runs("client-js") || runs("lighthouse") || runs("api") || runs("review") || runs("friends") || runs("words");
    step(needsFloor ? "building the app and the floor app, preparing the database" : "building the app, preparing the database");
    // BENCH_REUSE_BUILD=1: measure the app's build the last run left (a second run of a section); the floor app is built afresh.
    const reuse = process.env.BENCH_REUSE_BUILD === "1" && existsSync(path.join(ROOT, BENCH_DIST_DIR, "BUILD_ID"));
    const floorDir = needsFloor ? await writeFloorApp() : null;
    const [appBuildMs, floorBuildMs, database] = await Promise.all([reuse ? 0 : buildNext(ROOT), floorDir ? buildNext(floorDir) : 0, createBenchDatabase()]);
    if (reuse) notes.push("BENCH_REUSE_BUILD: the app's build of the run before was measured (its build time below is 0).");
    cleanups.push(() => database.drop());
    // public/ is shared with `npm run build`'s .next: the worker of this build while it is measured, then that one's again.
    const worker = await writeServiceWorker(path.join(ROOT, BENCH_DIST_DIR));
    cleanups.push(async () => {
      if (existsSync(path.join(ROOT, ".next", "BUILD_ID"))) await writeServiceWorker(path.join(ROOT, ".next"));
    });
    notes.push(
      `Database: ${database.kind}; ${database.words} words; the bench user has ${Object.entries(BENCH_MARKS)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(", ")} marks and ${BENCH_NOTES} notes.`,
      `Builds: app ${(appBuildMs / 1000).toFixed(0)} s${floorDir ? `, floor app ${(floorBuildMs / 1000).toFixed(0)} s` : ""}.`,
    );

    step("starting the app and the floor app, signing in");
    // On the PostgreSQL server, connected directly: the app and the floors prepare their statements, as a deployment
    // with a direct connection does (DATABASE_PREPARED_STATEMENTS, docs/deploy.md). PGlite's clients share one session.
    const prepared = database.kind === "PostgreSQL server";
    if (prepared) notes.push(PREPARED_NOTE);
    const app = await startNext({ port: PORTS.app, env: { DATABASE_URL: database.url, ...preparedStatementsEnv(prepared) } });
    const floor = floorDir
      ? await startNext({ dir: floorDir, port: PORTS.floor, env: { DATABASE_URL: database.url, ...preparedStatementsEnv(prepared) } }).catch(
          async (error: unknown) => {
            await stop(app.child);
            throw error;
          },
        )
      : null;
    const browser = await launchBrowser();
    try {
      const member = await signedInContext(browser, app.url);
      const challengePath = `/challenge/${await createBenchChallenge(app.url, await cookieHeader(member, app.url))}`;
      const context: Context = { app, floor, browser, member, database, challengePath, worker };
      if (floor && runs("client-js")) await clientJsSection({ ...context, floor });
      if (floor && runs("lighthouse")) await lighthouseSection({ ...context, floor });
      if (runs("interaction")) await interactionSection(context);
      if (floor && runs("api")) await apiSection({ ...context, floor });
      if (floor && runs("words")) {
        step("words: served throughput of / and a word page against robots.txt; the search endpoint against the floor route; the build");
        rows.push(...(await servedThroughputRows(app.url)), ...(await searchThroughputRows(app.url, `${floor.url}${FLOOR_ROUTE}`)), ...searchIndexRows());
        rows.push(...(await buildRows(path.join(ROOT, BENCH_DIST_DIR), appBuildMs)));
        rows.push(
          ...(await startUpRows(async () => {
            const server = await startNext({ port: PORTS.start, env: { DATABASE_URL: database.url }, readyPath: "/api/v1/word/search?q=ser", intervalMs: 10 });
            return { stop: () => stop(server.child) };
          })),
        );
      }
      if (floor && runs("review")) {
        if (database.kind === "PostgreSQL server") await reviewSection({ ...context, floor });
        else notes.push("review section skipped: the heavy learner needs the PostgreSQL server (none answered at 127.0.0.1:5432).");
      }
      if (floor && runs("friends")) await friendsSection({ ...context, floor });
      if (runs("export")) {
        if (database.kind === "PostgreSQL server") {
          const measured = await measureExport({ browser, port: PORTS.export, adminUrl: process.env.BENCH_POSTGRES_ADMIN_URL ?? DEFAULT_ADMIN_URL, step });
          rows.push(...measured.rows);
          notes.push(...measured.notes);
        } else notes.push("export section skipped: the heavy learner needs the PostgreSQL server (none answered at 127.0.0.1:5432).");
      }
      // Last of the app's sections: its learners leave 10,000 notes each in the shared database.
      if (runs("import")) {
        if (database.kind === "PostgreSQL server") {
          const measured = await measureImportStall({ browser, url: app.url, databaseUrl: database.url, step });
          rows.push(...measured.rows);
          notes.push(...measured.notes);
        } else
          notes.push(
            "import section skipped: embedded PGlite runs in the bench's own process, beside the visitor it measures (no PostgreSQL server answered at 127.0.0.1:5432).",
          );
      }
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
  await closeCallers();
}

for (const [who, file] of GC_LOGS) if (existsSync(file)) notes.push(gcNote(who, gcFigures(readFileSync(file, "utf8"))));

// The local calendar date (toISOString would give UTC's).
const now = new Date();
const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
if (rows.length) {
  console.log("");
  printTable(rows);
  for (const note of notes) console.log(`  ${note}`);
  if (partial) console.log("\nA partial run (sections named): docs/performance.md is left as it was.");
  else if (exitCode) console.log("\nThe run stopped on an error (above): docs/performance.md is left as it was.");
  else {
    writeDoc(rows, notes, date);
    console.log(`\nWritten to docs/performance.md (${date}).`);
  }
}
const failed = rows.filter((row) => row.pass === false).length;
console.log(`${rows.filter((row) => row.pass === true).length} budgets held, ${failed} failed (${((performance.now() - began) / 1000).toFixed(0)} s)`);
process.exit(exitCode || (failed ? 1 : 0));

async function startBare(databaseUrl: string): Promise<Pick<Server, "url" | "child">> {
  const child = fork(new URL("./bench/bare-server.ts", import.meta.url), [], {
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
