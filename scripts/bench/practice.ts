// Checked practice under load: POST /api/v1/practice/next and
// /api/v1/practice/answer, with `connections` callers at once, each a
// learner of its own (round robin over the learners given) who issues
// questions and answers them one call after another, as the practice screen
// does. A question can be answered once, so the calls cannot be replayed as
// autocannon replays a request: each round, every caller issues one question
// (only `next` calls, timed), then answers it (only `answer` calls, timed),
// and the server's CPU time is read around each phase, so each call type gets
// its own latency and CPU figures. One question a caller at a time, as the
// screen asks: issuing a question closes the learner's other open questions
// on its words (lib/practice/question-store.ts), so questions issued ahead
// would mostly be closed before their answers.
import { percentile } from "./interaction";
import autocannon from "autocannon";
import { loadRequest, processCpuMs, type LoadOptions } from "./api";
import { postJson } from "./post-json";

export interface CallFigures {
  /** The successful calls' times, sorted: what runs are pooled by (poolFigures). */
  times: readonly number[];
  calls: number;
  failed: number;
  /** The first failure: its HTTP status and the start of its body, so a failed row says why. */
  failure?: string;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerCall: number;
  /** Pooled runs: each run's own p99, so a tail that one run alone had reads as one. */
  runsP99Ms?: number[];
}

/** One kind of call's run so far: its successful calls' times, its failures, the first of them named. */
export interface Tally {
  times: number[];
  failed: number;
  failure?: string;
}

export const newTally = (): Tally => ({ times: [], failed: 0 });

/** A call answered: its time into the tally, or, when `ok` is false, a failure (the first one named by `status` and `body`). */
export function tallyCall(tally: Tally, { ok, ms, status, body }: { ok: boolean; ms: number; status: number; body: unknown }): void {
  if (ok) {
    tally.times.push(ms);
    return;
  }
  tally.failed += 1;
  tally.failure ??= `HTTP ${status} ${(JSON.stringify(body) ?? "").slice(0, 120)}`;
}

/** A run's figures for one kind of call: its tally, and `cpuMs` shared over `cpuCalls` calls. */
export function callFigures({ times, failed, failure }: Tally, cpuMs: number, cpuCalls = times.length + failed): CallFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    times: sorted,
    calls: times.length,
    failed,
    ...(failure !== undefined && { failure }),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    cpuMsPerCall: cpuCalls ? cpuMs / cpuCalls : Number.NaN,
  };
}

/** Runs of one kind of call as one: their calls' times together, their failures, their CPU over all their calls. */
export function poolFigures(runs: readonly CallFigures[]): CallFigures {
  const tally: Tally = { times: runs.flatMap((run) => run.times), failed: runs.reduce((sum, run) => sum + run.failed, 0) };
  const failure = runs.find((run) => run.failure !== undefined)?.failure;
  if (failure !== undefined) tally.failure = failure;
  const cpuCalls = runs.reduce((sum, run) => sum + run.calls + run.failed, 0);
  const cpuMs = runs.reduce((sum, run) => sum + (run.calls + run.failed && run.cpuMsPerCall * (run.calls + run.failed)), 0);
  return { ...callFigures(tally, cpuMs, cpuCalls), runsP99Ms: runs.map((run) => run.p99Ms) };
}

interface IssuedQuestion {
  id: string;
  kind: string;
  options?: string[];
  words?: string[];
}

/** An answer of the right shape for the question: the first option, right or wrong alike (a practice answer grades either way; a spot check mostly misses, the longer call). */
function answerFor(question: IssuedQuestion): unknown {
  if (question.kind === "match") return { pairs: (question.words ?? []).map((_, index) => index) };
  if (question.kind === "cloze" || question.kind === "typed") return { text: "answer" };
  return { choice: 0 };
}

/**
 * Runs rounds of a question for each caller then its answer for `durationS` seconds in all (at most `rounds`);
 * in round r caller i signs in with `cookies[(r × connections + i) % cookies.length]`: with a cookie a caller,
 * each caller is one learner throughout; with more, the rounds go round the learners (five spot checks a day each).
 */
export async function measurePractice(
  baseUrl: string,
  cookies: readonly string[],
  pid: number,
  {
    connections,
    durationS,
    source = "review",
    rounds = Number.POSITIVE_INFINITY,
  }: { connections: number; durationS: number; source?: string; rounds?: number },
): Promise<{ next: CallFigures; answer: CallFigures }> {
  const post = (learner: number, path: string, body: unknown) => postJson(`${baseUrl}${path}`, body, { cookie: cookies[learner % cookies.length]! });
  const figures = { next: { ...newTally(), cpuMs: 0 }, answer: { ...newTally(), cpuMs: 0 } };
  const callers = Array.from({ length: connections }, (_, caller) => caller);
  // Untimed, as the other rows' warm-ups: a question and its answer for each caller.
  await Promise.all(
    callers.map(async (caller) => {
      const { json } = await post(caller, "/api/v1/practice/next", { source });
      const question = json && typeof json === "object" && "question" in json ? (json as { question: IssuedQuestion }).question : null;
      if (question) await post(caller, "/api/v1/practice/answer", { questionId: question.id, answer: answerFor(question), durationMs: 3000 });
    }),
  );
  const until = performance.now() + durationS * 1000;
  for (let round = 0; round < rounds && performance.now() < until; round += 1) {
    const issued: (IssuedQuestion | null)[] = callers.map(() => null);
    const learner = (caller: number) => round * connections + caller;
    let cpu = processCpuMs(pid);
    await Promise.all(
      callers.map(async (caller) => {
        const { ok, ms, status, json } = await post(learner(caller), "/api/v1/practice/next", { source });
        // A `done` answer (no question to ask) fails the row too: the bench's learners always have one due.
        const question = ok && json && typeof json === "object" && "question" in json ? (json as { question: IssuedQuestion }).question : null;
        tallyCall(figures.next, { ok: question !== null, ms, status, body: json });
        issued[caller] = question;
      }),
    );
    figures.next.cpuMs += processCpuMs(pid) - cpu;
    cpu = processCpuMs(pid);
    await Promise.all(
      callers.map(async (caller) => {
        const question = issued[caller];
        if (!question) return;
        const { ok, ms, status, json } = await post(learner(caller), "/api/v1/practice/answer", {
          questionId: question.id,
          answer: answerFor(question),
          durationMs: 3000,
        });
        tallyCall(figures.answer, { ok, ms, status, body: json });
      }),
    );
    figures.answer.cpuMs += processCpuMs(pid) - cpu;
    if (issued.every((question) => question === null)) break;
  }
  return { next: callFigures(figures.next, figures.next.cpuMs), answer: callFigures(figures.answer, figures.answer.cpuMs) };
}

