// The daily goal: a review's time from the learner's own answers, the reviews
// a new word brings (the real scheduler), and the new words a goal allows.
import { describe, expect, it } from "vitest";
import { DEFAULT_SECONDS_PER_REVIEW, newWordsForGoal, projectedLoad, reviewsPerNewCard, secondsPerReview } from "@/lib/review/goal";
import { DEFAULT_DESIRED_RETENTION } from "@/lib/review/scheduler";

const settings = { desiredRetention: DEFAULT_DESIRED_RETENTION, parameters: [] };

describe("secondsPerReview", () => {
  it("is the learner's average answer time once there are 20 reviews, the default before", () => {
    expect(secondsPerReview(19, 19 * 6000)).toBe(DEFAULT_SECONDS_PER_REVIEW);
    expect(secondsPerReview(20, 20 * 6000)).toBe(6);
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
