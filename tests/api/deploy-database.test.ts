// api group: app
// A Vercel build's database step (scripts/lib/deploy-database.ts): a
// production build against an empty database ends migrated and seeded; a
// Preview build migrates its own database and refuses production's; any other
// build touches nothing.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyDatabase, type EmptyDatabase } from "@/scripts/lib/empty-database";
import { deployTargetOf, prepareDeployDatabase, PREVIEW_ON_PRODUCTION_DATABASE } from "@/scripts/lib/deploy-database";
import { applyMigrations, readMigrations } from "@/scripts/lib/migrations";
import { readWordRows } from "@/scripts/lib/seed-words";

const SEEDING_TIMEOUT = 180_000;

async function scalar(url: string, sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(sql)).rows[0] ?? {})[0];
  } finally {
    await client.end();
  }
}

const vercel = (env: "production" | "preview", url: string) => ({ VERCEL: "1", VERCEL_ENV: env, DATABASE_URL: url });

describe("deployTargetOf", () => {
  it("is the Vercel environment of a production or Preview build, else null", () => {
    expect(deployTargetOf({ VERCEL: "1", VERCEL_ENV: "production" })).toBe("production");
    expect(deployTargetOf({ VERCEL: "1", VERCEL_ENV: "preview" })).toBe("preview");
    expect(deployTargetOf({ VERCEL: "1", VERCEL_ENV: "development" })).toBeNull();
    expect(deployTargetOf({ VERCEL_ENV: "production" })).toBeNull();
    expect(deployTargetOf({})).toBeNull();
  });
});

describe("prepareDeployDatabase", () => {
  let production: EmptyDatabase;
  let preview: EmptyDatabase;
  let wordCount: number;

  beforeAll(async () => {
    [production, preview] = await Promise.all([createEmptyDatabase(), createEmptyDatabase()]);
    wordCount = (await readWordRows()).length;
  });
  afterAll(async () => {
    await Promise.all([production?.drop(), preview?.drop()]);
  });

  it("touches nothing outside a Vercel production or Preview build", async () => {
    expect(await prepareDeployDatabase({ DATABASE_URL: production.directUrl })).toBeNull();
    expect(await scalar(production.directUrl, "SELECT to_regclass('_prisma_migrations') IS NULL")).toBe(true);
  });

  it("refuses a deploy with no database URL, naming the variables", async () => {
    await expect(prepareDeployDatabase({ VERCEL: "1", VERCEL_ENV: "production" })).rejects.toThrow(/set DATABASE_URL/);
  });

  it(
    "leaves an empty database migrated, seeded and marked as production's",
    async () => {
      const lines: string[] = [];
      const prepared = await prepareDeployDatabase(vercel("production", production.directUrl), (line) => lines.push(line));
      expect(prepared?.applied).toEqual((await readMigrations()).map((migration) => migration.name));
      expect(prepared?.seeded.words).toBe(wordCount);
      expect(Number(await scalar(production.directUrl, "SELECT count(*) FROM words"))).toBe(wordCount);
      expect(await scalar(production.directUrl, "SELECT environment FROM deploy_marks")).toBe("production");
      expect((await applyMigrations(production.directUrl)).applied).toEqual([]);
      expect(lines).toContain(`${prepared?.applied.length} migration(s) applied.`);

      // The next deploy with nothing new writes nothing.
      const again = await prepareDeployDatabase(vercel("production", production.directUrl));
      expect(again).toMatchObject({ applied: [], seeded: { written: 0, removed: 0 } });
    },
    SEEDING_TIMEOUT,
  );

  it("refuses a Preview build on production's database before migrating anything", async () => {
    await expect(prepareDeployDatabase(vercel("preview", production.directUrl))).rejects.toThrow(PREVIEW_ON_PRODUCTION_DATABASE);
  });

  it(
    "migrates and seeds a Preview build's own database, without marking it",
    async () => {
      const prepared = await prepareDeployDatabase({ ...vercel("preview", "postgresql://pooled.invalid/lexi"), DATABASE_URL_UNPOOLED: preview.directUrl });
      expect(prepared?.target).toBe("preview");
      expect(Number(await scalar(preview.directUrl, "SELECT count(*) FROM words"))).toBe(wordCount);
      expect(Number(await scalar(preview.directUrl, "SELECT count(*) FROM deploy_marks"))).toBe(0);
    },
    SEEDING_TIMEOUT,
  );
});
