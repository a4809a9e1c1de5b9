import "server-only";
import { sql } from "kysely";
import { State } from "ts-fsrs";
import { compiledOnce, onlyRow } from "@/lib/compiled-once";
import { kysely } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { planCatchUp, type CatchUpPlan } from "./catch-up";
import { addDays, dayStart, daysBetween, learnerDay } from "./day";
import { RECOGNITION } from "./direction";
import {
  FORECAST_DAYS,
  MAX_COUNTED_ANSWER_MS,
  goalNewPerDayCap,
  newWordsForGoal,
  projectedLoad,
  reviewsPerNewCard,
  secondsPerReview,
  type LoadInput,
} from "./goal";
import { CARD_COLUMNS } from "./queue-sql";
import { NEW_PER_DAY_RANGE } from "./scheduler-limits";
import { updateReviewSettings, type StoredSettings } from "./settings";
import type { QuestionKind } from "./question-kinds";
import type { CatchUpResponse, CatchUpView, GoalForecast } from "./types";

// The daily goal's and the catch-up plan's reads and writes: the learner's
// pace (their answer times over the last 30 days, the latest 1,000 at most),
// the reviews due on each of the next 30 days, the backlog after missed days.
// The sums are pure (lib/review/goal.ts, lib/review/catch-up.ts).

/** The learner's answer times are read over this many days, the latest PACE_SAMPLE of them at most. */
const PACE_DAYS = 30;
const PACE_SAMPLE = 1_000;
const DAY_MS = 86_400_000;
/** The practice kinds whose answers time a review as /review's cards do: the learner recalls and types the word. */
const PACE_KINDS = ["cloze", "typed"] as const satisfies readonly QuestionKind[];
/** A catch-up plan is offered after this many days without a review (before today). */
export const CATCH_UP_MISSED_DAYS = 2;

// The forecast's two reads, compiled once (lib/compiled-once.ts): /progress and every goal change make them.

/** Recognition cards due before `until`, counted by their bucket among `nextDayStarts` (a timestamptz[] literal). */
const dueByDayStatement = compiledOnce(({ userId, nextDayStarts, until }: { userId: string; nextDayStarts: string; until: Date }) =>
  kysely()
    .selectFrom("review_cards")
    .select((eb) => [sql<number>`width_bucket(due, ${nextDayStarts}::timestamptz[])`.as("dayOffset"), eb.cast<number>(eb.fn.countAll(), "integer").as("count")])
    .where("user_id", "=", userId)
    .where("direction", "=", RECOGNITION)
    // The scheduled states as a list: three ranges of the (user_id, direction, state, due) index, not the deck.
    .where("state", "in", [State.Learning, State.Review, State.Relearning])
    .where("due", "<", until)
    .groupBy(sql`1`),
);

/**
 * The pace: the time of the latest PACE_SAMPLE answers that time a review since `since`, and the first review
 * ever (for the new learner's cap). One statement, two index ranges; the sample bounds what a heavy learner's
 * /progress reads (thousands of grades a week) and is far more than a steady average needs.
 */
const paceStatement = compiledOnce(({ userId, since }: { userId: string; since: Date }) =>
  kysely()
    .selectFrom(
      kysely()
        .selectFrom("review_logs")
        .select("duration_ms")
        .where("user_id", "=", userId)
        .where("reviewed_at", ">=", since)
        // A review's pace: flip grades (no kind) and typed answers; a multiple-choice or Match answer takes a second or two and would promise far more.
        .where((eb) => eb.or([eb("question_kind", "is", null), eb("question_kind", "in", PACE_KINDS)]))
        .orderBy("reviewed_at", "desc")
        .limit(PACE_SAMPLE)
        .as("recent"),
    )
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll(), "integer").as("reviews"),
      eb.cast<number>(eb.fn.coalesce(eb.fn.sum(sql<number>`least(recent.duration_ms, ${MAX_COUNTED_ANSWER_MS}::integer)`), eb.lit(0)), "float8").as("ms"),
      eb
        .selectFrom("review_logs as first")
        .select((min) => min.fn.min("first.reviewed_at").as("at"))
        .where("first.user_id", "=", userId)
        .as("firstAt"),
    ]),
);

/** The forecast's inputs: reviews due on each of the next 30 days (today with everything overdue) and seconds a review. */
export async function forecastInput(userId: string, settings: StoredSettings, now: Date): Promise<LoadInput> {
  const tz = settings.timeZone;
  const today = learnerDay(now, tz);
  // A card's day is its bucket among the next days' starts (the learner's, from lib/review/day.ts): today's
  // bucket holds everything overdue. A binary search a card, where a time-zone conversion of each card
  // cost a heavy learner's /progress most of its SQL.
  const nextDayStarts = Array.from({ length: FORECAST_DAYS - 1 }, (_, i) => dayStart(addDays(today, i + 1), tz).toISOString());
  const [{ rows: dueRows }, pace] = await Promise.all([
    kysely().executeQuery(dueByDayStatement({ userId, nextDayStarts: `{${nextDayStarts.join(",")}}`, until: dayStart(addDays(today, FORECAST_DAYS), tz) })),
    onlyRow(kysely(), paceStatement({ userId, since: new Date(now.getTime() - PACE_DAYS * DAY_MS) }), "The pace"),
  ]);
  const byOffset = new Map(dueRows.map((row) => [row.dayOffset, row.count]));
  return {
    dueByDay: Array.from({ length: FORECAST_DAYS }, (_, i) => byOffset.get(i) ?? 0),
    perNewCard: reviewsPerNewCard(settings),
    secondsPerReview: secondsPerReview(pace.reviews, pace.ms),
    maxNewPerDay: goalNewPerDayCap(pace.firstAt ? new Date(pace.firstAt) : null, now),
  };
}

