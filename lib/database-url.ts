// What the app, the migration runner and the scripts read from the database
// URLs: Prisma's `?schema=` parameter of DATABASE_URL, which pg itself does
// not know (Prisma puts the tables there, and so do the migration runner,
// scripts/lib/migrations.ts, and the app's client, lib/db.ts), and which URL
// takes a direct session. Plain TypeScript, no `server-only`: scripts import it too.

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;

/**
 * The URL without `schema`, and the schema ("public" when absent).
 * @throws when the schema is not a plain identifier (letters, digits, _ and $).
 */
export function splitSchemaParameter(databaseUrl: string): { connectionString: string; schema: string } {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get("schema") || "public";
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`DATABASE_URL: ?schema=${schema} is not supported; use a plain name of letters, digits and _ (as Prisma does, tables go in that schema)`);
  }
  url.searchParams.delete("schema");
  return { connectionString: url.toString(), schema };
}

/**
 * The URL for migrations and seeding, which need a session of their own (the
 * migration runner's advisory lock): DIRECT_DATABASE_URL, else
 * DATABASE_URL_UNPOOLED (the name Neon's Vercel integration gives its direct
 * URL), else DATABASE_URL. Where a pooler in transaction mode stands in front
 * of the server, DATABASE_URL is its pooled URL and the direct one the server's.
 */
export function directDatabaseUrl(
  source: { DATABASE_URL?: string; DIRECT_DATABASE_URL?: string; DATABASE_URL_UNPOOLED?: string; [name: string]: unknown } = process.env,
): string | undefined {
  return source.DIRECT_DATABASE_URL?.trim() || source.DATABASE_URL_UNPOOLED?.trim() || source.DATABASE_URL;
}
