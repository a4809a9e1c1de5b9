// The bench's database: a throwaway database on the PostgreSQL server at
// 127.0.0.1:5432 when one answers (BENCH_POSTGRES_ADMIN_URL overrides), else
// an in-memory embedded PGlite. Migrated, seeded with the full word set, and
// holding one realistic, verified user: hundreds of marks and 200 notes,
// written with SQL directly.
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { createEmptyDatabase, type EmptyDatabase } from "../../tests/support/empty-database";
import { applyMigrations } from "../lib/migrations";
import { seedWords } from "../lib/seed-words";
import { seedBenchDeck } from "./review-data";

export const BENCH_USER = { email: "bench.user@example.com", password: "Abcdefghij1!", name: "Bench User" };
export const BENCH_MARKS = { seen: 400, favourite: 120, remember: 80, unremember: 60 } as const;
export const BENCH_NOTES = 200;

export type BenchDatabase = EmptyDatabase & { kind: "PostgreSQL server" | "embedded PGlite"; userId: string; words: number };

export const DEFAULT_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? DEFAULT_ADMIN_URL;
  const real = await reachable(adminUrl);
  // createEmptyDatabase makes a fresh database on the server named here, or an embedded one.
  const previous = process.env.TEST_POSTGRES_ADMIN_URL;
  if (real) process.env.TEST_POSTGRES_ADMIN_URL = adminUrl;
  else delete process.env.TEST_POSTGRES_ADMIN_URL;
  const database = await createEmptyDatabase();
  if (previous === undefined) delete process.env.TEST_POSTGRES_ADMIN_URL;
  else process.env.TEST_POSTGRES_ADMIN_URL = previous;

  try {
    await applyMigrations(database.url);
    await seedWords(database.url);
    const { userId, words } = await seedUser(database.url);
    await seedBenchDeck(database.url, userId);
    return { ...database, kind: real ? "PostgreSQL server" : "embedded PGlite", userId, words };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

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
