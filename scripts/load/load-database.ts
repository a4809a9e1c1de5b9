// The database of a load run: a new database on a throwaway cluster, migrated
// and seeded with the full word set.
import pg from "pg";
import { applyMigrations } from "../lib/migrations";
import { seedWords } from "../lib/seed-words";

export interface LoadDatabase {
  /** A direct URL of the database. */
  databaseUrl: string;
  words: number | undefined;
  wordIndexes: number[];
}

export async function createLoadDatabase(adminUrl: string, name: string): Promise<LoadDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
  await applyMigrations(databaseUrl);
  const seeded = await seedWords(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const wordIndexes = (await client.query<{ index: number }>("SELECT index FROM words")).rows.map((row) => row.index);
    return { databaseUrl, words: seeded.written, wordIndexes };
  } finally {
    await client.end();
  }
}
