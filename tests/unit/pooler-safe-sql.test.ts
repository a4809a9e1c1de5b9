// The app's SQL keeps no session state, so it works behind a pooler in
// transaction mode (docs/reliability.md, "No session state"): two consecutive
// transactions of one client may run in different server sessions there.
// CI runs only the database group of api files through PgBouncer
// (docs/contributing.md); this check covers every file of the app, run by a
// test or not. The migration runner (scripts/) uses the direct URL on purpose.
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What needs the same server session across transactions, and why it breaks behind a pooler. */
const SESSION_STATE: { pattern: RegExp; why: string }[] = [
  { pattern: /pg_(try_)?advisory_lock(_shared)?\s*\(/i, why: "a session-level advisory lock (use pg_advisory_xact_lock)" },
  { pattern: /(^|[`'";]\s*)SET\s+(SESSION\s+)?[a-z_.]+\s*(=|TO)\s/i, why: "SET without LOCAL (use SET LOCAL or set_config(…, true))" },
  { pattern: /set_config\s*\([^)]*,\s*false\s*\)/i, why: "set_config(…, false) lasts the session" },
  { pattern: /CREATE\s+(TEMP|TEMPORARY)\s+TABLE/i, why: "a temporary table lives in the session" },
  { pattern: /(^|[`'";]\s*)LISTEN\s+\w/i, why: "LISTEN waits on one session" },
  { pattern: /WITH\s+HOLD/i, why: "a cursor WITH HOLD outlives its transaction" },
  { pattern: /\bname:\s*["'`][^"'`]+["'`]\s*,\s*text:/, why: "a named prepared statement" },
];

function sessionStateIn(source: string): string[] {
  return SESSION_STATE.filter(({ pattern }) => pattern.test(source)).map(({ why }) => why);
}

describe("SQL without session state", () => {
  it("no file of the app relies on the server session outliving a transaction", () => {
    const files = globSync("{app,lib,components}/**/*.{ts,tsx}", { cwd: ROOT, exclude: ["lib/generated/**"] }).concat("middleware.ts");
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) => sessionStateIn(readFileSync(path.join(ROOT, file), "utf8")).map((why) => `${file}: ${why}`));
    expect(found).toEqual([]);
  });

  it("finds each kind of session state, and not the transaction-scoped forms or an UPDATE's SET", () => {
    expect(sessionStateIn("sql`SELECT pg_advisory_lock(42)`")).toHaveLength(1);
    expect(sessionStateIn('query("SET statement_timeout = 5000")')).toHaveLength(1);
    expect(sessionStateIn("`SELECT set_config('app.user', $1, false)`")).toHaveLength(1);
    expect(sessionStateIn("`CREATE TEMP TABLE seen (id int)`")).toHaveLength(1);
    expect(sessionStateIn("client.query('LISTEN grades')")).toHaveLength(1);
    expect(sessionStateIn("`DECLARE c CURSOR WITH HOLD FOR SELECT 1`")).toHaveLength(1);
    expect(sessionStateIn('pool.query({ name: "fetch-word", text: "SELECT 1" })')).toHaveLength(1);
    expect(sessionStateIn("sql`SELECT pg_advisory_xact_lock(42)`")).toEqual([]);
    expect(sessionStateIn("`SET LOCAL statement_timeout = 5000`")).toEqual([]);
    expect(sessionStateIn("`UPDATE reminders\nSET last_sent_day = $1`")).toEqual([]);
  });
});
