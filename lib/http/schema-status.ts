import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { isDatabaseUnavailable } from "./database-unavailable";
import { isSchemaBehind } from "./schema-behind";

// Whether the database has caught up with this code: every migration the
// build carries applied, and a word set loaded. GET /api/health reports it, so
// a deploy that skipped its database step is found at once (docs/deploy.md).

export type SchemaStatus =
  | { status: "ok"; pendingMigrations: []; wordsLoaded: true }
  | { status: "behind"; pendingMigrations: string[]; wordsLoaded: boolean }
  | { status: "unreachable" };

const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

/** The migrations this build carries (next.config.ts traces the folder into the function). */
async function migrationsOfThisBuild(): Promise<string[]> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Rows of `query`, or none when its table does not exist yet (a database never migrated). */
async function rowsOrNone<R>(query: Promise<{ rows: R[] }>): Promise<R[]> {
  try {
    return (await query).rows;
  } catch (error) {
    if (isSchemaBehind(error)) return [];
    throw error;
  }
}

export async function schemaStatus(): Promise<SchemaStatus> {
  try {
    const [expected, applied, words] = await Promise.all([
      migrationsOfThisBuild(),
      rowsOrNone(
        sql<{ name: string }>`SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`.execute(kysely()),
      ),
      rowsOrNone(sql<{ loaded: boolean }>`SELECT EXISTS (SELECT 1 FROM words) AS loaded`.execute(kysely())),
    ]);
    const done = new Set(applied.map((row) => row.name));
    const pendingMigrations = expected.filter((name) => !done.has(name));
    const wordsLoaded = words[0]?.loaded === true;
    return pendingMigrations.length === 0 && wordsLoaded
      ? { status: "ok", pendingMigrations: [], wordsLoaded }
      : { status: "behind", pendingMigrations, wordsLoaded };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { status: "unreachable" };
    throw error;
  }
}
