// The Lighthouse audits, in a process of their own (forked by ./lighthouse.ts,
// which sends the pages and takes the figures): Lighthouse's default (mobile)
// preset, driving Debian's Chromium through chrome-launcher: performance
// score, LCP, TBT, CLS per page, each page `runs` times (summed up by
// lighthouse-stats.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./browser";
import type { LighthousePage, LighthouseResult } from "./lighthouse";
import { spread, summarise, type LighthouseRun } from "./lighthouse-stats";

/** LIGHTHOUSE_DUMP=<folder>: keep every run's full report there, to see what a slow run spent its time on. */
function dump(lhr: object, url: string, round: number): void {
  const folder = process.env.LIGHTHOUSE_DUMP;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_") || "_";
  writeFileSync(path.join(folder, `${name}-${round}.json`), JSON.stringify(lhr));
}

type ShiftItem = { node?: { selector?: string; nodeLabel?: string }; score?: number };

function shiftedElements(audit: { details?: unknown } | undefined): string {
  const items = ((audit?.details as { items?: ShiftItem[] } | undefined)?.items ?? []).filter((item) => item.node);
  return items.map((item) => `${item.node?.selector ?? item.node?.nodeLabel} ${item.score?.toFixed(3) ?? ""}`.trim()).join("; ");
}

/** One Lighthouse run; a failed trace ("Please run Lighthouse again") gets a second try. */
async function audit(url: string, port: number, headers: Record<string, string> | undefined, attempt = 1) {
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ...(headers ? { extraHeaders: headers } : {}),
  });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) {
    if (attempt < 2) return audit(url, port, headers, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/**
 * Each page audited `runs` times, in rounds (every page once, then every page
 * again), so a spell of load on this shared machine falls on all pages alike.
 * `headers`: for a signed-in page, its session cookie.
 */
async function auditPages(pages: readonly LighthousePage[], runs: number): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  try {
    const results = pages.map(() => [] as LighthouseRun[]);
    // Lighthouse's measure of the host's CPU, taken with every run: its 4×
    // slowdown assumes a desktop of 1,000 or more, and scores drop below that.
    const benchmarkIndex: number[] = [];
    for (let round = 1; round <= runs; round += 1) {
      for (const [index, { url, headers }] of pages.entries()) {
        const lhr = await audit(url, chrome.port, headers);
        dump(lhr, url, round);
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const cls = numeric("cumulative-layout-shift");
        results[index]!.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: numeric("largest-contentful-paint"),
          tbtMs: numeric("total-blocking-time"),
          cls,
          shifts: cls > 0 ? shiftedElements(lhr.audits["layout-shifts"]) : "",
        });
        console.log(`  Lighthouse round ${round}/${runs}: ${new URL(url).pathname} score ${results[index]!.at(-1)!.score}, CLS ${cls.toFixed(4)}`);
      }
    }
    return { pages: pages.map((page, index) => ({ ...page, summary: summarise(results[index]!) })), benchmarkIndex: spread(benchmarkIndex) };
  } finally {
    chrome.kill();
  }
}

// One request, then this process ends: the pages and runs come from the bench, the figures go back to it.
process.once("message", (request: { pages: LighthousePage[]; runs: number }) => {
  auditPages(request.pages, request.runs).then(
    (result) => process.send!(result, () => process.disconnect()),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
