// The due queue's two statements (lib/review/queue.ts), as plain SQL builders
// with no database client and no server-only guard, so that the benchmark
// explains exactly what the app sends (scripts/bench/review-queries.ts).
import { Prisma } from "@/lib/generated/prisma/client";

/** The most cards GET /review/due answers at once. */
export const QUEUE_SIZE = 20;

/** A card's columns, named as CardRow (lib/review/queue.ts) names them. */
export const CARD_COLUMNS = Prisma.raw(`c.id, c.word_index AS "wordIndex", c.due, c.stability, c.difficulty, c.elapsed_days AS "elapsedDays",
  c.scheduled_days AS "scheduledDays", c.learning_steps AS "learningSteps", c.reps, c.lapses, c.state, c.last_review AS "lastReview"`);

/**
 * The queue's counts, today's grades and the next due time outside the queue,
 * in one statement: three index range scans (cards due by the learn-ahead
 * limit, today's log rows, the first card due after that).
 */
export function queueSummaryQuery(userId: string, now: Date, learnAhead: Date, dayStart: Date): Prisma.Sql {
  return Prisma.sql`
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
      FROM review_logs WHERE user_id = ${userId} AND reviewed_at >= ${dayStart}
    ) l`;
}

/**
 * The next `size` cards with their words: (re)learning steps due by the
 * learn-ahead limit first, then reviews due now, then up to `newLimit` new
 * cards; each part a range scan of the (user_id, due) index.
 */
export function dueCardsQuery(userId: string, now: Date, learnAhead: Date, newLimit: number, size: number): Prisma.Sql {
  return Prisma.sql`
    SELECT ${CARD_COLUMNS}, w.index, w.word, w.ipa, w.details FROM (
      (SELECT * FROM review_cards
        WHERE user_id = ${userId} AND due <= ${learnAhead} AND state <> 0 AND (state <> 2 OR due <= ${now})
        ORDER BY due, id LIMIT ${size})
      UNION ALL
      (SELECT * FROM review_cards WHERE user_id = ${userId} AND due <= ${now} AND state = 0 ORDER BY due, id LIMIT ${newLimit})
    ) c JOIN words w ON w.index = c.word_index
    ORDER BY CASE WHEN c.state IN (1, 3) AND c.due <= ${now} THEN 0 WHEN c.state = 2 THEN 1 WHEN c.state = 0 THEN 2 ELSE 3 END, c.due, c.id
    LIMIT ${size}`;
}
