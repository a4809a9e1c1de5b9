import { addDays, daysBetween } from "./day";

// The streak (docs/review.md, "Streak"): shown only to learners who switch it
// on. It counts the days the goal was met: with a goal, days with at least the
// goal's minutes of review; with none, days with at least one review. One
// "freeze" a week (Monday to Sunday) carries it through a missed day between
// two met ones; the frozen day itself does not count. The one definition,
// for the home page (lib/review/today.ts) and /progress (lib/review/stats.ts).

/** A learner's day of grades: how many, and their time (each answer up to a minute). */
export interface ActivityDay {
  day: string;
  reviews: number;
  durationMs: number;
}

export interface Streak {
  /** Met days in the run up to today (or yesterday while today is not met yet). */
  current: number;
  longest: number;
  /** Whether this week's freeze is spent. */
  freezeUsed: boolean;
}

/** Rows of review_activity (one per day and rating) summed per day. */
export function activityDays(rows: readonly ActivityDay[]): ActivityDay[] {
  const byDay = new Map<string, ActivityDay>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? { day: row.day, reviews: 0, durationMs: 0 };
    day.reviews += Number(row.reviews);
    day.durationMs += Number(row.durationMs);
    byDay.set(row.day, day);
  }
  return [...byDay.values()];
}

/** Whether a day met the goal (minutes a day; null: at least one review). */
export function goalMet(activity: ActivityDay | undefined, goalMinutes: number | null): boolean {
  if (!activity || activity.reviews <= 0) return false;
  return goalMinutes === null || activity.durationMs >= goalMinutes * 60_000;
}

/** The Monday of a day's week (YYYY-MM-DD). */
function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The streak over the learner's days of activity (any order), up to `today`. */
export function goalStreak(days: readonly ActivityDay[], today: string, goalMinutes: number | null): Streak {
  const byDay = new Map(days.map((activity) => [activity.day, activity]));
  const met = [...byDay.keys()].filter((day) => day <= today && goalMet(byDay.get(day), goalMinutes)).sort();
  const frozenWeeks = new Set<string>();
  let run = 0;
  let longest = 0;
  if (met.length === 0) return { current: 0, longest: 0, freezeUsed: false };
  let previousMet = false;
  for (let day = met[0]!; daysBetween(day, today) >= 0; day = addDays(day, 1)) {
    if (goalMet(byDay.get(day), goalMinutes)) {
      run += 1;
      previousMet = true;
    } else if (day === today) {
      // Today is not over: it breaks nothing yet.
    } else if (run > 0 && previousMet && !frozenWeeks.has(weekOf(day))) {
      frozenWeeks.add(weekOf(day));
      previousMet = false;
    } else {
      run = 0;
      previousMet = false;
    }
    longest = Math.max(longest, run);
  }
  return { current: run, longest, freezeUsed: frozenWeeks.has(weekOf(today)) };
}
