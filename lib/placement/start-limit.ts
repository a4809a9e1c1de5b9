import "server-only";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit, type RateLimitResult } from "@/lib/rate-limit/rate-limit";

/** Tests one client may start in a window: a learner retaking the test stays far below. */
export const START_RATE_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;

/** Counts a test start against the client's budget. */
export function consumeStartBudget(headers: Headers): Promise<RateLimitResult> {
  return consumeRateLimit({ key: `placement:${clientIp(headers)}`, ...START_RATE_LIMIT });
}
