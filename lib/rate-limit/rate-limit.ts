import "server-only";
import { db } from "@/lib/db";

export interface RateLimitOptions {
  /** What is limited, namespaced by caller, e.g. `contact:203.0.113.7`. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (for a Retry-After header); at least 1. */
  retryAfterSeconds: number;
  /** Requests counted in this window so far, this one included (it stops at limit + 1). */
  count: number;
}

// Keys come from request headers; bound what one row can hold.
export const MAX_KEY_LENGTH = 200;
// Expired rows are harmless (the next request for the key restarts its window)
// but would pile up, one per client ever seen; roughly one call in this many
// clears them, so no scheduled job is needed.
const PRUNE_ONE_IN = 100;

/**
 * Counts one request against `key` and says whether it is within the limit.
 * A fixed window per key, kept in PostgreSQL so the limit holds across app
 * instances. One INSERT ... ON CONFLICT DO UPDATE statement reads and bumps
 * the counter: PostgreSQL locks the row for it, so concurrent requests on a
 * real server each see a distinct count and exactly `limit` are allowed.
 */
export async function consumeRateLimit({ key, limit, windowSeconds }: RateLimitOptions): Promise<RateLimitResult> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) {
    throw new RangeError(`windowSeconds must be a positive integer, got ${windowSeconds}`);
  }
  // A window starts with the first request after the previous one expired.
  // SET expressions see the row as it was, so the CASEs decide on the old window.
  // The count stops at limit + 1: more is never needed and cannot overflow.
  const rows = await db().$queryRaw<{ count: number; retry_after: number }[]>`
    INSERT INTO rate_limits AS r (key, window_start, expires_at, count)
    VALUES (${key.slice(0, MAX_KEY_LENGTH)}, now(), now() + make_interval(secs => ${windowSeconds}), 1)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN r.expires_at <= now() THEN EXCLUDED.window_start ELSE r.window_start END,
      expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END,
      count = CASE WHEN r.expires_at <= now() THEN 1 ELSE LEAST(r.count + 1, ${limit + 1}) END
    RETURNING r.count, GREATEST(1, ceil(extract(epoch FROM r.expires_at - now())))::int AS retry_after`;
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");

  if (Math.random() * PRUNE_ONE_IN < 1) {
    await pruneExpiredRateLimits().catch((error: unknown) => console.error("rate-limit: pruning expired counters failed", error));
  }

  return { allowed: row.count <= limit, retryAfterSeconds: row.retry_after, count: row.count };
}

/**
 * Gives back one request counted against `key` in its current window: for
 * callers that count an attempt before they know it should count (a slot is
 * reserved atomically, so concurrent attempts cannot overrun the limit, and
 * released when the attempt turned out not to count).
 */
export async function releaseRateLimit(key: string): Promise<void> {
  await db().$executeRaw`
    UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key.slice(0, MAX_KEY_LENGTH)} AND expires_at > now()`;
}

/** Starts `key` afresh: its next request opens a new window. */
export async function forgetRateLimit(key: string): Promise<void> {
  await db().$executeRaw`DELETE FROM rate_limits WHERE key = ${key.slice(0, MAX_KEY_LENGTH)}`;
}

/** Deletes the counters whose window has ended; returns how many. */
export async function pruneExpiredRateLimits(): Promise<number> {
  return db().$executeRaw`DELETE FROM rate_limits WHERE expires_at <= now()`;
}
