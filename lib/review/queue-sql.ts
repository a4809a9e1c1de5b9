// The due queue's two statements (lib/review/queue.ts), and a card's columns
// (grading reads them too), as Kysely query builders over any Kysely<DB>,
// with no database client and no server-only guard, so that the benchmark
// explains exactly what the app sends (scripts/bench/review-queries.ts).
import { sql, type ExpressionBuilder, type Kysely, type QueryCreator, type RawBuilder } from "kysely";
import type { DB } from "@/lib/generated/kysely/database";
import { PRODUCTION, RECOGNITION } from "./direction";
import { settingsVersionOf } from "./settings-version";

/** The most cards GET /review/due answers at once. */
export const QUEUE_SIZE = 20;

// ts-fsrs's states (the `state` column).
const NEW = 0;
const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

/**
 * A LIMIT sent as a value, or written into the statement (writtenLimit). PostgreSQL keeps a
 * prepared statement's plan without its values only when that plan costs no more than the plans
 * made with them, and it prices a LIMIT it cannot see at a tenth of the rows: the queues' plans
 * without values are as good as the others once their limits are written (docs/performance.md).
 */
export type Limit = number | RawBuilder<number>;

/** `count` written into the statement as a LIMIT: a statement per count. */
export function writtenLimit(count: number): RawBuilder<number> {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`A limit of ${count} is not a count.`);
  return sql.lit(count);
}

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

// The flip-card queue (GET /review/due, its counts, the nav's badge) is of
// recognition cards only: production cards are practised with checked
// questions, never flipped.

const count = <T extends keyof DB>(eb: ExpressionBuilder<DB, T>) => eb.fn.countAll<number>();

/**
 * Grades given on the learner's `day` (YYYY-MM-DD), and how many of them
 * were a card's first (its new-card allowance): from the day's activity rows
 * (lib/review/activity.ts), a rating each, not from the day's log.
 */
export function gradedTodayQuery(db: QueryCreator<DB>, userId: string, day: string) {
  return db
    .selectFrom("review_activity")
    .where("user_id", "=", userId)
    .where("day", "=", sql<Date>`${day}::date`)
    .select((eb) => [
      eb.cast<number>(eb.fn.coalesce(eb.fn.sum("reviews"), eb.lit(0)), "integer").as("reviewed"),
      eb.cast<number>(eb.fn.coalesce(eb.fn.sum("new_cards"), eb.lit(0)), "integer").as("new_today"),
      eb.cast<number>(eb.fn.coalesce(eb.fn.sum("duration_ms"), eb.lit(0)), "float8").as("ms_today"),
    ]);
}

/**
 * A catch-up plan as the queue applies it on one of its days: the backlog
 * cards planned for later days wait (left out of the counts and the queue),
 * and the reviews go in the plan's order (most at risk first).
 */
export interface QueuePlan {
  postponed: readonly number[];
  order: readonly number[];
}

/**
 * The queue's counts, today's grades and the next due time outside the queue,
 * in one statement: index range scans of the cards each count counts, of the
 * first card due after the learn-ahead limit, and of today's activity rows.
 */
export function queueSummaryQuery(db: Kysely<DB>, userId: string, now: Date, learnAhead: Date, today: string, plan?: QueuePlan) {
  // One count per state and due limit, each a range of the (user, direction, state, due) index that holds
  // only what it counts: a count over all the learner's cards would read the whole deck's entries.
  const countOf = (states: readonly number[], dueBy: Date) =>
    db
      .selectFrom("review_cards")
      .select((eb) => eb.cast<number>(count(eb), "integer").as("n"))
      .where("user_id", "=", userId)
      .where((eb) => eb("direction", "=", eb.lit(RECOGNITION)))
      .where((eb) =>
        eb(
          "state",
          "in",
          states.map((state) => eb.lit(state)),
        ),
      )
      .where("due", "<=", dueBy)
      .$if(Boolean(plan?.postponed.length), (query) => query.where("id", "not in", plan!.postponed.map(BigInt)));
  const cards = db.selectNoFrom([
    countOf([REVIEW], now).$asScalar().$notNull().as("due"),
    countOf([LEARNING, RELEARNING], learnAhead).$asScalar().$notNull().as("learning"),
    countOf([NEW], learnAhead).$asScalar().$notNull().as("new_cards"),
  ]);
  const logs = gradedTodayQuery(db, userId, today);
  // The settings' version, as the practice queue's: the caller learns whether the settings it was sent with still held.
  return db.selectFrom([cards.as("c"), logs.as("l")]).select((eb) => [
    settingsVersionOf(userId).as("settingsVersion"),
    "c.due",
    "c.learning",
    "c.new_cards as newCards",
    "l.reviewed as reviewedToday",
    "l.new_today as newToday",
    "l.ms_today as msToday",
    eb
      .selectFrom("review_cards as n")
      .select((eb) => eb.fn.min("n.due").as("due"))
      .where("n.user_id", "=", userId)
      .where("n.due", ">", now)
      .where((eb) => eb("n.direction", "=", eb.lit(RECOGNITION)))
      .where((eb) => eb.not(eb.and([eb("n.state", "in", [eb.lit(LEARNING), eb.lit(RELEARNING)]), eb("n.due", "<=", learnAhead)])))
      .as("nextDue"),
  ]);
}

