// The due queue's two statements (lib/review/queue.ts), and a card's columns
// (grading reads them too), as Kysely query builders over any Kysely<DB>,
// with no database client and no server-only guard, so that the benchmark
// explains exactly what the app sends (scripts/bench/review-queries.ts).
import type { ExpressionBuilder, Kysely, QueryCreator } from "kysely";
import type { DB } from "@/lib/generated/kysely/database";

/** The most cards GET /review/due answers at once. */
export const QUEUE_SIZE = 20;

// ts-fsrs's states (the `state` column).
const NEW = 0;
const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

/** A card's columns, named as CardFields (lib/review/scheduler.ts) names them, from review_cards as `c`. */
export const CARD_COLUMNS = [
  "c.id",
  "c.word_index as wordIndex",
  "c.due",
  "c.stability",
  "c.difficulty",
  "c.elapsed_days as elapsedDays",
  "c.scheduled_days as scheduledDays",
  "c.learning_steps as learningSteps",
  "c.reps",
  "c.lapses",
  "c.state",
  "c.last_review as lastReview",
] as const;

const count = <T extends keyof DB>(eb: ExpressionBuilder<DB, T>) => eb.fn.countAll<number>();

/**
 * The queue's counts, today's grades and the next due time outside the queue,
 * in one statement: three index range scans (cards due by the learn-ahead
 * limit, today's log rows, the first card due after that).
 */
export function queueSummaryQuery(db: Kysely<DB>, userId: string, now: Date, learnAhead: Date, dayStart: Date) {
  const cards = db
    .selectFrom("review_cards")
    .where("user_id", "=", userId)
    .where("due", "<=", learnAhead)
    .select((eb) => [
      eb
        .cast<number>(
          count(eb).filterWhere((eb) => eb.and([eb("state", "=", eb.lit(REVIEW)), eb("due", "<=", now)])),
          "integer",
        )
        .as("due"),
      eb.cast<number>(count(eb).filterWhere("state", "in", [eb.lit(LEARNING), eb.lit(RELEARNING)]), "integer").as("learning"),
      eb.cast<number>(count(eb).filterWhere("state", "=", eb.lit(NEW)), "integer").as("new_cards"),
    ]);
  const logs = db
    .selectFrom("review_logs")
    .where("user_id", "=", userId)
    .where("reviewed_at", ">=", dayStart)
    .select((eb) => [
      eb.cast<number>(count(eb), "integer").as("reviewed"),
      eb.cast<number>(count(eb).filterWhere("state", "=", eb.lit(NEW)), "integer").as("new_today"),
    ]);
  return db.selectFrom([cards.as("c"), logs.as("l")]).select((eb) => [
    "c.due",
    "c.learning",
    "c.new_cards as newCards",
    "l.reviewed as reviewedToday",
    "l.new_today as newToday",
    eb
      .selectFrom("review_cards as n")
      .select((eb) => eb.fn.min("n.due").as("due"))
      .where("n.user_id", "=", userId)
      .where("n.due", ">", now)
      .where((eb) => eb.not(eb.and([eb("n.state", "in", [eb.lit(LEARNING), eb.lit(RELEARNING)]), eb("n.due", "<=", learnAhead)])))
      .as("nextDue"),
  ]);
}

/** Cards of the learner's in due order, each part of the queue a range scan of the (user_id, due) index. */
function cardsByDue(db: QueryCreator<DB>, userId: string, dueBy: Date) {
  return db.selectFrom("review_cards").selectAll().where("user_id", "=", userId).where("due", "<=", dueBy).orderBy("due").orderBy("id");
}

/**
 * The next `size` cards with their words: (re)learning steps due by the
 * learn-ahead limit first, then reviews due now, then up to `newLimit` new
 * cards; each part a range scan of the (user_id, due) index.
 */
export function dueCardsQuery(db: Kysely<DB>, userId: string, now: Date, learnAhead: Date, newLimit: number, size: number) {
  const graded = cardsByDue(db, userId, learnAhead)
    .where((eb) => eb("state", "<>", eb.lit(NEW)))
    .where((eb) => eb.or([eb("state", "<>", eb.lit(REVIEW)), eb("due", "<=", now)]))
    .limit(size);
  const fresh = cardsByDue(db, userId, now)
    .where((eb) => eb("state", "=", eb.lit(NEW)))
    .limit(newLimit);
  return db
    .selectFrom((db) =>
      db
        .selectFrom(graded.as("g"))
        .selectAll()
        .unionAll(db.selectFrom(fresh.as("f")).selectAll())
        .as("c"),
    )
    .innerJoin("words as w", "w.index", "c.word_index")
    .select([...CARD_COLUMNS, "w.index", "w.word", "w.ipa", "w.details"])
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.and([eb("c.state", "in", [eb.lit(LEARNING), eb.lit(RELEARNING)]), eb("c.due", "<=", now)]))
        .then(eb.lit(0))
        .when("c.state", "=", eb.lit(REVIEW))
        .then(eb.lit(1))
        .when("c.state", "=", eb.lit(NEW))
        .then(eb.lit(2))
        .else(eb.lit(3))
        .end(),
    )
    .orderBy("c.due")
    .orderBy("c.id")
    .limit(size);
}
