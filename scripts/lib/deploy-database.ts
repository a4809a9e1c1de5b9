// What a Vercel build does to its database before `next build`, so a deploy
// never serves code ahead of its schema (docs/deploy.md):
// - production: applies the pending migrations and loads the word set (which
//   writes only what changed), over the direct URL, then marks the database
//   as production's;
// - preview: the same on the Preview environment's own database; it refuses
//   to build against a database marked as production's, where it would apply
//   a branch's unreleased migrations under the live site.
// Anywhere else (`npm run build` on a laptop, CI, `vercel build` for
// development) it touches nothing. Relative imports: scripts run it with tsx.
import pg from "pg";
import { directDatabaseUrl } from "../../lib/database-url";
import { applyMigrations } from "./migrations";
import { seedWords, type SeedResult } from "./seed-words";

export type DeployTarget = "production" | "preview";

/** The build's variables (process.env). */
type BuildEnv = Record<string, string | undefined>;

export interface PreparedDatabase {
  target: DeployTarget;
  applied: string[];
  seeded: SeedResult;
}

/** The Vercel deployment this build is for, or null when it is not a Vercel deployment build. */
export function deployTargetOf(env: BuildEnv): DeployTarget | null {
  if (!env.VERCEL?.trim()) return null;
  return env.VERCEL_ENV === "production" || env.VERCEL_ENV === "preview" ? env.VERCEL_ENV : null;
}

export const PREVIEW_ON_PRODUCTION_DATABASE =
  "This Preview build's database is the one production uses (it is marked as production's). A Preview deploy migrates its own database, " +
  "so it would apply this branch's migrations under the live site. Give the Preview environment a database of its own " +
  "(Neon's Vercel integration makes a branch per preview) in DATABASE_URL and DIRECT_DATABASE_URL (or DATABASE_URL_UNPOOLED).";

async function isMarkedProduction(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A database that was never migrated has no marks table: it is not production's.
    const table = await client.query<{ found: boolean }>("SELECT to_regclass('deploy_marks') IS NOT NULL AS found");
    if (!table.rows[0]?.found) return false;
    const marks = await client.query("SELECT 1 FROM deploy_marks WHERE environment = 'production'");
    return marks.rowCount === 1;
  } finally {
    await client.end();
  }
}

async function markProduction(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("INSERT INTO deploy_marks (environment) VALUES ('production') ON CONFLICT (environment) DO NOTHING");
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds the database of a Vercel production or Preview build;
 * null (nothing touched) for any other build.
 * @throws with a message for the deployer when there is no database URL, a
 * Preview build meets production's database, or a migration fails.
 */
export async function prepareDeployDatabase(env: BuildEnv, log: (line: string) => void = () => {}): Promise<PreparedDatabase | null> {
  const target = deployTargetOf(env);
  if (!target) return null;
  const url = directDatabaseUrl(env)?.trim();
  if (!url) throw new Error(`A ${target} deploy migrates its database before it builds: set DATABASE_URL (and DIRECT_DATABASE_URL behind a pooler).`);
  if (target === "preview" && (await isMarkedProduction(url))) throw new Error(PREVIEW_ON_PRODUCTION_DATABASE);
  const { applied } = await applyMigrations(url, { log });
  log(applied.length ? `${applied.length} migration(s) applied.` : "No pending migrations.");
  const seeded = await seedWords(url);
  log(`Word set: ${seeded.words} words (${seeded.written} written, ${seeded.removed} removed).`);
  if (target === "production") await markProduction(url);
  return { target, applied, seeded };
}
