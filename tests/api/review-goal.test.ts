// api group: app
// The daily goal, the opt-in streak and the catch-up plan (lib/review/goal-data.ts) through the review API,
// against the database with real session cookies.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as add from "@/app/api/v1/review/add/route";
import * as catchUp from "@/app/api/v1/review/catch-up/route";
import * as catchUpEnd from "@/app/api/v1/review/catch-up/end/route";
import * as due from "@/app/api/v1/review/due/route";
import * as grade from "@/app/api/v1/review/grade/route";
import * as settings from "@/app/api/v1/review/settings/route";
import * as stats from "@/app/api/v1/review/stats/route";
import * as today from "@/app/api/v1/review/today/route";
import { db } from "@/lib/db";
import { addDays, learnerDay } from "@/lib/review/day";
import { newWordsForGoal, reviewsPerNewCard } from "@/lib/review/goal";
import { DEFAULT_DESIRED_RETENTION } from "@/lib/review/scheduler";
import { updateReviewSettings } from "@/lib/review/settings";
import type { CatchUpResponse, DueResponse, ReviewSettingsView, ReviewStats, TodayResponse } from "@/lib/review/types";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const path = (name: string) => `/api/v1/review/${name}`;
const post = (handler: Handler, name: string, body: unknown, user: SignedInUser) => handler(postRequest(path(name), body, { user }));
const get = (handler: Handler, name: string, query: Record<string, string>, user: SignedInUser) => handler(getRequest(path(name), query, { user }));

async function answer<T>(response: Response, status = 200): Promise<T> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const DAY_MS = 86_400_000;

describe("POST /api/v1/review/settings: the goal and the streak", () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser("goal");
  });

  it("saves a goal in minutes and sets the new words a day it allows; null goes back to clearing what is due", async () => {
    const before = await answer<ReviewSettingsView>(await get(settings.GET, "settings", {}, user));
    expect(before).toMatchObject({ goalMinutes: null, streakEnabled: false, newPerDay: 20 });
    const saved = await answer<ReviewSettingsView>(await post(settings.POST, "settings", { goalMinutes: 15 }, user));
    // No history yet: 10 seconds a review, nothing due; the forecast with the default scheduler.
    const expected = newWordsForGoal(
      {
        dueByDay: Array.from({ length: 30 }, () => 0),
        perNewCard: reviewsPerNewCard({ desiredRetention: DEFAULT_DESIRED_RETENTION, parameters: [] }),
        secondsPerReview: 10,
      },
      15,
    );
    // Not the default of 20: the goal set it.
    expect(expected).toBeGreaterThan(0);
    expect(expected).not.toBe(20);
    expect(saved).toMatchObject({ goalMinutes: 15, newPerDay: expected, streakEnabled: false });
    expect(await answer<ReviewSettingsView>(await get(settings.GET, "settings", {}, user))).toMatchObject({ goalMinutes: 15, newPerDay: expected });

    const progress = await answer<ReviewStats>(await get(stats.GET, "stats", {}, user));
    expect(progress.goal).toMatchObject({ goalMinutes: 15, newPerDay: expected, secondsPerReview: 10 });
    expect(progress.goal.load).toHaveLength(30);
    expect(progress.goal.load[0]!.day).toBe(progress.today.day);
    expect(progress.streak).toBeNull();

    const cleared = await answer<ReviewSettingsView>(await post(settings.POST, "settings", { goalMinutes: null, streakEnabled: true }, user));
    expect(cleared).toMatchObject({ goalMinutes: null, streakEnabled: true, newPerDay: expected });
    expect((await answer<ReviewStats>(await get(stats.GET, "stats", {}, user))).streak).toEqual({ current: 0, longest: 0, freezeUsed: false });
  });

  it("refuses a goal out of range or not a whole number of minutes, and a streak that is not true or false", async () => {
    for (const body of [{ goalMinutes: 4 }, { goalMinutes: 241 }, { goalMinutes: 7.5 }, { goalMinutes: "15" }, { streakEnabled: "yes" }]) {
      const refused = await answer<{ error: string }>(await post(settings.POST, "settings", body, user), 400);
      expect(refused.error).toMatch(/^(goalMinutes must be|streakEnabled must be true or false\.)/);
    }
  });
});

