// Client JavaScript per route: every script response a page load brings in
// Chromium (until the network is idle), each body gzipped as `next start`
// sends it (zlib's default level), summed.
import { gzipSync } from "node:zlib";
import type { BrowserContext } from "@playwright/test";

export type ClientJs = { route: string; status: "ok"; bytes: number; scripts: number } | { route: string; status: "not built"; note: string };

export async function measureClientJs(context: BrowserContext, baseURL: string, route: string): Promise<ClientJs> {
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), gzipSync(body).length))
        .catch(() => undefined),
    );
  });
  try {
    const response = await page.goto(new URL(route, baseURL).toString(), { waitUntil: "load", timeout: 60_000 });
    // Scripts loaded after the load event count too; a page that keeps the network busy is measured as it is.
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
    const status = response?.status() ?? 0;
    const landed = new URL(page.url()).pathname;
    if (status === 404) return { route, status: "not built", note: "404 in this tree" };
    if (landed !== new URL(route, baseURL).pathname) return { route, status: "not built", note: `redirected to ${landed}` };
    await Promise.all(pending);
    let bytes = 0;
    for (const size of sizes.values()) bytes += size;
    return { route, status: "ok", bytes, scripts: sizes.size };
  } finally {
    await page.close();
  }
}
