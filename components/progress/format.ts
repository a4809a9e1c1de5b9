// Words and numbers for /progress. Days arrive as the learner's YYYY-MM-DD,
// so they are formatted at UTC midnight: the zone is already applied.
import { GOAL_NEW_PER_DAY_CAP } from "@/lib/review/scheduler-limits";

const dayShort = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });
const dayLong = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
const monthYear = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" });
const monthShort = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "short" });
const integer = new Intl.NumberFormat("en-GB");
// A formatter made once: `toLocaleString` with options makes one per call, about 12 µs each (a chart's 90 labels: 1.1 ms a page).
const tenths = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** "4 Mar" */
export function shortDay(day: string): string {
  return dayShort.format(utc(day));
}

/** "Mon 4 Mar", or "Today" for today. */
export function longDay(day: string, today: string): string {
  return day === today ? "Today" : dayLong.format(utc(day));
}

/** "March 2026", of any day in that month. */
export function monthName(day: string): string {
  return monthYear.format(utc(day));
}

/** "Jan" … "Dec", for month 0 … 11. */
export function shortMonth(month: number): string {
  return monthShort.format(new Date(Date.UTC(2000, month, 1)));
}

/** "1,234" */
export function count(value: number): string {
  return integer.format(value);
}

/** "12.5 min": minutes to a tenth. */
export function minutes(value: number): string {
  return `${tenths.format(value)} min`;
}

/** "1 review", "2 reviews" */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${count(value)} ${value === 1 ? one : many}`;
}

/** "4 March 2026", an instant in the learner's zone. */
export function instantDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
}

/** What the goal means in new words a day, and that a goal sets no more than its cap (more is the learner's own setting). */
export function goalSummary(goal: {
  goalMinutes: number | null;
  newPerDay: number | null;
  newPerDayCap: number;
  capped: boolean;
  secondsPerReview: number;
}): string {
  if (goal.goalMinutes === null || goal.newPerDay === null) return "No goal: clear what is due each day.";
  const meaning = `${goal.goalMinutes} minutes a day: about ${plural(goal.newPerDay, "new word")} a day at your pace of ${goal.secondsPerReview.toLocaleString("en")} seconds a review.`;
  if (!goal.capped) return meaning;
  const when = goal.newPerDayCap === GOAL_NEW_PER_DAY_CAP.firstWeek ? " in your first week" : "";
  return `${meaning} A goal sets at most ${goal.newPerDayCap} new words a day${when}; for more, set New cards a day yourself.`;
}
