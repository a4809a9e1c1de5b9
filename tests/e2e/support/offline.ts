// The offline review's state in the browser, read as the app keeps it
// (lib/offline/client-deck.ts: IndexedDB "lexi-offline"; Cache Storage), and
// the service worker's registration (worker/sw.ts).
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

export type OfflineState = { databases: string[]; deckCards: number; outbox: { reviewId: string; wordIndex: number; seq: number }[]; caches: string[] };

/** What the app keeps for offline review in this browser. */
export function offlineState(page: Page): Promise<OfflineState> {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((database) => database.name ?? "");
    const caches_ = await caches.keys();
    if (!databases.includes("lexi-offline")) return { databases, deckCards: 0, outbox: [], caches: caches_ };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("lexi-offline");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = <T>(store: string, run: (objects: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        if (!db.objectStoreNames.contains(store)) return resolve(undefined as T);
        const request = run(db.transaction(store).objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const deck = (await read("deck", (objects) => objects.get("current"))) as { due: { cards: unknown[] } } | undefined;
    const grades = ((await read("outbox", (objects) => objects.index("seq").getAll())) ?? []) as {
      request: { reviewId: string; wordIndex: number };
      seq: number;
    }[];
    db.close();
    return {
      databases,
      deckCards: deck?.due.cards.length ?? 0,
      outbox: grades.map((grade) => ({ reviewId: grade.request.reviewId, wordIndex: grade.request.wordIndex, seq: grade.seq })),
      caches: caches_,
    };
  });
}

/**
 * Waits until the service worker is active and controls the page. A worker
 * that activated while this page's navigation was under way claimed the
 * page before it (clientsClaim) and never claims this one: then the page is
 * loaded again, as a learner's next visit would be, under the worker.
 */
export async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
    .toBe("activated");
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  const claimed = await expect
    .poll(controlled, { timeout: 5_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (claimed) return;
  await page.reload();
  await expect.poll(controlled, { timeout: 10_000 }).toBe(true);
}

/** Every URL in every cache of this origin. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });
}
