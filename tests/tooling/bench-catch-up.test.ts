// The bench's catch-up figure (scripts/bench/catch-up.ts): 500 overdue cards, a 15-minute goal.
import { describe, expect, it } from "vitest";
import { catchUpPlanFigure, describePlan } from "@/scripts/bench/catch-up";

describe("catchUpPlanFigure", () => {
  it("at 8 s a review clears the 500 cards within 3 to 7 days, no day past 15 minutes", () => {
    const plan = catchUpPlanFigure(8);
    console.log(`bench row, 8 s a review: ${describePlan(plan)}`);
    expect(plan.days.length).toBeGreaterThanOrEqual(3);
    expect(plan.days.length).toBeLessThanOrEqual(7);
    expect(plan.days.every((day) => day.minutes <= 15)).toBe(true);
    expect(plan.later).toEqual([]);
    expect(describePlan(plan)).toMatch(/^\d days: [\d./ ]+ min; 0 left for after the plan$/);
  });

  it("at 10 s a review keeps every day within the goal and leaves the rest for after the plan", () => {
    const plan = catchUpPlanFigure(10);
    console.log(`bench row, 10 s a review: ${describePlan(plan)}`);
    expect(plan.days).toHaveLength(7);
    expect(plan.days.every((day) => day.minutes <= 15)).toBe(true);
    expect(plan.later.length).toBeGreaterThan(0);
  });
});
