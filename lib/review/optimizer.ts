import "server-only";
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type FSRSParameters } from "ts-fsrs";
import { addDays, dayStart, daysBetween, learnerDay } from "@/lib/review/day";
import type { GradeValue } from "@/lib/review/types";

export type { GradeValue };

// "Optimize my schedule": fit FSRS-6 weights to one learner's review
// history with the FSRS optimizer (fsrs-rs, via @open-spaced-repetition/binding),
// and estimate what they would do to the learner's daily workload.
// docs/review-optimizer.md says which optimizer, why, and where it runs.

/** The optimizer is offered from this many reviews on. */
export const MINIMUM_REVIEWS = 400;

/** FSRS-6 has 21 weights; ts-fsrs 5 and fsrs-rs 6 both use them. */
export const PARAMETER_COUNT = 21;

/** One row of review_logs, as much as the optimizer needs. */
export interface ReviewLogRow {
  /** Groups the reviews of one card (the card id, or the word index: cards are one per word). */
  cardId: string;
  rating: GradeValue;
  reviewedAt: Date;
  /**
   * ts-fsrs State before the review (review_logs.state), optional. With it, a card
   * that went back to New (deleted and added again) is trained on its last
   * learning only, as the binding's own revlog conversion does.
   */
  state?: number;
}

/** A review as FSRS trains on it: the grade and the learner-days since the card's previous review. */
export interface TrainingReview {
  rating: GradeValue;
  /** Whole learner-days (split at 4 a.m. local) since the previous review; 0 for the first. */
  deltaT: number;
}

/** One training item: a card's reviews up to and including the one whose outcome FSRS predicts. */
export type TrainingItem = TrainingReview[];

export interface OptimizeOptions {
  /** The scheduler's relearning steps (ts-fsrs default ["10m"]: 1); bounds w17/w18 as ts-fsrs does. */
  numRelearningSteps?: number;
  /** Fit the same-day (short-term) weights too; true while the scheduler has learning steps. */
  enableShortTerm?: boolean;
}

const PROGRESS_POLL_MS = 20;
const STATE_NEW = 0;
const STATE_LEARNING = 1;

function groupByCard<T extends { cardId: string; reviewedAt: Date }>(rows: readonly T[]): T[][] {
  const cards = new Map<string, T[]>();
  for (const row of rows) {
    const reviews = cards.get(row.cardId);
    if (reviews) reviews.push(row);
    else cards.set(row.cardId, [row]);
  }
  // Rows should come ordered by card then time; sort anyway (stable, so ties keep their order).
  return [...cards.values()].map((reviews) => reviews.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime()));
}

/** The card's reviews from the start of its last block of New/Learning reviews (fsrs-binding convert.rs). */
function sinceLastFirstLearning(reviews: ReviewLogRow[]): ReviewLogRow[] {
  if (reviews.every((review) => review.state === undefined)) return reviews;
  const learning = (review: ReviewLogRow) => review.state === STATE_NEW || review.state === STATE_LEARNING;
  let start = -1;
  for (let i = reviews.length - 1; i >= 0; i -= 1) {
    if (learning(reviews[i]!)) start = i;
    else if (start >= 0) break;
  }
  return start >= 0 ? reviews.slice(start) : [];
}

/**
 * The learner's review log as FSRS training items, the way the binding's
 * `convertCsvToFsrsItems` builds them: per card, delta_t is the number of
 * learner-days (days split at 4 a.m. in `timeZone`) between consecutive reviews,
 * 0 for the first; each review after the first gives one item holding the card's
 * reviews up to it; items whose last review is on the same learner-day as the
 * one before (delta_t 0: learning steps, same-day repeats) are dropped, since
 * FSRS predicts recall across days only. Items come ordered by the time of
 * their last review.
 */
export function toTrainingItems(rows: readonly ReviewLogRow[], timeZone: string): TrainingItem[] {
  const items: { item: TrainingItem; at: number }[] = [];
  for (const card of groupByCard(rows)) {
    const reviews = sinceLastFirstLearning(card);
    const history: TrainingReview[] = [];
    let previousDay: string | null = null;
    for (const review of reviews) {
      const day = learnerDay(review.reviewedAt, timeZone);
      const deltaT = previousDay === null ? 0 : Math.max(0, daysBetween(previousDay, day));
      previousDay = day;
      history.push({ rating: review.rating, deltaT });
      if (history.length > 1 && deltaT > 0) items.push({ item: history.slice(), at: review.reviewedAt.getTime() });
    }
  }
  return items.sort((a, b) => a.at - b.at).map(({ item }) => item);
}

