// Waiting for React to hydrate a server-rendered page. Until it has, the page
// is the HTML alone: text typed into a field may never reach React's state,
// and a press sends a form natively, past the page's handlers.
import type { Page } from "@playwright/test";

/** Waits until React has hydrated the element `selector` finds (React's props are attached to it). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((found) => {
    const element = document.querySelector(found);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}
