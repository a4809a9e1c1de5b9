// The e2e server (scripts/e2e-server.ts) started once for several Playwright
// runs: `npm test` times the desktop and the phone project apart, and one
// server (one database, migrated and seeded once) serves both. Playwright
// reuses it (E2E_REUSE_SERVER in playwright.config.ts) instead of starting its own.
import { spawn, type ChildProcess } from "node:child_process";
import { ROOT, stopChild } from "./child-process";

const READY_TIMEOUT_MS = 300_000;

/** Starts the e2e server and resolves once it answers; null when it exits or does not answer in time. */
export async function startE2eServer(env: NodeJS.ProcessEnv): Promise<ChildProcess | null> {
  const port = env.E2E_PORT ?? "3100";
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/e2e-server.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...env, E2E_PORT: port },
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    if (await answers(`http://127.0.0.1:${port}/`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(exited ? "The e2e server exited before it answered." : `The e2e server did not answer within ${READY_TIMEOUT_MS / 1000} s.`);
  await stopChild(child);
  return null;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}
