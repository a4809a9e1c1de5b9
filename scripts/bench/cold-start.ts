// Cold start: `npm run dev` on a fresh clone (git clone of this checkout's
// HEAD, node_modules hard-linked, no .data, no .next) until the first page is
// served. The clone sits next to the project when /tmp is another file system
// (hard links cannot cross one).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/child-process";
import { spawnLogged, stop, waitForHttp } from "./servers";

export type ColdStart = { ms: number; firstStatus: number };

export async function measureColdStart(port: number): Promise<ColdStart> {
  const parent = statSync(os.tmpdir()).dev === statSync(ROOT).dev ? os.tmpdir() : path.join(ROOT, ".bench");
  const dir = mkdtempSync(path.join(parent, "lexi-cold-"));
  try {
    execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, dir], { stdio: "ignore" });
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
    delete env.DATABASE_URL;
    const started = performance.now();
    // Its own process group: npm, the launcher, the embedded database and Next stop together.
    const { child, output } = spawnLogged("npm", ["run", "dev", "--", "--port", String(port)], { cwd: dir, env, detached: true });
    try {
      const url = `http://127.0.0.1:${port}/`;
      let firstStatus = 0;
      await waitForHttp(url, { timeoutMs: 240_000, child });
      // waitForHttp returns on any answer; the first page served is a 200.
      for (;;) {
        const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
        await response.arrayBuffer();
        firstStatus = response.status;
        if (response.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { ms: performance.now() - started, firstStatus };
    } catch (error) {
      throw new Error(`${String(error)}\n${output()}`);
    } finally {
      await stop(child, { group: true });
    }
  } finally {
    // Next's last cache writes can still land while the folder is removed: retry.
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  }
}
