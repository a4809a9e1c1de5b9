import "server-only";
import { db } from "@/lib/db";
import { toPublicWord, type WordRow } from "@/lib/words/words";
import { dayBounds } from "./day";
import { cardView, intervalsAfterEachGrade, LEARN_AHEAD_MS, type CardFields } from "./scheduler";
import { checkedUserId, reviewSettings, type StoredSettings } from "./settings";
import type { DueCard, DueResponse, ReviewCounts } from "./types";

// Today's queue. Hot reads, in raw SQL over the (user_id, due) index:
// - (re)learning steps due within the learn-ahead limit, first;
// - review cards due now;
// - new cards (never graded), up to the day's allowance: `new_per_day` less
//   the cards first graded today (the learner's day, split at 4 a.m.).
// Reviews are never capped.

export const QUEUE_SIZE = 20;

export interface QueueSummary {
  counts: ReviewCounts;
  reviewedToday: number;
  nextDue: string | null;
}

interface SummaryRow {
  due: number;
  learning: number;
  newCards: number;
  reviewedToday: number;
  newToday: number;
  nextDue: Date | null;
}

/**
 * The queue's counts, today's grades and the next due time outside the queue,
 * in one statement: three index range scans (cards due by the learn-ahead
 * limit, today's log rows, the first card due after that).
 */
export async function queueSummary(userId: string, settings: StoredSettings, now: Date): Promise<QueueSummary> {
  checkedUserId(userId);
  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const { start } = dayBounds(now, settings.timeZone);
  const rows = await db().$queryRaw<SummaryRow[]>`
    SELECT c.due, c.learning, c.new_cards AS "newCards", l.reviewed AS "reviewedToday", l.new_today AS "newToday",
           (SELECT min(n.due) FROM review_cards n
             WHERE n.user_id = ${userId} AND n.due > ${now} AND NOT (n.state IN (1, 3) AND n.due <= ${learnAhead})) AS "nextDue"
    FROM (
      SELECT count(*) FILTER (WHERE state = 2 AND due <= ${now})::integer AS due,
             count(*) FILTER (WHERE state IN (1, 3))::integer AS learning,
             count(*) FILTER (WHERE state = 0)::integer AS new_cards
      FROM review_cards WHERE user_id = ${userId} AND due <= ${learnAhead}
    ) c, (
      SELECT count(*)::integer AS reviewed, count(*) FILTER (WHERE state = 0)::integer AS new_today
      FROM review_logs WHERE user_id = ${userId} AND reviewed_at >= ${start}
    ) l`;
  const row = rows[0]!;
  const allowance = Math.max(0, settings.newPerDay - row.newToday);
  return {
    counts: { due: row.due, learning: row.learning, newLeft: Math.min(allowance, row.newCards) },
    reviewedToday: row.reviewedToday,
    nextDue: row.nextDue ? row.nextDue.toISOString() : null,
  };
}

/** A card's row as CARD_COLUMNS names its columns. */
export type CardRow = CardFields & { id: bigint; wordIndex: number };

/** The columns of a card joined to its word, as CardRow names them. */
export const CARD_COLUMNS = `c.id, c.word_index AS "wordIndex", c.due, c.stability, c.difficulty, c.elapsed_days AS "elapsedDays",
  c.scheduled_days AS "scheduledDays", c.learning_steps AS "learningSteps", c.reps, c.lapses, c.state, c.last_review AS "lastReview"`;

/** The next cards to review, in order, each with its word and the interval each grade would give. */
export async function dueCards(userId: string, settings: StoredSettings, now: Date, newLeft: number): Promise<DueCard[]> {
  checkedUserId(userId);
  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const newLimit = Math.max(0, Math.min(newLeft, QUEUE_SIZE));
  const rows = await db().$queryRawUnsafe<(CardRow & WordRow)[]>(
    `SELECT ${CARD_COLUMNS}, w.index, w.word, w.details FROM (
       (SELECT * FROM review_cards
         WHERE user_id = $1 AND due <= $2 AND state <> 0 AND (state <> 2 OR due <= $3)
         ORDER BY due, id LIMIT ${QUEUE_SIZE})
       UNION ALL
       (SELECT * FROM review_cards WHERE user_id = $1 AND due <= $3 AND state = 0 ORDER BY due, id LIMIT $4)
     ) c JOIN words w ON w.index = c.word_index
     ORDER BY CASE WHEN c.state IN (1, 3) AND c.due <= $3 THEN 0 WHEN c.state = 2 THEN 1 WHEN c.state = 0 THEN 2 ELSE 3 END, c.due, c.id
     LIMIT ${QUEUE_SIZE}`,
    userId,
    learnAhead,
    now,
    newLimit,
  );
  return rows.map((row) => {
    return { card: cardView(row.wordIndex, row), word: toPublicWord(row).word, intervals: intervalsAfterEachGrade(settings, row, now) };
  });
}

/** GET /api/v1/review/due */
export async function dueQueue(userId: string, now = new Date()): Promise<DueResponse> {
  const settings = await reviewSettings(userId);
  const summary = await queueSummary(userId, settings, now);
  const cards = await dueCards(userId, settings, now, summary.counts.newLeft);
  return { cards, ...summary };
}
