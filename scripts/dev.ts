// `npm run dev`: the app on a database with the words loaded, in one command.
// Without DATABASE_URL it starts embedded PostgreSQL (PGlite) with its data in
// .data/pglite, so a second run reuses it; with DATABASE_URL it uses that server
// (migrating and seeding through DIRECT_DATABASE_URL when DATABASE_URL is a
// pooler's). Either way it applies migrations, seeds the words and starts
// `next dev`; Ctrl-C stops everything it started.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { directDatabaseUrl } from "../lib/database-url";
import { NEXT_BIN, ROOT, stopChild } from "./lib/child-process";
import { DEV_EMBEDDED_PORT, startEmbeddedPostgres, type EmbeddedPostgres } from "./lib/embedded-postgres";
import { acquireDataLock } from "./lib/data-lock";
import { applyMigrations } from "./lib/migrations";
import { seedWords } from "./lib/seed-words";

const DATA_DIR = path.join(ROOT, ".data");

const started = performance.now();
let embedded: EmbeddedPostgres | undefined;
let databaseUrl = process.env.DATABASE_URL;
// Migrations take a session-level lock, which a pooler in transaction mode cannot hold.
let directUrl = directDatabaseUrl(process.env);

if (!databaseUrl) {
  await mkdir(DATA_DIR, { recursive: true });
  acquireDataLock(path.join(DATA_DIR, "pglite.lock"));
  embedded = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, "pglite"), port: DEV_EMBEDDED_PORT });
  databaseUrl = directUrl = embedded.url;
  console.log(`▸ Embedded PostgreSQL at ${databaseUrl} (data in .data/pglite)`);
} else {
  console.log("▸ Using the PostgreSQL server in DATABASE_URL");
}

// Next boots and compiles while the database is migrated and seeded: the two
// overlap, so the first page comes sooner (only on a fresh .data/ is seeding
// slow, and the console says when the words are in).
const next = spawn(process.execPath, [NEXT_BIN, "dev", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: databaseUrl },
});

prepareDatabase(directUrl!).catch(async (error: unknown) => {
  console.error(error);
  await shutdown(1);
});

async function prepareDatabase(url: string) {
  const { applied } = await applyMigrations(url);
  console.log(`▸ Migrations: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);
  const seeded = await seedWords(url);
  console.log(`▸ Words: ${seeded.words} (${seeded.written} written)`);
  console.log(`▸ Database ready in ${Math.round(performance.now() - started)} ms`);
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopChild(next);
  // Closing PGlite flushes its data folder; an abrupt exit could leave it damaged.
  await embedded?.stop();
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
next.once("exit", (code) => void shutdown(code ?? 0));
