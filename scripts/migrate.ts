// `npm run db:migrate`: applies pending migrations to DIRECT_DATABASE_URL
// (else DATABASE_URL), like `prisma migrate deploy` (which cannot run
// offline: docs/architecture.md). Its advisory lock needs a direct session.
import { directDatabaseUrl } from "../lib/database-url";
import { applyMigrations } from "./lib/migrations";

const url = directDatabaseUrl(process.env);
if (!url) {
  console.error(
    "DATABASE_URL is not set. Set it (or DIRECT_DATABASE_URL, when DATABASE_URL goes through a pooler) to the PostgreSQL database to migrate, e.g.\n" +
      "  DATABASE_URL=postgresql://user@127.0.0.1:5432/lexi npm run db:migrate",
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
