// The database settings as lib/env.ts reads them: the pool size
// per instance (small on Vercel, pg's 10 elsewhere), whether statements go
// out prepared (off unless set) and the direct URL for migrations and
// seeding (DATABASE_URL when unset).
import { afterEach, describe, expect, it, vi } from "vitest";
import { directDatabaseUrl } from "@/lib/database-url";

const POOLED = "postgresql://app@pooler.example.com:6543/lexi";
const DIRECT = "postgresql://app@db.example.com:5432/lexi";

async function loadEnv(variables: Record<string, string | undefined>) {
  vi.stubEnv("DATABASE_URL", POOLED);
  for (const name of ["DIRECT_DATABASE_URL", "DATABASE_URL_UNPOOLED", "DATABASE_POOL_MAX", "DATABASE_PREPARED_STATEMENTS", "VERCEL"])
    vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("@/lib/env")).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("DATABASE_POOL_MAX", () => {
  it("is pg's 10 when unset outside Vercel, as before the setting existed", async () => {
    expect((await loadEnv({}))().DATABASE_POOL_MAX).toBe(10);
  });

  it("is 5 when unset on Vercel, where many instances share one database", async () => {
    expect((await loadEnv({ VERCEL: "1" }))().DATABASE_POOL_MAX).toBe(5);
  });

  it("takes the value set, on Vercel or not", async () => {
    expect((await loadEnv({ DATABASE_POOL_MAX: "3" }))().DATABASE_POOL_MAX).toBe(3);
    expect((await loadEnv({ DATABASE_POOL_MAX: "20", VERCEL: "1" }))().DATABASE_POOL_MAX).toBe(20);
    expect((await loadEnv({ DATABASE_POOL_MAX: " " }))().DATABASE_POOL_MAX).toBe(10);
  });

  it.each(["0", "-1", "2.5", "ten", "1001"])("refuses %j with a message naming the variable", async (value) => {
    const env = await loadEnv({ DATABASE_POOL_MAX: value });
    expect(() => env()).toThrow("DATABASE_POOL_MAX: DATABASE_POOL_MAX must be a whole number from 1 to 1000");
  });
});

describe("DATABASE_PREPARED_STATEMENTS", () => {
  it("is off when unset or empty: behind a pooler in transaction mode a named statement would fail", async () => {
    expect((await loadEnv({}))().DATABASE_PREPARED_STATEMENTS).toBe(false);
    expect((await loadEnv({ DATABASE_PREPARED_STATEMENTS: " " }))().DATABASE_PREPARED_STATEMENTS).toBe(false);
    expect((await loadEnv({ DATABASE_PREPARED_STATEMENTS: "false" }))().DATABASE_PREPARED_STATEMENTS).toBe(false);
  });

  it("is on when set to true", async () => {
    expect((await loadEnv({ DATABASE_PREPARED_STATEMENTS: "true" }))().DATABASE_PREPARED_STATEMENTS).toBe(true);
  });

  it.each(["1", "yes", "TRUE"])("refuses %j with a message naming the variable", async (value) => {
    const env = await loadEnv({ DATABASE_PREPARED_STATEMENTS: value });
    expect(() => env()).toThrow("DATABASE_PREPARED_STATEMENTS: DATABASE_PREPARED_STATEMENTS must be true or false");
  });
});

describe("DIRECT_DATABASE_URL", () => {
  it("falls back to DATABASE_URL when unset or empty", async () => {
    expect((await loadEnv({}))().DIRECT_DATABASE_URL).toBe(POOLED);
    expect((await loadEnv({ DIRECT_DATABASE_URL: "" }))().DIRECT_DATABASE_URL).toBe(POOLED);
    expect(directDatabaseUrl({ DATABASE_URL: POOLED })).toBe(POOLED);
    expect(directDatabaseUrl({ DATABASE_URL: POOLED, DIRECT_DATABASE_URL: "  " })).toBe(POOLED);
  });

  it("is used as set, while the app keeps DATABASE_URL", async () => {
    const env = (await loadEnv({ DIRECT_DATABASE_URL: DIRECT }))();
    expect(env.DIRECT_DATABASE_URL).toBe(DIRECT);
    expect(env.DATABASE_URL).toBe(POOLED);
    expect(directDatabaseUrl({ DATABASE_URL: POOLED, DIRECT_DATABASE_URL: DIRECT })).toBe(DIRECT);
  });

  it("is DATABASE_URL_UNPOOLED (Neon's name for it on Vercel) when DIRECT_DATABASE_URL is unset", async () => {
    expect((await loadEnv({ DATABASE_URL_UNPOOLED: DIRECT }))().DIRECT_DATABASE_URL).toBe(DIRECT);
    expect(directDatabaseUrl({ DATABASE_URL: POOLED, DATABASE_URL_UNPOOLED: DIRECT })).toBe(DIRECT);
    expect(directDatabaseUrl({ DATABASE_URL: POOLED, DATABASE_URL_UNPOOLED: " " })).toBe(POOLED);
    const other = "postgresql://app@other.example.com:5432/lexi";
    expect(directDatabaseUrl({ DATABASE_URL: POOLED, DATABASE_URL_UNPOOLED: other, DIRECT_DATABASE_URL: DIRECT })).toBe(DIRECT);
  });

  it("must be a postgresql:// URL", async () => {
    const env = await loadEnv({ DIRECT_DATABASE_URL: "mysql://db.example.com/lexi" });
    expect(() => env()).toThrow("DIRECT_DATABASE_URL: DIRECT_DATABASE_URL must be a postgresql:// URL");
  });
});
