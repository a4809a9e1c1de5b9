// One fresh database for the api test run: migrated and seeded with the word
// set, dropped afterwards. Embedded PGlite by default; a database of its own on
// the server in TEST_POSTGRES_ADMIN_URL when that is set (reached through the
// pooler in TEST_POSTGRES_POOLED_URL, when that is set too).
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/scripts/lib/migrations";
import { seedWords } from "@/scripts/lib/seed-words";
import { createEmptyDatabase } from "@/scripts/lib/empty-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    directDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await createEmptyDatabase();
  await applyMigrations(database.directUrl);
  await seedWords(database.directUrl);
  project.provide("databaseUrl", database.url);
  project.provide("directDatabaseUrl", database.directUrl);
  return () => database.drop();
}
