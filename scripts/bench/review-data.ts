// Review decks for the bench, written with SQL directly:
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
import { addHeavyLearner, HEAVY_LEARNER_SIZE, writeLogs } from "../lib/heavy-learner";

export const HEAVY_USER = { email: "heavy.user@example.com", password: "Abcdefghij1!", name: "Heavy User" };
export const HEAVY = HEAVY_LEARNER_SIZE;
export const BENCH_DECK = { dueReviews: 100, futureReviews: 30, newCards: 20 } as const;

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

/**
 * `count` more learners in the heavy database, each with a copy of the heavy
 * learner's deck and settings (not its log): practice under load is many
 * learners answering at once, each one question after another. Callers of
 * one learner all get the same first due card, and ten answers to one card
 * at once queue on its row lock (two-tab safety), which measures the queue,
 * not the calls.
 */
export async function addHeavyTwins(heavy: HeavyDatabase, count: number): Promise<{ id: string; name: string; email: string }[]> {
  const client = new pg.Client({ connectionString: heavy.url });
  await client.connect();
  const twins = Array.from({ length: count }, (_, index) => ({
    id: `${heavy.userId}-twin${index + 1}`,
    name: "Heavy Twin",
    email: `heavy.twin${index + 1}@example.com`,
  }));
  try {
    for (const { id, name, email } of twins) {
      await client.query(
        `INSERT INTO users (id, name, email, email_verified, password_hash, updated_at)
         SELECT $2, $3, $4, now(), password_hash, now() FROM users WHERE id = $1`,
        [heavy.userId, id, name, email],
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
  } finally {
    await client.end();
  }
  // Their ~1 M cards vacuumed, analysed and flushed before anything is measured on them.
  await settleHeavyDatabase(heavy);
  return twins;
}

/**
 * Vacuums, analyses and checkpoints the heavy database after a phase that wrote to it (the twins' decks, practice's
 * grades), so the rows measured after it do not share the 2 cores with the autovacuum and checkpoint those writes set off.
 */
export async function settleHeavyDatabase(heavy: HeavyDatabase): Promise<void> {
  const client = new pg.Client({ connectionString: heavy.url });
  await client.connect();
  try {
    await client.query("VACUUM ANALYZE");
    await client.query("CHECKPOINT");
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
      const { rows } = await client.query<{ count: number; last: number }>("SELECT count(*)::integer AS count, max(index) AS last FROM words");
      const { count: real, last: lastReal } = rows[0]!;
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
      await addHeavyLearner(client, userId, { cards: HEAVY.cards, logs: HEAVY.logs, days: HEAVY.days });
      // The copies have no question (the practice engine knows the real words only): their cards are due after the
      // run, or a practice learner who has answered the real ones meets a queue of copies and no question to ask.
      await client.query(`UPDATE review_cards SET due = due + interval '30 days' WHERE user_id = $1 AND word_index > $2 AND due < now() + interval '1 day'`, [
        userId,
        lastReal,
      ]);
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
