// API throughput: autocannon against the app's handlers, the Next.js floor
// route and the bare server, one after the other in the same run; and the
// CPU time the server process spent per call while it was loaded.
import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { isMainThread } from "node:worker_threads";

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number; total: number };

export const CONNECTIONS = 50;
export const DURATION_S = 10;

export type LoadOptions = { body?: unknown; headers?: Record<string, string>; duration?: number; connections?: number };

/** autocannon's options for a POST of `body` as JSON, or a GET when `body` is undefined. */
export function loadRequest(url: string, { body, headers = {}, duration = DURATION_S, connections = CONNECTIONS }: LoadOptions): autocannon.Options {
  return {
    url,
    method: body === undefined ? "GET" : "POST",
    connections,
    duration,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

// Off the main thread (the bench's callers' thread, ./callers-thread.ts) autocannon leaves a run's figures encoded,
// for the parent of its own workers to add up: its aggregateResult decodes them.
const { aggregateResult } = autocannon as unknown as { aggregateResult: (results: unknown[], options: autocannon.Options) => RunResult };
/** A run's result, with the per-second samples its figures were counted in. */
type RunResult = autocannon.Result & { samples: number };

/** A POST of `body` as JSON, or a GET when `body` is undefined. */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const request = loadRequest(url, options);
  const run = await autocannon(request);
  const result = isMainThread ? (run as RunResult) : aggregateResult([run], request);
  return {
    // The mean of the run's per-second counts (autocannon's requests.average, which its aggregateResult leaves out).
    requestsPerSecond: result.samples ? result.requests.total / result.samples : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

let ticksPerSecond: number | undefined;

/**
 * CPU time (user + system, all threads: JavaScript, GC, libuv's pool) the
 * process `pid` has used so far, in ms, from /proc/<pid>/stat. Read from
 * outside, so the server carries no measuring code of its own.
 */
export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** load(), plus the CPU ms the server process `pid` spent per answered call during the run. */
export async function loadWithCpu(url: string, pid: number, options: LoadOptions): Promise<LoadResult & { cpuMsPerCall: number }> {
  const before = processCpuMs(pid);
  const result = await load(url, options);
  // A server that died during the run has no CPU time left to read: NaN, and its calls failed.
  const after = existsSync(`/proc/${pid}`) ? processCpuMs(pid) : Number.NaN;
  return { ...result, cpuMsPerCall: result.total ? (after - before) / result.total : Number.NaN };
}