describe("the goal's pace and cap", () => {
  /** Grade logs of `ms` each, `daysAgo` days back, of a practice kind or a flip card (null). */
  async function logs(user: SignedInUser, count: number, ms: number, kind: string | null, daysAgo = 0) {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    const card = { due: at.toISOString(), stability: 1, difficulty: 5, state: 1 };
    await db().reviewLog.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        wordIndex: 500 + i,
        questionKind: kind,
        reviewId: randomUUID(),
        rating: 3,
        state: 1,
        due: at,
        stability: 1,
        difficulty: 5,
        elapsedDays: 0,
        lastElapsedDays: 0,
        scheduledDays: 0,
        learningSteps: 0,
        reviewedAt: new Date(at.getTime() - i * 1000),
        durationMs: ms,
        before: card,
        after: card,
      })),
    });
  }

  it("takes the pace from flip grades and typed answers only, never under 8 seconds, and sets at most 25 new words in the first week", async () => {
    const user = await signedInUser("goal-pace");
    // Quick multiple-choice and Match answers are not a review's pace: the default stands.
    await logs(user, 40, 1400, "meaning");
    await logs(user, 10, 1400, "match");
    await answer(await post(settings.POST, "settings", { goalMinutes: 10 }, user));
    expect((await answer<ReviewStats>(await get(stats.GET, "stats", {}, user))).goal).toMatchObject({ secondsPerReview: 10, newPerDayCap: 25 });
    // Fast flip grades count, but a review is never under 8 seconds.
    await logs(user, 30, 1400, null);
    const saved = await answer<ReviewSettingsView>(await post(settings.POST, "settings", { goalMinutes: 10 }, user));
    expect(saved.newPerDay).toBeLessThanOrEqual(25);
    const goal = (await answer<ReviewStats>(await get(stats.GET, "stats", {}, user))).goal;
    expect(goal).toMatchObject({ goalMinutes: 10, secondsPerReview: 8, newPerDay: saved.newPerDay, newPerDayCap: 25 });
    const big = await answer<ReviewSettingsView>(await post(settings.POST, "settings", { goalMinutes: 120 }, user));
    expect(big.newPerDay).toBe(25);
    expect((await answer<ReviewStats>(await get(stats.GET, "stats", {}, user))).goal).toMatchObject({ newPerDay: 25, capped: true });
  });

  it("times a review by the latest 1,000 such answers of the 30 days, the newest first", async () => {
    const user = await signedInUser("goal-sample");
    // Slow answers a week ago, then 1,000 at 12 s since: the pace is the recent ones' alone (the 30 days' would be 18 s).
    await logs(user, 500, 30_000, null, 7);
    await logs(user, 1_000, 12_000, "typed");
    expect((await answer<ReviewStats>(await get(stats.GET, "stats", {}, user))).goal.secondsPerReview).toBe(12);
  });

  it("sets at most 50 after the first week; a number the learner types stays theirs", async () => {
    const user = await signedInUser("goal-cap");
    await logs(user, 30, 6000, null, 8);
    expect((await answer<ReviewSettingsView>(await post(settings.POST, "settings", { goalMinutes: 240 }, user))).newPerDay).toBe(50);
    expect((await answer<ReviewSettingsView>(await post(settings.POST, "settings", { newPerDay: 117 }, user))).newPerDay).toBe(117);
    const both = await answer<ReviewSettingsView>(await post(settings.POST, "settings", { goalMinutes: 240, newPerDay: 80 }, user));
    expect(both).toMatchObject({ goalMinutes: 240, newPerDay: 80 });
  });
});

describe("today's progress towards the goal", () => {
  it("is in the today answer (the home page and its header badge), the due counts and each grade's answer", async () => {
    const user = await signedInUser("goal-progress");
    await answer(await post(add.POST, "add", { wordIndex: 41 }, user));
    const without = await answer<TodayResponse>(await get(today.GET, "today", {}, user));
    expect(without.goal).toBeNull();
    expect(without.streak).toBeNull();
    await answer(await post(settings.POST, "settings", { goalMinutes: 15, streakEnabled: true }, user));
    expect((await answer<TodayResponse>(await get(today.GET, "today", {}, user))).goal).toEqual({ goalMinutes: 15, doneMinutes: 0 });
    // 90 seconds on one answer counts as a minute (a learner who walked away was not reviewing).
    const graded = await answer<DueResponse>(await post(grade.POST, "grade", { wordIndex: 41, rating: 1, reviewId: randomUUID(), durationMs: 90_000 }, user));
    expect(graded.goal).toEqual({ goalMinutes: 15, doneMinutes: 1 });
    await answer(await post(grade.POST, "grade", { wordIndex: 41, rating: 3, reviewId: randomUUID(), durationMs: 30_000 }, user));
    const after = await answer<TodayResponse>(await get(today.GET, "today", {}, user));
    expect(after.goal).toEqual({ goalMinutes: 15, doneMinutes: 1 });
    // A minute and a half of a 15-minute goal: not met, so the streak waits for the day's end.
    expect(after.streak).toBe(0);
    expect((await answer<DueResponse>(await get(due.GET, "due", { limit: "0" }, user))).goal).toEqual({ goalMinutes: 15, doneMinutes: 1 });
  });
});

