// Fail fast: `next start` (the production build) without each required
// variable, or with an invalid one, exits non-zero at start-up with one
// message naming it; with all of them it starts and stays up.
import { spawn } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { nextStartArgs, ROOT, stopChild } from "@/scripts/lib/child-process";
import { ensureProductionBuild } from "./support/production-build";

const VALID = {
  // Never connected to at start-up; nothing listens on port 9.
  DATABASE_URL: "postgresql://lexi@127.0.0.1:9/lexi",
  AUTH_SECRET: "a-test-secret-that-is-long-enough-0123456789",
  APP_URL: "https://lexi.example.org",
  EMAIL_SERVER: "smtp://127.0.0.1:9",
};
type Name = keyof typeof VALID;
const NAMES = Object.keys(VALID) as Name[];

interface Outcome {
  /** The exit code, or "running" when the server was still up after it answered a request. */
  exit: number | "running";
  output: string;
}

// Only what a deployer's host would pass: no variables of the test run.
function baseEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
}

/** Starts `next start` with `vars` and reports how it ended (or that it is up). */
function start(port: number, vars: Partial<Record<string, string>>): Promise<Outcome> {
  const child = spawn(process.execPath, nextStartArgs(port), {
    cwd: ROOT,
    env: { ...baseEnv(), ...vars },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => void finish("running"), 90_000);
    let settled = false;
    const finish = async (exit: Outcome["exit"]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      if (exit === "running") await stopChild(child);
      resolve({ exit, output });
    };
    child.once("exit", (code) => void finish(code ?? 1));
    // Up: it answered a request (any status: there is no database behind it)
    // and had not exited by then, so start-up, with its check, is over.
    const poll = setInterval(() => {
      fetch(`http://127.0.0.1:${port}/robots.txt`)
        .then(() => setTimeout(() => child.exitCode === null && void finish("running"), 1_000))
        .catch(() => {});
    }, 500);
  });
}

describe("next start in production", () => {
  beforeAll(ensureProductionBuild, 20 * 60_000);

  it("with every required variable valid, starts and stays up", async () => {
    const outcome = await start(3310, VALID);
    expect(outcome.output).not.toMatch(/Invalid production configuration/);
    expect(outcome.exit).toBe("running");
  });

  it("on Vercel, APP_URL may be left out: it defaults to https://$VERCEL_PROJECT_PRODUCTION_URL", async () => {
    const { APP_URL: _, ...rest } = VALID;
    const outcome = await start(3311, { ...rest, VERCEL_PROJECT_PRODUCTION_URL: "lexi.vercel.app" });
    expect(outcome.exit).toBe("running");
  });

  // Started side by side: each is a separate server on its own port.
  const cases: { title: string; port: number; vars: Partial<Record<Name, string>>; named: Name[] }[] = [
    ...NAMES.map((name, i) => {
      const vars: Partial<Record<Name, string>> = { ...VALID };
      delete vars[name];
      return { title: `without ${name}`, port: 3312 + i, vars, named: [name] };
    }),
    { title: "with AUTH_SECRET shorter than 32 characters", port: 3316, vars: { ...VALID, AUTH_SECRET: "short-secret" }, named: ["AUTH_SECRET"] },
    { title: "with a DATABASE_URL that is not postgresql://", port: 3317, vars: { ...VALID, DATABASE_URL: "mysql://lexi@db/lexi" }, named: ["DATABASE_URL"] },
    { title: "with no variables at all (one message naming all four)", port: 3318, vars: {}, named: NAMES },
  ];

  it("stops at start-up with one message naming each missing or invalid variable", async () => {
    const outcomes = await Promise.all(cases.map((c) => start(c.port, c.vars)));
    for (const [i, c] of cases.entries()) {
      const { exit, output } = outcomes[i]!;
      const context = `${c.title}:\n${output}`;
      expect(exit, context).not.toBe("running");
      expect(exit, context).not.toBe(0);
      expect(output.match(/Invalid production configuration/g), context).toHaveLength(1);
      for (const name of NAMES) {
        if (c.named.includes(name)) expect(output, context).toMatch(new RegExp(`^  ${name}: `, "m"));
        else expect(output, context).not.toMatch(new RegExp(`^  ${name}: `, "m"));
      }
    }
  }, 180_000);

  it("with push reminders half configured (a VAPID public key alone), stops naming the two VAPID variables missing", async () => {
    const { exit, output } = await start(3319, { ...VALID, VAPID_PUBLIC_KEY: `B${"a".repeat(86)}` });
    expect(exit, output).not.toBe("running");
    expect(output.match(/Invalid production configuration/g), output).toHaveLength(1);
    expect(output).toMatch(/^ {2}VAPID_PRIVATE_KEY: required once any VAPID variable is set/m);
    expect(output).toMatch(/^ {2}VAPID_SUBJECT: required once any VAPID variable is set/m);
    expect(output).not.toMatch(/^ {2}VAPID_PUBLIC_KEY: /m);
  });
});
