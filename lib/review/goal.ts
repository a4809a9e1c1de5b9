import { Rating, State } from "ts-fsrs";
import { newCardFields, schedulerFor, toFsrsCard, fromFsrsCard, type CardFields, type SchedulerSettings } from "./scheduler";
import { GOAL_NEW_PER_DAY_CAP, NEW_PER_DAY_RANGE } from "./scheduler-limits";

// The daily goal (docs/review.md, "Daily goal"): minutes of review a day,
// turned into a new-words-a-day figure from the learner's own answer times
// and FSRS's forecast of the reviews a new word brings. Pure: the server reads
// the figures it needs (lib/review/goal-data.ts) and calls these.

/** An answer counts for the goal up to this long (a learner who walked away did not review for an hour; Anki's cap). */
export const MAX_COUNTED_ANSWER_MS = 60_000;
/** The time of one review before the learner has enough of their own. */
export const DEFAULT_SECONDS_PER_REVIEW = 10;
/** Fewer reviews than this and the learner's average is not theirs yet. */
export const PACE_MIN_REVIEWS = 20;
/**
 * No pace is faster than this: recalling a word, checking the back and grading
 * it takes a few seconds at best, and a pace set on a quick run of easy cards
 * would promise the learner more new words a day than their usual day allows.
 */
export const MIN_SECONDS_PER_REVIEW = 8;
const FIRST_WEEK_DAYS = 7;
/** The forecast's span, in days. */
export const FORECAST_DAYS = 30;

const DAY_MS = 86_400_000;
/** Any fixed moment: the forecast is of days since the card was introduced. */
const FORECAST_START = new Date("2026-01-05T10:00:00Z");

/** Seconds a review takes, from the learner's grades: their average (answers capped at a minute, never under the floor), or the default with too few. */
export function secondsPerReview(reviews: number, durationMs: number): number {
  if (reviews < PACE_MIN_REVIEWS) return DEFAULT_SECONDS_PER_REVIEW;
  return Math.max(MIN_SECONDS_PER_REVIEW, durationMs / reviews / 1000);
}

/** The most new words a day a goal may set: fewer in the first week, while the learner's pace and habit are new. */
export function goalNewPerDayCap(firstReviewAt: Date | null, now: Date): number {
  const firstWeek = firstReviewAt === null || now.getTime() - firstReviewAt.getTime() <= FIRST_WEEK_DAYS * DAY_MS;
  return firstWeek ? GOAL_NEW_PER_DAY_CAP.firstWeek : GOAL_NEW_PER_DAY_CAP.after;
}

const forecasts = new Map<string, number[]>();

/**
 * The reviews one new word brings on each day after it is introduced (day 0
 * first), from the real scheduler with the learner's settings: the learner
 * answers Good, and each review of a card in the review state brings on its
 * day the relearning step a lapse would (1 − retrievability of one more).
 */
export function reviewsPerNewCard(settings: SchedulerSettings, days = FORECAST_DAYS): number[] {
  const key = `${settings.desiredRetention}|${settings.parameters.join(",")}|${days}`;
  const cached = forecasts.get(key);
  if (cached) return cached;
  const scheduler = schedulerFor(settings);
  const perDay = Array.from({ length: days }, () => 0);
  let card: CardFields = { id: 1, ...newCardFields(FORECAST_START) };
  for (let at = card.due; ; at = card.due) {
    const day = Math.floor((at.getTime() - FORECAST_START.getTime()) / DAY_MS);
    if (day >= days) break;
    const lapse = card.state === State.Review ? 1 - scheduler.get_retrievability(toFsrsCard(card), at, false) : 0;
    perDay[day]! += 1 + lapse;
    card = { id: card.id, ...fromFsrsCard(scheduler.next(toFsrsCard(card), at, Rating.Good).card) };
  }
  if (forecasts.size > 100) forecasts.clear();
  forecasts.set(key, perDay);
  return perDay;
}

export interface LoadInput {
  /** Reviews already due on each day of the forecast, today first (today includes everything overdue). */
  dueByDay: readonly number[];
  /** reviewsPerNewCard's curve. */
  perNewCard: readonly number[];
  secondsPerReview: number;
  /** The most new words a day a goal may set (goalNewPerDayCap); the settings' maximum when absent. */
  maxNewPerDay?: number;
}

/** Minutes of review on each day of the forecast with `newPerDay` new words a day, today first. */
export function projectedLoad({ dueByDay, perNewCard, secondsPerReview }: LoadInput, newPerDay: number): number[] {
  return dueByDay.map((due, day) => {
    let fromNew = 0;
    for (let introduced = 0; introduced <= day; introduced += 1) fromNew += perNewCard[day - introduced] ?? 0;
    return ((due + newPerDay * fromNew) * secondsPerReview) / 60;
  });
}

const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

/**
 * The new words a day that keep the forecast's average day within the goal:
 * the most, from 0 to the input's cap, whose projected load over the next
 * 30 days averages at most `goalMinutes`.
 */
export function newWordsForGoal(input: LoadInput, goalMinutes: number): number {
  let best = 0;
  for (let low = 0, high = Math.min(input.maxNewPerDay ?? NEW_PER_DAY_RANGE.max, NEW_PER_DAY_RANGE.max); low <= high;) {
    const middle = Math.floor((low + high) / 2);
    if (mean(projectedLoad(input, middle)) <= goalMinutes) {
      best = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return best;
}
