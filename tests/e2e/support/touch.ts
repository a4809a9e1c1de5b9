import type { Page } from "@playwright/test";

/** What the app calls a device without a keyboard (issue 20): the "Keyboard shortcuts" button is hidden there. */
export const TOUCH_ONLY_QUERY = "(hover: none) and (pointer: coarse)";

/** Whether the page's browser is touch-only (the mobile project is; the desktop project is not). */
export function isTouchOnly(page: Page): Promise<boolean> {
  return page.evaluate((query) => window.matchMedia(query).matches, TOUCH_ONLY_QUERY);
}
