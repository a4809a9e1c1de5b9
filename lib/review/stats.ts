import "server-only";
import { State } from "ts-fsrs";
import { compiledOnce } from "@/lib/compiled-once";
import { kysely } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { addDays, dayBounds, dayRange, dayStart } from "./day";
import { forecastInput, goalForecast } from "./goal-data";
import { FORECAST_DAYS } from "./goal";
import { DIRECTIONS, directionOf, RECOGNITION, type Direction } from "./direction";
import { QUESTION_KINDS, type QuestionKind } from "./question-kinds";
import { MINIMUM_REVIEWS as OPTIMIZER_MINIMUM_REVIEWS } from "./optimizer";
import { queueSummary } from "./queue";
import { MASTERED_DAYS } from "./scheduler";
import { reviewSettings, settingsView, type StoredSettings } from "./settings";
import { goalStreak } from "./streak";
import type { DayGrades, DirectionCounts, PracticeTally, ReviewStats } from "./types";

// What /progress shows, from the grades counted per day (review_activity,
// the log's summary) and the cards (what is ahead). Days are the learner's, split at 4 a.m. in their time zone
// by lib/review/day.ts: each grade's day is written with it, and the forecast counts cards between the day starts.
// The deck's states and forecast are of recognition cards (the flip queue's);
// `directions` counts both, and `practice` tallies the practice questions'
// grades of the last 30 days in one aggregate over (user_id, reviewed_at).

/** The chart's days, back (grades) and ahead (reviews due): the goal's forecast's. */
export const CHART_DAYS = FORECAST_DAYS;
export const CALENDAR_DAYS = 365;

// Each read below is compiled once (lib/compiled-once.ts): building them was 8 % of /progress's CPU profile (docs/performance.md).

/**
 * The deck by direction and state, in the (user_id, direction, state, …) index's order: a few groups, summed by
 * deckCounts; beside each, the learner's reviews ever (from the per-day counts). One statement, a round trip fewer
 * for /progress; an empty deck is one row with the total and no group.
 */
const deckGroupsAndTotal = compiledOnce(({ userId, now }: { userId: string; now: Date }) =>
  kysely()
    .selectFrom(
      kysely()
        .selectFrom("review_activity")
        .select((eb) => eb.cast<number>(eb.fn.coalesce(eb.fn.sum("reviews"), eb.lit(0)), "integer").as("total"))
        .where("user_id", "=", userId)
        .as("reviews"),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("review_cards")
          .select((eb) => [
            "direction",
            "state",
            eb.cast<number>(eb.fn.countAll(), "integer").as("cards"),
            eb.cast<number>(eb.fn.countAll().filterWhere("due", "<=", now), "integer").as("due"),
            eb.cast<number>(eb.fn.countAll().filterWhere("scheduled_days", ">=", MASTERED_DAYS), "integer").as("longIntervals"),
          ])
          .where("user_id", "=", userId)
          .groupBy(["direction", "state"])
          .as("deck"),
      (join) => join.onTrue(),
    )
    .select(["reviews.total", "deck.direction", "deck.state", "deck.cards", "deck.due", "deck.longIntervals"]),
);

async function deckGroupsAndTotalOf(userId: string, now: Date): Promise<{ groups: DeckGroup[]; total: number }> {
  const { rows } = await kysely().executeQuery(deckGroupsAndTotal({ userId, now }));
  const groups = rows.flatMap(({ direction, state, cards, due, longIntervals }) =>
    direction === null || state === null ? [] : [{ direction, state, cards: cards ?? 0, due: due ?? 0, longIntervals: longIntervals ?? 0 }],
  );
  return { groups, total: rows[0]?.total ?? 0 };
}

/** The grades of each day of the calendar from `since` with any, from the per-day counts (lib/review/activity.ts), not the log: a row a day, its ratings side by side. */
const gradeDays = compiledOnce(({ userId, since }: { userId: string; since: string }) =>
  kysely()
    .selectFrom("review_activity")
    .select((eb) => {
      const sum = (column: "reviews" | "review_state" | "duration_ms", rating?: number) => {
        const total = eb.fn.sum(column);
        // A rating with no row that day sums to null: 0.
        const counted = eb.fn.coalesce(rating === undefined ? total : total.filterWhere("rating", "=", rating), eb.lit(0));
        return eb.cast<number>(counted, column === "duration_ms" ? "float8" : "integer");
      };
      return [
        eb.cast<string>("day", "text").as("day"),
        sum("reviews", 1).as("again"),
        sum("reviews", 2).as("hard"),
        sum("reviews", 3).as("good"),
        sum("reviews", 4).as("easy"),
        sum("reviews").as("reviews"),
        sum("review_state").as("reviewState"),
        sum("review_state", 1).as("reviewStateAgain"),
        sum("duration_ms").as("durationMs"),
      ];
    })
    .where("user_id", "=", userId)
    .where((eb) => eb("day", ">=", eb.cast<Date>(eb.val(since), "date")))
    .where("reviews", ">", 0)
    .groupBy("day")
    .orderBy("day"),
);

async function gradeDaysOf(userId: string, today: string) {
  return (await kysely().executeQuery(gradeDays({ userId, since: addDays(today, -(CALENDAR_DAYS - 1)) }))).rows;
}

