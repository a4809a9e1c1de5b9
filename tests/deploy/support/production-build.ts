// One production build (.next) for the tests that start `next start`
// themselves. `npm test` builds once before the suites that need it and sets
// LEXI_BUILD_READY; run alone, a test reuses .next unless a file the start-up
// check depends on is newer than the build, and builds otherwise.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../../../scripts/lib/build-app";
import { ROOT } from "../../../scripts/lib/child-process";

const BUILD_ID = path.join(ROOT, ".next", "BUILD_ID");
const START_UP_SOURCES = ["instrumentation.ts", "lib/start-up-check.ts", "lib/production-config.ts", "lib/env.ts", "next.config.ts"];

function buildIsCurrent(): boolean {
  if (!existsSync(BUILD_ID)) return false;
  const built = statSync(BUILD_ID).mtimeMs;
  return START_UP_SOURCES.every((file) => statSync(path.join(ROOT, file)).mtimeMs <= built);
}

export async function ensureProductionBuild(): Promise<void> {
  if (process.env.LEXI_BUILD_READY === "1" || buildIsCurrent()) return;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  delete env.VERCEL_ENV;
  const { code } = await buildApp({ env });
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
}
