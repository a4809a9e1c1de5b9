// Lighthouse's default (mobile) preset, driving Debian's Chromium through
// chrome-launcher: performance score, LCP, TBT, CLS per page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./browser";

/** `shifts` names the elements that moved (Lighthouse's layout-shifts audit) when CLS is not 0. */
export type LighthouseResult = { url: string; score: number; lcpMs: number; tbtMs: number; cls: number; shifts: string };

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

/** `urls`: a page alone, or with the headers to send (a signed-in page: its session cookie). */
export async function runLighthouse(urls: readonly (string | { url: string; headers: Record<string, string> })[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  try {
    const results: LighthouseResult[] = [];
    for (const entry of urls) {
      const { url, headers } = typeof entry === "string" ? { url: entry, headers: undefined } : entry;
      const lhr = await audit(url, chrome.port, headers);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        url,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        shifts: numeric("cumulative-layout-shift") > 0 ? shiftedElements(lhr.audits["layout-shifts"]) : "",
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
