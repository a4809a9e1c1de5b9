// Review decks for the bench (issue 13), written with SQL directly:
// - the bench user gets a modest deck (150 cards, 100 of them due now), so
//   /review has cards for client JS, Lighthouse and 50 grades;
// - a heavy user in a database of its own (20,000 cards, 200,000 log rows
//   over a year), for the due query's plan, GET /api/v1/review/due and
//   /progress. The word set has 16,236 words and a card is one word, so that
//   database's word set is padded to 20,000 with numbered copies ("apple 2"):
//   kept apart so the other sections' figures (random unseen words) are
//   measured on the real word set.
import pg from "pg";
import { createEmptyDatabase, type EmptyDatabase } from "../lib/empty-database";
import { applyMigrations } from "../lib/migrations";
import { seedWords } from "../lib/seed-words";
import { seedUser } from "./bench-user";

export const HEAVY_USER = { email: "heavy.user@example.com", password: "Abcdefghij1!", name: "Heavy User" };
export const HEAVY = { cards: 20_000, logs: 200_000, days: 365 } as const;
export const BENCH_DECK = { dueReviews: 100, futureReviews: 30, newCards: 20 } as const;

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
async function writeLogs(client: pg.Client, userId: string, total: number, days: number, idPrefix: string): Promise<void> {
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

/** The bench user's deck: reviews due now (overdue up to 3 days), reviews due later, new cards. */
export async function seedBenchDeck(url: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { dueReviews, futureReviews, newCards } = BENCH_DECK;
    await client.query(
      `INSERT INTO review_cards (user_id, word_index, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
       SELECT $1, w.index,
              CASE WHEN n <= $2 THEN now() - random() * interval '3 days'
                   WHEN n <= $2 + $3 THEN now() + (1 + random() * 30) * interval '1 day'
                   ELSE now() - interval '1 hour' END,
              CASE WHEN n <= $2 + $3 THEN 3 + random() * 20 ELSE 0 END, CASE WHEN n <= $2 + $3 THEN 3 + random() * 5 ELSE 0 END,
              CASE WHEN n <= $2 + $3 THEN 5 ELSE 0 END, CASE WHEN n <= $2 + $3 THEN 5 ELSE 0 END, 0, 0, 0,
              CASE WHEN n <= $2 + $3 THEN 2 ELSE 0 END,
              CASE WHEN n <= $2 + $3 THEN now() - interval '5 days' END
       FROM (SELECT index, row_number() OVER (ORDER BY random()) AS n FROM words) w WHERE n <= $2 + $3 + $4`,
      [userId, dueReviews, futureReviews, newCards],
    );
    await writeLogs(client, userId, (dueReviews + futureReviews) * 3, 30, "bench-");
    await client.query("ANALYZE review_cards; ANALYZE review_logs");
  } finally {
    await client.end();
  }
}

/** The heavy learner's twins' sign-ins: the heavy user's password, their own e-mail address. */
export function heavyTwin(n: number): { email: string; password: string } {
  return { email: `heavy.twin${n}@example.com`, password: HEAVY_USER.password };
}

/**
 * `count` more learners in the heavy database, each with a copy of the heavy
 * learner's deck and settings (not its log): practice under load is many
 * learners answering at once, each one question after another. Callers of
 * one learner all get the same first due card, and ten answers to one card
 * at once queue on its row lock (two-tab safety), which measures the queue,
 * not the calls.
 */
export async function addHeavyTwins(heavy: HeavyDatabase, count: number): Promise<{ email: string; password: string }[]> {
  const client = new pg.Client({ connectionString: heavy.url });
  await client.connect();
  try {
    const twins = Array.from({ length: count }, (_, index) => heavyTwin(index + 1));
    for (const [index, twin] of twins.entries()) {
      const id = `${heavy.userId}-twin${index + 1}`;
      await client.query(
        `INSERT INTO users (id, name, email, email_verified, password_hash, updated_at)
         SELECT $2, 'Heavy Twin', $3, now(), password_hash, now() FROM users WHERE id = $1`,
        [heavy.userId, id, twin.email],
      );
      await client.query(`INSERT INTO review_settings (user_id, time_zone, updated_at) SELECT $2, time_zone, now() FROM review_settings WHERE user_id = $1`, [
        heavy.userId,
        id,
      ]);
      await client.query(
        `INSERT INTO review_cards (user_id, word_index, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at)
         SELECT $2, word_index, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at
         FROM review_cards WHERE user_id = $1`,
        [heavy.userId, id],
      );
    }
    await client.query("VACUUM ANALYZE review_cards");
    return twins;
  } finally {
    await client.end();
  }
}

