import "server-only";
import { sql } from "kysely";
import { compiledOnce } from "@/lib/compiled-once";
import { kysely } from "@/lib/db";
import { runAfterResponse } from "@/lib/after-response";

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
// clears a batch of them after its response, so no scheduled job is needed and
// no caller waits for it. A call adds one row at most, so a batch this size a
// hundred calls keeps up, and each prune is a bounded statement, however many
// clients came before.
const PRUNE_ONE_IN = 100;
/** Expired counters one prune deletes at most, the longest expired first. */
export const PRUNE_BATCH = 500;

// A window starts with the first request after the previous one expired.
// SET expressions see the row as it was, so the CASEs decide on the old window.
// The count stops at `cap` (the limit + 1): more is never needed and cannot overflow.
// Compiled once: every sign-in, contact and vocabulary test's start runs it.
const counterUpsert = compiledOnce((v: { key: string; windowSeconds: number; cap: number }) => {
  const now = sql<Date>`now()`;
  return kysely()
    .insertInto("rate_limits")
    .values({ key: v.key, window_start: now, expires_at: sql<Date>`now() + make_interval(secs => ${v.windowSeconds})`, count: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const expired = eb("rate_limits.expires_at", "<=", now);
        return {
          window_start: eb.case().when(expired).then(eb.ref("excluded.window_start")).else(eb.ref("rate_limits.window_start")).end(),
          expires_at: eb.case().when(expired).then(eb.ref("excluded.expires_at")).else(eb.ref("rate_limits.expires_at")).end(),
          count: eb
            .case()
            .when(expired)
            .then(eb.lit(1))
            .else(eb.fn<number>("least", [eb("rate_limits.count", "+", eb.lit(1)), eb.val(v.cap)]))
            .end(),
        };
      }),
    )
    .returning(["rate_limits.count", sql<number>`greatest(1, ceil(extract(epoch FROM rate_limits.expires_at - now())))::int`.as("retry_after")]);
});

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
  const [row] = (await kysely().executeQuery(counterUpsert({ key: key.slice(0, MAX_KEY_LENGTH), windowSeconds, cap: limit + 1 }))).rows;
  if (!row) throw new Error("rate limit upsert returned no row");

  if (Math.random() * PRUNE_ONE_IN < 1) {
    runAfterResponse("rate-limit: pruning expired counters", async () => {
      await pruneExpiredRateLimits();
    });
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
  await kysely()
    .updateTable("rate_limits")
    .set((eb) => ({ count: eb.fn<number>("greatest", [eb("count", "-", eb.lit(1)), eb.lit(0)]) }))
    .where("key", "=", key.slice(0, MAX_KEY_LENGTH))
    .where("expires_at", ">", sql<Date>`now()`)
    .execute();
}

/** Starts `key` afresh: its next request opens a new window. */
export async function forgetRateLimit(key: string): Promise<void> {
  await kysely().deleteFrom("rate_limits").where("key", "=", key.slice(0, MAX_KEY_LENGTH)).execute();
}

/** Deletes up to PRUNE_BATCH counters whose window has ended, the longest expired first; returns how many. */
export async function pruneExpiredRateLimits(): Promise<number> {
  const db = kysely();
  // The batch's keys as one array, each then found by the primary key; SKIP LOCKED: two prunes never wait on each other.
  const batch = db
    .selectFrom("rate_limits")
    .select("key")
    .where("expires_at", "<=", sql<Date>`now()`)
    .orderBy("expires_at")
    .limit(PRUNE_BATCH)
    .forUpdate()
    .skipLocked();
  const { numDeletedRows } = await db
    .deleteFrom("rate_limits")
    .where(sql<boolean>`key = any(array(${batch}))`)
    .executeTakeFirstOrThrow();
  return Number(numDeletedRows);
}
