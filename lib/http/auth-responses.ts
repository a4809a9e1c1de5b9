import "server-only";
import { internalError as jsonInternalError, jsonError } from "@/lib/http/json";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit, type RateLimitOptions } from "@/lib/rate-limit/rate-limit";
import { isKnownLoginClient } from "@/lib/auth/login-budgets";
import { AUTH_MESSAGES } from "@/lib/auth/messages";

// What the account route handlers add to lib/http/json: rate limits with
// Retry-After, and their own wording for errors.

export function tooManyRequests(retryAfterSeconds: number): Response {
  return jsonError(429, AUTH_MESSAGES.tooManyAttempts, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

type Budget = Omit<RateLimitOptions, "key">;

/**
 * Counts the request against the client's budget, then, where an account is
 * named (the normalised address, whether or not it has an account, so a 429
 * says nothing about that), against the account's budget for this client and
 * the account's shared budget; the first one used up answers 429 with
 * Retry-After. A client the account has logged in from is spared the shared
 * budget (lib/auth/login-budgets.ts), so strangers asking for mail or trying
 * codes for an address never refuse its owner's own client.
 */
export async function rateLimit(
  request: Request,
  area: string,
  { perClient, perAccount }: { perClient: Budget; perAccount?: { email: string; budget: Budget } },
): Promise<Response | null> {
  const client = clientIp(request.headers);
  const checks: RateLimitOptions[] = [{ key: `${area}:ip:${client}`, ...perClient }];
  if (perAccount) {
    const { email, budget } = perAccount;
    checks.push({ key: `${area}-client:${client}:account:${email}`, ...budget });
    if (!(await isKnownLoginClient(email, client))) checks.push({ key: `${area}:account:${email}`, ...budget });
  }
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
