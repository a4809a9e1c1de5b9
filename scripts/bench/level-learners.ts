// Issue 30's endpoints under load, in the review section's heavy database:
// learners placed by the vocabulary test, with words they marked as known
// and no deck (the heavy learner has every word in its deck, so it has
// nothing to spot-check). Each caller is a learner of its own, one call after
// another, as a browser tab does:
// - the vocabulary test: POST /api/v1/placement/start, then
//   /api/v1/placement/answer until the result (36 questions); each start
//   comes from a client address of its own (the server trusts one proxy
//   here), as the test's per-client start limit would refuse a run of them;
// - "I already know this" and its undo: POST /api/v1/known/add, then
//   /api/v1/known/remove, on a word of the caller's own.
// The server's CPU time is read around the run (all call types together).
import pg from "pg";
import { processCpuMs } from "./api";
import { postJson, type Posted } from "./post-json";
import { callFigures, newTally, tallyCall, type CallFigures, type Tally } from "./practice";
import { settleHeavyDatabase, type HeavyDatabase } from "./review-data";

/** Where placed learners start their new words: words below it count as known. */
export const LEVEL = 3000;
/** Words each placed learner marked "I already know this" (above the level, never checked). */
const MARKED = 40;

/** `count` learners in the heavy database, with the heavy learner's password and settings, placed at LEVEL, MARKED known words each, no cards. */
export async function addLevelLearners(heavy: HeavyDatabase, count: number): Promise<{ id: string; name: string; email: string }[]> {
  const learners = Array.from({ length: count }, (_, index) => ({
    id: `${heavy.userId}-placed${index + 1}`,
    name: "Placed Learner",
    email: `placed.learner${index + 1}@example.com`,
  }));
  const client = new pg.Client({ connectionString: heavy.url });
  await client.connect();
  try {
    for (const [index, learner] of learners.entries()) {
      const { id } = learner;
      await client.query(
        `INSERT INTO users (id, name, email, email_verified, password_hash, updated_at)
         SELECT $2, $3, $4, now(), password_hash, now() FROM users WHERE id = $1`,
        [heavy.userId, id, learner.name, learner.email],
      );
      await client.query(`INSERT INTO review_settings (user_id, time_zone, updated_at) SELECT $2, time_zone, now() FROM review_settings WHERE user_id = $1`, [
        heavy.userId,
        id,
      ]);
      await client.query(`INSERT INTO placements (user_id, known_words, band, level, taken_at) VALUES ($1, $2, $3, $2, now())`, [id, LEVEL, LEVEL / 1000]);
      await client.query(
        `INSERT INTO known_words (user_id, word_index, marked_at) SELECT $1, i, now() - i * interval '1 minute' FROM generate_series($2::integer, $3::integer) AS i`,
        [id, LEVEL + 100 * index, LEVEL + 100 * index + MARKED - 1],
      );
    }
  } finally {
    await client.end();
  }
  // Their 18,000 marks would set off autovacuum on known_words: vacuumed, analysed and flushed before anything is measured.
  await settleHeavyDatabase(heavy);
  return learners;
}

function poster(baseUrl: string, cookies: readonly string[]) {
  return (caller: number, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Posted> =>
    postJson(`${baseUrl}${path}`, body, { cookie: cookies[caller % cookies.length]!, ...headers });
}

/** A call's time into its tally, or a failure. */
function record(tally: Tally, { ok, ms, status, json }: Posted): void {
  tallyCall(tally, { ok, ms, status, body: json });
}

/** A successful call's JSON object, or none. */
const fieldsOf = ({ ok, json }: Posted): object => (ok && json && typeof json === "object" ? json : {});
/** The test's token a placement call answered with: null once the test is over (or the call failed). */
const tokenOf = (fields: object): string | null => ("token" in fields ? String(fields.token) : null);

let address = 0;
/** A documentation address (198.18.0.0/15, benchmarking) per test start. */
const nextAddress = () => {
  address += 1;
  return `198.18.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};

/** Vocabulary tests taken end to end by `connections` callers at once for `durationS` seconds (a test under way when time is up is finished). */
export async function measurePlacement(
  baseUrl: string,
  cookies: readonly string[],
  pid: number,
  { connections, durationS }: { connections: number; durationS: number },
): Promise<{ start: CallFigures; answer: CallFigures; result: CallFigures; tests: number }> {
  const post = poster(baseUrl, cookies);
  const start = newTally();
  const answer = newTally();
  // The last answer saves the learner's result (a transaction): a call of another shape, timed apart.
  const result = newTally();
  let tests = 0;
  const takeTest = async (caller: number, tally: boolean) => {
    const first = await post(caller, "/api/v1/placement/start", {}, { "x-forwarded-for": nextAddress() });
    if (tally) record(start, first);
    let token = tokenOf(fieldsOf(first));
    for (let question = 0; token !== null && question < 100; question += 1) {
      // Right, wrong or "I don't know" alike: the server's work is the same.
      const step = await post(caller, "/api/v1/placement/answer", { token, choice: question % 3 === 2 ? null : question % 4 });
      const fields = fieldsOf(step);
      if (tally) record("result" in fields ? result : answer, step);
      token = tokenOf(fields);
    }
    if (tally) tests += 1;
  };
  const callers = Array.from({ length: connections }, (_, caller) => caller);
  // Untimed warm-up: a test each.
  await Promise.all(callers.map((caller) => takeTest(caller, false)));
  const cpu = processCpuMs(pid);
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    callers.map(async (caller) => {
      while (performance.now() < until) await takeTest(caller, true);
    }),
  );
  const cpuMs = processCpuMs(pid) - cpu;
  const all = [start, answer, result].reduce((calls, tally) => calls + tally.times.length + tally.failed, 0);
  return { start: callFigures(start, cpuMs, all), answer: callFigures(answer, cpuMs, all), result: callFigures(result, cpuMs, all), tests };
}

/** "I already know this" then its undo, one pair after another per caller, each caller on a word of its own (not among the marked ones). */
export async function measureKnownPairs(
  baseUrl: string,
  cookies: readonly string[],
  pid: number,
  { connections, durationS }: { connections: number; durationS: number },
): Promise<{ add: CallFigures; remove: CallFigures }> {
  const post = poster(baseUrl, cookies);
  const add = newTally();
  const remove = newTally();
  const callers = Array.from({ length: connections }, (_, caller) => caller);
  const wordOf = (caller: number) => LEVEL + 5000 + caller;
  await Promise.all(
    callers.map(async (caller) => {
      await post(caller, "/api/v1/known/add", { wordIndex: wordOf(caller) });
      await post(caller, "/api/v1/known/remove", { wordIndex: wordOf(caller) });
    }),
  );
  const cpu = processCpuMs(pid);
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    callers.map(async (caller) => {
      while (performance.now() < until) {
        record(add, await post(caller, "/api/v1/known/add", { wordIndex: wordOf(caller) }));
        record(remove, await post(caller, "/api/v1/known/remove", { wordIndex: wordOf(caller) }));
      }
    }),
  );
  const cpuMs = processCpuMs(pid) - cpu;
  const all = add.times.length + add.failed + remove.times.length + remove.failed;
  return { add: callFigures(add, cpuMs, all), remove: callFigures(remove, cpuMs, all) };
}
