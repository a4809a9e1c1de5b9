// The daily goal: a review's time from the learner's own answers, the reviews
// a new word brings (the real scheduler), and the new words a goal allows.
import { describe, expect, it } from "vitest";
import { goalSummary, minutes } from "@/components/progress/format";
import {
  DEFAULT_SECONDS_PER_REVIEW,
  MIN_SECONDS_PER_REVIEW,
  goalNewPerDayCap,
  newWordsForGoal,
  projectedLoad,
  reviewsPerNewCard,
  secondsPerReview,
} from "@/lib/review/goal";
import { DEFAULT_DESIRED_RETENTION } from "@/lib/review/scheduler";

const settings = { desiredRetention: DEFAULT_DESIRED_RETENTION, parameters: [] };

describe("secondsPerReview", () => {
  it("is the learner's average answer time once there are 20 reviews, the default before", () => {
    expect(secondsPerReview(19, 19 * 6000)).toBe(DEFAULT_SECONDS_PER_REVIEW);
    expect(secondsPerReview(20, 20 * 8500)).toBe(8.5);
  });

  it("is never under the floor: a second and a half an answer is not how long a review takes", () => {
    expect(MIN_SECONDS_PER_REVIEW).toBe(8);
    expect(secondsPerReview(40, 40 * 1400)).toBe(8);
    expect(secondsPerReview(40, 40 * 6000)).toBe(8);
    expect(secondsPerReview(40, 40 * 9000)).toBe(9);
  });
});

describe("goalNewPerDayCap", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("is 25 in the first week (first review at most 7 days ago, or none) and 50 after", () => {
    expect(goalNewPerDayCap(null, now)).toBe(25);
    expect(goalNewPerDayCap(new Date("2026-03-03T12:00:00Z"), now)).toBe(25);
    expect(goalNewPerDayCap(new Date("2026-03-03T11:59:00Z"), now)).toBe(50);
  });
});

describe("goalSummary", () => {
  const goal = { goalMinutes: 10, newPerDay: 12, newPerDayCap: 25, capped: false, secondsPerReview: 8.5 };
  it("says what the goal means in new words a day, and when the cap holds it back", () => {
    expect(goalSummary(goal)).toBe("10 minutes a day: about 12 new words a day at your pace of 8.5 seconds a review.");
    expect(goalSummary({ ...goal, goalMinutes: 60, newPerDay: 25, capped: true })).toBe(
      "60 minutes a day: about 25 new words a day at your pace of 8.5 seconds a review. A goal sets at most 25 new words a day in your first week; for more, set New cards a day yourself.",
    );
    expect(goalSummary({ ...goal, goalMinutes: 120, newPerDay: 50, newPerDayCap: 50, capped: true })).toMatch(
      / A goal sets at most 50 new words a day; for more/,
    );
    expect(goalSummary({ ...goal, goalMinutes: null, newPerDay: null })).toBe("No goal: clear what is due each day.");
  });
});

describe("minutes", () => {
  it("gives the load chart's minutes to a tenth, grouped by thousands", () => {
    expect([minutes(0), minutes(149.54), minutes(12.06), minutes(1234)]).toEqual(["0 min", "149.5 min", "12.1 min", "1,234 min"]);
  });
});

describe("reviewsPerNewCard", () => {
  it("forecasts a new word's reviews with the scheduler: its learning steps on day 0, then fewer and fewer", () => {
    const curve = reviewsPerNewCard(settings);
    expect(curve).toHaveLength(30);
    // Good on a new card, then Good on its 10-minute step: two reviews on the day it is introduced.
    expect(curve[0]).toBe(2);
    const total = curve.reduce((sum, value) => sum + value, 0);
    expect(total).toBeGreaterThan(3);
    expect(total).toBeLessThan(8);
    // A higher retention brings more reviews.
    const strict = reviewsPerNewCard({ ...settings, desiredRetention: 0.97 }).reduce((sum, value) => sum + value, 0);
    expect(strict).toBeGreaterThan(total);
  });
});

describe("newWordsForGoal", () => {
  const perNewCard = reviewsPerNewCard(settings);
  const dueByDay = Array.from({ length: 30 }, () => 20);

  it("gives the most new words whose 30-day load averages within the goal", () => {
    const input = { dueByDay, perNewCard, secondsPerReview: 8 };
    const words = newWordsForGoal(input, 15);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(words).toBeGreaterThan(0);
    expect(mean(projectedLoad(input, words))).toBeLessThanOrEqual(15);
    expect(mean(projectedLoad(input, words + 1))).toBeGreaterThan(15);
    console.log(`15 min a day at 8 s a review with 20 reviews due a day: ${words} new words a day`);
  });

  it("gives no more than the input's cap", () => {
    const input = { dueByDay, perNewCard, secondsPerReview: 6 };
    expect(newWordsForGoal(input, 60)).toBeGreaterThan(25);
    expect(newWordsForGoal({ ...input, maxNewPerDay: 25 }, 60)).toBe(25);
    expect(newWordsForGoal({ ...input, maxNewPerDay: 25 }, 5)).toBe(newWordsForGoal(input, 5));
  });

  it("gives more words to a faster learner or a bigger goal, none when the reviews due fill the goal", () => {
    const slow = newWordsForGoal({ dueByDay, perNewCard, secondsPerReview: 12 }, 15);
    expect(newWordsForGoal({ dueByDay, perNewCard, secondsPerReview: 6 }, 15)).toBeGreaterThan(slow);
    expect(newWordsForGoal({ dueByDay, perNewCard, secondsPerReview: 12 }, 30)).toBeGreaterThan(slow);
    expect(newWordsForGoal({ dueByDay: dueByDay.map(() => 200), perNewCard, secondsPerReview: 12 }, 15)).toBe(0);
  });

  it("projects the load day by day: the reviews due plus the words introduced so far", () => {
    const load = projectedLoad({ dueByDay: [0, 0, 0], perNewCard: [2, 1, 0], secondsPerReview: 60 }, 10);
    expect(load).toEqual([20, 30, 30]);
  });
});
