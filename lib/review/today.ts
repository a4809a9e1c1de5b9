import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { addDays, learnerDay } from "./day";
import { RECOGNITION } from "./direction";
import { queueSummary } from "./queue";
import { reviewSettings } from "./settings";
import { activityDays, goalStreak, type ActivityDay } from "./streak";
import type { TodayResponse } from "./types";

// The learner's day for the home page (components/site/landing/learner-day.tsx):
// the queue's counts and next due time (queueSummary's one statement), the
// streak (only for learners who switched it on: lib/review/streak.ts) and
// whether the deck has any card, in one more statement beside it. Three
// statements in two round trips (the settings give the day). The summary
// carries today's progress towards the daily goal, which the header's Review
// badge shows on this page.

/** How far back the streak is counted: /progress's calendar's year. */
const STREAK_DAYS = 365;

export async function reviewToday(userId: string, now = new Date()): Promise<TodayResponse> {
  checkedUserId(userId);
  const settings = await reviewSettings(userId, now);
  const today = learnerDay(now, settings.timeZone);
  const [summary, extra] = await Promise.all([
    queueSummary(userId, settings, now),
    kysely()
      .selectNoFrom((eb) => [
        // One index probe: an empty deck sends the learner to the flashcards instead.
        eb
          .exists(
            eb
              .selectFrom("review_cards")
              .select(eb.lit(1).as("one"))
              .where("user_id", "=", userId)
              .where((eb) => eb("direction", "=", eb.lit(RECOGNITION))),
          )
          .as("hasCards"),
        // The days with a grade and their time, from the per-day counts (a range scan of its key), as JSON.
        eb
          .selectFrom("review_activity")
          .select(sql<ActivityDay[] | null>`json_agg(json_build_object('day', day::text, 'reviews', reviews, 'durationMs', duration_ms))`.as("days"))
          .where("user_id", "=", userId)
          .where("reviews", ">", 0)
          .where((eb) => eb("day", ">=", eb.cast<Date>(eb.val(addDays(today, -(STREAK_DAYS - 1))), "date")))
          .where((eb) => eb("day", "<=", eb.cast<Date>(eb.val(today), "date")))
          .$if(!settings.streakEnabled, (query) => query.where(sql<boolean>`false`))
          .as("days"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const streak = settings.streakEnabled ? goalStreak(activityDays(extra.days ?? []), today, settings.goalMinutes).current : null;
  return { ...summary, goal: summary.goal ?? null, streak, hasCards: Boolean(extra.hasCards) };
}
