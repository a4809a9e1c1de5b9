import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  GenSeedStrategyWithCardId,
  State,
  StrategyMode,
  type Card,
  type FSRS,
  type Grade,
  type ReviewLog as FsrsLog,
} from "ts-fsrs";
import { CARD_STATES, GRADES, type GradeValue, type ReviewCardState } from "./types";

// Every scheduling decision goes through ts-fsrs (FSRS-6, its default
// weights unless the learner fitted their own). Nothing here does scheduling
// maths: it only moves cards between our rows and ts-fsrs's shapes.

export const MAXIMUM_INTERVAL_DAYS = 36_500;
export { DEFAULT_DESIRED_RETENTION, DEFAULT_NEW_PER_DAY } from "./scheduler-limits";
/** Learning steps due this soon are shown now rather than after a wait (Anki's learn-ahead limit). */
export const LEARN_AHEAD_MS = 20 * 60_000;
/** A review card whose interval is at least this many days counts as mastered. */
export const MASTERED_DAYS = 21;

export interface SchedulerSettings {
  desiredRetention: number;
  /** Personal FSRS weights; empty for the defaults. */
  parameters: readonly number[];
}

/** A card's FSRS fields as our row holds them (camelCase, `id` for the fuzz seed). */
export interface CardFields {
  id: bigint | number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

/** The FSRS fields alone, as stored in a log row's `before` and `after`. */
export type CardSnapshot = Omit<CardFields, "id" | "due" | "lastReview"> & { due: string; lastReview: string | null };

const schedulers = new Map<string, FSRS>();

/**
 * The scheduler for a learner's settings. Fuzz is on and seeded by the card's
 * id and repetition count (ts-fsrs's GenSeedStrategyWithCardId), so the same
 * card answered the same way gets the same interval, in production and tests.
 */
export function schedulerFor({ desiredRetention, parameters }: SchedulerSettings): FSRS {
  const key = `${desiredRetention}|${parameters.join(",")}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    const params = generatorParameters({
      request_retention: desiredRetention,
      maximum_interval: MAXIMUM_INTERVAL_DAYS,
      enable_fuzz: true,
      enable_short_term: true,
      ...(parameters.length ? { w: [...parameters] } : {}),
    });
    scheduler = fsrs(params).useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId("card_id"));
    if (schedulers.size > 100) schedulers.clear();
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

type SeededCard = Card & { card_id: number };

export function toFsrsCard(row: CardFields): SeededCard {
  return {
    card_id: Number(row.id),
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

export function fromFsrsCard(card: Card): Omit<CardFields, "id"> {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A new card's fields (ts-fsrs's empty card), due at `now`. */
export function newCardFields(now: Date): Omit<CardFields, "id"> {
  return fromFsrsCard(createEmptyCard(now));
}

/** The FSRS fields alone (never a row's id or version), dates as ISO text. */
export function snapshotOf(card: Omit<CardFields, "id">): CardSnapshot {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsedDays,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.lastReview ? card.lastReview.toISOString() : null,
  };
}

export function fieldsOfSnapshot(snapshot: CardSnapshot): Omit<CardFields, "id"> {
  return { ...snapshot, due: new Date(snapshot.due), lastReview: snapshot.lastReview ? new Date(snapshot.lastReview) : null };
}

/** What the learner may see of a card. */
export function cardView(wordIndex: number, card: Omit<CardFields, "id">): ReviewCardState {
  return {
    wordIndex,
    state: CARD_STATES[card.state] ?? "new",
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    scheduledDays: card.scheduledDays,
    lastReview: card.lastReview ? card.lastReview.toISOString() : null,
  };
}

/** The card after `rating` at `now`, and ts-fsrs's log of it (the card as it was). */
export function grade(settings: SchedulerSettings, card: CardFields, rating: GradeValue, now: Date): { card: Omit<CardFields, "id">; log: FsrsLog } {
  const next = schedulerFor(settings).next(toFsrsCard(card), now, rating as Grade);
  return { card: fromFsrsCard(next.card), log: next.log };
}

/** Seconds from `now` until the card would be due after each grade. */
export function intervalsAfterEachGrade(settings: SchedulerSettings, card: CardFields, now: Date): Record<GradeValue, number> {
  const preview = schedulerFor(settings).repeat(toFsrsCard(card), now);
  const seconds = (rating: GradeValue) => Math.max(0, Math.round((preview[rating as Grade].card.due.getTime() - now.getTime()) / 1000));
  return Object.fromEntries(GRADES.map((rating) => [rating, seconds(rating)])) as Record<GradeValue, number>;
}
