// api group: app
// /progress's deck counts and the forecast's reviews due a day (lib/review/stats.ts, goal-data.ts) read
// the cards grouped by direction and state and bucketed by the next days' starts. Each is held equal to
// the plainer statement it replaced, on cards placed at the edges of the learner's days (4 a.m. in their
// time zone) across daylight-saving changes, in zones on both sides of the equator and on a half hour.
import { sql } from "kysely";
import { State } from "ts-fsrs";
import { beforeAll, describe, expect, it } from "vitest";
import { kysely } from "@/lib/db";
import { addDays, dayStart, learnerDay } from "@/lib/review/day";
import { RECOGNITION, PRODUCTION } from "@/lib/review/direction";
import { FORECAST_DAYS } from "@/lib/review/goal";
import { forecastInput } from "@/lib/review/goal-data";
import { MASTERED_DAYS } from "@/lib/review/scheduler";
import { reviewSettings, updateReviewSettings } from "@/lib/review/settings";
import { reviewStats } from "@/lib/review/stats";
import { signedInUser } from "@/tests/support/session";

const HOUR_MS = 3_600_000;

/** Days each side of a learner's "now" on which cards fall due: overdue ones, the 30 days, and past them. */
const FIRST_DAY = -3;
const LAST_DAY = FORECAST_DAYS + 2;

/** Each case: a zone and a "now" whose 30 days ahead hold a change of its clocks (or none, for Kolkata). */
const CASES = [
  { timeZone: "America/New_York", now: "2027-03-05T15:00:00Z" }, // clocks forward on 14 March
  { timeZone: "America/New_York", now: "2027-10-20T03:30:00Z" }, // back on 7 November; still the 19th there
  { timeZone: "Europe/London", now: "2027-03-20T04:30:00Z" }, // forward on 28 March
  { timeZone: "Australia/Sydney", now: "2027-03-25T20:00:00Z" }, // back on 4 April, the southern autumn
  { timeZone: "Asia/Kolkata", now: "2027-06-01T22:29:00Z" }, // +05:30, one minute before 4 a.m. there
] as const;

type Card = { wordIndex: number; direction: number; state: number; due: Date; scheduledDays: number };

/** Cards at the edges of each day: a millisecond before its start, at its start, at noon; in every state, both directions. */
function cardsAround(now: Date, timeZone: string, words: readonly number[]): Card[] {
  const today = learnerDay(now, timeZone);
  const cards: Card[] = [];
  let next = 0;
  const states = [State.Learning, State.Review, State.Relearning, State.New];
  for (let day = FIRST_DAY; day <= LAST_DAY; day += 1) {
    const start = dayStart(addDays(today, day), timeZone).getTime();
    for (const [i, due] of [start - 1, start, start + 8 * HOUR_MS].entries()) {
      const state = states[(day - FIRST_DAY + i) % states.length]!;
      const scheduledDays = MASTERED_DAYS - 1 + ((day + i) % 3);
      for (const direction of [RECOGNITION, PRODUCTION]) {
        cards.push({ wordIndex: words[next]!, direction, state, due: new Date(due), scheduledDays });
      }
      next += 1;
    }
  }
  return cards;
}

/** The forecast's statement before the bucketing: each card's day in the learner's zone, overdue ones on today. */
async function dueByDayAsBefore(userId: string, now: Date, timeZone: string): Promise<number[]> {
  const today = learnerDay(now, timeZone);
  const { rows } = await sql<{ day: string; count: number }>`
    SELECT greatest(((due AT TIME ZONE ${timeZone}) - interval '4 hours')::date, ${today}::date)::text AS day, count(*)::integer AS count
      FROM review_cards
     WHERE user_id = ${userId} AND due < ${dayStart(addDays(today, FORECAST_DAYS), timeZone)} AND state <> 0 AND direction = ${RECOGNITION}
     GROUP BY 1`.execute(kysely());
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return Array.from({ length: FORECAST_DAYS }, (_, i) => byDay.get(addDays(today, i)) ?? 0);
}

