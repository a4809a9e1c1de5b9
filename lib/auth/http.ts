import "server-only";
import type { z } from "zod";
import { readJsonBody } from "@/lib/http/read-json-body";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit, type RateLimitOptions } from "@/lib/rate-limit/rate-limit";
import { AUTH_MESSAGES } from "./messages";

// The plumbing every account route handler shares: JSON in, zod, rate limits,
// JSON out. Bad input is always a 4xx JSON answer, never a 500.

const MAX_BODY_BYTES = 16 * 1024;

export function jsonError(status: number, error: string, init: ResponseInit & { issues?: unknown } = {}): Response {
  const { issues, ...rest } = init;
  return Response.json(issues === undefined ? { error } : { error, issues }, { ...rest, status });
}

export function tooManyRequests(retryAfterSeconds: number): Response {
  return jsonError(429, AUTH_MESSAGES.tooManyAttempts, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

/** The body parsed by `schema`, or the 400/413 answer to return. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.infer<S> } | { response: Response }> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return { response: jsonError(body.status, body.error) };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return { response: jsonError(400, issues[0]?.message ?? "Invalid request.", { issues }) };
  }
  return { data: parsed.data };
}

type Budget = Omit<RateLimitOptions, "key">;

/**
 * Counts the request against the client's budget, then the account's (the
 * normalised address, whether or not it has an account, so a 429 says nothing
 * about that); the first one used up answers 429 with Retry-After.
 */
export async function rateLimit(
  request: Request,
  area: string,
  { perClient, perAccount }: { perClient: Budget; perAccount?: { email: string; budget: Budget } },
): Promise<Response | null> {
  const checks: RateLimitOptions[] = [{ key: `${area}:ip:${clientIp(request.headers)}`, ...perClient }];
  if (perAccount) checks.push({ key: `${area}:account:${perAccount.email}`, ...perAccount.budget });
  for (const check of checks) {
    const result = await consumeRateLimit(check);
    if (!result.allowed) return tooManyRequests(result.retryAfterSeconds);
  }
  return null;
}

/** Logs an unexpected failure and answers a JSON 500 instead of Next's HTML page. */
export function internalError(label: string, error: unknown): Response {
  console.error(`${label} failed`, error);
  return jsonError(500, AUTH_MESSAGES.somethingWentWrong);
}