/**
 * A learner's cards of one direction in `states` due by `dueBy`, in due
 * order: a range of the (user, direction, state, due) index per state, so a
 * LIMIT on one state reads about as many entries as it answers (the steps'
 * two states are read whole and sorted: a learner has few cards in steps).
 * The queues are built of such parts: a range over all states (the (user_id,
 * due) index) would read every new card due before the first review only to
 * leave it out, and a limit over steps and reviews together would fill with
 * overdue reviews and cut the steps due now, which come first.
 */
function cardsInState(db: QueryCreator<DB>, userId: string, direction: number, states: readonly number[], dueBy: Date) {
  return db
    .selectFrom("review_cards")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.and([
        eb("direction", "=", eb.lit(direction)),
        eb(
          "state",
          "in",
          states.map((state) => eb.lit(state)),
        ),
      ]),
    )
    .where("due", "<=", dueBy)
    .orderBy("due")
    .orderBy("id");
}

type CardsQuery = ReturnType<typeof cardsInState>;

/** The rows of every query in `parts` (UNION ALL), as one query to select from. */
function allOf(db: QueryCreator<DB>, parts: readonly CardsQuery[]) {
  const [first, ...rest] = parts.map((part, index) => db.selectFrom(part.as(`p${index}`)).selectAll());
  return rest.reduce((union, part) => union.unionAll(part), first!);
}

/**
 * The next `size` cards with their words: (re)learning steps due by the
 * learn-ahead limit first, then reviews due now, then up to `newLimit` new
 * cards; each a part of its own (cardsInState), the parts' cards ranked and
 * cut to `size` before their words are joined.
 */
export function dueCardsQuery(db: Kysely<DB>, userId: string, now: Date, learnAhead: Date, newLimit: Limit, size: Limit, plan?: QueuePlan) {
  const postponed = plan?.postponed.length ? plan.postponed.map(BigInt) : null;
  const planned = plan?.order.length ? sql.val([...plan.order]) : null;
  const graded = (states: readonly number[], dueBy: Date) =>
    cardsInState(db, userId, RECOGNITION, states, dueBy)
      // Under a plan: the backlog planned for later days waits; today's planned cards come in the plan's order (most at risk first).
      .$if(postponed !== null, (query) => query.where("id", "not in", postponed!))
      .$if(planned !== null, (query) =>
        query
          .clearOrderBy()
          .orderBy(sql`array_position(${planned}::bigint[], id)`)
          .orderBy("due")
          .orderBy("id"),
      )
      .limit(size);
  // A part per state: about 0.1 ms less a call than the steps read together (measured); practice, with two directions, is the other way.
  const parts = allOf(db, [
    graded([LEARNING], learnAhead),
    graded([RELEARNING], learnAhead),
    graded([REVIEW], now),
    cardsInState(db, userId, RECOGNITION, [NEW], now).limit(newLimit),
  ]);
  const next = db
    .selectFrom(parts.as("p"))
    .selectAll()
    .select((eb) => [
      eb
        .case()
        .when(eb.and([eb("p.state", "in", [eb.lit(LEARNING), eb.lit(RELEARNING)]), eb("p.due", "<=", now)]))
        .then(eb.lit(0))
        .when("p.state", "=", eb.lit(REVIEW))
        .then(eb.lit(1))
        .when("p.state", "=", eb.lit(NEW))
        .then(eb.lit(2))
        .else(eb.lit(3))
        .end()
        .as("queue_rank"),
      (planned === null ? sql<number | null>`NULL::integer` : sql<number | null>`array_position(${planned}::bigint[], p.id)`).as("plan_position"),
    ])
    .orderBy("queue_rank")
    .orderBy("plan_position")
    .orderBy("p.due")
    .orderBy("p.id")
    .limit(size);
  return db
    .selectFrom(next.as("c"))
    .innerJoin("words as w", "w.index", "c.word_index")
    .select([...CARD_COLUMNS, "w.index", "w.word", "w.ipa", "w.details"])
    .orderBy("c.queue_rank")
    .orderBy("c.plan_position")
    .orderBy("c.due")
    .orderBy("c.id");
}

