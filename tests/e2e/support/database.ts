// The e2e server's database (scripts/e2e-server.ts writes its address), for
// specs that need a learner's past the app cannot make now: review cards due
// days ago, days of reviews before today.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** Runs `statement` with `values` on the e2e server's database. */
export async function onE2eDatabase(statement: string, values: unknown[] = []): Promise<void> {
  const url = readFileSync(path.join(process.cwd(), "test-results", "e2e-database-url"), "utf8").trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const DAY_MS = 86_400_000;

/**
 * Gives a learner `count` review cards (words from `firstWord` on) due 3 to 9 days ago, and a day of 40
 * reviews at 10 s each 4 days ago, their last: a learner back after three missed days.
 */
export async function backAfterMissedDays(userId: string, count: number, firstWord: number): Promise<void> {
  const now = Date.now();
  const cards = Array.from({ length: count }, (_, i) => {
    const due = new Date(now - (3 + (i % 7)) * DAY_MS);
    const stability = 3 + (i % 20);
    return [firstWord + i, due.toISOString(), stability, Math.round(stability), new Date(due.getTime() - Math.round(stability) * DAY_MS).toISOString()];
  });
  await onE2eDatabase(
    `INSERT INTO review_cards (user_id, word_index, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
     SELECT $1, (c->>0)::int, 0, (c->>1)::timestamptz, (c->>2)::float8, 5, 0, (c->>3)::int, 0, 4, 0, 2, (c->>4)::timestamptz
     FROM jsonb_array_elements($2::jsonb) AS c`,
    [userId, JSON.stringify(cards)],
  );
  const day = new Date(now - 4 * DAY_MS - 4 * 3_600_000).toISOString().slice(0, 10);
  await onE2eDatabase(
    `INSERT INTO review_activity (user_id, day, rating, reviews, review_state, new_cards, duration_ms) VALUES ($1, $2::date, 3, 40, 40, 0, 400000)`,
    [userId, day],
  );
}

/** Gives a learner `count` new review cards (words from `firstWord` on), due now: what adding them one by one makes, in one statement. */
export async function newCardsDueNow(userId: string, firstWord: number, count: number): Promise<void> {
  await onE2eDatabase(
    `INSERT INTO review_cards (user_id, word_index, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
     SELECT $1, w, 0, now(), 0, 0, 0, 0, 0, 0, 0, 0, NULL FROM generate_series($2::int, $2::int + $3::int - 1) AS w`,
    [userId, firstWord, count],
  );
}
