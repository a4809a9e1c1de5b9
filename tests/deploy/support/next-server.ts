// `next start` on the production build for a deploy test, with only what a
// deployer's host would pass (no variables of the test run) plus `vars`, its
// output kept for failure messages.
import { spawn } from "node:child_process";
import { nextStartArgs, ROOT, stopChild } from "@/scripts/lib/child-process";
import { freePort } from "@/scripts/lib/free-port";

export interface NextServer {
  baseUrl: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server (APP_URL is its own address unless `vars` sets one) and
 * resolves once it answers /robots.txt; rejects if it exits first or is not up within `timeoutMs`.
 */
export async function startNextServer(vars: Record<string, string>, timeoutMs = 60_000): Promise<NextServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, nextStartArgs(port), {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", APP_URL: baseUrl, ...vars },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const server: NextServer = { baseUrl, output: () => output, stop: () => stopChild(child) };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`);
    const up = await fetch(`${baseUrl}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`next start did not answer within ${timeoutMs} ms:\n${output}`);
}

/** The secret the deploy tests' servers sign sessions with. */
export const TEST_AUTH_SECRET = "a-test-secret-that-is-long-enough-0123456789";

/** A server with nothing listening at its DATABASE_URL (nor its mail server): what the app answers without a database. */
export async function startServerWithoutDatabase(): Promise<NextServer> {
  return startNextServer({
    DATABASE_URL: `postgresql://lexi@127.0.0.1:${await freePort()}/lexi`,
    AUTH_SECRET: TEST_AUTH_SECRET,
    EMAIL_SERVER: "smtp://127.0.0.1:9",
  });
}
