// npm run test:load: the load test and the fault test of issue 8, against a
// real PostgreSQL server (a throwaway cluster on its own port, so stopping it
// disturbs nothing else) and the production build.
//
// 1. Load: LOAD_USERS (100) simulated users for LOAD_SECONDS (60) doing the
//    real mix, beside REVIEW_USERS (30) learners on the review screen (add
//    words, due → grade, retries of the same reviewId, undo); passes with zero
//    failed requests, every acknowledged write found in the database, every
//    acknowledged grade in review_logs exactly once (none undone left), and
//    every card's reps equal to its log rows.
// 2. Fault: FAULT_USERS (20) users and FAULT_REVIEW_USERS (8) reviewers keep going while PostgreSQL is stopped for
//    5 s and started again; passes when every call during the outage is
//    answered promptly with 503 JSON, pages show the error screen, everything
//    succeeds again within 5 s of the database's return, and no half-written
//    data is left (acknowledged writes and grades present, remember and
//    unremember never both set, no half-applied grade).
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { startSmtpServer, type TestSmtpServer } from "../tests/support/smtp";
import { NEXT_BIN, ROOT, run, stopChild } from "./lib/child-process";
import { applyMigrations } from "./lib/migrations";
import { seedWords } from "./lib/seed-words";
import { startPgCluster } from "./load/pg-cluster";
import { ReviewingUser } from "./load/reviewing-user";
import { SimulatedUser, type CallRecord, type UserIdentity } from "./load/simulated-user";
import { verifyDatabase, verifyReviews } from "./load/verify";

const PORT = Number(process.env.LOAD_PORT ?? 3900);
const LOAD_USERS = Number(process.env.LOAD_USERS ?? 100);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const FAULT_USERS = Number(process.env.FAULT_USERS ?? 20);
const REVIEW_USERS = Number(process.env.REVIEW_USERS ?? 30);
const FAULT_REVIEW_USERS = Number(process.env.FAULT_REVIEW_USERS ?? 8);
const OUTAGE_MS = 5_000;
/** The app waits at most 5 s for a database connection; an answer may take that long, and a little more. */
const MAX_OUTAGE_ANSWER_MS = 7_000;
const RECOVERY_BUDGET_MS = 5_000;
const REQUEST_TIMEOUT_MS = 15_000;
const SESSION_COOKIE = "authjs.session-token";
const ERROR_SCREEN_TEXT = "Sorry, something went wrong.";

const baseUrl = `http://127.0.0.1:${PORT}`;
const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
  return ok;
};

/** A seeded pseudo-random generator, so a run can be repeated. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function createUsers(databaseUrl: string, secret: string, count: number, label: string): Promise<UserIdentity[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users: UserIdentity[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = `load${randomUUID().replaceAll("-", "")}`;
      const email = `${label}-${i}-${id}@example.com`;
      await client.query("INSERT INTO users (id, name, email, email_verified, updated_at) VALUES ($1, $2, $3, now(), now())", [id, label, email]);
      const token = await encode({ token: { sub: id, name: label, email, sv: 0 }, secret, salt: SESSION_COOKIE, maxAge: 60 * 60 });
      users.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
    }
    return users;
  } finally {
    await client.end();
  }
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the app did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs `users` until `until()` says stop; each keeps acting back to back. */
async function drive(users: { act(): Promise<void> }[], until: () => boolean): Promise<void> {
  await Promise.all(
    users.map(async (user) => {
      while (!until()) await user.act();
    }),
  );
}

