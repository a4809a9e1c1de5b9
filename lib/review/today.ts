import "server-only";
import { kysely } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { addDays, learnerDay, streaks } from "./day";
import { RECOGNITION } from "./direction";
import { queueSummary } from "./queue";
import { reviewSettings } from "./settings";
import type { TodayResponse } from "./types";

// The learner's day for the home page (components/site/landing/learner-day.tsx):
// the queue's counts and next due time (queueSummary's one statement), the
// current streak and whether the deck has any card, in one more statement
// beside it. Three statements in two round trips (the settings give the day).

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
        // The days with a grade, from the per-day counts (a range scan of its key), newest first.
        eb
          .fn<string[]>("array", [
            eb
              .selectFrom("review_activity")
              .select((eb) => eb.cast<string>("day", "text").as("day"))
              .distinct()
              .where("user_id", "=", userId)
              .where("reviews", ">", 0)
              .where((eb) => eb("day", ">=", eb.cast<Date>(eb.val(addDays(today, -(STREAK_DAYS - 1))), "date")))
              .where((eb) => eb("day", "<=", eb.cast<Date>(eb.val(today), "date"))),
          ])
          .as("days"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { ...summary, streak: streaks(extra.days, today).current, hasCards: Boolean(extra.hasCards) };
}