/** One learner's first practice/next on a server that has answered none yet: the engine's tables are built then. */
export async function firstPracticeCall(baseUrl: string, cookie: string, source = "review"): Promise<{ ok: boolean; ms: number }> {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/practice/next`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ source }),
  });
  await response.arrayBuffer();
  return { ok: response.ok, ms: performance.now() - start };
}

/**
 * The database floor (./floor-app.ts) under the practice rows' load: rounds
 * of `connections` calls at once, each making `roundTrips` round trips, for
 * `durationS` seconds; the server's CPU read around them.
 */
export async function measureDatabaseFloor(
  url: string,
  pid: number,
  { connections, durationS, roundTrips, writes }: { connections: number; durationS: number; roundTrips: number; writes: boolean },
): Promise<CallFigures> {
  const call = async () => {
    const { ok, ms, status, json } = await postJson(url, { roundTrips, writes });
    return { ok, ms, status, body: json };
  };
  const callers = Array.from({ length: connections }, () => call);
  await Promise.all(callers.map((run) => run()));
  const tally = newTally();
  const cpu = processCpuMs(pid);
  const until = performance.now() + durationS * 1000;
  while (performance.now() < until) {
    for (const answered of await Promise.all(callers.map((run) => run()))) tallyCall(tally, answered);
  }
  return callFigures(tally, processCpuMs(pid) - cpu);
}

/**
 * A load as load() makes it (each connection sending its next call when its last is answered), with every answered
 * call's time kept, so runs of it pool as the callers' do (poolFigures); the server's CPU read around it.
 */
export async function loadCalls(url: string, pid: number, options: LoadOptions): Promise<CallFigures> {
  const tally = newTally();
  const cpu = processCpuMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(loadRequest(url, options), (error, answered) => (error ? reject(error as Error) : resolve(answered)));
    run.on("response", (_client, status, _bytes, ms) => tallyCall(tally, { ok: status >= 200 && status < 300, ms, status, body: null }));
  });
  // Calls that never answered (a refused connection, a timeout) fail too.
  const unanswered = result.errors + result.timeouts;
  tally.failed += unanswered;
  if (unanswered > 0) tally.failure ??= `${result.errors} errors, ${result.timeouts} timeouts`;
  return callFigures(tally, processCpuMs(pid) - cpu);
}

/** One call of a floor sequence: the shape of the floor call standing in for it, and the kind of call its time counts for. */
export interface FloorStep<K extends string> {
  kind: K;
  roundTrips: number;
  writes: boolean;
}

/**
 * The database floor under a row's own load when its callers make calls of several shapes one after another (a
 * vocabulary test: a start, 35 answers, the result; a mark and its undo): `connections` callers each making the floor
 * call of every step in turn, over and over, for `durationS` seconds (a sequence under way when time is up is
 * finished, as the row's are), each step's time counted for its kind; the server's CPU shared over all the calls.
 */
export async function measureFloorSequence<K extends string>(
  url: string,
  pid: number,
  { connections, durationS, steps }: { connections: number; durationS: number; steps: readonly FloorStep<K>[] },
): Promise<Record<K, CallFigures>> {
  const tallies = new Map<K, Tally>(steps.map((step) => [step.kind, newTally()]));
  const runSequence = async (timed: boolean) => {
    for (const { kind, roundTrips, writes } of steps) {
      const { ok, ms, status, json } = await postJson(url, { roundTrips, writes });
      if (timed) tallyCall(tallies.get(kind)!, { ok, ms, status, body: json });
    }
  };
  const callers = Array.from({ length: connections }, (_, caller) => caller);
  await Promise.all(callers.map(() => runSequence(false)));
  const cpu = processCpuMs(pid);
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    callers.map(async () => {
      while (performance.now() < until) await runSequence(true);
    }),
  );
  const cpuMs = processCpuMs(pid) - cpu;
  const all = [...tallies.values()].reduce((calls, tally) => calls + tally.times.length + tally.failed, 0);
  return Object.fromEntries([...tallies].map(([kind, tally]) => [kind, callFigures(tally, cpuMs, all)])) as Record<K, CallFigures>;
}
