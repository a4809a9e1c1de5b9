// A fresh, empty PostgreSQL database for a test run: a new database on the
// server named by TEST_POSTGRES_ADMIN_URL when set (CI, a real PostgreSQL),
// else an in-memory embedded PGlite served over the wire protocol. Relative
// imports, as scripts run by tsx import this file too.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres";

export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `lexi_mig_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE ends connections a test left open (PostgreSQL 13+).
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
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
