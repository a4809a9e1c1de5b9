// api group: app
// GET /api/v1/review/today: the home page's summary of a learner's day (lib/review/today.ts),
// against the database with real session cookies.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as add from "@/app/api/v1/review/add/route";
import * as today from "@/app/api/v1/review/today/route";
import { db } from "@/lib/db";
import { addDays, learnerDay } from "@/lib/review/day";
import { gradeWord } from "@/lib/review/grading";
import { updateReviewSettings } from "@/lib/review/settings";
import { reviewToday } from "@/lib/review/today";
import type { TodayResponse } from "@/lib/review/types";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

async function todayOf(user: SignedInUser | null): Promise<Response> {
  return today.GET(getRequest("/api/v1/review/today", {}, { user }));
}

async function ok(user: SignedInUser): Promise<TodayResponse> {
  const response = await todayOf(user);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as TodayResponse;
}

async function addWord(user: SignedInUser, wordIndex: number) {
  const response = await add.POST(postRequest("/api/v1/review/add", { wordIndex }, { user }));
  expect(response.status).toBe(200);
}

let learner: SignedInUser;
beforeAll(async () => {
  learner = await signedInUser("today");
});

describe("GET /api/v1/review/today", () => {
  it("answers 401 to a visitor", async () => {
    const response = await todayOf(null);
    expect(response.status).toBe(401);
  });

  it("tells an empty deck from a finished day, and counts the queue, the streak and the next due time", async () => {
    expect(await ok(learner)).toEqual({
      counts: { due: 0, learning: 0, newLeft: 0 },
      reviewedToday: 0,
      nextDue: null,
      goal: null,
      streak: null,
      hasCards: false,
    });
    await updateReviewSettings(learner.id, { streakEnabled: true });

    await addWord(learner, 31);
    await addWord(learner, 32);
    expect(await ok(learner)).toMatchObject({ counts: { due: 0, learning: 0, newLeft: 2 }, reviewedToday: 0, streak: 0, hasCards: true });

    const graded = await gradeWord(learner.id, { wordIndex: 31, rating: 4, reviewId: randomUUID(), durationMs: 1000 });
    expect("ok" in graded).toBe(true);
    const after = await ok(learner);
    expect(after).toMatchObject({ counts: { due: 0, learning: 0, newLeft: 1 }, reviewedToday: 1, streak: 1, hasCards: true });
    // An Easy first grade is days away: that is the next due time.
    expect(Date.parse(after.nextDue!)).toBeGreaterThan(Date.now() + 86_400_000);
  });

  it("counts the streak back from today, or from yesterday while today has no review yet, with a freeze a week", async () => {
    const user = await signedInUser("streak");
    // Thursday 19 November 2026, noon in London (UTC then).
    const now = new Date("2026-11-19T12:00:00Z");
    const day = learnerDay(now, "UTC");
    const graded = (offset: number) => ({ userId: user.id, day: new Date(`${addDays(day, offset)}T00:00:00Z`), rating: 3, reviews: 1, reviewState: 0 });
    // Wed 18, Tue 17, Mon 16, Sat 14; Sun 15 missed (that week's freeze), Fri 13 missed too: 4 days.
    await db().reviewActivity.createMany({ data: [graded(-1), graded(-2), graded(-3), graded(-5)] });
    // Off by default: no streak at all.
    expect((await reviewToday(user.id, now)).streak).toBeNull();
    await updateReviewSettings(user.id, { streakEnabled: true });
    expect((await reviewToday(user.id, now)).streak).toBe(4);
    await db().reviewActivity.create({ data: graded(0) });
    expect((await reviewToday(user.id, now)).streak).toBe(5);
    // Fri 20 missed: this week's freeze holds it on Saturday; Sat 21 missed too breaks it on Sunday.
    expect((await reviewToday(user.id, new Date(now.getTime() + 2 * 86_400_000))).streak).toBe(5);
    expect((await reviewToday(user.id, new Date(now.getTime() + 3 * 86_400_000))).streak).toBe(0);
  });

  it("with a goal, counts the days with the goal's minutes", async () => {
    const user = await signedInUser("goal-streak");
    const now = new Date("2026-11-19T12:00:00Z");
    const at = (offset: number, minutes: number) => ({
      userId: user.id,
      day: new Date(`${addDays("2026-11-19", offset)}T00:00:00Z`),
      rating: 3,
      reviews: 10,
      reviewState: 0,
      durationMs: BigInt(minutes * 60_000),
    });
    await db().reviewActivity.createMany({ data: [at(-1, 10), at(-2, 9), at(-3, 10)] });
    await updateReviewSettings(user.id, { streakEnabled: true, goalMinutes: 10 });
    // Tue 17 fell a minute short: the week's freeze carries it.
    expect((await reviewToday(user.id, now)).streak).toBe(2);
    await updateReviewSettings(user.id, { goalMinutes: 9 });
    expect((await reviewToday(user.id, now)).streak).toBe(3);
  });
});
