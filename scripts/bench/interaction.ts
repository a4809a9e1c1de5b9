// The time from a click on Next to the new word painted on /flashcards
// (signed out): the click's time is taken in a capturing listener, the paint
// two animation frames after the card's word index changes. Each click waits
// for the word the screen fetches ahead, as a reader who looks at a card
// before moving on would.
import type { Browser } from "@playwright/test";

export type InteractionResult = { clicks: number; medianMs: number; p95Ms: number; maxMs: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export async function measureNextClicks(browser: Browser, baseURL: string, clicks = 50): Promise<InteractionResult> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    const fetchedAhead = () => page.waitForResponse((response) => response.url().endsWith("/api/v1/word/fetchword"), { timeout: 30_000 });
    let ahead = fetchedAhead();
    await page.goto("/flashcards");
    await page.waitForFunction(() => {
      const card = document.querySelector('[aria-roledescription="flashcard"]');
      return card !== null && Object.keys(card).some((key) => key.startsWith("__reactProps"));
    });
    const next = page.getByRole("main").getByRole("button", { name: "Next", exact: true });
    const times: number[] = [];
    for (let click = 0; click < clicks; click += 1) {
      await ahead;
      ahead = fetchedAhead();
      await page.evaluate(() => {
        const state = { start: 0, painted: 0 };
        (window as unknown as { __next: typeof state }).__next = state;
        const card = document.querySelector('[aria-roledescription="flashcard"]')!;
        document.addEventListener("click", () => void (state.start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => void (state.painted = performance.now())));
        });
        observer.observe(card, { attributes: true, attributeFilter: ["data-word-index"] });
      });
      await next.click();
      const handle = await page.waitForFunction(() => {
        const state = (window as unknown as { __next: { start: number; painted: number } }).__next;
        return state.painted > 0 ? state.painted - state.start : null;
      });
      times.push((await handle.jsonValue()) as number);
    }
    await ahead.catch(() => undefined);
    const sorted = [...times].sort((a, b) => a - b);
    return { clicks, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1)! };
  } finally {
    await context.close();
  }
}
