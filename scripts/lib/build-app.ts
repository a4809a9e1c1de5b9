// The production build, as every command that needs one makes it (`npm run
// build`, `npm test`, the e2e server, the bench, the load test): `next build`,
// then the hash policy of every prerendered page (static-page-csp.ts), then
// the service worker with its precache list (service-worker.ts; the bench
// writes its build's own, as its build shares public/ with this one).
import path from "node:path";
import { NEXT_BIN, ROOT, run } from "./child-process";
import { writeServiceWorker } from "./service-worker";
import { writeStaticPageCsp, type StaticCspReport } from "./static-page-csp";

export type BuildResult = { code: number; csp?: StaticCspReport; seconds: number };

export async function buildApp({
  env = process.env,
  distDir = env.BENCH_DIST_DIR || ".next",
}: { env?: NodeJS.ProcessEnv; distDir?: string } = {}): Promise<BuildResult> {
  const started = performance.now();
  const code = await run(process.execPath, [NEXT_BIN, "build"], { env: { ...env, NODE_ENV: "production" } });
  if (code !== 0) return { code, seconds: (performance.now() - started) / 1000 };
  try {
    const csp = await writeStaticPageCsp(path.resolve(ROOT, distDir));
    console.log(`Static page CSP: ${csp.pages} prerendered pages hashed in ${csp.milliseconds} ms (at most ${csp.maxScripts} inline scripts a page)`);
    if (!env.BENCH_DIST_DIR) {
      const worker = await writeServiceWorker(path.resolve(ROOT, distDir));
      console.log(`Service worker: public/sw.js, ${worker.workerBytes} bytes, ${worker.entries} precached files (${worker.bytes} bytes)`);
    }
    return { code: 0, csp, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return { code: 1, seconds: (performance.now() - started) / 1000 };
  }
}
