// Starting and stopping the processes the launcher and test scripts run.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/**
 * Node's flags for the production server, as `npm start` passes them (tests/tooling/start-script.test.ts holds
 * package.json to this list). V8's memory reducer is off: once a server went a few seconds without calls, it
 * collected twice to shrink the heap, and the next calls then met two more full collections as the heap grew back
 * (docs/performance.md, "What the figures decided").
 */
export const SERVER_NODE_FLAGS = ["--no-memory-reducer"] as const;

/** Node's arguments that run `next start` with `npm start`'s flags, on 127.0.0.1:`port` (`bin`: another project's Next.js). */
export function nextStartArgs(port: number | string, bin = NEXT_BIN): string[] {
  return [...SERVER_NODE_FLAGS, bin, "start", "-p", String(port), "-H", "127.0.0.1"];
}

/** Runs a command to completion, output inherited; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: ROOT, ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 + 15 : 1)));
  });
}

/** As run(), with the child's output (stdout and stderr, in the order written) held and returned, not shown. */
export function runHeld(command: string, args: string[], options: SpawnOptions = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code: code ?? (signal ? 128 + 15 : 1), output: Buffer.concat(chunks).toString("utf8") }));
  });
}

/** Asks a child to stop and waits for it, killing it if it has not stopped after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}