/** /progress's goal: the new words a day it allows and the projected minutes of the next 30 days, from forecastInput's `input`. */
export function goalForecast(input: LoadInput, settings: StoredSettings, now = new Date()): GoalForecast {
  const newPerDay = settings.goalMinutes === null ? null : newWordsForGoal(input, settings.goalMinutes);
  const newPerDayCap = input.maxNewPerDay ?? NEW_PER_DAY_RANGE.max;
  const capped =
    settings.goalMinutes !== null && newPerDay === newPerDayCap && newWordsForGoal({ ...input, maxNewPerDay: undefined }, settings.goalMinutes) > newPerDayCap;
  const today = learnerDay(now, settings.timeZone);
  const round = (minutes: number) => Math.round(minutes * 10) / 10;
  return {
    goalMinutes: settings.goalMinutes,
    secondsPerReview: round(input.secondsPerReview),
    newPerDay,
    newPerDayCap,
    capped,
    load: projectedLoad(input, newPerDay ?? settings.ownNewPerDay).map((minutes, i) => ({ day: addDays(today, i), minutes: round(minutes) })),
  };
}

/** The new words a day a goal of `goalMinutes` allows the learner now. */
export async function newPerDayForGoal(userId: string, settings: StoredSettings, goalMinutes: number, now = new Date()): Promise<number> {
  return newWordsForGoal(await forecastInput(userId, settings, now), goalMinutes);
}

function viewOf(plan: CatchUpPlan): CatchUpView {
  return { days: plan.days.map(({ day, cards, minutes }) => ({ day, cards, minutes })), later: plan.later.length };
}

/** The plan offered now, with the days missed: after 2 or more days without a review, when the backlog takes longer than the goal. */
async function offeredPlan(userId: string, settings: StoredSettings, now: Date): Promise<{ plan: CatchUpPlan | null; missedDays: number }> {
  const today = learnerDay(now, settings.timeZone);
  const last = await kysely()
    .selectFrom("review_activity")
    .select((eb) => eb.cast<string | null>(eb.fn.max("day"), "text").as("day"))
    .where("user_id", "=", userId)
    .where("reviews", ">", 0)
    .where((eb) => eb("day", "<", eb.cast<Date>(eb.val(today), "date")))
    .executeTakeFirstOrThrow();
  const missedDays = last.day ? daysBetween(last.day, today) - 1 : 0;
  const declined = settings.catchUpEndedOn === today;
  if (settings.goalMinutes === null || settings.catchUp !== null || declined || missedDays < CATCH_UP_MISSED_DAYS) return { plan: null, missedDays };
  const [cards, input] = await Promise.all([
    kysely()
      .selectFrom("review_cards as c")
      .select(CARD_COLUMNS)
      .where("c.user_id", "=", userId)
      .where("c.due", "<=", now)
      .where("c.direction", "=", RECOGNITION)
      .where("c.state", "in", [State.Review, State.Relearning])
      .execute(),
    forecastInput(userId, settings, now),
  ]);
  if ((cards.length * input.secondsPerReview) / 60 <= settings.goalMinutes) return { plan: null, missedDays };
  // Reviews coming due on the plan's later days anyway (today's are the backlog).
  const upcoming = input.dueByDay.map((count, i) => (i === 0 ? 0 : count));
  const plan = planCatchUp({
    cards,
    now,
    today,
    settings,
    goalMinutes: settings.goalMinutes,
    secondsPerReview: input.secondsPerReview,
    upcoming,
  });
  return { plan, missedDays };
}

/** GET /review/catch-up: the plan running, or the one offered, or neither. */
export async function catchUpState(userId: string, settings: StoredSettings, now = new Date()): Promise<CatchUpResponse> {
  checkedUserId(userId);
  const { plan, missedDays } = await offeredPlan(userId, settings, now);
  return { active: settings.catchUp ? viewOf(settings.catchUp) : null, offer: plan ? viewOf(plan) : null, missedDays };
}

/** POST /review/catch-up: runs the plan offered now; null when none is (nothing to catch up, or a plan runs already). */
export async function startCatchUp(userId: string, settings: StoredSettings, now = new Date()): Promise<CatchUpResponse | null> {
  checkedUserId(userId);
  const { plan, missedDays } = await offeredPlan(userId, settings, now);
  if (!plan) return null;
  const stored = await updateReviewSettings(userId, { catchUp: plan }, now);
  return { active: stored.catchUp ? viewOf(stored.catchUp) : null, offer: null, missedDays };
}

/** POST /review/catch-up/end: the plan stops (or the offer is declined) for today; new words and the usual order come back. */
export async function endCatchUp(userId: string, settings: StoredSettings, now = new Date()): Promise<CatchUpResponse> {
  checkedUserId(userId);
  const stored = await updateReviewSettings(userId, { catchUp: { endedOn: learnerDay(now, settings.timeZone) } }, now);
  return catchUpState(userId, stored, now);
}
