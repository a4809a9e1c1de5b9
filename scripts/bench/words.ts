// Issue 14's figures, for the `words` section of `npm run bench`:
// - served throughput of / and a word page against robots.txt (a prerendered
//   file) from the same server, in turn: a page rendered per request would be
//   a fraction of it;
// - GET /api/v1/word/search against the Next.js floor route, and its index
//   against a plain scan of the word list, in-process;
// - what the build costs: time, output size, the hash policies, and the
//   bytes a hash manifest would add to the middleware (the design not taken).
import { readFileSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import headwords from "../../prisma/data/headwords.json" with { type: "json" };
import { buildSearchIndex, normalizeSearchText, SEARCH_LIMIT } from "../../lib/words/search-index";
import { basesOf } from "../../lib/words/word-forms";
import { STATIC_CSP_REPORT, type StaticCspReport } from "../lib/static-page-csp";
import { load } from "./callers";
import { loadFailures, loadValue, type Row } from "./report";

export const WORD_PAGE = "/words/person";
const SEARCH_PATH = "/api/v1/word/search?q=ser";
const BUDGET = { servedToFile: 0.8, searchToFloor: 0.5 } as const;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** GETs of `/`, the word page and robots.txt, 10 s each in turn after a warm-up; both pages ≥ 0.8 × the file. */
export async function servedThroughputRows(appUrl: string): Promise<Row[]> {
  const paths = ["/robots.txt", "/", WORD_PAGE];
  for (const route of paths) await load(`${appUrl}${route}`, { duration: 2 });
  const results = new Map<string, Awaited<ReturnType<typeof load>>>();
  for (const route of paths) results.set(route, await load(`${appUrl}${route}`, {}));
  const file = results.get("/robots.txt")!;
  const rows: Row[] = [
    {
      area: "words",
      figure: "served: /robots.txt (prerendered file), 50 connections: req/s, p50, p99",
      value: loadValue(file),
      budget: "—",
      pass: loadFailures(file) ? false : null,
    },
  ];
  for (const route of ["/", WORD_PAGE]) {
    const result = results.get(route)!;
    const ratio = result.requestsPerSecond / file.requestsPerSecond;
    rows.push({
      area: "words",
      figure: `served: ${route}: req/s, p50, p99 (ratio to robots.txt)`,
      value: `${loadValue(result)} (${ratio.toFixed(2)})`,
      budget: `≥ ${BUDGET.servedToFile} × robots.txt`,
      pass: ratio >= BUDGET.servedToFile && loadFailures(result) === 0,
    });
  }
  return rows;
}

/** GET /api/v1/word/search?q=ser against the floor route (POST JSON, constant answer), 10 s each. */
export async function searchThroughputRows(appUrl: string, floorRouteUrl: string): Promise<Row[]> {
  await load(`${appUrl}${SEARCH_PATH}`, { duration: 2 });
  await load(floorRouteUrl, { body: {}, duration: 2 });
  const floor = await load(floorRouteUrl, { body: {} });
  const search = await load(`${appUrl}${SEARCH_PATH}`, {});
  const ratio = search.requestsPerSecond / floor.requestsPerSecond;
  return [
    {
      area: "words",
      figure: `GET ${SEARCH_PATH}: req/s, p50, p99 (floor route ${floor.requestsPerSecond.toFixed(0)} req/s)`,
      value: `${loadValue(search)} = ${ratio.toFixed(2)} × floor`,
      budget: `≥ ${BUDGET.searchToFloor} × floor`,
      pass: ratio >= BUDGET.searchToFloor && loadFailures(search) === 0,
    },
  ];
}

/** The search index against a plain scan of the list, in this process: median µs per query over every 2- and 3-letter start of 500 words. */
export function searchIndexRows(): Row[] {
  const started = performance.now();
  const index = buildSearchIndex(headwords);
  const buildMs = performance.now() - started;
  // The reference: the index's contract by brute force over the list in its
  // order (commonest first): the query and what it is a form of, then the
  // words starting with it, then the words containing it.
  const words = [...new Set(headwords.map(normalizeSearchText))].filter(Boolean);
  const wordSet = new Set(words);
  const scan = (query: string) => {
    const forms = basesOf(query, (base) => wordSet.has(base));
    const prefix = words.filter((word) => word.startsWith(query));
    const contains = words.filter((word) => !word.startsWith(query) && word.includes(query));
    return [...new Set([...forms, ...prefix, ...contains])].slice(0, SEARCH_LIMIT);
  };
  const queries = headwords.filter((_, i) => i % 15 === 0).flatMap((word) => [word.slice(0, 2), word.slice(1, 4)]);
  const time = (search: (query: string) => string[]) => {
    const samples = queries.map((query) => {
      const t = performance.now();
      search(query);
      return (performance.now() - t) * 1000;
    });
    return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  };
  for (const query of queries)
    if (JSON.stringify(index.search(query)) !== JSON.stringify(scan(query))) throw new Error(`search index and scan disagree on "${query}"`);
  const indexUs = time((query) => index.search(query));
  const scanUs = time(scan);
  return [
    {
      area: "words",
      figure: `search index (${headwords.length} words): built once, then median per query vs a scan (${queries.length} queries, same answers)`,
      value: `built in ${buildMs.toFixed(0)} ms; ${indexUs.toFixed(1)} µs vs ${scanUs.toFixed(0)} µs a query`,
      budget: "an index, not a scan",
      pass: indexUs * 10 <= scanUs,
    },
  ];
}

async function filesUnder(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/** The build's cost: time, output size (all, and the word pages), hash policies, and the middleware. */
export async function buildRows(distDir: string, buildMs: number): Promise<Row[]> {
  const total = await filesUnder(distDir);
  const words = await filesUnder(path.join(distDir, "server/app/words"));
  const csp = JSON.parse(readFileSync(path.join(distDir, STATIC_CSP_REPORT), "utf8")) as StaticCspReport;
  const largest = await largestFunction(distDir);
  // Middleware runs on Node.js (issue 17): its entry and the files its trace names, the app's chunks apart from the packages.
  const serverDir = path.join(distDir, "server");
  const trace = JSON.parse(readFileSync(path.join(serverDir, "middleware.js.nft.json"), "utf8")) as { files: string[] };
  const traced = [path.join(serverDir, "middleware.js"), ...trace.files.map((file) => path.join(serverDir, file))];
  const sizes = traced.map((file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    return { file, bytes: stat?.isFile() ? stat.size : 0 };
  });
  const middlewareBytes = sizes.filter(({ file }) => !file.includes("/node_modules/")).reduce((sum, { bytes }) => sum + bytes, 0);
  const packageBytes = sizes.filter(({ file }) => file.includes("/node_modules/")).reduce((sum, { bytes }) => sum + bytes, 0);
  return [
    {
      area: "words",
      figure: "next build + hash policies: time (was 24 s before the word pages)",
      value: `${(buildMs / 1000).toFixed(0)} s, of which hashing ${(csp.milliseconds / 1000).toFixed(1)} s`,
      budget: "—",
      pass: null,
    },
    {
      area: "words",
      figure: "build output: all, of which the word pages",
      value: `${mb(total.bytes)} in ${total.files} files; ${mb(words.bytes)} in ${words.files} files`,
      budget: "—",
      pass: null,
    },
    {
      area: "words",
      figure: "prerendered pages with a hash policy; most inline scripts on one",
      value: `${csp.pages}; ${csp.maxScripts}`,
      budget: "—",
      pass: null,
    },
    {
      area: "words",
      figure: "prerender-manifest.json, which every server function loads (was 6.5 MB with the hash policies in it)",
      value: mb(statSync(path.join(distDir, "prerender-manifest.json")).size),
      budget: "—",
      pass: null,
    },
    {
      area: "words",
      figure: "largest server function: its route, its traced files and the files every function packs (36.2 MB with the policies in the manifest)",
      value: `${mb(largest.bytes)} (${largest.route})`,
      budget: "—",
      pass: null,
    },
    {
      area: "words",
      figure: "middleware bundle, packages it loads; a hash manifest there would add",
      value: `${(middlewareBytes / 1024).toFixed(0)} KiB, ${(packageBytes / 1024).toFixed(0)} KiB; ${(csp.hashBytes / 1024).toFixed(0)} KiB`,
      budget: "—",
      pass: null,
    },
  ];
}

/**
 * The largest server function a host would package, as Next's traces say:
 * a route's entry, the files its trace names (its chunks and the packages it
 * loads), and the files every function carries (required-server-files.json:
 * the manifests, prerender-manifest.json among them). `vercel build` cannot
 * be installed offline here; this is the same sum without its launcher.
 */
export async function largestFunction(distDir: string): Promise<{ route: string; bytes: number }> {
  const projectDir = path.dirname(path.resolve(distDir));
  const shared = (JSON.parse(readFileSync(path.join(distDir, "required-server-files.json"), "utf8")) as { files: string[] }).files.map((file) =>
    path.join(projectDir, file.replace(/^\.next\//, `${path.relative(projectDir, distDir)}/`)),
  );
  const size = (file: string) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? stat.size : 0;
  };
  let largest = { route: "", bytes: 0 };
  const appDir = path.join(distDir, "server/app");
  for (const entry of await readdir(appDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^(?:page|route)\.js\.nft\.json$/.test(entry.name)) continue;
    const traceFile = path.join(entry.parentPath, entry.name);
    const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { files: string[] };
    const files = new Set([traceFile.slice(0, -".nft.json".length), ...trace.files.map((file) => path.resolve(entry.parentPath, file)), ...shared]);
    const bytes = [...files].reduce((sum, file) => sum + size(file), 0);
    if (bytes > largest.bytes) largest = { route: path.relative(appDir, entry.parentPath) || "/", bytes };
  }
  return largest;
}

/** `next start` of the build to its first API answer, median (min–max) of `runs`; `start` resolves once the API answered. */
export async function startUpRows(start: () => Promise<{ stop: () => Promise<void> }>, runs = 5): Promise<Row[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const began = performance.now();
    const server = await start();
    times.push(performance.now() - began);
    await server.stop();
  }
  times.sort((a, b) => a - b);
  return [
    {
      area: "words",
      figure: `next start to its first API answer (GET /api/v1/word/search), median (min–max) of ${runs}`,
      value: `${Math.round(times[Math.floor(runs / 2)]!)} ms (${Math.round(times[0]!)}–${Math.round(times[runs - 1]!)})`,
      budget: "—",
      pass: null,
    },
  ];
}
