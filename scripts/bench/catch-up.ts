// The catch-up figure of the review section (docs/performance.md): the
// planner (lib/review/catch-up.ts) with the real scheduler, for a learner
// with 500 overdue cards and a 15-minute goal. No database: the plan is pure.
import { planCatchUp, type CatchUpPlan } from "@/lib/review/catch-up";
import { DEFAULT_DESIRED_RETENTION, type CardFields } from "@/lib/review/scheduler";

const DAY_MS = 86_400_000;

/** A review card with `stability` (days), due `overdue` days before `now`, last seen one interval before that. */
export function overdueCard(id: number, stability: number, overdue: number, now: Date): CardFields {
  const interval = Math.max(1, Math.round(stability));
  const due = new Date(now.getTime() - overdue * DAY_MS);
  return {
    id,
    due,
    stability,
    difficulty: 5,
    elapsedDays: 0,
    scheduledDays: interval,
    learningSteps: 0,
    reps: 4,
    lapses: 0,
    state: 2,
    lastReview: new Date(due.getTime() - interval * DAY_MS),
  };
}

/** 500 review cards due 3 to 12 days before `now`, stabilities 2 to 40 days (also tests/unit/review-catch-up.test.ts's backlog). */
export function catchUpBacklog(now: Date): CardFields[] {
  return Array.from({ length: 500 }, (_, i) => overdueCard(i + 1, 2 + ((i * 7) % 39), 3 + (i % 10), now));
}

/** The plan for 500 overdue cards, a 15-minute goal and `secondsPerReview`, with 10 other reviews coming due each later day. */
export function catchUpPlanFigure(secondsPerReview: number, now = new Date("2026-11-28T10:00:00Z")): CatchUpPlan {
  return planCatchUp({
    cards: catchUpBacklog(now),
    now,
    today: "2026-11-28",
    settings: { desiredRetention: DEFAULT_DESIRED_RETENTION, parameters: [] },
    goalMinutes: 15,
    secondsPerReview,
    upcoming: [0, 10, 10, 10, 10, 10, 10],
  });
}

/** "5 days: 11.8 / 14.2 / … min, 0 left for later". */
export function describePlan(plan: CatchUpPlan): string {
  return `${plan.days.length} days: ${plan.days.map((day) => day.minutes).join(" / ")} min; ${plan.later.length} left for after the plan`;
}
