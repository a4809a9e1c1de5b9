// Lighthouse's default (mobile) preset, driving Debian's Chromium through
// chrome-launcher: performance score, LCP, TBT, CLS per page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./browser";

export type LighthouseResult = { url: string; score: number; lcpMs: number; tbtMs: number; cls: number };

export async function runLighthouse(urls: readonly string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  try {
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      const runner = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        url,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
