// Checked practice under load: POST /api/v1/practice/next and
// /api/v1/practice/answer for one signed-in learner, with `connections`
// callers at once. A question can be answered once, so the calls cannot be
// replayed as autocannon replays a request: each round issues a batch of
// questions (only `next` calls, timed), then answers every one of them once
// (only `answer` calls, timed), and the server's CPU time is read around each
// phase, so each call type gets its own latency and CPU figures.
import { percentile } from "./interaction";
import { processCpuMs } from "./api";

export interface CallFigures {
  calls: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerCall: number;
}

interface IssuedQuestion {
  id: string;
  kind: string;
  options?: string[];
  words?: string[];
}

/** Questions issued per phase: fewer than a learner may hold unanswered, so none is dropped before its answer. */
const BATCH = 100;

/** An answer of the right shape for the question (right or wrong does not matter to the server's work). */
function answerFor(question: IssuedQuestion): unknown {
  if (question.kind === "match") return { pairs: (question.words ?? []).map((_, index) => index) };
  if (question.kind === "cloze" || question.kind === "typed") return { text: "answer" };
  return { choice: 0 };
}

async function inParallel<T>(items: readonly T[], connections: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(connections, items.length) }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/** Runs rounds of `BATCH` next calls then their answers for `durationS` seconds in all. */
export async function measurePractice(
  baseUrl: string,
  cookie: string,
  pid: number,
  { connections, durationS, source = "review" }: { connections: number; durationS: number; source?: string },
): Promise<{ next: CallFigures; answer: CallFigures }> {
  const headers = { "content-type": "application/json", cookie };
  const post = async (path: string, body: unknown): Promise<{ ok: boolean; ms: number; json: unknown }> => {
    const start = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const json: unknown = await response.json().catch(() => null);
    return { ok: response.ok, ms: performance.now() - start, json };
  };
  const figures = { next: { times: [] as number[], failed: 0, cpuMs: 0 }, answer: { times: [] as number[], failed: 0, cpuMs: 0 } };
  const until = performance.now() + durationS * 1000;
  while (performance.now() < until) {
    const issued: IssuedQuestion[] = [];
    let cpu = processCpuMs(pid);
    await inParallel(
      Array.from({ length: BATCH }, (_, index) => index),
      connections,
      async () => {
        const { ok, ms, json } = await post("/api/v1/practice/next", { source });
        const question = ok && json && typeof json === "object" && "question" in json ? (json as { question: IssuedQuestion }).question : null;
        if (question) {
          figures.next.times.push(ms);
          issued.push(question);
        } else figures.next.failed += 1;
      },
    );
    figures.next.cpuMs += processCpuMs(pid) - cpu;
    cpu = processCpuMs(pid);
    await inParallel(issued, connections, async (question) => {
      const { ok, ms } = await post("/api/v1/practice/answer", { questionId: question.id, answer: answerFor(question), durationMs: 3000 });
      if (ok) figures.answer.times.push(ms);
      else figures.answer.failed += 1;
    });
    figures.answer.cpuMs += processCpuMs(pid) - cpu;
    if (!issued.length) break;
  }
  const summary = ({ times, failed, cpuMs }: { times: number[]; failed: number; cpuMs: number }): CallFigures => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      calls: times.length,
      failed,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      cpuMsPerCall: times.length ? cpuMs / (times.length + failed) : Number.NaN,
    };
  };
  return { next: summary(figures.next), answer: summary(figures.answer) };
}
