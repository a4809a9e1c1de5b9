// A fresh, empty PostgreSQL database for a test run: a new database on the
// server named by TEST_POSTGRES_ADMIN_URL when set (CI, a real PostgreSQL),
// else an in-memory embedded PGlite served over the wire protocol. With
// TEST_POSTGRES_POOLED_URL also set (CI's pass through PgBouncer), the app
// reaches that database through the pooler at that URL, while creating,
// migrating, seeding and dropping it take direct sessions, as on a host with
// a pooler. Relative imports, as scripts run by tsx import this file too.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres";

export interface EmptyDatabase {
  /** For the app (DATABASE_URL): through the pooler, when there is one. */
  url: string;
  /** A direct session (DIRECT_DATABASE_URL): migrations, seeding, session-level locks. */
  directUrl: string;
  drop(): Promise<void>;
}

export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, directUrl: embedded.url, drop: () => embedded.stop() };
  }
  const name = `lexi_mig_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const directUrl = withDatabase(adminUrl, name);
  const pooledUrl = process.env.TEST_POSTGRES_POOLED_URL;
  let dropped = false;
  return {
    url: pooledUrl ? withDatabase(pooledUrl, name) : directUrl,
    directUrl,
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE ends connections a test left open (PostgreSQL 13+), the pooler's too.
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