export type HeavyDatabase = EmptyDatabase & { userId: string; cards: number; logs: number; words: number; dueNow: number };

/**
 * A database of its own on the bench's PostgreSQL server: migrated, the word set padded to 20,000,
 * the heavy user (signed in through the login page, with the bench user's marks and notes) and their
 * 20,000 cards (10% new, 2% learning, 1% relearning, the rest in review, due over the next year with
 * a few days' backlog) and 200,000 log rows over the last 365 days.
 */
export async function createHeavyDatabase(adminUrl: string): Promise<HeavyDatabase> {
  const previous = process.env.TEST_POSTGRES_ADMIN_URL;
  process.env.TEST_POSTGRES_ADMIN_URL = adminUrl;
  const database = await createEmptyDatabase();
  if (previous === undefined) delete process.env.TEST_POSTGRES_ADMIN_URL;
  else process.env.TEST_POSTGRES_ADMIN_URL = previous;
  try {
    await applyMigrations(database.url);
    await seedWords(database.url);
    const { userId } = await seedUser(database.url, HEAVY_USER);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>("SELECT count(*)::integer AS count FROM words");
      const real = rows[0]!.count;
      await client.query(
        `INSERT INTO words (index, word, details)
         SELECT top.max + c.n, c.word || ' ' || (c.k + 1), c.details
         FROM (SELECT w.word, w.details, k, row_number() OVER (ORDER BY k, w.index) AS n
               FROM words w, generate_series(1, ceil($2::numeric / $1)::integer) AS k) c,
              (SELECT max(index) AS max FROM words) top
         WHERE c.n <= $2 - $1`,
        [real, HEAVY.cards],
      );
      await client.query(`INSERT INTO review_settings (user_id, time_zone, updated_at) VALUES ($1, 'Europe/London', now())`, [userId]);
      await client.query(
        `INSERT INTO review_cards (user_id, word_index, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at)
         SELECT $1, w.index, s.due, s.stability, 1 + (w.index * 37 % 900) / 100.0, s.elapsed, s.scheduled, s.steps, 0, 0, s.state, s.last_review, s.created
         FROM (SELECT index, row_number() OVER (ORDER BY index) AS n FROM words ORDER BY index LIMIT $2) w
         CROSS JOIN LATERAL (SELECT random() AS a, random() AS b) r
         CROSS JOIN LATERAL (SELECT CASE WHEN w.n % 100 < 10 THEN 0 WHEN w.n % 100 < 12 THEN 1 WHEN w.n % 100 = 12 THEN 3 ELSE 2 END AS state,
                                    now() - r.b * interval '365 days' AS created) k
         CROSS JOIN LATERAL (
           SELECT k.state, k.created,
                  CASE k.state
                    WHEN 0 THEN k.created
                    WHEN 2 THEN CASE WHEN w.n % 33 = 0 THEN now() - r.a * interval '3 days' ELSE now() + r.a * r.a * interval '365 days' END
                    ELSE now() + (r.a * 70 - 10) * interval '1 minute' END AS due,
                  CASE k.state WHEN 0 THEN 0 WHEN 2 THEN 1 + r.a * r.a * 400 ELSE 0.5 + r.a END AS stability,
                  CASE k.state WHEN 2 THEN 1 + floor(r.a * r.a * 365)::integer ELSE 0 END AS scheduled,
                  CASE k.state WHEN 0 THEN 0 ELSE floor(r.b * 30)::integer END AS elapsed,
                  CASE k.state WHEN 1 THEN 1 ELSE 0 END AS steps,
                  CASE k.state WHEN 0 THEN NULL ELSE now() - r.b * interval '30 days' END AS last_review
         ) s`,
        [userId, HEAVY.cards],
      );
      await writeLogs(client, userId, HEAVY.logs, HEAVY.days, "heavy-");
      await client.query("VACUUM ANALYZE review_cards");
      await client.query("VACUUM ANALYZE review_logs");
      await client.query("ANALYZE");
      const counts = await client.query<{ cards: number; logs: number; words: number; due: number }>(
        `SELECT (SELECT count(*)::integer FROM review_cards WHERE user_id = $1) AS cards, (SELECT count(*)::integer FROM review_logs WHERE user_id = $1) AS logs,
                (SELECT count(*)::integer FROM words) AS words, (SELECT count(*)::integer FROM review_cards WHERE user_id = $1 AND state = 2 AND due <= now()) AS due`,
        [userId],
      );
      const { cards, logs, words, due } = counts.rows[0]!;
      return { ...database, userId, cards, logs, words, dueNow: due };
    } finally {
      await client.end();
    }
  } catch (error) {
    await database.drop();
    throw error;
  }
}
