// The production build served by `next start` for the load and scale tests,
// with its output in test-results/<log>.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../lib/build-app";
import { nextStartArgs, ROOT } from "../lib/child-process";

/** Builds as `npm run build` does (pages and their hash policies) unless a build is there already. */
export async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(ROOT, ".next/BUILD_ID"))) return;
  const { code } = await buildApp();
  if (code !== 0) throw new Error("next build failed");
}

/** Starts `next start` on 127.0.0.1:`port` with `env` added to this process's environment, and waits until it answers. */
export async function startApp(port: number, env: Record<string, string>, logName: string): Promise<ChildProcess> {
  mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
  const log = createWriteStream(path.join(ROOT, "test-results", logName));
  const child = spawn(process.execPath, nextStartArgs(port), {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, NODE_ENV: "production" },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForServer(`http://127.0.0.1:${port}/`, 60_000);
  return child;
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the app did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