/** The binding has no native build for this platform (or it is not installed): run `npm run review:optimize` elsewhere. */
export class OptimizerUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The FSRS optimizer (@open-spaced-repetition/binding) cannot load on ${process.platform}-${process.arch}`, { cause });
    this.name = "OptimizerUnavailableError";
  }
}

async function loadBinding() {
  try {
    return await import("@open-spaced-repetition/binding");
  } catch (error) {
    throw new OptimizerUnavailableError(error);
  }
}

/**
 * FSRS-6 weights fitted to the learner's history by fsrs-rs (@open-spaced-repetition/binding).
 * The binding is a native addon, loaded on first use only. Training runs on
 * libuv's thread pool, so the event loop stays free. With fewer than 8 usable
 * items fsrs-rs answers its defaults, with fewer than 64 it fits w0-w3 only.
 * Callers check MINIMUM_REVIEWS. Throws OptimizerUnavailableError when the
 * binding has no build for this platform.
 */
export async function optimizeParameters(rows: readonly ReviewLogRow[], timeZone: string, options: OptimizeOptions = {}): Promise<number[]> {
  const items = toTrainingItems(rows, timeZone);
  const { computeParameters, FSRSBindingItem, FSRSBindingReview } = await loadBinding();
  const trainSet = items.map((item) => new FSRSBindingItem(item.map((review) => new FSRSBindingReview(review.rating, review.deltaT))));
  const parameters = await computeParameters(trainSet, {
    enableShortTerm: options.enableShortTerm ?? true,
    numRelearningSteps: options.numRelearningSteps ?? 1,
    // Not a time limit: how often the binding polls training progress. The
    // task waits for that poller to wake, so its default (500 ms) rounds every
    // run up to the next half second.
    timeout: PROGRESS_POLL_MS,
  });
  if (parameters.length !== PARAMETER_COUNT || !parameters.every(Number.isFinite)) {
    throw new Error(`The FSRS optimizer answered ${parameters.length} weights, not ${PARAMETER_COUNT} finite numbers`);
  }
  return parameters;
}

export interface WorkloadOptions {
  timeZone: string;
  /** The estimate starts now: cards already due count on the first day. */
  now: Date;
  /** Learner-days to look ahead (default 30). */
  days?: number;
  desiredRetention?: number;
  /** The rest of the scheduler's settings (steps, maximum interval), as lib/review uses them. */
  scheduler?: Partial<Omit<FSRSParameters, "w" | "request_retention" | "enable_fuzz">>;
}

/**
 * Predicted reviews a day with `parameters` ([] for ts-fsrs's defaults): every
 * card in `rows` is replayed through ts-fsrs with those weights (so its due date
 * is the one those weights would have given), then the next `days` learner-days
 * are scheduled assuming every review is answered Good; the reviews falling in
 * them, divided by `days`. It counts no lapses and no new cards (the same for
 * any weights), so it is a lower bound meant for comparing weights, not a forecast.
 */
export function estimateDailyReviews(
  rows: readonly ReviewLogRow[],
  parameters: readonly number[],
  { timeZone, now, days = 30, desiredRetention = 0.9, scheduler = {} }: WorkloadOptions,
): number {
  const scheduling = fsrs(
    generatorParameters({
      ...scheduler,
      w: parameters.length > 0 ? parameters : undefined,
      request_retention: desiredRetention,
      enable_fuzz: false,
    }),
  );
  const end = dayStart(addDays(learnerDay(now, timeZone), days), timeZone).getTime();
  let reviews = 0;
  for (const history of groupByCard(rows)) {
    let card: Card = createEmptyCard(history[0]!.reviewedAt);
    for (const review of history) card = scheduling.next(card, review.reviewedAt, review.rating).card;
    // Good graduates a learning card in at most a few steps, and review intervals are at least a day.
    for (let step = 0; step < 1_000 && card.due.getTime() < end; step += 1) {
      reviews += 1;
      const at = new Date(Math.max(card.due.getTime(), now.getTime()));
      card = scheduling.next(card, at, Rating.Good).card;
    }
  }
  return reviews / days;
}