function summarise(label: string, calls: CallRecord[], seconds: number) {
  const ms = calls.map((call) => call.ms).sort((a, b) => a - b);
  const failed = calls.filter((call) => !call.abandoned && (call.status === 0 || call.status >= 400));
  console.log(
    `${label}: ${calls.length} requests in ${seconds.toFixed(1)} s (${(calls.length / seconds).toFixed(0)} req/s), ` +
      `${failed.length} failed; latency p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(ms, 99).toFixed(1)} ms, max ${percentile(ms, 100).toFixed(0)} ms`,
  );
  const byCall = new Map<string, number>();
  for (const call of calls) {
    const name = call.abandoned ? `${call.call} (abandoned)` : call.call;
    byCall.set(name, (byCall.get(name) ?? 0) + 1);
  }
  console.log(`  mix: ${[...byCall].map(([name, n]) => `${name} ${n}`).join(", ")}`);
  return failed;
}

const cluster = await startPgCluster();
let next: ReturnType<typeof spawn> | undefined;
let smtp: TestSmtpServer | undefined;
try {
  // The database: full word set, migrated.
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query("CREATE DATABASE lexi_load");
  await admin.end();
  const databaseUrl = cluster.adminUrl.replace(/\/postgres$/, "/lexi_load");
  await applyMigrations(databaseUrl);
  const seeded = await seedWords(databaseUrl);
  console.log(`database: throwaway PostgreSQL cluster, ${seeded.written ?? "all"} words`);
  const wordIndexes = await (async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ index: number }>("SELECT index FROM words")).rows.map((row) => row.index);
    } finally {
      await client.end();
    }
  })();
  const reviewers = (identities: UserIdentity[], random: () => number) =>
    identities.map((identity) => new ReviewingUser(baseUrl, identity, random, REQUEST_TIMEOUT_MS, wordIndexes));
  const reviewSummary = (label: string, users: ReviewingUser[]) => {
    const total = (key: keyof ReviewingUser["tally"]) => users.reduce((sum, user) => sum + user.tally[key], 0);
    const acknowledged = users.reduce((sum, user) => sum + user.expected.acknowledged.size, 0);
    const undone = users.reduce((sum, user) => sum + [...user.expected.acknowledged.values()].filter((grade) => grade.undone).length, 0);
    const uncertain = users.reduce((sum, user) => sum + user.expected.uncertainGrades.size + user.expected.uncertainUndos.size, 0);
    console.log(
      `${label}: ${users.length} reviewers graded ${total("grades")} times (${acknowledged} acknowledged, ${undone} of them undone, ${uncertain} uncertain); ` +
        `lost answers: ${total("duplicatesAtOnce")} sent twice at once, ${total("abandonedThenResent")} abandoned and sent again, ${total("deliveredTwice")} delivered twice; ` +
        `${total("retriedAfterFailure")} retried after a failure; ${total("undos")} undos; ` +
        `${users.reduce((sum, user) => sum + user.stuckCalls, 0)} client calls never settled and were given up`,
    );
  };
  const reviewCheck = async (label: string, users: ReviewingUser[]) => {
    const result = await verifyReviews(
      databaseUrl,
      users.map((user) => ({ id: user.identity.id, expected: user.expected })),
    );
    console.log(
      `${label}: review_logs: ${result.gradesChecked} acknowledged grades present once, ${result.undoneChecked} undone ones absent, ${result.uncertain} uncertain; ` +
        `${result.cardsChecked} cards with reps = log rows checked; ${result.mismatches.length} mismatches`,
    );
    check(result.mismatches.length === 0, `${label}: review deck differs: ${result.mismatches.slice(0, 5).join("; ")}`);
  };

  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    const code = await run(process.execPath, [NEXT_BIN, "build"]);
    if (code !== 0) throw new Error("next build failed");
  }
  const secret = randomBytes(33).toString("base64");
  // Production refuses to start without EMAIL_SERVER: a local SMTP test server.
  smtp = await startSmtpServer();
  mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
  const log = createWriteStream(path.join(ROOT, "test-results", "load-server.log"));
  next = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl, AUTH_SECRET: secret, APP_URL: baseUrl, EMAIL_SERVER: smtp.url },
  });
  next.stdout?.pipe(log);
  next.stderr?.pipe(log);
  await waitForServer(`${baseUrl}/`, 60_000);

  // 1. Load.
  const random = mulberry32(20261122);
  const loadUsers = (await createUsers(databaseUrl, secret, LOAD_USERS, "load")).map((identity) =>
    Object.assign(new SimulatedUser(baseUrl, identity, random, REQUEST_TIMEOUT_MS), { identity }),
  );
  const loadReviewers = reviewers(await createUsers(databaseUrl, secret, REVIEW_USERS, "review"), random);
  console.log(`\nload: ${LOAD_USERS} users and ${REVIEW_USERS} reviewers for ${LOAD_SECONDS} s`);
  const loadStart = performance.now();
  const loadEnd = loadStart + LOAD_SECONDS * 1000;
  await drive([...loadUsers, ...loadReviewers], () => performance.now() >= loadEnd);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const loadFailed = summarise(
    "load",
    [...loadUsers, ...loadReviewers].flatMap((user) => user.calls),
    loadSeconds,
  );
  reviewSummary("load", loadReviewers);
  check(loadFailed.length === 0, `load: ${loadFailed.length} failed requests (e.g. ${JSON.stringify(loadFailed.slice(0, 3))})`);
  const loadCheck = await verifyDatabase(
    databaseUrl,
    loadUsers.map((user) => ({ id: user.identity.id, expected: user.expected })),
  );
  console.log(`load: ${loadCheck.writesChecked} writes checked against the database, ${loadCheck.mismatches.length} mismatches`);
  check(loadCheck.mismatches.length === 0, `load: database differs: ${loadCheck.mismatches.slice(0, 5).join("; ")}`);
  await reviewCheck("load", loadReviewers);

  // 2. Fault: PostgreSQL stops for 5 s under load.
  const faultUsers = (await createUsers(databaseUrl, secret, FAULT_USERS, "fault")).map((identity) =>
    Object.assign(new SimulatedUser(baseUrl, identity, random, REQUEST_TIMEOUT_MS), { identity }),
  );
  const faultReviewers = reviewers(await createUsers(databaseUrl, secret, FAULT_REVIEW_USERS, "fault-review"), random);
  console.log(`\nfault: ${FAULT_USERS} users and ${FAULT_REVIEW_USERS} reviewers; PostgreSQL stopped for ${OUTAGE_MS / 1000} s after 5 s`);
  let done = false;
  const faultStart = performance.now();
  const driving = drive([...faultUsers, ...faultReviewers], () => done);
  const pageChecks: { status: number; ms: number; errorScreen: boolean }[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    args: ["--no-sandbox", "--disable-gpu"],
  });

  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const downAt = performance.now();
  cluster.stop();
  const stoppedAt = performance.now();
  // A page while the database is away: the error screen (rendered by the
  // browser from the error boundary), promptly.
  const pageStarted = performance.now();
  const tab = await browser.newPage();
  const response = await tab.goto(`${baseUrl}/flashcards`, { timeout: REQUEST_TIMEOUT_MS }).catch(() => null);
  const errorScreen = await tab
    .getByText(ERROR_SCREEN_TEXT)
    .first()
    .waitFor({ timeout: MAX_OUTAGE_ANSWER_MS })
    .then(() => true)
    .catch(() => false);
  pageChecks.push({ status: response?.status() ?? 0, ms: performance.now() - pageStarted, errorScreen });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (performance.now() - downAt))));
  cluster.start();
  const upAt = performance.now();
  // Keep going until the database has been back for 10 s.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  done = true;
  await driving;
  await browser.close();

  const faultCalls = [...faultUsers, ...faultReviewers].flatMap((user) => user.calls).sort((a, b) => a.startedAt - b.startedAt);
  summarise("fault", faultCalls, (performance.now() - faultStart) / 1000);
  reviewSummary("fault", faultReviewers);
  const duringOutage = faultCalls.filter((call) => !call.abandoned && call.startedAt >= stoppedAt && call.startedAt + call.ms <= upAt);
  const reviewDuringOutage = duringOutage.filter((call) => call.call.startsWith("review/"));
  const reviewStatuses = new Map<number, number>();
  for (const call of reviewDuringOutage) reviewStatuses.set(call.status, (reviewStatuses.get(call.status) ?? 0) + 1);
  console.log(
    `fault: review calls during the outage: ${reviewDuringOutage.length} (${[...reviewStatuses].map(([status, n]) => `${n} × ${status}`).join(", ")})`,
  );
  check(FAULT_REVIEW_USERS === 0 || reviewDuringOutage.length > 0, "fault: no review calls were made during the outage");
  const badDuringOutage = duringOutage.filter((call) => !(call.status === 503 && call.json) || call.ms > MAX_OUTAGE_ANSWER_MS);
  const slowest = Math.max(0, ...duringOutage.map((call) => call.ms));
  console.log(
    `fault: ${duringOutage.length} calls during the outage, ${duringOutage.filter((call) => call.status === 503 && call.json).length} answered 503 JSON, ` +
      `slowest ${slowest.toFixed(0)} ms; others: ${JSON.stringify(badDuringOutage.slice(0, 3))}`,
  );
  check(duringOutage.length > 0, "fault: no calls were made during the outage");
  check(badDuringOutage.length === 0, `fault: ${badDuringOutage.length} outage answers were not a prompt 503 JSON`);
  const crashed = faultCalls.filter((call) => call.status === 0 && !call.abandoned);
  check(crashed.length === 0, `fault: ${crashed.length} calls got no HTTP answer (hang or crash)`);
  for (const check_ of pageChecks) {
    console.log(
      `fault: /flashcards in Chromium during the outage: HTTP ${check_.status}, error screen ${check_.errorScreen ? "shown" : "NOT shown"} after ${check_.ms.toFixed(0)} ms`,
    );
    check(check_.errorScreen && check_.ms <= MAX_OUTAGE_ANSWER_MS + 3_000, "fault: the page did not show the error screen promptly");
  }
  // Recovery: from the database's return to the last failure (everything started after it succeeded).
  const lastFailureAfterUp = faultCalls.filter((call) => !call.abandoned && call.startedAt >= upAt && (call.status === 0 || call.status >= 400)).at(-1);
  const recoveryMs = lastFailureAfterUp ? lastFailureAfterUp.startedAt + lastFailureAfterUp.ms - upAt : 0;
  const afterUp = faultCalls.filter((call) => call.startedAt >= upAt);
  console.log(
    `fault: recovered ${recoveryMs.toFixed(0)} ms after the database was back (${afterUp.length} calls after its return, budget ${RECOVERY_BUDGET_MS} ms)`,
  );
  check(recoveryMs <= RECOVERY_BUDGET_MS, `fault: recovery took ${recoveryMs.toFixed(0)} ms`);
  check(
    afterUp.some((call) => call.status >= 200 && call.status < 300),
    "fault: nothing succeeded after the database's return",
  );

  const faultCheck = await verifyDatabase(
    databaseUrl,
    [...loadUsers, ...faultUsers].map((user) => ({ id: user.identity.id, expected: user.expected })),
  );
  console.log(
    `fault: ${faultCheck.writesChecked} writes checked, ${faultCheck.mismatches.length} mismatches, ${faultCheck.bothRecallKinds} words both remembered and not`,
  );
  check(faultCheck.mismatches.length === 0, `fault: database differs: ${faultCheck.mismatches.slice(0, 5).join("; ")}`);
  check(faultCheck.bothRecallKinds === 0, "fault: remember and unremember both set");
  await reviewCheck("fault", [...loadReviewers, ...faultReviewers]);
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (next) await stopChild(next);
  await smtp?.stop();
  cluster.destroy();
}

if (failures.length > 0) {
  console.error(`\ntest:load FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\ntest:load passed");
