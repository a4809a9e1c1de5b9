// api group: database
// Attacks on review state found by the attack run: time-zone spellings that
// grew the server's memory without bound, a reviewId reused for another
// rating, undo racing two tabs, and undo after a change of time zone.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as add from "@/app/api/v1/review/add/route";
import * as grade from "@/app/api/v1/review/grade/route";
import * as optimize from "@/app/api/v1/review/optimize/route";
import * as settings from "@/app/api/v1/review/settings/route";
import * as undo from "@/app/api/v1/review/undo/route";
import { db } from "@/lib/db";
import { cachedFormatterCount } from "@/lib/review/day";
import { gradeWord, undoLastGrade } from "@/lib/review/grading";
import { optimizerLeaseKey } from "@/lib/review/personal-parameters";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const post = (handler: Handler, name: string, body: unknown, user: SignedInUser) => handler(postRequest(`/api/v1/review/${name}`, body, { user }));

/** `zone` with its letters' case chosen by the bits of `n`: a distinct spelling for each n. */
function spelling(zone: string, n: number): string {
  let bit = 0;
  return zone.replace(/[a-z]/gi, (letter) => ((n >> bit++) & 1 ? letter.toUpperCase() : letter.toLowerCase()));
}

let learner: SignedInUser;
beforeAll(async () => {
  learner = await signedInUser();
});

describe("time zones", () => {
  it("any spelling is stored and answered as the canonical name", async () => {
    const user = await signedInUser();
    expect((await post(settings.POST, "settings", { timeZone: "europe/LONDON" }, user)).status).toBe(200);
    const stored = await db().$queryRaw<{ time_zone: string }[]>`SELECT time_zone FROM review_settings WHERE user_id = ${user.id}`;
    expect(stored[0]?.time_zone).toBe("Europe/London");
    const answer = await settings.GET(getRequest("/api/v1/review/settings", {}, { user }));
    expect(await answer.json()).toMatchObject({ timeZone: "Europe/London" });
  });

  // 500 spellings: without canonical names each would cache its own formatter.
  it("500 spellings of one zone through the handler cache at most one more formatter", async () => {
    const before = cachedFormatterCount();
    for (let n = 1; n <= 500; n += 1) {
      const response = await post(settings.POST, "settings", { timeZone: spelling("America/Los_Angeles", n) }, learner);
      expect(response.status).toBe(200);
    }
    expect(cachedFormatterCount() - before).toBeLessThanOrEqual(1);
  });
});

describe("grades and undo", () => {
  it("a reviewId sent again with another rating is refused (409); with the same rating it answers as the first time", async () => {
    const user = await signedInUser();
    expect((await post(add.POST, "add", { wordIndex: 301 }, user)).status).toBe(200);
    const reviewId = randomUUID();
    const first = await post(grade.POST, "grade", { wordIndex: 301, rating: 3, reviewId, durationMs: 900 }, user);
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    const retry = await post(grade.POST, "grade", { wordIndex: 301, rating: 3, reviewId, durationMs: 900 }, user);
    expect(await retry.json()).toEqual(firstBody);
    const other = await post(grade.POST, "grade", { wordIndex: 301, rating: 1, reviewId, durationMs: 900 }, user);
    expect(other.status).toBe(409);
    expect(await db().reviewLog.count({ where: { userId: user.id } })).toBe(1);
  });

  it("undo takes back the grade applied last, even when the other tab's grade carries the later time", async () => {
    const user = await signedInUser();
    expect((await post(add.POST, "add", { wordIndex: 302 }, user)).status).toBe(200);
    const later = new Date();
    const earlier = new Date(later.getTime() - 1_000);
    // Tab A's grade is applied first though it was made later; tab B's, taken a moment earlier, waited for the lock.
    await gradeWord(user.id, { wordIndex: 302, rating: 3, reviewId: randomUUID(), durationMs: 1 }, { now: later });
    const lastApplied = randomUUID();
    await gradeWord(user.id, { wordIndex: 302, rating: 4, reviewId: lastApplied, durationMs: 1 }, { now: earlier });
    const outcome = await undoLastGrade(user.id, null, later);
    expect(outcome).toMatchObject({ ok: { undone: { reviewId: lastApplied, rating: 4 } } });
    const card = await db().reviewCard.findUniqueOrThrow({ where: { userId_wordIndex_direction: { userId: user.id, wordIndex: 302, direction: 0 } } });
    const logs = await db().reviewLog.findMany({ where: { userId: user.id } });
    expect(card.reps).toBe(logs.length);
    expect(logs[0]!.after).toMatchObject({ reps: card.reps, state: card.state, stability: card.stability });
  });

  it("undo is refused (409) when the card no longer matches what that grade left", async () => {
    const user = await signedInUser();
    expect((await post(add.POST, "add", { wordIndex: 303 }, user)).status).toBe(200);
    expect((await post(grade.POST, "grade", { wordIndex: 303, rating: 3, reviewId: randomUUID(), durationMs: 1 }, user)).status).toBe(200);
    await db().$executeRaw`UPDATE review_cards SET reps = reps + 5, version = version + 1 WHERE user_id = ${user.id} AND word_index = 303`;
    const refused = await post(undo.POST, "undo", {}, user);
    expect(refused.status).toBe(409);
    expect(await db().reviewLog.count({ where: { userId: user.id } })).toBe(1);
  });

  it("undo after a change of time zone takes the grade out of the day it was counted in", async () => {
    const user = await signedInUser();
    expect((await post(add.POST, "add", { wordIndex: 304 }, user)).status).toBe(200);
    // 20:00 UTC: the 25th in UTC, already the 26th (10:00) in Pacific/Kiritimati, 14 hours ahead.
    const at = new Date("2026-11-25T20:00:00Z");
    await gradeWord(user.id, { wordIndex: 304, rating: 3, reviewId: randomUUID(), durationMs: 1 }, { now: at });
    expect((await post(settings.POST, "settings", { timeZone: "Pacific/Kiritimati" }, user)).status).toBe(200);
    expect(await undoLastGrade(user.id, null, at)).toHaveProperty("ok");
    const days = await db().$queryRaw<{ day: Date; reviews: number }[]>`
      SELECT day, reviews FROM review_activity WHERE user_id = ${user.id} AND reviews <> 0`;
    expect(days).toEqual([]);
  });
});

describe("the optimizer", () => {
  it("runs one fit at a time per learner: while one runs, another answers 409; the lease is freed when a run ends", async () => {
    const user = await signedInUser();
    const busy = "Your schedule is already being optimized. Please wait for it to finish.";
    // A run that ends (too few reviews here) frees the lease: the next call is answered on its own merits.
    for (let run = 0; run < 2; run += 1) {
      const answer = await post(optimize.POST, "optimize", {}, user);
      expect(answer.status).toBe(409);
      expect((await answer.json()).error).toMatch(/^Optimizing needs at least 400 reviews/);
    }
    // A fit running elsewhere (another tab, another instance) holds the learner's lease.
    await consumeRateLimit({ key: optimizerLeaseKey(user.id), limit: 1, windowSeconds: 90 });
    const refused = await post(optimize.POST, "optimize", {}, user);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: busy });
    // Another learner is not held up.
    expect((await (await post(optimize.POST, "optimize", {}, learner)).json()).error).not.toBe(busy);
  });
});
