// The repeat visit to /review offline (docs/review.md, "Reviewing offline"):
// /review opened online keeps the next cards in IndexedDB and the service
// worker takes control of the page; offline, the worker answers /review with
// its shell, which puts the first saved card in the page. Timed by the page's
// clock, from the navigation's start to the card's word entering the page,
// over several visits. A wall-clock figure: measured here, on a machine doing
// nothing else, not in the e2e run, where the other worker shares the cores.
import type { BrowserContext } from "@playwright/test";
import { OFFLINE_DB_NAME } from "../../lib/offline/storage-names";
import { percentile } from "./interaction";

export type OfflineVisitResult = { visits: number; medianMs: number; maxMs: number } | { missing: string };

const CARD_WORD = '[aria-roledescription="flashcard"] [data-face="front"] h2';

/** `context`: signed in, with cards due on /review. */
export async function measureOfflineRepeatVisit(context: BrowserContext, baseURL: string, visits = 5): Promise<OfflineVisitResult> {
  const review = new URL("/review", baseURL).toString();
  const page = await context.newPage();
  try {
    await page.goto(review);
    if (new URL(page.url()).pathname !== "/review") return { missing: `/review redirected to ${new URL(page.url()).pathname}` };
    const active = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    // A worker that activated during this page's load claimed the pages open before it, not this one: the next load is its.
    if (!active) {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
    }
    // The deck is saved a second after /review loads (components/review/use-review-session.ts).
    let deckCards = 0;
    for (const deadline = Date.now() + 30_000; deckCards === 0 && Date.now() < deadline;) {
      deckCards = await page.evaluate(
        (name) =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open(name);
            open.onerror = () => resolve(0);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains("deck")) {
                db.close();
                resolve(0);
                return;
              }
              const get = db.transaction("deck").objectStore("deck").get("current");
              get.onerror = () => resolve(0);
              get.onsuccess = () => {
                db.close();
                resolve((get.result as { due: { cards: unknown[] } } | undefined)?.due.cards.length ?? 0);
              };
            };
          }),
        OFFLINE_DB_NAME,
      );
      if (deckCards === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (deckCards === 0) return { missing: "no deck saved for offline (no cards due on /review?)" };

    await page.addInitScript((selector) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        (window as unknown as { __firstCardAt: number }).__firstCardAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    }, CARD_WORD);
    await context.setOffline(true);
    const times: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      await page.goto(review);
      const handle = await page.waitForFunction(() => (window as unknown as { __firstCardAt?: number }).__firstCardAt ?? null, undefined, {
        timeout: 30_000,
      });
      times.push((await handle.jsonValue()) as number);
      // The worker's shell (app/(site)/offline), not a page the browser kept.
      if (!(await page.title()).startsWith("Offline")) return { missing: `offline /review was not the worker's shell (${await page.title()})` };
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { visits: times.length, medianMs: percentile(sorted, 50), maxMs: sorted.at(-1)! };
  } finally {
    await context.setOffline(false);
    await page.close();
  }
}
