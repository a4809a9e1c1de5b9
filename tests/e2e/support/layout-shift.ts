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

/**
 * The layout shifts so far that moved something inside `selector` (e.g. the
 * header), as "BUTTON.class (x,y → x,y) 0.0012" for each element moved.
 */
export function layoutShiftsWithin(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (within) =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) => {
          type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
          resolve(
            (list.getEntries() as unknown as Shift[])
              .filter((entry) => !entry.hadRecentInput)
              .flatMap((entry) =>
                entry.sources
                  .filter(({ node }) => node instanceof Element && node.closest(within) !== null)
                  .map(
                    ({ node, previousRect: a, currentRect: b }) =>
                      `${node!.nodeName}.${node!.className} (${a.x},${a.y} → ${b.x},${b.y}) ${entry.value.toFixed(4)}`,
                  ),
              ),
          );
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve([]), 250);
      }),
    selector,
  );
}

/**
 * Every layout shift of the page so far, as "0.0293 FOOTER.class (0,740 → 0,634)"
 * (with "after input" when the browser flagged one as caused by input, which
 * CLS leaves out: listed all the same, since these tests give no input).
 */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) => {
          type Shift = {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          resolve(
            (list.getEntries() as unknown as Shift[]).map((entry) => {
              const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
                const element = node instanceof Element ? node : node?.parentElement;
                const text = node instanceof Text ? ` text "${node.data.trim().slice(0, 30)}"` : "";
                const name = element ? `${element.nodeName}.${element.className}${text}` : "(removed node)";
                return `${name} (${Math.round(a.x)},${Math.round(a.y)} → ${Math.round(b.x)},${Math.round(b.y)})`;
              });
              return `${entry.value.toFixed(4)}${entry.hadRecentInput ? " after input" : ""} ${moved.join(", ")}`;
            }),
          );
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve([]), 250);
      }),
  );
}