describe("the catch-up plan", () => {
  let user: SignedInUser;
  const now = () => new Date();
  /** The most at-risk card: due only 3 days ago, but with a stability of a few hours. */
  const RISKY_WORD = 1059;

  beforeAll(async () => {
    user = await signedInUser("catch-up");
    const day = learnerDay(now(), "UTC");
    // 60 review cards due 4 to 10 days ago (the queue's order: by due), then the risky one; and 3 new cards.
    const cards = Array.from({ length: 60 }, (_, i) => {
      const wordIndex = 1000 + i;
      const risky = wordIndex === RISKY_WORD;
      const dueAt = new Date(now().getTime() - (risky ? 3 : 10 - (i % 7)) * DAY_MS);
      const stability = risky ? 0.3 : 3 + (i % 20);
      return {
        userId: user.id,
        wordIndex,
        due: dueAt,
        stability,
        difficulty: 5,
        elapsedDays: 0,
        scheduledDays: Math.max(1, Math.round(stability)),
        learningSteps: 0,
        reps: 4,
        lapses: 0,
        state: 2,
        lastReview: new Date(dueAt.getTime() - Math.max(1, Math.round(stability)) * DAY_MS),
      };
    });
    await db().reviewCard.createMany({ data: cards });
    for (const wordIndex of [2001, 2002, 2003]) await answer(await post(add.POST, "add", { wordIndex }, user));
    // The last review 4 days ago: three days missed. 40 reviews of 10 s each: the learner's pace.
    await db().reviewActivity.create({
      data: { userId: user.id, day: new Date(`${addDays(day, -4)}T00:00:00Z`), rating: 3, reviews: 40, reviewState: 40, durationMs: BigInt(400_000) },
    });
  });

  it("is offered only with a goal the backlog exceeds; starting none answers 409", async () => {
    const none = await answer<CatchUpResponse>(await get(catchUp.GET, "catch-up", {}, user));
    expect(none).toEqual({ active: null, offer: null, missedDays: 3 });
    await answer(await post(catchUp.POST, "catch-up", {}, user), 409);
    // 60 cards at 10 s are 10 minutes: a 15-minute goal holds them.
    await updateReviewSettings(user.id, { goalMinutes: 15 });
    expect((await answer<CatchUpResponse>(await get(catchUp.GET, "catch-up", {}, user))).offer).toBeNull();
  });

  it("offers a plan of 3 to 7 days within a 5-minute goal, runs it with new words paused and the most at-risk card first, and ends it", async () => {
    await updateReviewSettings(user.id, { goalMinutes: 5 });
    const before = await answer<DueResponse>(await get(due.GET, "due", {}, user));
    expect(before.counts).toEqual({ due: 60, learning: 0, newLeft: 3 });
    expect(before.cards[0]!.card.wordIndex).not.toBe(RISKY_WORD);

    const { offer, active, missedDays } = await answer<CatchUpResponse>(await get(catchUp.GET, "catch-up", {}, user));
    expect(active).toBeNull();
    expect(missedDays).toBe(3);
    expect(offer!.days.length).toBeGreaterThanOrEqual(3);
    expect(offer!.days.length).toBeLessThanOrEqual(7);
    expect(offer!.days[0]!.day).toBe(learnerDay(now(), "UTC"));
    for (const day of offer!.days) expect(day.minutes).toBeLessThanOrEqual(5);
    expect(offer!.days.reduce((sum, day) => sum + day.cards, 0) + offer!.later).toBe(60);

    const started = await answer<CatchUpResponse>(await post(catchUp.POST, "catch-up", {}, user));
    expect(started).toEqual({ active: offer, offer: null, missedDays: 3 });
    // A second start finds the plan running: nothing to start.
    await answer(await post(catchUp.POST, "catch-up", {}, user), 409);

    const planned = await answer<DueResponse>(await get(due.GET, "due", {}, user));
    // Today's share of the backlog only, most at risk first, and no new words.
    expect(planned.counts).toEqual({ due: offer!.days[0]!.cards, learning: 0, newLeft: 0 });
    expect(planned.cards[0]!.card.wordIndex).toBe(RISKY_WORD);
    expect(planned.cards.every((card) => card.card.state === "review")).toBe(true);
    expect((await answer<TodayResponse>(await get(today.GET, "today", {}, user))).counts).toEqual(planned.counts);
    expect((await answer<ReviewSettingsView>(await get(settings.GET, "settings", {}, user))).newPerDay).toBe(20);

    const ended = await answer<CatchUpResponse>(await post(catchUpEnd.POST, "catch-up/end", {}, user));
    // Ended today: not offered again today.
    expect(ended).toEqual({ active: null, offer: null, missedDays: 3 });
    const after = await answer<DueResponse>(await get(due.GET, "due", {}, user));
    expect(after.counts).toEqual({ due: 60, learning: 0, newLeft: 3 });
    expect(after.cards[0]!.card.wordIndex).toBe(before.cards[0]!.card.wordIndex);
  });
});
