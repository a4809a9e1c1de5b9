// api group: database
// lib/rate-limit against the run's database (PGlite, or a real server where
// the concurrent cases really run in parallel).
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { settleBackgroundTasks } from "@/lib/after-response";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit, forgetRateLimit, PRUNE_BATCH, pruneExpiredRateLimits } from "@/lib/rate-limit/rate-limit";

const uniqueKey = () => `test:${randomUUID()}`;

/** Ends the key's current window as if its time had passed. */
async function expire(key: string) {
  await db().rateLimit.update({ where: { key }, data: { expiresAt: new Date(Date.now() - 1000) } });
}

describe("consumeRateLimit", () => {
  it("allows `limit` requests in a window, then refuses with the seconds left", async () => {
    const key = uniqueKey();
    for (let i = 0; i < 3; i += 1) {
      const result = await consumeRateLimit({ key, limit: 3, windowSeconds: 60 });
      expect(result.allowed).toBe(true);
    }
    const refused = await consumeRateLimit({ key, limit: 3, windowSeconds: 60 });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number.isInteger(refused.retryAfterSeconds)).toBe(true);
    // Refusals go on while the window lasts, and do not extend it.
    const again = await consumeRateLimit({ key, limit: 3, windowSeconds: 60 });
    expect(again.allowed).toBe(false);
    expect(again.retryAfterSeconds).toBeLessThanOrEqual(refused.retryAfterSeconds);
  });

  it("keeps keys apart", async () => {
    const [a, b] = [uniqueKey(), uniqueKey()];
    expect((await consumeRateLimit({ key: a, limit: 1, windowSeconds: 60 })).allowed).toBe(true);
    expect((await consumeRateLimit({ key: a, limit: 1, windowSeconds: 60 })).allowed).toBe(false);
    expect((await consumeRateLimit({ key: b, limit: 1, windowSeconds: 60 })).allowed).toBe(true);
  });

  it("counts the requests of the window, and forgetRateLimit starts it afresh", async () => {
    const key = uniqueKey();
    expect((await consumeRateLimit({ key, limit: 2, windowSeconds: 600 })).count).toBe(1);
    expect((await consumeRateLimit({ key, limit: 2, windowSeconds: 600 })).count).toBe(2);
    expect(await consumeRateLimit({ key, limit: 2, windowSeconds: 600 })).toMatchObject({ allowed: false, count: 3 });
    await forgetRateLimit(key);
    expect(await consumeRateLimit({ key, limit: 2, windowSeconds: 600 })).toMatchObject({ allowed: true, count: 1 });
  });

  it("starts a new window once the old one has ended", async () => {
    const key = uniqueKey();
    await consumeRateLimit({ key, limit: 2, windowSeconds: 600 });
    await consumeRateLimit({ key, limit: 2, windowSeconds: 600 });
    expect((await consumeRateLimit({ key, limit: 2, windowSeconds: 600 })).allowed).toBe(false);

    await expire(key);
    const fresh = await consumeRateLimit({ key, limit: 2, windowSeconds: 600 });
    expect(fresh).toEqual({ allowed: true, retryAfterSeconds: expect.any(Number), count: 1 });
    expect(fresh.retryAfterSeconds).toBeGreaterThan(590);
    const row = await db().rateLimit.findUniqueOrThrow({ where: { key } });
    expect(row.count).toBe(1);
    expect(row.expiresAt.getTime() - row.windowStart.getTime()).toBe(600_000);
    expect((await consumeRateLimit({ key, limit: 2, windowSeconds: 600 })).allowed).toBe(true);
    expect((await consumeRateLimit({ key, limit: 2, windowSeconds: 600 })).allowed).toBe(false);
  });

  it("allows exactly `limit` of many concurrent requests for one key", async () => {
    const key = uniqueKey();
    const results = await Promise.all(Array.from({ length: 40 }, () => consumeRateLimit({ key, limit: 7, windowSeconds: 60 })));
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
  });

  it("counts concurrent first requests for a new key once each", async () => {
    const key = uniqueKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit({ key, limit: 10, windowSeconds: 60 })));
    expect(results.every((result) => result.allowed)).toBe(true);
    expect((await consumeRateLimit({ key, limit: 10, windowSeconds: 60 })).allowed).toBe(false);
  });

  it("rejects a limit or window that is not a positive integer", async () => {
    for (const [limit, windowSeconds] of [
      [0, 60],
      [-1, 60],
      [1.5, 60],
      [1, 0],
      [1, 0.5],
      [Number.NaN, 60],
    ] as const) {
      await expect(consumeRateLimit({ key: uniqueKey(), limit, windowSeconds })).rejects.toThrow(RangeError);
    }
  });

  it("pruning deletes only counters whose window has ended", async () => {
    const [live, ended] = [uniqueKey(), uniqueKey()];
    await consumeRateLimit({ key: live, limit: 1, windowSeconds: 60 });
    await consumeRateLimit({ key: ended, limit: 1, windowSeconds: 60 });
    await expire(ended);

    expect(await pruneExpiredRateLimits()).toBeGreaterThanOrEqual(1);
    expect(await db().rateLimit.findUnique({ where: { key: ended } })).toBeNull();
    expect(await db().rateLimit.findUnique({ where: { key: live } })).not.toBeNull();
  });

  it("about one call in a hundred prunes the ended counters, after its answer", async () => {
    const ended = uniqueKey();
    await consumeRateLimit({ key: ended, limit: 1, windowSeconds: 60 });
    await expire(ended);
    vi.spyOn(Math, "random").mockReturnValue(0);
    try {
      expect((await consumeRateLimit({ key: uniqueKey(), limit: 1, windowSeconds: 60 })).allowed).toBe(true);
    } finally {
      vi.restoreAllMocks();
    }
    await settleBackgroundTasks();
    expect(await db().rateLimit.findUnique({ where: { key: ended } })).toBeNull();
  });

  it(`pruning deletes ${PRUNE_BATCH} counters at most, the longest expired first`, async () => {
    const prefix = `${uniqueKey()}:`;
    // PRUNE_BATCH + 5 counters that expired over an hour ago, key n n seconds before the hour.
    await db().$executeRaw`
      INSERT INTO rate_limits (key, window_start, expires_at, count)
      SELECT ${prefix} || n, now() - interval '2 hours', now() - interval '1 hour' - make_interval(secs => n), 1
        FROM generate_series(1, ${PRUNE_BATCH + 5}) AS n`;
    const left = async () =>
      (await db().rateLimit.findMany({ where: { key: { startsWith: prefix } }, select: { key: true }, orderBy: { expiresAt: "asc" } })).map((row) => row.key);

    expect(await pruneExpiredRateLimits()).toBe(PRUNE_BATCH);
    expect(await left()).toEqual([5, 4, 3, 2, 1].map((n) => `${prefix}${n}`));
    expect(await pruneExpiredRateLimits()).toBeGreaterThanOrEqual(5);
    expect(await left()).toEqual([]);
  });
});

