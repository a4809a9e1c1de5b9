// The load phase of `npm run test:load` and `npm run test:scale`: simulated
// learners (the flashcards and notes mix) and reviewers act back to back for
// a while, then every acknowledged write is checked in the database.
import { createUsers } from "./accounts";
import { reviewSummary, summarise } from "./report";
import { ReviewingUser } from "./reviewing-user";
import { SimulatedUser, type BaseUrl, type CallRecord } from "./simulated-user";
import { verifyDatabase, verifyReviews } from "./verify";

/** Records a failed check (message) unless `ok`. */
export type Check = (ok: boolean, message: string) => boolean;

/** A run's failed checks, and the check that adds to them. */
export function checkList(): { failures: string[]; check: Check } {
  const failures: string[] = [];
  const check: Check = (ok, message) => {
    if (!ok) failures.push(message);
    return ok;
  };
  return { failures, check };
}

/** test:load's mix and length, as LOAD_USERS (100), REVIEW_USERS (30) and LOAD_SECONDS (60) set them; test:scale runs the same. */
export function loadMixFromEnv(): Pick<LoadPhaseOptions, "users" | "reviewers" | "seconds"> {
  return {
    users: Number(process.env.LOAD_USERS ?? 100),
    reviewers: Number(process.env.REVIEW_USERS ?? 30),
    seconds: Number(process.env.LOAD_SECONDS ?? 60),
  };
}

/** Runs `users` until `until()` says stop; each keeps acting back to back. */
export async function drive(users: { act(): Promise<void> }[], until: () => boolean): Promise<void> {
  await Promise.all(
    users.map(async (user) => {
      while (!until()) await user.act();
    }),
  );
}

/** Checks every acknowledged grade of `users` in review_logs and prints what was checked. */
export async function checkReviews(databaseUrl: string, label: string, users: ReviewingUser[], check: Check): Promise<number> {
  const result = await verifyReviews(
    databaseUrl,
    users.map((user) => ({ id: user.identity.id, expected: user.expected })),
  );
  console.log(
    `${label}: review_logs: ${result.gradesChecked} acknowledged grades present once, ${result.undoneChecked} undone ones absent, ${result.uncertain} uncertain; ` +
      `${result.cardsChecked} cards with reps = log rows checked; ${result.mismatches.length} mismatches`,
  );
  check(result.mismatches.length === 0, `${label}: review deck differs: ${result.mismatches.slice(0, 5).join("; ")}`);
  return result.mismatches.length;
}

export interface LoadPhaseOptions {
  label: string;
  baseUrl: BaseUrl;
  /** A direct URL, for creating the users and checking the writes. */
  databaseUrl: string;
  secret: string;
  random: () => number;
  wordIndexes: readonly number[];
  users: number;
  reviewers: number;
  seconds: number;
  timeoutMs: number;
  check: Check;
  /** Runs after the load, before the checks (test:scale stops its instances there). */
  afterLoad?: () => Promise<unknown>;
}

export interface LoadPhaseResult {
  users: (SimulatedUser & { identity: { id: string } })[];
  reviewers: ReviewingUser[];
  calls: CallRecord[];
  failed: CallRecord[];
  seconds: number;
  /** Acknowledged writes and grades checked in the database, and how many differed. */
  writesChecked: number;
  mismatches: number;
}

/** The load phase; passes (through `check`) with no failed request and every acknowledged write and grade in the database. */
export async function runLoadPhase(options: LoadPhaseOptions): Promise<LoadPhaseResult> {
  const { label, baseUrl, databaseUrl, secret, random, timeoutMs, check } = options;
  const users = (await createUsers(databaseUrl, secret, options.users, label)).map((identity) =>
    Object.assign(new SimulatedUser(baseUrl, identity, random, timeoutMs), { identity }),
  );
  const reviewers = (await createUsers(databaseUrl, secret, options.reviewers, `${label}-review`)).map(
    (identity) => new ReviewingUser(baseUrl, identity, random, timeoutMs, options.wordIndexes),
  );
  console.log(`\n${label}: ${options.users} users and ${options.reviewers} reviewers for ${options.seconds} s`);
  const started = performance.now();
  const end = started + options.seconds * 1000;
  await drive([...users, ...reviewers], () => performance.now() >= end);
  const seconds = (performance.now() - started) / 1000;
  await options.afterLoad?.();
  const calls = [...users, ...reviewers].flatMap((user) => user.calls);
  const failed = summarise(label, calls, seconds);
  reviewSummary(label, reviewers);
  check(failed.length === 0, `${label}: ${failed.length} failed requests (e.g. ${JSON.stringify(failed.slice(0, 3))})`);
  const written = await verifyDatabase(
    databaseUrl,
    users.map((user) => ({ id: user.identity.id, expected: user.expected })),
  );
  console.log(`${label}: ${written.writesChecked} writes checked against the database, ${written.mismatches.length} mismatches`);
  check(written.mismatches.length === 0, `${label}: database differs: ${written.mismatches.slice(0, 5).join("; ")}`);
  const reviewMismatches = await checkReviews(databaseUrl, label, reviewers, check);
  return {
    users,
    reviewers,
    calls,
    failed,
    seconds,
    writesChecked: written.writesChecked,
    mismatches: written.mismatches.length + reviewMismatches,
  };
}
