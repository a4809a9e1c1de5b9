// The bench's database: a throwaway database on the PostgreSQL server at
// 127.0.0.1:5432 when one answers (BENCH_POSTGRES_ADMIN_URL overrides), else
// an in-memory embedded PGlite. Migrated, seeded with the full word set, and
// holding the bench user (./bench-user.ts) and their review deck.
import pg from "pg";
import { createEmptyDatabase, type EmptyDatabase } from "../lib/empty-database";
import { applyMigrations } from "../lib/migrations";
import { seedWords } from "../lib/seed-words";
import { seedUser } from "./bench-user";
import { seedBenchDeck } from "./review-data";

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
