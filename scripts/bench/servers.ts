// Starting the servers the bench measures, each as a child process of its
// own (so they never share a CPU queue with the measuring process), and
// waiting until they answer.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { startSmtpServer, type TestSmtpServer } from "../lib/smtp";
import { NEXT_BIN, nextStartArgs, ROOT } from "../lib/child-process";
import { writeStaticPageCsp } from "../lib/static-page-csp";

/** The app's build folder for the bench (next.config.ts reads BENCH_DIST_DIR). */
export const BENCH_DIST_DIR = ".next-bench";

/** A started server; `authSecret` signs its session cookies (scripts/lib/session-cookie.ts). */
export type Server = { url: string; child: ChildProcess; output: () => string; authSecret: string };

/** Resolves once GET `url` answers (any status) or rejects after `timeoutMs`. */
export async function waitForHttp(
  url: string,
  { timeoutMs = 120_000, child, intervalMs = 100 }: { timeoutMs?: number; child?: ChildProcess; intervalMs?: number } = {},
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the server for ${url} exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      return performance.now() - started;
    } catch {
      if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

export function spawnLogged(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; detached?: boolean },
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => log };
}

/** The project's own Next.js binary, so its server and its build share one copy of React. */
function nextBin(dir: string): string {
  return dir === ROOT ? NEXT_BIN : path.join(dir, "node_modules/next/dist/bin/next");
}

let smtp: Promise<TestSmtpServer> | undefined;

/** A local SMTP test server for every server the bench starts: production refuses to start without EMAIL_SERVER. */
function benchMailUrl(): Promise<string> {
  smtp ??= startSmtpServer();
  return smtp.then((server) => server.url);
}

/**
 * BENCH_CPU_PROF=<folder>: the app's servers write a V8 CPU profile there when
 * they stop (open it in Chrome DevTools), to see where a call's time goes.
 * BENCH_HEAP_PROF=<folder>: the app's servers write a sampling heap profile
 * there when they stop, freed objects included (./heap-prof.mjs), a file a
 * port: what each function allocates.
 * BENCH_GC_LOG=<folder>: every server logs its garbage collections there, a
 * file a port (./gc-log.mjs), summed up in the report's notes (./gc-figures.ts).
 */
function diagnostics(dir: string, port: number): Record<string, string> {
  const options: string[] = [];
  const env: Record<string, string> = {};
  const profiles = process.env.BENCH_CPU_PROF;
  if (profiles && dir === ROOT) options.push("--cpu-prof", `--cpu-prof-dir=${path.resolve(profiles)}`);
  const heapProfiles = process.env.BENCH_HEAP_PROF;
  if (heapProfiles && dir === ROOT) {
    options.push(`--import=${path.join(ROOT, "scripts/bench/heap-prof.mjs")}`);
    env.BENCH_HEAP_PROF_FILE = path.resolve(heapProfiles, `${port}.heapprofile`);
  }
  const gcLogs = process.env.BENCH_GC_LOG;
  if (gcLogs) {
    options.push(`--import=${path.join(ROOT, "scripts/bench/gc-log.mjs")}`);
    env.BENCH_GC_LOG_FILE = gcLogFile(port);
  }
  return options.length ? { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${options.join(" ")}`.trim() } : env;
}

/** Where BENCH_GC_LOG keeps the collections of the server on a port, or of one of the bench's own threads by its name. */
export function gcLogFile(portOrThread: number | "bench" | "callers"): string {
  return path.resolve(process.env.BENCH_GC_LOG ?? ".", `${portOrThread}.log`);
}

/** `next start` of the bench build in ROOT (or another project folder, `dir`) on `port`, once `readyPath` answers (polled every `intervalMs`). */
export async function startNext({
  dir = ROOT,
  port,
  env = {},
  readyPath = "/favicon.ico",
  intervalMs = 100,
}: {
  dir?: string;
  port: number;
  env?: Record<string, string>;
  readyPath?: string;
  intervalMs?: number;
}): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  const authSecret = env.AUTH_SECRET ?? randomBytes(33).toString("base64");
  env = { EMAIL_SERVER: await benchMailUrl(), ...env };
  const { child, output } = spawnLogged(process.execPath, nextStartArgs(port, nextBin(dir)), {
    cwd: dir,
    env: { ...process.env, BENCH_DIST_DIR, APP_URL: url, AUTH_SECRET: authSecret, ...diagnostics(dir, port), ...env, NODE_ENV: "production" },
  });
  try {
    await waitForHttp(`${url}${readyPath}`, { child, intervalMs });
  } catch (error) {
    child.kill("SIGTERM");
    throw new Error(`${String(error)}\n${output()}`);
  }
  return { url, child, output, authSecret };
}

/** `next build` in `dir`; throws with the build's output when it fails. */
export async function buildNext(dir: string, env: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const { child, output } = spawnLogged(process.execPath, [nextBin(dir), "build"], {
    cwd: dir,
    env: { ...process.env, BENCH_DIST_DIR, ...env, NODE_ENV: "production" },
  });
  const code = await new Promise<number>((resolve) => child.once("exit", (exit) => resolve(exit ?? 1)));
  if (code !== 0) throw new Error(`next build in ${dir} failed:\n${output()}`);
  // The app's prerendered pages get their hash policy, as `npm run build` gives them.
  if (dir === ROOT) await writeStaticPageCsp(path.join(ROOT, BENCH_DIST_DIR));
  return performance.now() - started;
}

/** Stops a child (and its process group when it leads one). */
export async function stop(child: ChildProcess, { group = false } = {}): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 10_000);
  await exited;
  // The group's leader (npm) can exit before the rest of the group (Next's
  // workers, the embedded database), which would still write to the folder;
  // SIGKILL reaches them at 10 s, and 20 s bounds the wait on an unreaped one.
  const deadline = performance.now() + 20_000;
  while (group && groupAlive(child.pid) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  clearTimeout(timer);
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
