// The bench's realistic, verified user: hundreds of marks and 200 notes,
// written with SQL directly. Its own module, as both the bench database
// (./database.ts) and the heavy user's (./review-data.ts) seed it.
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import pg from "pg";

export const BENCH_USER = { email: "bench.user@example.com", password: "Abcdefghij1!", name: "Bench User" };
export const BENCH_MARKS = { seen: 400, favourite: 120, remember: 80, unremember: 60 } as const;
export const BENCH_NOTES = 200;

/** The realistic user: verified, with seen, favourite, remember and unremember marks and 200 notes. */
export async function seedUser(
  url: string,
  identity: { email: string; password: string; name: string } = BENCH_USER,
): Promise<{ userId: string; words: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const userId = `bench${randomBytes(8).toString("hex")}`;
    // argon2id with the app's parameters (lib/users/password.ts).
    const passwordHash = await hash(identity.password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await client.query(`INSERT INTO users (id, name, email, email_verified, password_hash, updated_at) VALUES ($1, $2, $3, now(), $4, now())`, [
      userId,
      identity.name,
      identity.email,
      passwordHash,
    ]);
    const { rows } = await client.query<{ count: number }>("SELECT count(*)::integer AS count FROM words");
    const words = rows[0]!.count;

    // Seen words, oldest first over the last 30 days; favourites, remember and
    // unremember among them (remember and unremember share the "recall" slot).
    await client.query(
      `WITH picked AS (SELECT index, row_number() OVER () AS n FROM (SELECT index FROM words ORDER BY random() LIMIT $2) AS r)
       INSERT INTO marks (user_id, slot, kind, item_id, type, name, created_at)
       SELECT $1, 'seen', 'seen', index::text, 'words', 'Flashcards', now() - (n || ' minutes')::interval * 100 FROM picked`,
      [userId, BENCH_MARKS.seen],
    );
    const marked = async (slot: string, kind: string, name: string, count: number, offset: number) =>
      client.query(
        `INSERT INTO marks (user_id, slot, kind, item_id, type, name, created_at)
         SELECT $1, $2, $3::mark_kind, item_id, 'words', $4, created_at + interval '1 minute'
         FROM marks WHERE user_id = $1 AND slot = 'seen' ORDER BY created_at OFFSET $6 LIMIT $5`,
        [userId, slot, kind, name, count, offset],
      );
    await marked("favourite", "favourite", "Flashcards-Seen", BENCH_MARKS.favourite, 0);
    await marked("recall", "remember", "Flashcards-Seen", BENCH_MARKS.remember, 0);
    await marked("recall", "unremember", "Flashcards-Seen", BENCH_MARKS.unremember, BENCH_MARKS.remember);

    await client.query(
      `INSERT INTO notes (id, user_id, word, type, definitions, example, breakdown, created_at, updated_at)
       SELECT gen_random_uuid(), $1, w.word, 'noun', w.details->0->>'definition', coalesce(w.details->0->'examples'->>0, 'An example sentence for ' || w.word || '.'),
              'A note of a few words on ' || w.word || ', written while studying it: how it sounds, what it resembles.',
              now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
       FROM (SELECT word, details, row_number() OVER () AS n FROM words ORDER BY random() LIMIT $2) AS w`,
      [userId, BENCH_NOTES],
    );
    await client.query("ANALYZE");
    return { userId, words };
  } finally {
    await client.end();
  }
}
