// A production build (`next start`) on a database its deploy never migrated:
// GET /api/health says what is missing (503), the API answers 503 with a
// message for the learner instead of 500, and once migrated and seeded the
// health check is 200 (docs/deploy.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_BEHIND } from "@/lib/http/schema-behind";
import { createEmptyDatabase, type EmptyDatabase } from "@/scripts/lib/empty-database";
import { applyMigrations, readMigrations } from "@/scripts/lib/migrations";
import { seedWords } from "@/scripts/lib/seed-words";
import { startNextServer, TEST_AUTH_SECRET, type NextServer } from "./support/next-server";
import { ensureProductionBuild } from "./support/production-build";

let database: EmptyDatabase;
let server: NextServer | undefined;
let baseUrl = "";

async function health(): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/health`);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("a production build on a database behind its code", () => {
  beforeAll(async () => {
    await ensureProductionBuild();
    database = await createEmptyDatabase();
    server = await startNextServer({
      DATABASE_URL: database.url,
      AUTH_SECRET: TEST_AUTH_SECRET,
      EMAIL_SERVER: "smtp://127.0.0.1:9",
    });
    baseUrl = server.baseUrl;
  }, 20 * 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("unmigrated: the health check lists every migration as pending, and sign-up is a 503 with a message, not a 500", async () => {
    const expected = (await readMigrations()).map((migration) => migration.name);
    expect(await health()).toEqual({ status: 503, body: { status: "behind", pendingMigrations: expected, wordsLoaded: false } });

    const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({
        username: "Early Bird",
        email: "early@example.com",
        password: "Abcdefghij1!",
        confirmPassword: "Abcdefghij1!",
      }),
    });
    expect(response.status, server?.output().slice(-2_000)).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({ error: SCHEMA_BEHIND });
    expect(server?.output()).toMatch(/the database is behind this code; apply the migrations/);
  });

  it("migrated without words: only the word set is missing; seeded: 200", async () => {
    await applyMigrations(database.directUrl);
    expect(await health()).toEqual({ status: 503, body: { status: "behind", pendingMigrations: [], wordsLoaded: false } });
    await seedWords(database.directUrl);
    expect(await health()).toEqual({ status: 200, body: { status: "ok", pendingMigrations: [], wordsLoaded: true } });
  }, 120_000);
});
