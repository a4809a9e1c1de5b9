// API throughput: autocannon against the app's handlers and, beside them, the
// bare server running the same statements, one after the other in the same
// run, 50 connections for 10 s each.
import autocannon from "autocannon";

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number; total: number };

export const CONNECTIONS = 50;
export const DURATION_S = 10;

/** A POST of `body` as JSON, or a GET when `body` is undefined. */
export async function load(
  url: string,
  {
    body,
    headers = {},
    duration = DURATION_S,
    connections = CONNECTIONS,
  }: { body?: unknown; headers?: Record<string, string>; duration?: number; connections?: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: body === undefined ? "GET" : "POST",
    connections,
    duration,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