/**
 * The practice queue ("Quiz me"): cards of both directions, one per word,
 * `size` at most, in the flip queue's order: (re)learning steps due now,
 * reviews due now, then new cards up to `newLimit` (recognition before
 * production), then steps due within the learn-ahead limit. Words in
 * `exclude` (asked already this round) are left out. Steps, reviews and new
 * cards of each direction are parts of their own (cardsInState).
 * `size` is written into the statement (writtenLimit): with every limit in
 * its text and a part per state, the plan without values walks each part's
 * index in due order as far as its limit. A statement per size. Each row
 * carries the learner's settings' version (settings-version.ts), which the
 * new-card allowance and the learner's day were worked out from.
 */
export function practiceCardsQuery(
  db: Kysely<DB>,
  userId: string,
  {
    now,
    learnAhead,
    newPerDay,
    today,
    size,
    exclude,
  }: { now: Date; learnAhead: Date; newPerDay: number; today: string; size: number; exclude: readonly number[] },
) {
  // The day's new-card allowance, in the statement (a CTE, read by the new cards' limit):
  // new_per_day less the cards first graded today, `size` at most.
  const newLimit = sql<number>`(SELECT n FROM allowance)`;
  const limit = writtenLimit(size);
  // One parameter however many words: the statement keeps one shape (compiled once: lib/review/practice-queue.ts).
  const unasked = (query: CardsQuery) => query.where(sql<boolean>`word_index <> all(${exclude}::integer[])`);
  // Each part's first `size` cards are enough: a card past them has `size` other words ahead of it.
  const graded = allOf(
    db,
    [RECOGNITION, PRODUCTION].flatMap((direction) =>
      [LEARNING, RELEARNING]
        .map((state) => unasked(cardsInState(db, userId, direction, [state], learnAhead)).limit(limit))
        .concat(unasked(cardsInState(db, userId, direction, [REVIEW], now)).limit(limit)),
    ),
  );
  // Each direction's first `size` new cards (the allowance is `size` at most, and the planner sees this limit,
  // not the allowance's), then the allowance over both.
  const fresh = (direction: number) => unasked(cardsInState(db, userId, direction, [NEW], now)).limit(limit);
  const freshCards = db
    .selectFrom((db) =>
      db
        .selectFrom(fresh(RECOGNITION).as("r"))
        .selectAll()
        .unionAll(db.selectFrom(fresh(PRODUCTION).as("p")).selectAll())
        .as("n"),
    )
    .selectAll()
    .orderBy("n.direction")
    .orderBy("n.due")
    .orderBy("n.id")
    .limit(newLimit);
  const rank = (eb: ExpressionBuilder<{ c: DB["review_cards"] }, "c">) =>
    eb
      .case()
      .when(eb.and([eb("c.state", "in", [eb.lit(LEARNING), eb.lit(RELEARNING)]), eb("c.due", "<=", now)]))
      .then(eb.lit(0))
      .when("c.state", "=", eb.lit(REVIEW))
      .then(eb.lit(1))
      .when(eb.and([eb("c.state", "=", eb.lit(NEW)), eb("c.direction", "=", eb.lit(RECOGNITION))]))
      .then(eb.lit(2))
      .when("c.state", "=", eb.lit(NEW))
      .then(eb.lit(3))
      .else(eb.lit(4))
      .end();
  // One card per word: the one that comes first.
  const firstPerWord = db
    .selectFrom((db) =>
      db
        .selectFrom(graded.as("g"))
        .selectAll()
        .unionAll(db.selectFrom(freshCards.as("f")).selectAll())
        .as("c"),
    )
    .distinctOn("c.word_index")
    .select((eb) => ["c.id", "c.word_index as wordIndex", "c.direction", "c.stability", "c.state", "c.due", "c.context", rank(eb).as("rank")])
    .orderBy("c.word_index")
    .orderBy("rank")
    .orderBy("c.due")
    .orderBy("c.id");
  // The settings' version is read in the statement's own snapshot: its caller learns whether the settings it was sent with still held.
  return db
    .with("allowance", (db) =>
      db.selectFrom(gradedTodayQuery(db, userId, today).as("t")).select(sql<number>`greatest(0, least(${limit}, ${newPerDay}::integer - t.new_today))`.as("n")),
    )
    .selectFrom(firstPerWord.as("q"))
    .select(["q.id", "q.wordIndex", "q.direction", "q.stability", "q.state", "q.due", "q.context", "q.rank"])
    .select(settingsVersionOf(userId).as("settingsVersion"))
    .orderBy("q.rank")
    .orderBy("q.due")
    .orderBy("q.id")
    .limit(limit);
}
