// The opt-in streak: days the goal was met (a goal's minutes, or one review
// with no goal), one freeze a week carrying it through a missed day.
import { describe, expect, it } from "vitest";
import { goalStreak, type ActivityDay } from "@/lib/review/streak";

const reviewed = (...days: string[]): ActivityDay[] => days.map((day) => ({ day, reviews: 5, durationMs: 60_000 }));

describe("goalStreak without a goal (a day with a review counts)", () => {
  it("counts days in a row back from today, or from yesterday while today has no review yet", () => {
    expect(goalStreak([], "2026-11-23", null)).toEqual({ current: 0, longest: 0, freezeUsed: false });
    expect(goalStreak(reviewed("2026-11-21", "2026-11-22", "2026-11-23"), "2026-11-23", null).current).toBe(3);
    expect(goalStreak(reviewed("2026-11-21", "2026-11-22"), "2026-11-23", null).current).toBe(2);
  });

  it("carries the streak through one missed day a week with the freeze; the frozen day does not count", () => {
    // 2026-11-18 is a Wednesday: Mon 16, Tue 17 met, Wed 18 missed, Thu 19 met.
    const streak = goalStreak(reviewed("2026-11-16", "2026-11-17", "2026-11-19"), "2026-11-19", null);
    expect(streak).toEqual({ current: 3, longest: 3, freezeUsed: true });
  });

  it("freezes one day a week only: a second missed day in the same week ends the streak", () => {
    // Mon 16 met, Tue 17 missed (frozen), Wed 18 met, Thu 19 missed (no freeze left), Fri 20 met.
    const streak = goalStreak(reviewed("2026-11-16", "2026-11-18", "2026-11-20"), "2026-11-20", null);
    expect(streak).toEqual({ current: 1, longest: 2, freezeUsed: true });
    // Next week has its own freeze: Sun 22 missed after Sat 21, Mon 23 missed is in the new week, but two missed days in a row end it.
    expect(goalStreak(reviewed("2026-11-20", "2026-11-21", "2026-11-24"), "2026-11-24", null).current).toBe(1);
  });

  it("never freezes two missed days in a row, even across a week's end", () => {
    // Sat 21 met, Sun 22 missed (this week's freeze), Mon 23 missed (next week's): the streak ends.
    expect(goalStreak(reviewed("2026-11-20", "2026-11-21"), "2026-11-24", null).current).toBe(0);
    // Yesterday missed and today not yet: the freeze holds it.
    expect(goalStreak(reviewed("2026-11-20", "2026-11-21"), "2026-11-23", null)).toEqual({ current: 2, longest: 2, freezeUsed: false });
  });
});

describe("goalStreak with a goal", () => {
  it("counts only the days with the goal's minutes of review", () => {
    const days: ActivityDay[] = [
      { day: "2026-11-16", reviews: 90, durationMs: 15 * 60_000 },
      { day: "2026-11-17", reviews: 60, durationMs: 15 * 60_000 - 1 },
      { day: "2026-11-18", reviews: 100, durationMs: 16 * 60_000 },
      { day: "2026-11-19", reviews: 100, durationMs: 15 * 60_000 },
    ];
    // The 17th fell short by a millisecond: the week's freeze carries the run.
    expect(goalStreak(days, "2026-11-19", 15)).toEqual({ current: 3, longest: 3, freezeUsed: true });
    expect(goalStreak(days, "2026-11-19", 16)).toEqual({ current: 1, longest: 1, freezeUsed: false });
    expect(goalStreak(days, "2026-11-19", null).current).toBe(4);
  });
});
