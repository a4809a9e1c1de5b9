// `npm run db:migration:create -- <name>`: writes the next migration from the
// difference between the migrations folder and prisma/schema.prisma, as
// `prisma migrate dev --create-only` would.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { diffMigrationsAgainstSchema, MIGRATION_LOCK_TOML, MIGRATIONS_DIR } from "./lib/migrations";

const rawName = process.argv.slice(2).join(" ");
const name = rawName
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_+|_+$/g, "")
  .slice(0, 200);
if (!name) {
  console.error("Usage: npm run db:migration:create -- <name>   (e.g. add_note_tags)");
  process.exit(1);
}

const sql = await diffMigrationsAgainstSchema();
if (!sql) {
  console.log("No schema changes");
  process.exit(0);
}

// Prisma's folder names: UTC yyyyMMddHHmmss, then the name.
const timestamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(MIGRATIONS_DIR, `${timestamp}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(path.join(dir, "migration.sql"), sql);
const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
if (!existsSync(lockPath)) await writeFile(lockPath, MIGRATION_LOCK_TOML);
console.log(path.relative(process.cwd(), path.join(dir, "migration.sql")));
