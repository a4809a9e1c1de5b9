// `npm run db:migrate`: applies pending migrations to DATABASE_URL, like
// `prisma migrate deploy` (which cannot run offline, DESIGN.md section 2).
import { applyMigrations } from "./lib/migrations";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    "DATABASE_URL is not set. Set it to the PostgreSQL database to migrate, e.g.\n  DATABASE_URL=postgresql://user@127.0.0.1:5432/lexi npm run db:migrate",
  );
  process.exit(1);
}

try {
  const { applied } = await applyMigrations(url, { log: (line) => console.log(line) });
  console.log(applied.length ? `${applied.length} migration(s) applied.` : "No pending migrations.");
} catch (error) {
  console.error(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
