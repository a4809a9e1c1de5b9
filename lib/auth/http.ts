import "server-only";
import { internalError as jsonInternalError, jsonError } from "@/lib/http/json";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit, type RateLimitOptions } from "@/lib/rate-limit/rate-limit";
import { AUTH_MESSAGES } from "./messages";

// What the account route handlers add to lib/http/json: rate limits with
// Retry-After, and their own wording for errors.

export { jsonError, parseBody } from "@/lib/http/json";

export function tooManyRequests(retryAfterSeconds: number): Response {
  return jsonError(429, AUTH_MESSAGES.tooManyAttempts, { headers: { "Retry-After": String(retryAfterSeconds) } });
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

/** Logs an unexpected failure and answers a JSON 500 with the account flows' message. */
export function internalError(label: string, error: unknown): Response {
  return jsonInternalError(label, error, AUTH_MESSAGES.somethingWentWrong);
}
