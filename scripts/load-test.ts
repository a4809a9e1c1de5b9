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
//    answered promptly with 503 JSON, every page that reads the database
//    answers 503 with Retry-After and shows the error screen, everything
//    succeeds again within 5 s of the database's return, and no half-written
//    data is left (acknowledged writes and grades present, remember and
//    unremember never both set, no half-applied grade).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { chromium } from "@playwright/test";
import { startSmtpServer, type TestSmtpServer } from "./lib/smtp";
import { DATABASE_PAGE_PATHS } from "../lib/http/database-pages";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../lib/http/database-unavailable";
import { stopChild } from "./lib/child-process";
import { createUsers } from "./load/accounts";
import { ensureBuild, startApp } from "./load/app-server";
import { createLoadDatabase } from "./load/load-database";
import { checkList, checkReviews, drive, loadMixFromEnv, runLoadPhase } from "./load/load-phase";
import { startPgCluster } from "./load/pg-cluster";
import { reviewSummary, summarise } from "./load/report";
import { ReviewingUser } from "./load/reviewing-user";
import { mulberry32 } from "./load/seeded-random";
import { SimulatedUser, type UserIdentity } from "./load/simulated-user";
import { verifyDatabase } from "./load/verify";

const PORT = Number(process.env.LOAD_PORT ?? 3900);
const FAULT_USERS = Number(process.env.FAULT_USERS ?? 20);
const FAULT_REVIEW_USERS = Number(process.env.FAULT_REVIEW_USERS ?? 8);
const OUTAGE_MS = 5_000;
/** The app waits at most 5 s for a database connection; an answer may take that long, and a little more. */
const MAX_OUTAGE_ANSWER_MS = 7_000;
const RECOVERY_BUDGET_MS = 5_000;
const REQUEST_TIMEOUT_MS = 15_000;
const ERROR_SCREEN_TEXT = "Sorry, something went wrong.";

const baseUrl = `http://127.0.0.1:${PORT}`;
const { failures, check } = checkList();

const cluster = await startPgCluster();
let next: ChildProcess | undefined;
let smtp: TestSmtpServer | undefined;
try {
  // The database: full word set, migrated.
  const { databaseUrl, words, wordIndexes } = await createLoadDatabase(cluster.adminUrl, "lexi_load");
  console.log(`database: throwaway PostgreSQL cluster, ${words ?? "all"} words`);
  const reviewers = (identities: UserIdentity[], random: () => number) =>
    identities.map((identity) => new ReviewingUser(baseUrl, identity, random, REQUEST_TIMEOUT_MS, wordIndexes));
  const reviewCheck = (label: string, users: ReviewingUser[]) => checkReviews(databaseUrl, label, users, check);

  await ensureBuild();
  const secret = randomBytes(33).toString("base64");
  // Production refuses to start without EMAIL_SERVER: a local SMTP test server.
  smtp = await startSmtpServer();
  next = await startApp(PORT, { DATABASE_URL: databaseUrl, AUTH_SECRET: secret, APP_URL: baseUrl, EMAIL_SERVER: smtp.url }, "load-server.log");

  // 1. Load.
  const random = mulberry32(20261122);
  const { users: loadUsers, reviewers: loadReviewers } = await runLoadPhase({
    label: "load",
    baseUrl,
    databaseUrl,
    secret,
    random,
    wordIndexes,
    ...loadMixFromEnv(),
    timeoutMs: REQUEST_TIMEOUT_MS,
    check,
  });

  // 2. Fault: PostgreSQL stops for 5 s under load.
  const faultUsers = (await createUsers(databaseUrl, secret, FAULT_USERS, "fault")).map((identity) =>
    Object.assign(new SimulatedUser(baseUrl, identity, random, REQUEST_TIMEOUT_MS), { identity }),
  );
  const faultReviewers = reviewers(await createUsers(databaseUrl, secret, FAULT_REVIEW_USERS, "fault-review"), random);
  console.log(`\nfault: ${FAULT_USERS} users and ${FAULT_REVIEW_USERS} reviewers; PostgreSQL stopped for ${OUTAGE_MS / 1000} s after 5 s`);
  let done = false;
  const faultStart = performance.now();
  const driving = drive([...faultUsers, ...faultReviewers], () => done);
  const pageChecks: { page: string; status: number; retryAfter: string | null; ms: number; errorScreen: boolean }[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    args: ["--no-sandbox", "--disable-gpu"],
  });

  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const downAt = performance.now();
  cluster.stop();
  const stoppedAt = performance.now();
  // The pages while the database is away: 503 with Retry-After and the error
  // screen, promptly. /flashcards opened in Chromium by a visitor; the
  // signed-in pages fetched with a fault user's session.
  const pageStarted = performance.now();
  const tab = await browser.newPage();
  const response = await tab.goto(`${baseUrl}/flashcards`, { timeout: REQUEST_TIMEOUT_MS }).catch(() => null);
  const errorScreen = await tab
    .getByText(ERROR_SCREEN_TEXT)
    .first()
    .waitFor({ timeout: MAX_OUTAGE_ANSWER_MS })
    .then(() => true)
    .catch(() => false);
  pageChecks.push({
    page: "/flashcards in Chromium",
    status: response?.status() ?? 0,
    retryAfter: (await response?.headerValue("retry-after")) ?? null,
    ms: performance.now() - pageStarted,
    errorScreen,
  });
  for (const path of [...DATABASE_PAGE_PATHS.filter((path) => path !== "/flashcards"), "/favourites/all"]) {
    const started = performance.now();
    const answer = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: faultUsers[0]!.identity.cookie },
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => null);
    const body = (await answer?.text().catch(() => "")) ?? "";
    pageChecks.push({
      page: `${path} signed in`,
      status: answer?.status ?? 0,
      retryAfter: answer?.headers.get("retry-after") ?? null,
      ms: performance.now() - started,
      errorScreen: body.includes(ERROR_SCREEN_TEXT),
    });
  }
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
      `fault: ${check_.page} during the outage: HTTP ${check_.status}, Retry-After ${check_.retryAfter ?? "none"}, ` +
        `error screen ${check_.errorScreen ? "shown" : "NOT shown"} after ${check_.ms.toFixed(0)} ms`,
    );
    check(check_.status === 503, `fault: ${check_.page} answered HTTP ${check_.status}, not 503`);
    check(check_.retryAfter === String(UNAVAILABLE_RETRY_AFTER_SECONDS), `fault: ${check_.page} had Retry-After ${check_.retryAfter ?? "none"}`);
    check(check_.errorScreen && check_.ms <= MAX_OUTAGE_ANSWER_MS + 3_000, `fault: ${check_.page} did not show the error screen promptly`);
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