describe("clientIp", () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it("trusting one proxy: the last X-Forwarded-For entry (the one the proxy added), then X-Real-IP, else unknown", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1, 10.0.0.2", "x-real-ip": "10.9.9.9" }), 1)).toBe("10.0.0.2");
    expect(clientIp(headers({ "x-forwarded-for": " 2001:db8::1 " }), 1)).toBe("2001:db8::1");
    expect(clientIp(headers({ "x-forwarded-for": " , ", "x-real-ip": "203.0.113.8" }), 1)).toBe("203.0.113.8");
    expect(clientIp(headers({ "x-real-ip": "203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientIp(headers({}), 1)).toBe("unknown");
  });

  it("trusting N proxies: the Nth entry from the right, so what the client itself sent is never believed", () => {
    const chain = headers({ "x-forwarded-for": "198.51.100.66, 203.0.113.7, 10.0.0.1" });
    expect(clientIp(chain, 2)).toBe("203.0.113.7");
    expect(clientIp(chain, 3)).toBe("198.51.100.66");
    // More proxies configured than entries: the leftmost, which a proxy wrote.
    expect(clientIp(chain, 5)).toBe("198.51.100.66");
  });

  it('trusting none: every client is "direct", whatever headers it sends', () => {
    for (const init of [{ "x-forwarded-for": "203.0.113.7" }, { "x-real-ip": "203.0.113.9" }, {}] as Record<string, string>[]) {
      expect(clientIp(headers(init), 0)).toBe("direct");
    }
  });

  it("reads TRUST_PROXY (here set by tests/support/vitest-database-env.ts to 1) by default", () => {
    expect(clientIp(headers({ "x-forwarded-for": "198.51.100.1, 203.0.113.70" }))).toBe("203.0.113.70");
  });
});
