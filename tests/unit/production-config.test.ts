// The production configuration check behind instrumentation.ts (start-up) and
// next.config.ts (a Vercel production build).
import { afterEach, describe, expect, it, vi } from "vitest";
import { appUrlFrom, productionConfigMessage, productionConfigProblems, siteUrlFrom, vapidConfigFrom } from "@/lib/production-config";

const VALID = {
  DATABASE_URL: "postgresql://lexi:pw@db.example.org:5432/lexi",
  AUTH_SECRET: "x".repeat(32),
  APP_URL: "https://lexi.example.org",
  EMAIL_SERVER: "smtps://user:pw@smtp.example.org:465",
};
const names = (problems: string[]) => problems.map((p) => p.split(":")[0]);

describe("productionConfigProblems", () => {
  it("accepts a complete configuration", () => {
    expect(productionConfigProblems(VALID)).toEqual([]);
  });

  it("names every missing variable, empty counting as missing", () => {
    expect(names(productionConfigProblems({}))).toEqual(["DATABASE_URL", "AUTH_SECRET", "APP_URL", "EMAIL_SERVER"]);
    expect(names(productionConfigProblems({ ...VALID, EMAIL_SERVER: "  " }))).toEqual(["EMAIL_SERVER"]);
  });

  it("names invalid values", () => {
    expect(
      names(
        productionConfigProblems({
          DATABASE_URL: "mysql://db/lexi",
          AUTH_SECRET: "x".repeat(31),
          APP_URL: "lexi.example.org",
          EMAIL_SERVER: "http://smtp.example.org",
        }),
      ),
    ).toEqual(["DATABASE_URL", "AUTH_SECRET", "APP_URL", "EMAIL_SERVER"]);
    expect(productionConfigProblems({ ...VALID, AUTH_SECRET: "lexi-DEVELOPMENT-ONLY-auth-secret-never-used-in-production" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: the development-only default/),
    ]);
  });

  it("CRON_SECRET is optional (no reminders without it) but, when set, at least 16 characters", () => {
    expect(productionConfigProblems({ ...VALID, CRON_SECRET: "x".repeat(16) })).toEqual([]);
    expect(productionConfigProblems({ ...VALID, CRON_SECRET: "short" })).toEqual([expect.stringMatching(/^CRON_SECRET: must be at least 16 characters/)]);
  });

  it("push reminders are off without VAPID keys; once any VAPID variable is set, all three must be there and valid", () => {
    const vapid = {
      VAPID_PUBLIC_KEY: `B${"a".repeat(86)}`,
      VAPID_PRIVATE_KEY: "b".repeat(43),
      VAPID_SUBJECT: "mailto:team@lexi.example.org",
    };
    expect(productionConfigProblems({ ...VALID, ...vapid })).toEqual([]);
    expect(productionConfigProblems({ ...VALID, ...vapid, VAPID_SUBJECT: "https://lexi.example.org" })).toEqual([]);
    expect(names(productionConfigProblems({ ...VALID, VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY }))).toEqual(["VAPID_PRIVATE_KEY", "VAPID_SUBJECT"]);
    expect(names(productionConfigProblems({ ...VALID, VAPID_SUBJECT: vapid.VAPID_SUBJECT, VAPID_PRIVATE_KEY: " " }))).toEqual([
      "VAPID_PUBLIC_KEY",
      "VAPID_PRIVATE_KEY",
    ]);
    expect(
      names(
        productionConfigProblems({
          ...VALID,
          VAPID_PUBLIC_KEY: "a".repeat(87),
          VAPID_PRIVATE_KEY: `${"b".repeat(42)}=`,
          VAPID_SUBJECT: "http://lexi.example.org",
        }),
      ),
    ).toEqual(["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"]);
    expect(vapidConfigFrom({})).toBeNull();
    expect(vapidConfigFrom(vapid)).toEqual({ publicKey: vapid.VAPID_PUBLIC_KEY, privateKey: vapid.VAPID_PRIVATE_KEY, subject: vapid.VAPID_SUBJECT });
    expect(() => vapidConfigFrom({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY: required once any VAPID variable is set/);
  });

  it("on Vercel, APP_URL defaults to https://$VERCEL_PROJECT_PRODUCTION_URL", () => {
    const { APP_URL: _, ...rest } = VALID;
    expect(productionConfigProblems({ ...rest, VERCEL_PROJECT_PRODUCTION_URL: "lexi.vercel.app" })).toEqual([]);
    expect(appUrlFrom({ VERCEL_PROJECT_PRODUCTION_URL: "lexi.vercel.app" })).toBe("https://lexi.vercel.app");
    expect(appUrlFrom({ APP_URL: "https://lexi.example.org", VERCEL_PROJECT_PRODUCTION_URL: "lexi.vercel.app" })).toBe("https://lexi.example.org");
  });

  it("is one message with a line per variable", () => {
    const message = productionConfigMessage(productionConfigProblems({}));
    expect(message.split("\n")).toHaveLength(5);
    expect(message).toMatch(/^Invalid production configuration/);
  });
});

describe("siteUrlFrom (links in e-mail, canonical URLs)", () => {
  it("is APP_URL whenever it is set, whatever port the server has", () => {
    expect(siteUrlFrom({ APP_URL: "https://lexi.example.org", PORT: "3999" })).toBe("https://lexi.example.org");
    expect(siteUrlFrom({ VERCEL_PROJECT_PRODUCTION_URL: "lexi.vercel.app", PORT: "3999" })).toBe("https://lexi.vercel.app");
  });

  it("without APP_URL, is the local server at the port it listens on (PORT, which next dev sets to the port it took)", () => {
    expect(siteUrlFrom({ PORT: "3999" })).toBe("http://localhost:3999");
    expect(siteUrlFrom({})).toBe("http://localhost:3000");
    expect(siteUrlFrom({ PORT: "not-a-port" })).toBe("http://localhost:3000");
  });
});

describe("next.config.ts", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each(["production", "preview"])(
    "fails a Vercel %s build that lacks a required variable (both serve requests with NODE_ENV=production)",
    async (environment) => {
      vi.stubEnv("VERCEL_ENV", environment);
      for (const [name, value] of Object.entries(VALID)) vi.stubEnv(name, value);
      vi.stubEnv("EMAIL_SERVER", "");
      vi.resetModules();
      await expect(import("@/next.config")).rejects.toThrow(/Invalid production configuration[\s\S]*EMAIL_SERVER: required/);
    },
  );

  it("builds a Vercel preview with the variables set", async () => {
    vi.stubEnv("VERCEL_ENV", "preview");
    for (const [name, value] of Object.entries(VALID)) vi.stubEnv(name, value);
    vi.resetModules();
    await expect(import("@/next.config")).resolves.toBeDefined();
  });

  it("builds elsewhere (vercel dev, CI, a developer's machine) without production variables", async () => {
    for (const environment of ["development", ""]) {
      vi.stubEnv("VERCEL_ENV", environment);
      vi.stubEnv("DATABASE_URL", "");
      vi.resetModules();
      await expect(import("@/next.config")).resolves.toBeDefined();
    }
  });
});
