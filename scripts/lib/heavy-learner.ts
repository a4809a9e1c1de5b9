// A learner with years of history, written with SQL directly (seconds, not
// thousands of API calls): cards on the first words of the set in a realistic
// mix of states and due times, a review log spread over past days, and the
// per-day counts the app keeps beside it. The bench measures its calls on
// this learner (scripts/bench/review-data.ts) and the query-plan tests pin
// the plans of the calls a learner waits on (tests/api/query-plans.test.ts).
import type pg from "pg";

export interface HeavyLearnerSize {
  /** Cards, one per word from the lowest word index up (at most the words there are). */
  cards: number;
  /** Review log rows, spread over the learner's graded cards. */
  logs: number;
  /** How many past days the log covers. */
  days: number;
}

export const HEAVY_LEARNER_SIZE: HeavyLearnerSize = { cards: 20_000, logs: 200_000, days: 365 };

/** A card's FSRS fields as a log row's `before` / `after` JSON holds them (lib/review/scheduler.ts snapshotOf). */
const SNAPSHOT = (prefix: string) => `jsonb_build_object(
  'due', to_char(${prefix}due AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'stability', ${prefix}stability, 'difficulty', ${prefix}difficulty,
  'elapsedDays', ${prefix}elapsed_days, 'scheduledDays', ${prefix}scheduled_days, 'learningSteps', ${prefix}learning_steps,
  'reps', ${prefix}reps, 'lapses', ${prefix}lapses, 'state', ${prefix}state,
  'lastReview', to_char(${prefix}last_review AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * `total` log rows for the user's graded cards, spread over the last `days`, each card's reps
 * and lapses then set from its rows, so reps = log rows as grading keeps it.
 */
export async function writeLogs(client: pg.Client, userId: string, total: number, days: number, idPrefix: string): Promise<void> {
  await client.query(
    `WITH graded AS MATERIALIZED (
       SELECT id, word_index, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review,
              row_number() OVER (ORDER BY id) - 1 AS n
       FROM review_cards WHERE user_id = $1 AND state <> 0
     ), m AS (SELECT count(*) AS m FROM graded)
     INSERT INTO review_logs (card_id, user_id, word_index, review_id, rating, state, due, stability, difficulty, elapsed_days,
                              last_elapsed_days, scheduled_days, learning_steps, reviewed_at, duration_ms, before, after)
     SELECT g.id, $1, g.word_index, $4 || i, r.rating,
            CASE WHEN i % 11 = 0 THEN 0 WHEN i % 13 = 0 THEN 1 WHEN i % 17 = 0 THEN 3 ELSE 2 END,
            g.due, g.stability, g.difficulty, g.elapsed_days, g.elapsed_days, g.scheduled_days, 0,
            now() - random() * make_interval(days => $3), 1500 + (i * 7919) % 9000, ${SNAPSHOT("g.")}, ${SNAPSHOT("g.")}
     FROM (SELECT i, (i * 7919) % (SELECT m FROM m) AS n FROM generate_series(1, $2::integer) AS i) AS s
     JOIN graded g ON g.n = s.n
     CROSS JOIN LATERAL (SELECT CASE WHEN i % 10 = 0 THEN 1 WHEN i % 10 = 1 THEN 2 WHEN i % 10 = 9 THEN 4 ELSE 3 END AS rating) r`,
    [userId, total, days, idPrefix],
  );
  await client.query(
    `UPDATE review_cards c SET reps = l.reps, lapses = l.lapses
     FROM (SELECT card_id, count(*)::integer AS reps, count(*) FILTER (WHERE rating = 1 AND state = 2)::integer AS lapses
           FROM review_logs WHERE user_id = $1 GROUP BY card_id) l
     WHERE c.id = l.card_id`,
    [userId],
  );
  // The per-day counts the app keeps beside the log (lib/review/activity.ts), as the migration backfills them.
  await client.query(
    `INSERT INTO review_activity (user_id, day, rating, reviews, review_state, new_cards)
     SELECT l.user_id, ((l.reviewed_at AT TIME ZONE coalesce(s.time_zone, 'UTC')) - interval '4 hours')::date, l.rating,
            count(*)::integer, (count(*) FILTER (WHERE l.state = 2))::integer, (count(*) FILTER (WHERE l.state = 0))::integer
     FROM review_logs l LEFT JOIN review_settings s ON s.user_id = l.user_id WHERE l.user_id = $1 GROUP BY 1, 2, 3
     ON CONFLICT (user_id, day, rating) DO UPDATE
     SET reviews = review_activity.reviews + EXCLUDED.reviews, review_state = review_activity.review_state + EXCLUDED.review_state,
         new_cards = review_activity.new_cards + EXCLUDED.new_cards`,
    [userId],
  );
}

/**
 * `size.cards` cards for `userId` (10% new, 2% learning, 1% relearning, the rest in review, due over
 * the next year with a few days' backlog) and `size.logs` log rows over the last `size.days` days.
 * The user must exist and have review settings; statistics are refreshed afterwards.
 */
export async function addHeavyLearner(client: pg.Client, userId: string, size: HeavyLearnerSize): Promise<void> {
  await client.query(
    `INSERT INTO review_cards (user_id, word_index, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at)
         SELECT $1, w.index, s.due, s.stability, s.difficulty, s.elapsed, s.scheduled, s.steps, 0, 0, s.state, s.last_review, s.created
         -- random() in the scan's select list: a draw per card (a LATERAL subquery with no outer reference is evaluated once)
         FROM (SELECT index, row_number() OVER (ORDER BY index) AS n, random() AS a, random() AS b FROM words ORDER BY index LIMIT $2) w
         CROSS JOIN LATERAL (SELECT CASE WHEN w.n % 100 < 10 THEN 0 WHEN w.n % 100 < 12 THEN 1 WHEN w.n % 100 = 12 THEN 3 ELSE 2 END AS state,
                                    now() - w.b * interval '365 days' AS created) k
         CROSS JOIN LATERAL (
           SELECT k.state, k.created,
                  CASE k.state
                    WHEN 0 THEN k.created
                    WHEN 2 THEN CASE WHEN w.n % 33 = 0 THEN now() - w.a * interval '3 days' ELSE now() + w.a * w.a * interval '365 days' END
                    ELSE now() + (w.a * 70 - 10) * interval '1 minute' END AS due,
                  CASE k.state WHEN 0 THEN 0 WHEN 2 THEN 1 + w.a * w.a * 400 ELSE 0.5 + w.a END AS stability,
                  -- A new card has no memory state yet (ts-fsrs's empty card): 0 and 0.
                  CASE k.state WHEN 0 THEN 0 ELSE 1 + (w.index * 37 % 900) / 100.0 END AS difficulty,
                  CASE k.state WHEN 2 THEN 1 + floor(w.a * w.a * 365)::integer ELSE 0 END AS scheduled,
                  CASE k.state WHEN 0 THEN 0 ELSE floor(w.b * 30)::integer END AS elapsed,
                  CASE k.state WHEN 1 THEN 1 ELSE 0 END AS steps,
                  CASE k.state WHEN 0 THEN NULL ELSE now() - w.b * interval '30 days' END AS last_review
         ) s`,
    [userId, size.cards],
  );
  await writeLogs(client, userId, size.logs, size.days, `heavy-${userId}-`);
  await client.query("VACUUM ANALYZE review_cards");
  await client.query("VACUUM ANALYZE review_logs");
  await client.query("ANALYZE");
}

/** What addHeavyLearnerByEmail did, or why it did nothing. */
export type HeavyLearnerOutcome = { userId: string; cards: number; logs: number } | { refused: string };

/**
 * Gives the learner who signed up with `email` (the PostgreSQL user store's `users`) the heavy learner's
 * history: review settings when they have none, then addHeavyLearner. Refused for an address with no
 * account, and for a learner who has cards already (the fixture writes a deck from the first word up).
 */
export async function addHeavyLearnerByEmail(client: pg.Client, email: string, size: HeavyLearnerSize = HEAVY_LEARNER_SIZE): Promise<HeavyLearnerOutcome> {
  const user = await client.query<{ id: string }>("SELECT id FROM users WHERE lower(email) = lower($1)", [email.trim()]);
  const userId = user.rows[0]?.id;
  if (!userId) return { refused: `No account has the address ${email}: sign up in the app first (a Firestore user store keeps its users elsewhere).` };
  const deck = await client.query<{ n: number }>("SELECT count(*)::integer AS n FROM review_cards WHERE user_id = $1", [userId]);
  if (deck.rows[0]!.n > 0) return { refused: `${email} has ${deck.rows[0]!.n} cards already: the heavy learner's deck is written into an empty one.` };
  await client.query("INSERT INTO review_settings (user_id, updated_at) VALUES ($1, now()) ON CONFLICT (user_id) DO NOTHING", [userId]);
  await addHeavyLearner(client, userId, size);
  const written = await client.query<{ cards: number; logs: number }>(
    "SELECT (SELECT count(*)::integer FROM review_cards WHERE user_id = $1) AS cards, (SELECT count(*)::integer FROM review_logs WHERE user_id = $1) AS logs",
    [userId],
  );
  return { userId, ...written.rows[0]! };
}
