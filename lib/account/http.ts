import "server-only";
import { tooManyRequests } from "@/lib/http/auth-responses";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { jsonError, type Issue } from "@/lib/http/json";
import { NOT_SIGNED_IN } from "@/lib/http/user-claim";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { ACCOUNT_MESSAGES } from "./messages";
import { userRateLimitKey } from "./user-data";

// What the /api/v1/account handlers share besides apiRoute.

type Budget = (typeof AUTH_RATE_LIMITS)[keyof typeof AUTH_RATE_LIMITS];

/** Counts one request of `area` against the user's budget; the 429 answer (with Retry-After) once it is used up. */
export async function limitPerUser(area: string, userId: string, budget: Budget): Promise<Response | null> {
  const result = await consumeRateLimit({ key: userRateLimitKey(area, userId), ...budget });
  return result.allowed ? null : tooManyRequests(result.retryAfterSeconds);
}

/** Checks of the current password are limited like logins: the session alone must not allow guessing it. */
export function limitPasswordChecks(userId: string): Promise<Response | null> {
  return limitPerUser("account-password", userId, AUTH_RATE_LIMITS.accountPasswordPerUser);
}

/** 400 naming the field that is wrong, as a zod refusal would. */
export function fieldError(path: string, message: string): Response {
  const issues: Issue[] = [{ path, message }];
  return jsonError(400, message, { issues });
}

export const wrongPassword = (field = "password") => fieldError(field, ACCOUNT_MESSAGES.wrongPassword);

/** The session's user no longer exists (deleted meanwhile). */
export const userGone = () => jsonError(401, NOT_SIGNED_IN);
