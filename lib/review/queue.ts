import "server-only";
import { compiledOnce, compiledOncePerShape, onlyRow } from "@/lib/compiled-once";
import { kysely } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { toPublicWord } from "@/lib/words/words";
import { oneNewPerSet } from "./confusable-separation";
import { daysBetween, learnerDay } from "./day";
import { dueCardsQuery, QUEUE_SIZE, queueSummaryQuery, writtenLimit, type QueuePlan } from "./queue-sql";
import { OFFLINE_DECK_LIMIT } from "./schema";
import { cardView, intervalsAfterEachGrade, LEARN_AHEAD_MS, type CardFields } from "./scheduler";
import { withLearnerSettings, type StoredSettings } from "./settings";
import type { DueCard, DueResponse, GoalProgress, ReviewCounts } from "./types";

// Today's flip-card queue, of recognition cards only (production cards are
// practised with questions: lib/review/practice-queue.ts). Hot reads, in SQL on the pool (lib/review/queue-sql.ts):
// - (re)learning steps due within the learn-ahead limit, first;
// - review cards due now;
// - new cards (never graded), up to the day's allowance: `new_per_day` less
//   the cards first graded today (the learner's day, split at 4 a.m.).
// Reviews are never capped.
// While a catch-up plan runs (lib/review/catch-up.ts), new cards pause (the
// settings' allowance is 0), the backlog cards planned for later days wait,
// and today's planned ones come in the plan's order.

export interface QueueSummary {
  counts: ReviewCounts;
  reviewedToday: number;
  nextDue: string | null;
  goal: GoalProgress | null;
}

/** The running plan as the queue applies it today: later days' cards wait, the days so far give the order. */
function queuePlan(settings: StoredSettings, today: string): QueuePlan | undefined {
  const plan = settings.catchUp;
  if (!plan) return undefined;
  const day = daysBetween(plan.days[0]!.day, today);
  return { postponed: [...plan.cardIds.slice(day + 1).flat(), ...plan.later], order: plan.cardIds.slice(0, day + 1).flat() };
}

// Without a catch-up plan (nearly every call) the two statements have one shape each: compiled once.
const summaryWithoutPlan = compiledOnce((v: { userId: string; now: Date; learnAhead: Date; today: string }) =>
  queueSummaryQuery(kysely(), v.userId, v.now, v.learnAhead, v.today),
);
const cardsWithoutPlan = compiledOnce((v: { userId: string; now: Date; learnAhead: Date; newLimit: number; size: number }) =>
  dueCardsQuery(kysely(), v.userId, v.now, v.learnAhead, v.newLimit, v.size),
);
/**
 * The screen's queue (QUEUE_SIZE cards) with its limits written into the statement, a statement per
 * new-card limit (0 to QUEUE_SIZE): prepared, each is soon planned once, not on every call
 * (writtenLimit, lib/review/queue-sql.ts). The offline deck's other sizes send them as values.
 */
const screenCards = compiledOncePerShape((newLimit: number, v: { userId: string; now: Date; learnAhead: Date }) =>
  dueCardsQuery(kysely(), v.userId, v.now, v.learnAhead, writtenLimit(newLimit), writtenLimit(QUEUE_SIZE)),
);

/**
 * The queue's counts, today's grades and the next due time outside the queue,
 * in one statement (queueSummaryQuery).
 */
export async function queueSummary(userId: string, settings: StoredSettings, now: Date): Promise<QueueSummary> {
  return (await versionedSummary(userId, settings, now)).summary;
}

/** queueSummary, with the version of the learner's settings row its statement read (settings-version.ts). */
async function versionedSummary(userId: string, settings: StoredSettings, now: Date): Promise<{ summary: QueueSummary; settingsVersion: string | null }> {
  checkedUserId(userId);
  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const today = learnerDay(now, settings.timeZone);
  const plan = queuePlan(settings, today);
  const row = await onlyRow(
    kysely(),
    plan ? queueSummaryQuery(kysely(), userId, now, learnAhead, today, plan).compile() : summaryWithoutPlan({ userId, now, learnAhead, today }),
    "The queue's summary",
  );
  const allowance = Math.max(0, settings.newPerDay - row.newToday);
  const summary = {
    counts: { due: row.due, learning: row.learning, newLeft: Math.min(allowance, row.newCards) },
    reviewedToday: row.reviewedToday,
    nextDue: row.nextDue ? row.nextDue.toISOString() : null,
    goal: settings.goalMinutes === null ? null : { goalMinutes: settings.goalMinutes, doneMinutes: Math.floor(row.msToday / 60_000) },
  };
  return { summary, settingsVersion: row.settingsVersion };
}

/** A card's row as CARD_COLUMNS names its columns. */
export type CardRow = CardFields & { id: bigint; wordIndex: number };

/** The next cards to review, in order, each with its word and the interval each grade would give. */
export async function dueCards(userId: string, settings: StoredSettings, now: Date, newLeft: number, limit = QUEUE_SIZE): Promise<DueCard[]> {
  checkedUserId(userId);
  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  // The screen's queue is QUEUE_SIZE; the deck kept for offline review asks for more (GET /review/due?offline=1).
  const size = Math.max(0, Math.min(limit, OFFLINE_DECK_LIMIT));
  const newLimit = Math.max(0, Math.min(newLeft, size));
  const plan = queuePlan(settings, learnerDay(now, settings.timeZone));
  const statement = plan
    ? dueCardsQuery(kysely(), userId, now, learnAhead, newLimit, size, plan).compile()
    : size === QUEUE_SIZE
      ? screenCards(newLimit)({ userId, now, learnAhead })
      : cardsWithoutPlan({ userId, now, learnAhead, newLimit, size });
  const { rows } = await kysely().executeQuery(statement);
  // Two words of a confusable set are never introduced in one session: the later one's new card waits for the next answer.
  return oneNewPerSet(rows).map((row) => {
    return { card: cardView(row.wordIndex, row), word: toPublicWord(row).word, intervals: intervalsAfterEachGrade(settings, row, now) };
  });
}

/** GET /api/v1/review/due */
export async function dueQueue(
  userId: string,
  { limit = QUEUE_SIZE, now = new Date(), settings }: { limit?: number | undefined; now?: Date; settings?: StoredSettings } = {},
): Promise<DueResponse> {
  let summary: QueueSummary;
  if (settings) summary = await queueSummary(userId, settings, now);
  else {
    // The summary's one row always comes back, so its version always checks the remembered settings.
    const sent = await withLearnerSettings(
      userId,
      now,
      (known) => versionedSummary(userId, known, now),
      (found) => found.settingsVersion,
    );
    settings = sent.settings;
    summary = sent.result.summary;
  }
  const cards = limit > 0 ? await dueCards(userId, settings, now, summary.counts.newLeft, limit) : [];
  return { cards, ...summary };
}
