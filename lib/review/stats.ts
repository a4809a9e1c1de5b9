import "server-only";
import { db } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { addDays, dayBounds, dayStart, streaks } from "./day";
import { MINIMUM_REVIEWS as OPTIMIZER_MINIMUM_REVIEWS } from "./optimizer";
import { queueSummary } from "./queue";
import { MASTERED_DAYS } from "./scheduler";
import { reviewSettings, settingsView } from "./settings";
import type { DayCount, DayGrades, ReviewStats } from "./types";

// What /progress shows, from the grades counted per day (review_activity,
// the log's summary) and the cards (what is ahead). Days are the learner's: split at 4 a.m. in their time zone, in SQL
// as `(t AT TIME ZONE tz) - 4 hours`, the rule lib/review/day.ts applies in JS.

export const CHART_DAYS = 30;
export const CALENDAR_DAYS = 365;

interface GradeDayRow {
  day: string;
  rating: number;
  count: number;
  /** Of `count`, the grades of cards in the review state (what retention is measured on). */
  reviewState: number;
}

export async function reviewStats(userId: string, now = new Date()): Promise<ReviewStats> {
  checkedUserId(userId);
  const settings = await reviewSettings(userId);
  const tz = settings.timeZone;
  const { day: today } = dayBounds(now, tz);
  const chartStart = addDays(today, -(CHART_DAYS - 1));
  const dueEnd = dayStart(addDays(today, CHART_DAYS), tz);

  const [summary, stateRows, gradeRows, dueRows, totals] = await Promise.all([
    queueSummary(userId, settings, now),
    db().$queryRaw<{ new: number; learning: number; review: number; relearning: number; mastered: number }[]>`
      SELECT count(*) FILTER (WHERE state = 0)::integer AS new,
             count(*) FILTER (WHERE state = 1)::integer AS learning,
             count(*) FILTER (WHERE state = 2 AND scheduled_days < ${MASTERED_DAYS})::integer AS review,
             count(*) FILTER (WHERE state = 3)::integer AS relearning,
             count(*) FILTER (WHERE state = 2 AND scheduled_days >= ${MASTERED_DAYS})::integer AS mastered
      FROM review_cards WHERE user_id = ${userId}`,
    // From the per-day counts (lib/review/activity.ts), not the log.
    db().$queryRaw<GradeDayRow[]>`
      SELECT day::text AS day, rating, reviews AS count, review_state AS "reviewState"
      FROM review_activity WHERE user_id = ${userId} AND day >= ${addDays(today, -(CALENDAR_DAYS - 1))}::date AND reviews > 0`,
    db().$queryRaw<DayCount[]>`
      SELECT GREATEST(((due AT TIME ZONE ${tz}) - interval '4 hours')::date, ${today}::date)::text AS day, count(*)::integer AS count
      FROM review_cards WHERE user_id = ${userId} AND due < ${dueEnd} AND state <> 0
      GROUP BY 1`,
    db().$queryRaw<{ total: number }[]>`SELECT coalesce(sum(reviews), 0)::integer AS total FROM review_activity WHERE user_id = ${userId}`,
  ]);

  const perDay = new Map<string, DayGrades>();
  let reviews = 0;
  let passed = 0;
  for (const row of gradeRows) {
    const grades = perDay.get(row.day) ?? { day: row.day, again: 0, hard: 0, good: 0, easy: 0 };
    const key = (["again", "hard", "good", "easy"] as const)[row.rating - 1];
    if (key) grades[key] += row.count;
    perDay.set(row.day, grades);
    if (row.day >= chartStart) {
      reviews += row.reviewState;
      if (row.rating !== 1) passed += row.reviewState;
    }
  }
  const total = (grades: DayGrades) => grades.again + grades.hard + grades.good + grades.easy;
  const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));
  const dueByDay = new Map(dueRows.map((row) => [row.day, row.count]));
  const calendar = [...perDay.values()].map((grades) => ({ day: grades.day, count: total(grades) })).sort((a, b) => a.day.localeCompare(b.day));

  return {
    today: { day: today, reviewed: summary.reviewedToday, ...summary.counts },
    streak: streaks(
      calendar.map(({ day }) => day),
      today,
    ),
    states: stateRows[0]!,
    retention: { reviews, passed, rate: reviews ? passed / reviews : null },
    reviewsPerDay: days(chartStart, CHART_DAYS).map((day) => perDay.get(day) ?? { day, again: 0, hard: 0, good: 0, easy: 0 }),
    duePerDay: days(today, CHART_DAYS).map((day) => ({ day, count: dueByDay.get(day) ?? 0 })),
    calendar,
    totalReviews: totals[0]!.total,
    settings: settingsView(settings),
    optimizer: { minimumReviews: OPTIMIZER_MINIMUM_REVIEWS, eligible: totals[0]!.total >= OPTIMIZER_MINIMUM_REVIEWS },
  };
}
