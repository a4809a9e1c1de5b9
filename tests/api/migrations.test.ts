// api group: database
// The migrations folder against empty databases: it builds exactly
// schema.prisma, records itself as Prisma does, and the runner is idempotent,
// safe under concurrency and refuses a history it cannot trust.
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  applyMigrations,
  assertHoldsMigrationLock,
  diffMigrationsAgainstSchema,
  LOCK_TIMEOUT_MS,
  NO_TRANSACTION_MARKER,
  MIGRATIONS_DIR,
  prismaMigrationStatus,
  readMigrations,
} from "@/scripts/lib/migrations";
import { createEmptyDatabase, type EmptyDatabase } from "@/scripts/lib/empty-database";

const EXPECTED_TABLES = ["accounts", "contact_messages", "marks", "notes", "register_user_data", "sessions", "users", "verification_tokens", "words"];
const ENGINE_TIMEOUT = 120_000;

async function query<R extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

interface Row {
  id: string;
  checksum: string;
  migration_name: string;
  started_at: Date;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}
const rowsOf = (url: string) => query<Row>(url, "SELECT * FROM _prisma_migrations ORDER BY migration_name");

describe("migrations", () => {
  let db: EmptyDatabase;
  let migrationNames: string[];

  beforeAll(async () => {
    db = await createEmptyDatabase();
    migrationNames = (await readMigrations()).map((m) => m.name);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("the folder holds at least the init migration and Prisma's lock file", async () => {
    expect(migrationNames.some((name) => /^\d{14}_init$/.test(name))).toBe(true);
    const lock = await readFile(path.join(MIGRATIONS_DIR, "migration_lock.toml"), "utf8");
    expect(lock).toMatch(/^provider = "postgresql"$/m);
  });

  it("(a) applies every migration to an empty database, recorded as Prisma does", async () => {
    const { applied } = await applyMigrations(db.directUrl);
    expect(applied).toEqual(migrationNames);

    const tables = await query<{ table_name: string }>(
      db.directUrl,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const names = tables.map((t) => t.table_name);
    expect(names).toEqual(expect.arrayContaining([...EXPECTED_TABLES, "_prisma_migrations"]));

    const rows = await rowsOf(db.directUrl);
    expect(rows.map((r) => r.migration_name)).toEqual(migrationNames);
    for (const row of rows) {
      const bytes = await readFile(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row).toMatchObject({ rolled_back_at: null, logs: null, applied_steps_count: 1 });
    }
  });

  it(
    "(a) Prisma's own engine reads that history as complete, with nothing edited or failed",
    async () => {
      expect(await prismaMigrationStatus(db.directUrl)).toEqual({
        editedMigrationNames: [],
        failedMigrationNames: [],
        hasMigrationsTable: true,
        history: null,
      });
    },
    ENGINE_TIMEOUT,
  );

  it(
    "(a) the migrations build exactly prisma/schema.prisma (no drift)",
    async () => {
      expect(await diffMigrationsAgainstSchema()).toBe("");
    },
    ENGINE_TIMEOUT,
  );

  it("(b) a second run applies nothing", async () => {
    const before = await rowsOf(db.directUrl);
    expect(await applyMigrations(db.directUrl)).toEqual({ applied: [] });
    expect(await rowsOf(db.directUrl)).toEqual(before);
  });

  it("(d) refuses when an applied migration's file no longer matches its checksum", async () => {
    const [first] = await rowsOf(db.directUrl);
    await query(db.directUrl, "UPDATE _prisma_migrations SET checksum = $1 WHERE id = $2", ["0".repeat(64), first!.id]);
    try {
      await expect(applyMigrations(db.directUrl)).rejects.toThrow(/was changed after it was applied/);
      // Prisma would say the same.
      expect((await prismaMigrationStatus(db.directUrl)).editedMigrationNames).toEqual([first!.migration_name]);
    } finally {
      await query(db.directUrl, "UPDATE _prisma_migrations SET checksum = $1 WHERE id = $2", [first!.checksum, first!.id]);
    }
    expect(await applyMigrations(db.directUrl)).toEqual({ applied: [] });
  });

  it("refuses when a migration is recorded as failed", async () => {
    await query(
      db.directUrl,
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES (gen_random_uuid()::text, $1, '29991231000000_half_done', now(), 0)`,
      ["0".repeat(64)],
    );
    try {
      await expect(applyMigrations(db.directUrl)).rejects.toThrow(/29991231000000_half_done is recorded as failed/);
    } finally {
      await query(db.directUrl, "DELETE FROM _prisma_migrations WHERE migration_name = '29991231000000_half_done'");
    }
  });

  it("waits at most 10 s (Prisma's limit) for the advisory lock, then fails with a clear message", async () => {
    expect(LOCK_TIMEOUT_MS).toBe(10_000);
    // Another session holds Prisma's lock. On PGlite every socket shares one
    // session, so there an open transaction of another client keeps the
    // runner waiting instead (as an unresponsive pooler would): that checks
    // the bound on the wait; the real-server pass checks the lock itself.
    const realServer = Boolean(process.env.TEST_POSTGRES_ADMIN_URL);
    const holder = new pg.Client({ connectionString: db.directUrl });
    holder.on("error", () => {});
    await holder.connect();
    try {
      await holder.query(realServer ? "SELECT pg_advisory_lock(72707369)" : "BEGIN");
      const started = Date.now();
      await expect(applyMigrations(db.directUrl, { lockTimeoutMs: 1_500 })).rejects.toThrow(
        realServer ? /Timed out after 1\.5 s waiting for the migration lock .*direct \(non-pooled\) URL/ : /Timed out after 1\.5 s/,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.query(realServer ? "SELECT pg_advisory_unlock(72707369)" : "ROLLBACK").catch(() => {});
      await holder.end();
    }
    // Released: the next run proceeds.
    await expect(applyMigrations(db.directUrl)).resolves.toBeDefined();
  });

  it("applies nothing in a session that does not hold the migration lock, and says to use the direct URL", async () => {
    const session = new pg.Client({ connectionString: db.directUrl });
    await session.connect();
    try {
      await expect(assertHoldsMigrationLock(session)).rejects.toThrow(/not held by the session .*set DIRECT_DATABASE_URL/);
      await session.query("SELECT pg_advisory_lock(72707369)");
      await expect(assertHoldsMigrationLock(session)).resolves.toBeUndefined();
    } finally {
      await session.query("SELECT pg_advisory_unlock(72707369)").catch(() => {});
      await session.end();
    }
  });

  it("through the app's URL: migrates when it is direct; through a pooler in transaction mode (CI's PgBouncer pass), refuses and applies nothing", async () => {
    const fresh = await createEmptyDatabase();
    try {
      if (fresh.url === fresh.directUrl) {
        expect((await applyMigrations(fresh.url)).applied).toEqual(migrationNames);
      } else {
        await expect(applyMigrations(fresh.url)).rejects.toThrow(/transaction mode .*Nothing was applied.*DIRECT_DATABASE_URL/);
        const applied = await query(fresh.directUrl, "SELECT 1 FROM _prisma_migrations WHERE finished_at IS NOT NULL");
        expect(applied).toHaveLength(0);
      }
    } finally {
      await fresh.drop();
    }
  });

  it("honours ?schema= as Prisma does: creates the schema and puts the tables and history there", async () => {
    const fresh = await createEmptyDatabase();
    try {
      const url = new URL(fresh.directUrl);
      url.searchParams.set("schema", "lexi_app");
      const { applied } = await applyMigrations(url.toString());
      expect(applied).toEqual(migrationNames);
      const tables = await query<{ table_schema: string; table_name: string }>(
        fresh.directUrl,
        "SELECT table_schema, table_name FROM information_schema.tables WHERE table_name IN ('words', '_prisma_migrations') ORDER BY 1, 2",
      );
      expect(tables).toEqual([
        { table_schema: "lexi_app", table_name: "_prisma_migrations" },
        { table_schema: "lexi_app", table_name: "words" },
      ]);
      expect(await applyMigrations(url.toString())).toEqual({ applied: [] });

      // The app's client (lib/db.ts) reads the same schema, SQL included.
      // Directly: SQL finds the schema through a search_path startup
      // parameter, which CI's PgBouncer (1.18) refuses (README, "Deploying").
      await query(fresh.directUrl, `INSERT INTO lexi_app.words (index, word, details) VALUES (0, 'schema', '[]')`);
      const global = globalThis as { lexiPrisma?: unknown; lexiPool?: unknown };
      const shared = { client: global.lexiPrisma, pool: global.lexiPool };
      delete global.lexiPrisma;
      delete global.lexiPool;
      vi.stubEnv("DATABASE_URL", url.toString());
      vi.resetModules();
      try {
        const { db, kysely } = await import("@/lib/db");
        expect(await db().word.findMany({ select: { word: true } })).toEqual([{ word: "schema" }]);
        expect(await db().$queryRaw`SELECT word FROM words`).toEqual([{ word: "schema" }]);
        expect(await kysely().selectFrom("words").select("word").execute()).toEqual([{ word: "schema" }]);
        await db().$disconnect();
      } finally {
        global.lexiPrisma = shared.client;
        global.lexiPool = shared.pool;
        vi.unstubAllEnvs();
        vi.resetModules();
      }
    } finally {
      await fresh.drop();
    }
  });

  it("refuses a ?schema= that is not a plain name, with a clear message", async () => {
    const url = new URL(db.directUrl);
    url.searchParams.set("schema", 'x"; DROP TABLE words; --');
    await expect(applyMigrations(url.toString())).rejects.toThrow(/\?schema=.* is not supported/);
  });

  it("(c) two concurrent runs on a fresh database apply each migration exactly once", async () => {
    const fresh = await createEmptyDatabase();
    try {
      const [one, two] = await Promise.all([applyMigrations(fresh.directUrl), applyMigrations(fresh.directUrl)]);
      expect([...one.applied, ...two.applied].sort()).toEqual(migrationNames);
      const rows = await rowsOf(fresh.directUrl);
      expect(rows.map((r) => r.migration_name)).toEqual(migrationNames);
    } finally {
      await fresh.drop();
    }
  });
});

describe("migrations in a scratch folder", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "lexi-migrations-"));
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(
    "a failing migration is rolled back whole, recorded as failed as Prisma records it, and blocks later runs until resolved",
    async () => {
      const name = "29991231000000_broken";
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, "migration.sql"), 'CREATE TABLE "half" (id INT);\nSELECT no_such_function();\n');
      const db = await createEmptyDatabase();
      try {
        await expect(applyMigrations(db.directUrl, { migrationsDir: dir })).rejects.toThrow(
          new RegExp(`${name} failed.*\\n.*prisma migrate resolve --rolled-back ${name}`),
        );
        const half = await query(db.directUrl, "SELECT 1 FROM information_schema.tables WHERE table_name = 'half'");
        expect(half).toHaveLength(0);
        // Prisma's record of a failed migration: started, never finished, not rolled back, the error in logs.
        const failed = (await rowsOf(db.directUrl)).filter((r) => r.migration_name === name);
        expect(failed).toEqual([
          expect.objectContaining({ finished_at: null, rolled_back_at: null, applied_steps_count: 0, logs: expect.stringContaining("no_such_function") }),
        ]);
        expect((await prismaMigrationStatus(db.directUrl, dir)).failedMigrationNames).toEqual([name]);
        // Blocked, even with the file fixed, until resolved.
        await writeFile(path.join(dir, name, "migration.sql"), 'CREATE TABLE "half" (id INT);\n');
        await expect(applyMigrations(db.directUrl, { migrationsDir: dir })).rejects.toThrow(new RegExp(`${name} is recorded as failed`));
        // `prisma migrate resolve --rolled-back` sets rolled_back_at; then it runs again.
        await query(db.directUrl, "UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1", [name]);
        expect(await applyMigrations(db.directUrl, { migrationsDir: dir })).toEqual({ applied: [name] });
      } finally {
        await db.drop();
        await rm(path.join(dir, name), { recursive: true });
      }
    },
    ENGINE_TIMEOUT,
  );

  it(
    `a migration whose first line is "${NO_TRANSACTION_MARKER}" runs outside a transaction (CREATE INDEX CONCURRENTLY)`,
    async () => {
      const name = "29991231000000_concurrent_index";
      const statement = 'CREATE INDEX CONCURRENTLY "words_details_idx" ON "words" USING GIN ("details");';
      await mkdir(path.join(dir, name));
      const db = await createEmptyDatabase();
      try {
        // Without the marker PostgreSQL refuses it inside the runner's transaction.
        await writeFile(path.join(dir, name, "migration.sql"), `${statement}\n`);
        await expect(applyMigrations(db.directUrl, { migrationsDir: dir })).rejects.toThrow(/cannot run inside a transaction block/);
        await query(db.directUrl, "DELETE FROM _prisma_migrations WHERE migration_name = $1", [name]);

        await writeFile(path.join(dir, name, "migration.sql"), `${NO_TRANSACTION_MARKER}\n${statement}\n`);
        expect(await applyMigrations(db.directUrl, { migrationsDir: dir })).toEqual({ applied: [name] });
        const index = await query(db.directUrl, "SELECT indexname FROM pg_indexes WHERE indexname = 'words_details_idx'");
        expect(index).toHaveLength(1);
        const [row] = (await rowsOf(db.directUrl)).filter((r) => r.migration_name === name);
        expect(row).toMatchObject({ finished_at: expect.any(Date), rolled_back_at: null, applied_steps_count: 1 });
      } finally {
        await db.drop();
        await rm(path.join(dir, name), { recursive: true });
      }
    },
    ENGINE_TIMEOUT,
  );

  it("a failing migration outside a transaction is recorded as failed with its error", async () => {
    const name = "29991231000000_broken_outside";
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, "migration.sql"), `${NO_TRANSACTION_MARKER}\nSELECT no_such_function();\n`);
    const db = await createEmptyDatabase();
    try {
      await expect(applyMigrations(db.directUrl, { migrationsDir: dir })).rejects.toThrow(new RegExp(`${name} \\(run outside a transaction\\) failed`));
      const [row] = (await rowsOf(db.directUrl)).filter((r) => r.migration_name === name);
      expect(row).toMatchObject({ finished_at: null, rolled_back_at: null, logs: expect.stringContaining("no_such_function") });
      await expect(applyMigrations(db.directUrl, { migrationsDir: dir })).rejects.toThrow(/is recorded as failed/);
    } finally {
      await db.drop();
      await rm(path.join(dir, name), { recursive: true });
    }
  });
  it(
    "the drift check sees a schema change the folder lacks",
    async () => {
      const [init] = await readMigrations(dir);
      const file = path.join(dir, init!.name, "migration.sql");
      const sql = await readFile(file, "utf8");
      const index = 'CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");';
      expect(sql).toContain(index);
      await writeFile(file, sql.replace(index, ""));
      const diff = await diffMigrationsAgainstSchema({ migrationsDir: dir });
      expect(diff).toContain(index);
    },
    ENGINE_TIMEOUT,
  );
});
