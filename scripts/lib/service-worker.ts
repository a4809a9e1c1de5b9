// After `next build` and the static pages' policies (build-app.ts): bundles
// the service worker (worker/sw.ts, Serwist's runtime) with esbuild into
// public/sw.js, with its precache list: the build's static files (hashed
// names, cached as they are) and the offline shell and the static public
// pages, each by the hash of its prerendered HTML. A deploy changes that list,
// so the file changes, and browsers install the new worker (the learner is
// asked to reload: components/pwa/service-worker-updates.tsx). A bench
// build (BENCH_DIST_DIR) shares public/ with `npm run build`'s, so the bench
// writes its own worker while it measures and puts this build's back after.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getManifest } from "@serwist/build";
import { build } from "esbuild";
import { STATIC_PAGE_PATHS } from "../../lib/http/static-page-paths";
import { ROOT } from "./child-process";

export const SERVICE_WORKER_FILE = path.join(ROOT, "public/sw.js");

/** Large pages (the word index) are cached when visited, not installed up front. */
const PRECACHE_PAGE_LIMIT_BYTES = 200_000;

export type ServiceWorkerReport = { entries: number; bytes: number; workerBytes: number };

type Entry = { url: string; revision: string | null };

async function pageEntries(distDir: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const route of STATIC_PAGE_PATHS) {
    const file = path.join(distDir, "server/app", `${route === "/" ? "index" : route.slice(1)}.html`);
    const html = await readFile(file).catch(() => null);
    if (html === null) throw new Error(`Service worker: ${route} was not prerendered (${file})`);
    if (html.length > PRECACHE_PAGE_LIMIT_BYTES) continue;
    entries.push({ url: route, revision: createHash("sha256").update(html).digest("hex").slice(0, 16) });
  }
  return entries;
}

export async function writeServiceWorker(distDir: string): Promise<ServiceWorkerReport> {
  const statics = await getManifest({
    globDirectory: path.join(distDir, "static"),
    globPatterns: ["**/*.{js,css,woff2}"],
    // Build ids' manifests change per build but their names do not: leave them to the network.
    globIgnores: ["**/_buildManifest.js", "**/_ssgManifest.js", "**/_clientMiddlewareManifest.json"],
    modifyURLPrefix: { "": "/_next/static/" },
    dontCacheBustURLsMatching: /./,
    maximumFileSizeToCacheInBytes: 2_000_000,
  });
  const pages = await pageEntries(distDir);
  const entries: Entry[] = [...(statics.manifestEntries ?? []).map(({ url, revision }) => ({ url, revision: revision ?? null })), ...pages];
  const result = await build({
    entryPoints: [path.join(ROOT, "worker/sw.ts")],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    platform: "browser",
    write: false,
    define: { "self.__SW_MANIFEST": JSON.stringify(entries), "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const code = result.outputFiles[0]!.contents;
  await writeFile(SERVICE_WORKER_FILE, code);
  return { entries: entries.length, bytes: statics.size, workerBytes: code.length };
}
