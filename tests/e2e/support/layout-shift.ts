import type { Page } from "@playwright/test";

/**
 * The page's layout shift so far (the sum of its layout-shift entries not
 * caused by input, what CLS adds up). The observer hands over the buffered
 * entries at once; when it never fires there was no shift, so it gives up
 * after 250 ms.
 */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 250);
      }),
  );
}