/** The deck counts' statement before the grouping: one filtered count each. */
async function deckCountsAsBefore(userId: string, now: Date) {
  const { rows } = await sql<Record<string, number>>`
    SELECT count(*) FILTER (WHERE direction = 0 AND state = 0)::integer AS new,
           count(*) FILTER (WHERE direction = 0 AND state = 1)::integer AS learning,
           count(*) FILTER (WHERE direction = 0 AND state = 2 AND scheduled_days < ${MASTERED_DAYS})::integer AS review,
           count(*) FILTER (WHERE direction = 0 AND state = 3)::integer AS relearning,
           count(*) FILTER (WHERE direction = 0 AND state = 2 AND scheduled_days >= ${MASTERED_DAYS})::integer AS mastered,
           count(*) FILTER (WHERE direction = 0)::integer AS "recognitionCards",
           count(*) FILTER (WHERE direction = 0 AND state <> 0 AND due <= ${now})::integer AS "recognitionDue",
           count(*) FILTER (WHERE direction = 0 AND state = 2 AND scheduled_days >= ${MASTERED_DAYS})::integer AS "recognitionMastered",
           count(*) FILTER (WHERE direction = 1)::integer AS "productionCards",
           count(*) FILTER (WHERE direction = 1 AND state <> 0 AND due <= ${now})::integer AS "productionDue",
           count(*) FILTER (WHERE direction = 1 AND state = 2 AND scheduled_days >= ${MASTERED_DAYS})::integer AS "productionMastered"
      FROM review_cards WHERE user_id = ${userId}`.execute(kysely());
  const { recognitionCards, recognitionDue, recognitionMastered, productionCards, productionDue, productionMastered, ...states } = rows[0]!;
  return {
    states,
    directions: {
      recognition: { cards: recognitionCards, due: recognitionDue, mastered: recognitionMastered },
      production: { cards: productionCards, due: productionDue, mastered: productionMastered },
    },
  };
}

/** The learner's cards as `cards` places them; the scheduler's other fields alike, as no count reads them. */
async function insertCards(userId: string, cards: readonly Card[]): Promise<void> {
  await kysely()
    .insertInto("review_cards")
    .values(
      cards.map((card) => ({
        user_id: userId,
        word_index: card.wordIndex,
        direction: card.direction,
        state: card.state,
        due: card.due,
        scheduled_days: card.scheduledDays,
        stability: 10,
        difficulty: 5,
        elapsed_days: 0,
        learning_steps: 0,
        reps: 1,
        lapses: 0,
      })),
    )
    .execute();
}

describe("/progress's deck counts and the forecast, against the statements they replaced", () => {
  let words: number[];
  beforeAll(async () => {
    const rows = await kysely()
      .selectFrom("words")
      .select("index")
      .orderBy("index")
      .limit(3 * (LAST_DAY - FIRST_DAY + 1))
      .execute();
    words = rows.map((row) => row.index);
  });

  it.each(CASES)("in $timeZone from $now", async ({ timeZone, now: at }) => {
    const now = new Date(at);
    const user = await signedInUser("counts");
    await updateReviewSettings(user.id, { timeZone }, now);
    await insertCards(user.id, cardsAround(now, timeZone, words));

    const forecast = await forecastInput(user.id, await reviewSettings(user.id, now), now);
    const before = await dueByDayAsBefore(user.id, now, timeZone);
    expect(forecast.dueByDay).toEqual(before);
    // The cards at the days' edges are there to be counted: overdue ones on today, every later day some.
    expect(before[0]).toBeGreaterThan(3);
    expect(before.filter((count) => count > 0).length).toBeGreaterThan(FORECAST_DAYS * 0.6);

    const stats = await reviewStats(user.id, now);
    const counts = await deckCountsAsBefore(user.id, now);
    expect({ states: stats.states, directions: stats.directions }).toEqual(counts);
    expect(counts.states.mastered).toBeGreaterThan(0);
    expect(counts.directions.production.due).toBeGreaterThan(0);
  });
});

describe("/progress's reviews ever, read with the deck", () => {
  it("are the day counts' sum, with cards or with none left", async () => {
    const user = await signedInUser("total");
    const days = [
      { day: "2026-11-01", rating: 1, reviews: 4 },
      { day: "2026-11-01", rating: 3, reviews: 7 },
      { day: "2026-11-20", rating: 4, reviews: 2 },
    ];
    await kysely()
      .insertInto("review_activity")
      .values(days.map((row) => ({ user_id: user.id, day: new Date(`${row.day}T00:00:00Z`), rating: row.rating, reviews: row.reviews, review_state: 0 })))
      .execute();
    // No card: the total still comes, and the deck is empty.
    const empty = await reviewStats(user.id);
    expect(empty.totalReviews).toBe(13);
    expect(empty.directions.recognition.cards + empty.directions.production.cards).toBe(0);

    const [word] = await kysely().selectFrom("words").select("index").orderBy("index").limit(1).execute();
    await insertCards(user.id, [{ wordIndex: word!.index, direction: RECOGNITION, state: State.Review, due: new Date(), scheduledDays: 3 }]);
    const withCard = await reviewStats(user.id);
    expect(withCard.totalReviews).toBe(13);
    expect(withCard.directions.recognition.cards).toBe(1);
    expect(withCard.states.review).toBe(1);
  });
});
