import { Rating, State } from "ts-fsrs";
import { addDays } from "./day";
import { schedulerFor, toFsrsCard, type CardFields, type SchedulerSettings } from "./scheduler";

// The catch-up plan (docs/review.md, "Catch-up"): after missed days, the
// backlog of due cards is spread over 3 to 7 days so that no planned day's
// expected load exceeds the goal, the most at-risk cards (lowest FSRS
// retrievability, which the most overdue have) first, and no new words while
// it lasts. Pure: lib/review/goal-data.ts reads the cards and stores the plan.

export const PLAN_DAYS = { min: 3, max: 7 } as const;

const DAY_MS = 86_400_000;

export interface PlanInput {
  /** The backlog: cards due now that have been reviewed before (review and relearning). */
  cards: readonly CardFields[];
  now: Date;
  /** The learner's day `now` falls on (the plan's first day). */
  today: string;
  settings: SchedulerSettings;
  goalMinutes: number;
  secondsPerReview: number;
  /** Reviews coming due on each of the next days outside the backlog (index 1 is tomorrow; index 0 is unused). */
  upcoming?: readonly number[];
}

export interface PlanDay {
  day: string;
  /** Backlog cards planned for the day. */
  cards: number;
  /** Expected reviews that day: the backlog's, their lapses' relearning steps, their returns, and the cards coming due anyway. */
  reviews: number;
  minutes: number;
}

export interface CatchUpPlan {
  days: PlanDay[];
  /** The backlog's card ids by planned day, in order (most at risk first). */
  cardIds: number[][];
  /** Backlog cards that do not fit in the longest plan: they wait until it ends. */
  later: number[];
}

interface Ranked {
  card: CardFields;
  retrievability: number;
}

/** Expected reviews from one backlog card taken on plan day `day` (0 is today), spread over the plan's days. */
function costOf(settings: SchedulerSettings, card: CardFields, at: Date, day: number, loads: number[]): { today: number; later: [number, number][] } {
  const scheduler = schedulerFor(settings);
  const fsrsCard = toFsrsCard(card);
  const recall = card.state === State.Review ? scheduler.get_retrievability(fsrsCard, at, false) : 0.5;
  const later: [number, number][] = [];
  // Remembered: it comes back at the scheduler's next due, if that is within the plan.
  const back = Math.floor((scheduler.next(fsrsCard, at, Rating.Good).card.due.getTime() - at.getTime()) / DAY_MS);
  if (back >= 1 && day + back < loads.length) later.push([day + back, recall]);
  // Forgotten: the relearning step today, and again the next day.
  if (day + 1 < loads.length) later.push([day + 1, 1 - recall]);
  return { today: 1 + (1 - recall), later };
}

/** The backlog, most at risk first: lowest retrievability now, then the longest overdue. */
function ranked(input: PlanInput): Ranked[] {
  const scheduler = schedulerFor(input.settings);
  return input.cards
    .map((card) => ({ card, retrievability: scheduler.get_retrievability(toFsrsCard(card), input.now, false) }))
    .sort((a, b) => a.retrievability - b.retrievability || a.card.due.getTime() - b.card.due.getTime() || Number(a.card.id) - Number(b.card.id));
}

/** Fills `dayCount` days with an even share of the backlog each, never past the goal's reviews; what does not fit is left over. */
function fill(input: PlanInput, backlog: readonly Ranked[], dayCount: number): { loads: number[]; cardIds: number[][]; next: number } {
  const capacity = (input.goalMinutes * 60) / input.secondsPerReview;
  const loads = Array.from({ length: dayCount }, (_, day) => (day === 0 ? 0 : (input.upcoming?.[day] ?? 0)));
  const cardIds: number[][] = Array.from({ length: dayCount }, () => []);
  const share = Math.ceil(backlog.length / dayCount);
  let next = 0;
  for (let day = 0; day < dayCount; day += 1) {
    const at = new Date(input.now.getTime() + day * DAY_MS);
    while (next < backlog.length && cardIds[day]!.length < share) {
      const { card } = backlog[next]!;
      const cost = costOf(input.settings, card, at, day, loads);
      // Neither today nor a later day it comes back on may go past the goal.
      if (loads[day]! + cost.today > capacity || cost.later.some(([later, reviews]) => loads[later]! + reviews > capacity)) break;
      loads[day]! += cost.today;
      for (const [later, reviews] of cost.later) loads[later]! += reviews;
      cardIds[day]!.push(Number(card.id));
      next += 1;
    }
  }
  return { loads, cardIds, next };
}

/**
 * The plan: the fewest days from 3 to 7 whose even shares of the backlog fit
 * under the goal every day; when even 7 do not hold it all, 7 days as full as
 * the goal allows and the rest left for after the plan.
 */
export function planCatchUp(input: PlanInput): CatchUpPlan {
  const backlog = ranked(input);
  let result = fill(input, backlog, PLAN_DAYS.max);
  for (let days = PLAN_DAYS.min; days < PLAN_DAYS.max; days += 1) {
    const attempt = fill(input, backlog, days);
    if (attempt.next === backlog.length) {
      result = attempt;
      break;
    }
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    days: result.loads.map((load, day) => ({
      day: addDays(input.today, day),
      cards: result.cardIds[day]!.length,
      reviews: round(load),
      minutes: round((load * input.secondsPerReview) / 60),
    })),
    cardIds: result.cardIds,
    later: backlog.slice(result.next).map(({ card }) => Number(card.id)),
  };
}
