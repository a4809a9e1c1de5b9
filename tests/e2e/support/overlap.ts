// What a floating thing (a toast, the notes button) hides: the interactive
// controls drawn right under it, found with document.elementsFromPoint (the
// paint order at a point), so a control under a menu or a modal's backdrop,
// which the learner cannot reach anyway, does not count.
import type { Locator, Page } from "@playwright/test";

const CONTROLS = 'button, a[href], input, select, textarea, [role="button"]';

/**
 * The controls (described by tag and name) under each visible toast, and the
 * toasts not drawn on top (unless `covered`: under an open menu, say).
 */
export function controlsUnderToasts(page: Page, { covered = false } = {}): Promise<string[]> {
  return page.evaluate(
    async ({ controls, covered }) => {
      // Where the toasts come to rest: after their entrance (and the stack's) transitions.
      const toasters = [...document.querySelectorAll("[data-sonner-toaster]")];
      await Promise.all(toasters.flatMap((toaster) => toaster.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
      const found = new Set<string>();
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
      const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])')];
      for (const toast of toasts) {
        const box = toast.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!covered && (!centre || !toast.contains(centre)))
          found.add(`toast "${toast.textContent?.trim().slice(0, 40)}" is covered by ${centre ? describe(centre) : "nothing"}`);
        for (let y = box.top + 2; y < box.bottom - 1; y += 6) {
          for (let x = box.left + 2; x < box.right - 1; x += 6) {
            const stack = document.elementsFromPoint(x, y);
            if (!toast.contains(stack[0] ?? null)) continue;
            // The first thing under the toast and its toaster.
            const below = stack.find((element) => !element.closest("[data-sonner-toaster]"));
            const control = below?.closest(controls);
            if (control) found.add(`${describe(control)} under toast "${toast.textContent?.trim().slice(0, 40)}"`);
          }
        }
      }
      return [...found];
    },
    { controls: CONTROLS, covered },
  );
}

/** The controls drawn under `floating` (e.g. the notes button), at a grid of points over its box. */
export function controlsUnder(floating: Locator): Promise<string[]> {
  return floating.evaluate((element, controls) => {
    const found = new Set<string>();
    const box = element.getBoundingClientRect();
    for (let y = box.top + 2; y < box.bottom - 1; y += 4) {
      for (let x = box.left + 2; x < box.right - 1; x += 4) {
        const stack = document.elementsFromPoint(x, y);
        if (!element.contains(stack[0] ?? null)) continue;
        const control = stack.find((under) => !element.contains(under))?.closest(controls);
        if (control) found.add(`${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}"`);
      }
    }
    return [...found];
  }, CONTROLS);
}