/** Practice grades since `since`, by kind and direction: a range scan of (user_id, reviewed_at). */
const practiceRows = compiledOnce(({ userId, since }: { userId: string; since: Date }) =>
  kysely()
    .selectFrom("review_logs")
    .select((eb) => [
      "question_kind as kind",
      "direction",
      eb.cast<number>(eb.fn.countAll(), "integer").as("answers"),
      eb.cast<number>(eb.fn.countAll().filterWhere("rating", ">=", 2), "integer").as("correct"),
    ])
    .where("user_id", "=", userId)
    .where("reviewed_at", ">=", since)
    .where("question_kind", "is not", null)
    .groupBy(["question_kind", "direction"]),
);

async function practiceRowsOf(userId: string, since: Date) {
  return (await kysely().executeQuery(practiceRows({ userId, since }))).rows;
}

/** What needs the learner's settings (their day, their queue, their goal), read once the settings are. */
async function daysRead(userId: string, settings: StoredSettings, now: Date) {
  const tz = settings.timeZone;
  const { day: today } = dayBounds(now, tz);
  const chartStart = addDays(today, -(CHART_DAYS - 1));
  const [summary, gradeRows, forecast, practiceRows] = await Promise.all([
    queueSummary(userId, settings, now),
    gradeDaysOf(userId, today),
    // The reviews due on each of the chart's days, as the goal's forecast counts them: read once for both.
    forecastInput(userId, settings, now),
    // The chart's 30 days.
    practiceRowsOf(userId, dayStart(chartStart, tz)),
  ]);
  return { settings, today, chartStart, summary, gradeRows, forecast, practiceRows };
}

export async function reviewStats(userId: string, now = new Date()): Promise<ReviewStats> {
  checkedUserId(userId);
  // The deck's groups and the total need no settings: read beside the settings, the rest as soon as they come.
  const [{ settings, today, chartStart, summary, gradeRows, forecast, practiceRows }, { groups: deckGroups, total }] = await Promise.all([
    reviewSettings(userId, now).then((settings) => daysRead(userId, settings, now)),
    deckGroupsAndTotalOf(userId, now),
  ]);

  const perDay = new Map<string, DayGrades>();
  let reviews = 0;
  let passed = 0;
  for (const { day, again, hard, good, easy, reviewState, reviewStateAgain } of gradeRows) {
    perDay.set(day, { day, again, hard, good, easy });
    if (day >= chartStart) {
      reviews += reviewState;
      passed += reviewState - reviewStateAgain;
    }
  }
  const { states, directions } = deckCounts(deckGroups);
  const tally = (): PracticeTally => ({ answers: 0, correct: 0 });
  const byKind = Object.fromEntries(QUESTION_KINDS.map((kind) => [kind, tally()])) as Record<QuestionKind, PracticeTally>;
  const byDirection = Object.fromEntries(DIRECTIONS.map((direction) => [direction, tally()])) as Record<Direction, PracticeTally>;
  for (const row of practiceRows) {
    const kind = byKind[row.kind as QuestionKind];
    const direction = byDirection[directionOf(row.direction)];
    // A kind this version does not know (from a later one) still counts for its direction.
    if (kind) {
      kind.answers += row.answers;
      kind.correct += row.correct;
    }
    direction.answers += row.answers;
    direction.correct += row.correct;
  }
  const calendar = gradeRows.map(({ day, reviews: count }) => ({ day, count }));

  return {
    today: { day: today, reviewed: summary.reviewedToday, ...summary.counts },
    streak: settings.streakEnabled ? goalStreak(gradeRows, today, settings.goalMinutes) : null,
    goal: goalForecast(forecast, settings, now),
    states,
    retention: { reviews, passed, rate: reviews ? passed / reviews : null },
    reviewsPerDay: dayRange(chartStart, CHART_DAYS).map((day) => perDay.get(day) ?? { day, again: 0, hard: 0, good: 0, easy: 0 }),
    duePerDay: dayRange(today, forecast.dueByDay.length).map((day, i) => ({ day, count: forecast.dueByDay[i]! })),
    directions,
    practice: { byKind, byDirection },
    calendar,
    totalReviews: total,
    settings: settingsView(settings),
    optimizer: { minimumReviews: OPTIMIZER_MINIMUM_REVIEWS, eligible: total >= OPTIMIZER_MINIMUM_REVIEWS },
  };
}

/** A group of the deck: its cards of one direction and state, those due by now, those scheduled MASTERED_DAYS or more ahead. */
type DeckGroup = { direction: number; state: number; cards: number; due: number; longIntervals: number };

/** The deck's state counts (recognition cards, as the flip queue's) and each direction's cards, due and mastered, from its groups. */
function deckCounts(groups: readonly DeckGroup[]): Pick<ReviewStats, "states" | "directions"> {
  const states: ReviewStats["states"] = { new: 0, learning: 0, review: 0, relearning: 0, mastered: 0 };
  const directions: Record<Direction, DirectionCounts> = {
    recognition: { cards: 0, due: 0, mastered: 0 },
    production: { cards: 0, due: 0, mastered: 0 },
  };
  for (const { direction, state, cards, due, longIntervals } of groups) {
    const mastered = state === State.Review ? longIntervals : 0;
    const counts = directions[directionOf(direction)];
    counts.cards += cards;
    // A new card is not due: it waits for the day's allowance.
    if (state !== State.New) counts.due += due;
    counts.mastered += mastered;
    if (direction !== RECOGNITION) continue;
    if (state === State.New) states.new += cards;
    else if (state === State.Learning) states.learning += cards;
    else if (state === State.Relearning) states.relearning += cards;
    else if (state === State.Review) {
      states.review += cards - mastered;
      states.mastered += mastered;
    }
  }
  return { states, directions };
}
