// What the accessibility and keyboard specs share: a worker's signed-in
// browser state (one learner per worker, signed in by support/learner.ts),
// waiting for hydration and for animations to end, the header's menus, an
// axe scan that fails with a readable list, and console errors collected.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { test as base } from "./fixtures";
import { newLearner, signIn } from "./learner";
import { waitForHydration } from "./hydration";

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
    // A Content-Security-Policy violation, as the page itself hears of it (not every one reaches the console).
    await page.exposeFunction("__auditCspViolation", (line: string) => errors.push(`csp: ${line}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { __auditCspViolation: (line: string) => void }).__auditCspViolation;
        void report(
          `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "an inline script or style"} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
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
  await waitForHydration(page, "header");
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

/** axe-core, the copy @axe-core/playwright depends on, minified. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"), "utf8");

type Axe = {
  run: (
    context: Document,
    options: object,
  ) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[] }>;
};

/**
 * Scans the page as it is now and fails with one line per violation and
 * element; `rules` limits the scan to those. axe runs in the page itself (these
 * pages have no iframes for it to reach), added once per document and kept
 * for its next scans, and sends back only the violations: AxeBuilder adds it
 * twice a scan and sends every passing element too, a second or more each.
 */
export async function expectNoAxeViolations(page: Page, label: string, rules?: string[]) {
  await settled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: AXE_TAGS };
  const lines = await page.evaluate(
    async (options) => {
      const { violations } = await (window as unknown as { axe: Axe }).axe.run(document, options);
      return violations.flatMap(({ id, impact, nodes }) =>
        nodes.map(({ target, failureSummary }) => `${id} (${impact}): ${target.join(" ")} — ${failureSummary?.replace(/\s+/g, " ")}`),
      );
    },
    { runOnly, resultTypes: ["violations"] },
  );
  expect(lines, `axe violations on ${label}`).toEqual([]);
}

/**
 * Switches the page's colour scheme with its transitions off: the colours
 * take their new values at once, with nothing to wait for. A constructed
 * style sheet, not a <style> element: no node for axe, no CSP check.
 */
async function switchScheme(page: Page, colorScheme: "light" | "dark") {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("*, *::before, *::after { transition: none !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.emulateMedia({ colorScheme });
  // Styles computed under the new scheme before the sheet goes: a transition starts only when a value changes.
  await page.evaluate(() => {
    void document.body.offsetWidth;
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
}

/**
 * The page in the light colour scheme with every rule and in the dark one
 * (the site follows the system's) with the colour rules: the others read the
 * DOM and the ARIA tree, which are the same in both. The scheme the page is
 * in goes first, so one switch a call.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page, label: string) {
  const light = () => expectNoAxeViolations(page, `${label}, light`);
  const dark = () => expectNoAxeViolations(page, `${label}, dark`, COLOUR_RULES);
  if (await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)) {
    await dark();
    await switchScheme(page, "light");
    await light();
  } else {
    await light();
    await switchScheme(page, "dark");
    await dark();
  }
}

export function menuToggle(page: Page) {
  return page.getByRole("button", { name: "Open menu" });
}

export function learningNav(page: Page) {
  return page.getByRole("navigation", { name: "Learning" });
}
