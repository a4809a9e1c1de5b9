// What the accessibility and keyboard specs share: a worker's signed-in
// browser state (one learner per worker, signed in by support/learner.ts),
// waiting for hydration and for animations to end, the header's menus, an
// axe scan that fails with a readable list, and console errors collected.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { test as base } from "./fixtures";
import { newLearner, signIn } from "./learner";

type StorageState = Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>;

/** The WCAG 2.1 A/AA rules and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export const test = base.extend<{ consoleErrors: string[] }, { signedInState: StorageState }>({
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      await use(await signInOnce(browser, String(workerInfo.project.use.baseURL)));
    },
    { scope: "worker" },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // Playwright's own line when the app registers its service worker, blocked in these specs (playwright.config.ts).
      if (message.text().startsWith("Service Worker registration blocked by Playwright")) return;
      if (message.type() === "error" || message.type() === "warning") errors.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

export { expect };

async function signInOnce(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    await signIn(context, await newLearner(), baseURL);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1150;
}

/** Waits until React has hydrated the header (and, signed in, swapped in the profile button). */
export async function headerReady(page: Page, { signedIn: isSignedIn }: { signedIn: boolean }) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
  });
  if (isSignedIn) await expect(page.getByRole("button", { name: "Profile", includeHidden: true })).toBeAttached();
}

/**
 * Waits until every time-based CSS transition and animation on the page has
 * finished (a half-faded panel has no fixed contrast). Scroll-driven ones (the
 * learning bar's edge fades) follow a scroll position, not the clock: they
 * never finish, and are as settled as the page's scroll already.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const timed = document.getAnimations().filter((animation) => animation.timeline instanceof DocumentTimeline);
    await Promise.all(timed.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The rules whose outcome depends on colours, the only thing the colour
 * scheme changes here: a second scheme is scanned with these alone.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Scans the page as it is now and fails with one line per violation and
 * element; `rules` limits the scan to those. Legacy mode runs axe in the page
 * itself: the default opens a blank page for every scan to merge the frames'
 * results, which doubled a scan's time, and these pages have no iframes.
 */
export async function expectNoAxeViolations(page: Page, label: string, rules?: string[]) {
  await settled(page);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS)).analyze();
  const lines = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`),
  );
  expect(lines, `axe violations on ${label}`).toEqual([]);
}

/**
 * The page in the light colour scheme with every rule, then in the dark one
 * (the site follows the system's) with the colour rules: the others read the
 * DOM and the ARIA tree, which are the same in both.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: "light" });
  await expectNoAxeViolations(page, `${label}, light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page, `${label}, dark`, COLOUR_RULES);
}

export function menuToggle(page: Page) {
  return page.getByRole("button", { name: "Open menu" });
}

export function learningNav(page: Page) {
  return page.getByRole("navigation", { name: "Learning" });
}
