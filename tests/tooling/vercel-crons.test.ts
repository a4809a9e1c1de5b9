// The crons of vercel.json: each calls a route handler that exists and
// answers GET (what Vercel sends), and none runs more than once a day, the
// most Vercel's Hobby plan allows (a deployment with a more frequent cron
// fails there; docs/deploy.md says how to run it hourly on Pro).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const config = JSON.parse(readFileSync(path.join(ROOT, "vercel.json"), "utf8")) as { crons?: { path: string; schedule: string }[] };

describe("vercel.json crons", () => {
  it("has the reminder run", () => {
    expect(config.crons?.map((cron) => cron.path)).toContain("/api/cron/reminders");
  });

  for (const cron of config.crons ?? []) {
    it(`${cron.path}: a GET route handler, at most once a day (${cron.schedule})`, () => {
      const route = path.join(ROOT, "app", cron.path, "route.ts");
      expect(existsSync(route), route).toBe(true);
      expect(readFileSync(route, "utf8")).toMatch(/export (const|async function) GET\b/);
      const [minute, hour, ...rest] = cron.schedule.trim().split(/\s+/);
      expect(rest).toHaveLength(3);
      // A fixed minute and a fixed hour: one run a day at most.
      expect(minute).toMatch(/^\d{1,2}$/);
      expect(hour).toMatch(/^\d{1,2}$/);
    });
  }
});
