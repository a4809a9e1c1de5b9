// The catch-up planner with the real scheduler: a backlog spread over 3 to 7
// days, no day past the goal, the most at-risk cards first.
import { describe, expect, it } from "vitest";
import { planCatchUp, type PlanInput } from "@/lib/review/catch-up";
import { DEFAULT_DESIRED_RETENTION, type CardFields } from "@/lib/review/scheduler";
import { catchUpBacklog, overdueCard } from "@/scripts/bench/catch-up";

const settings = { desiredRetention: DEFAULT_DESIRED_RETENTION, parameters: [] };
const now = new Date("2026-11-28T10:00:00Z");

/** A review card with `stability`, due `overdue` days ago. */
const card = (id: number, stability: number, overdue: number): CardFields => overdueCard(id, stability, overdue, now);

/** 500 cards due 3 to 12 days ago, stabilities from 2 to 40 days: the bench's backlog. */
const backlog = catchUpBacklog(now);

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  cards: backlog,
  now,
  today: "2026-11-28",
  settings,
  goalMinutes: 15,
  secondsPerReview: 6,
  upcoming: [0, 10, 10, 10, 10, 10, 10],
  ...overrides,
});

describe("planCatchUp", () => {
  it("clears 500 overdue cards within the plan's 3 to 7 days, no day past a 15-minute goal", () => {
    const plan = planCatchUp(input());
    console.log(
      `catch-up, 500 overdue cards, 15-minute goal, 6 s a review: ${plan.days.length} days, minutes ${plan.days.map((day) => day.minutes).join(" / ")}, cards ${plan.days.map((day) => day.cards).join(" / ")}`,
    );
    expect(plan.days.length).toBeGreaterThanOrEqual(3);
    expect(plan.days.length).toBeLessThanOrEqual(7);
    for (const day of plan.days) expect(day.minutes).toBeLessThanOrEqual(15);
    expect(plan.later).toEqual([]);
    const planned = plan.cardIds.flat();
    expect(planned).toHaveLength(500);
    expect(new Set(planned).size).toBe(500);
    expect(plan.days.map((day) => day.day)).toEqual(
      ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"].slice(0, plan.days.length),
    );
  });

  it("takes the most at-risk cards first: the longest overdue of short stability before the recently due stable ones", () => {
    const risky = card(9001, 1, 14);
    const safe = card(9002, 40, 3);
    const plan = planCatchUp(input({ cards: [safe, ...backlog.slice(0, 100), risky] }));
    expect(plan.cardIds[0]![0]).toBe(9001);
    const order = plan.cardIds.flat();
    expect(order.indexOf(9002)).toBeGreaterThan(order.indexOf(9001));
    expect(order.indexOf(9002)).toBe(order.length - 1);
  });

  it("spreads a small backlog over 3 days at least", () => {
    const plan = planCatchUp(input({ cards: backlog.slice(0, 30) }));
    expect(plan.days).toHaveLength(3);
    expect(plan.days.map((day) => day.cards)).toEqual([10, 10, 10]);
  });

  it("keeps a backlog too big for 7 goal-days within the goal, leaving the rest for after the plan", () => {
    const plan = planCatchUp(input({ goalMinutes: 5, secondsPerReview: 10 }));
    expect(plan.days).toHaveLength(7);
    for (const day of plan.days) expect(day.minutes).toBeLessThanOrEqual(5);
    expect(plan.later.length).toBeGreaterThan(0);
    expect(plan.cardIds.flat().length + plan.later.length).toBe(500);
  });
});
