import type { Page } from "@playwright/test";
import { card } from "./support/flashcards";
import { expect, expectNoAxeViolationsInBothSchemes, headerReady, isNarrow, learningNav, menuToggle, test } from "./support/audit";
import { LEARNING_LINKS } from "@/lib/navigation";
import { SITE_ROUTES, isLearningRoute, routesFor, type AuditedRoute } from "./support/routes";
import { isTouchOnly } from "./support/touch";

// axe (WCAG 2.1 A/AA and best practices) on every page of the site, signed
// out and signed in, in the light and the dark colour scheme (the site
// follows the system's; the dark one with the colour rules, support/audit.ts),
// with each menu, drop-down, popup and dialog of the
// page open in turn. Pages come from support/routes.ts. A page must also load
// without a console error or warning (hydration mismatches are reported there).

// Up to ten scans a page (five states, two schemes), each state after a fresh load.
test.describe.configure({ timeout: 120_000 });

/**
 * Learning-bar links to pages not in SITE_ROUTES (not built in this tree):
 * the bar prefetches them for a signed-in user and gets a 404. Adding the page
 * to SITE_ROUTES ends the exception.
 */
const UNLISTED_LINKS: readonly string[] = LEARNING_LINKS.map(({ href }) => href).filter(
  (href) => !SITE_ROUTES.some(({ path }) => new URL(path, "http://localhost").pathname === href),
);

/**
 * Next's prefetch of a prerendered page (the header links to /, /about, …)
 * hints its stylesheets, and Chromium warns when the page it is on does not
 * use them within a few seconds: a prefetch, not a fault of this page.
 */
const PREFETCHED_STYLESHEET =
  /^warning: The resource \S+\/_next\/static\/chunks\/[\w-]+\.css was preloaded using link preload but not used within a few seconds/;

function expectedConsoleLine(line: string, route: AuditedRoute): boolean {
  if (PREFETCHED_STYLESHEET.test(line)) return true;
  if (!/status of 404/.test(line)) return false;
  // The document of a 404 page is itself a failed resource.
  if (route.notFound) return true;
  const url = /\((http[^)]+)\)$/.exec(line)?.[1];
  return url !== undefined && UNLISTED_LINKS.includes(new URL(url).pathname);
}

type State = { name: string; open: (page: Page) => Promise<void> };

/** The states of `route` to scan: the page as loaded, then each thing that opens. */
function statesOf(route: AuditedRoute, page: Page, signedIn: boolean): State[] {
  const states: State[] = [{ name: "as loaded", open: async () => {} }];
  if (isNarrow(page)) {
    states.push({
      name: "slide-in menu with its Category sub-menu" + (signedIn ? " and profile entry" : "") + " expanded",
      open: async () => {
        await menuToggle(page).click();
        const nav = page.getByRole("navigation", { name: "Main", exact: true });
        await nav.getByRole("button", { name: "Category", exact: true }).click();
        await expect(nav.getByRole("group", { name: "Flashcard categories" })).toBeVisible();
        if (signedIn) {
          await page.getByRole("button", { name: "Profile" }).click();
          await expect(page.getByRole("button", { name: "Log Out", exact: true })).toBeVisible();
        }
      },
    });
  } else if (signedIn) {
    states.push({
      name: "profile dropdown",
      open: async () => {
        await page.getByRole("button", { name: "Profile" }).click();
        await expect(page.getByRole("button", { name: "Logout", exact: true })).toBeVisible();
      },
    });
  }
  if (isLearningRoute(route.path) && !route.notFound) {
    states.push({
      name: "category drop-down",
      open: async () => {
        await learningNav(page).getByRole("button", { name: "Choose a flashcard category" }).click();
        await expect(learningNav(page).getByRole("group", { name: "Flashcard categories" })).toBeVisible();
      },
    });
  }
  if (route.path === "/flashcards") {
    states.push(
      {
        name: "card turned to its back",
        open: async () => {
          await page.getByRole("main").getByRole("button", { name: "Show meaning" }).click();
          await expect(card(page)).toHaveAttribute("data-side", "back");
        },
      },
      {
        name: "shortcuts popover",
        open: async () => {
          // A touch-only device has no button for it (issue 20): the ? key opens it there.
          if (await isTouchOnly(page)) await page.keyboard.press("?");
          else await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
          await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
        },
      },
    );
  }
  if (route.path === "/account") {
    states.push({
      name: "delete dialog",
      open: async () => {
        await page.getByRole("main").getByRole("button", { name: "Delete my account", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
      },
    });
  }
  if (route.path === "/test_vocabulary") {
    states.push({
      name: "a question of the test",
      open: async () => {
        await page.getByTestId("placement-start").click();
        await expect(page.getByTestId("placement-question").getByRole("listitem")).toHaveCount(4);
      },
    });
  }
  if (route.path === "/register") {
    states.push({
      name: "password-requirements popup and errors",
      open: async () => {
        const main = page.getByRole("main");
        await main.getByLabel("Confirm Password", { exact: true }).fill("nope");
        await main.getByLabel("Password", { exact: true }).fill("weak1");
        await expect(main.getByRole("group", { name: "Password requirements" })).toBeVisible();
      },
    });
  }
  return states;
}

async function auditRoute(page: Page, route: AuditedRoute, signedIn: boolean, consoleErrors: string[]) {
  for (const state of statesOf(route, page, signedIn)) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(route.notFound ? 404 : 200);
    await headerReady(page, { signedIn });
    if (route.path === "/flashcards") await expect(card(page)).toBeVisible();
    await state.open(page);
    await expectNoAxeViolationsInBothSchemes(page, `${route.path}, ${signedIn ? "signed in" : "signed out"}, ${state.name}`);
  }
  const unexpected = consoleErrors.filter((line) => !expectedConsoleLine(line, route));
  expect(unexpected, `console errors and warnings on ${route.path}`).toEqual([]);
}

test.describe("accessibility, signed out", () => {
  for (const route of routesFor("signed out")) {
    test(`${route.path} has no axe violations`, async ({ page, consoleErrors }) => {
      await auditRoute(page, route, false, consoleErrors);
    });
  }
});

test.describe("accessibility, signed in", () => {
  test.use({ storageState: async ({ signedInState }, use) => use(signedInState) });
  for (const route of routesFor("signed in")) {
    test(`${route.path} has no axe violations`, async ({ page, consoleErrors }) => {
      await auditRoute(page, route, true, consoleErrors);
    });
  }
});

test("a 404 under a learning route is the prebuilt not-found page and hydrates without a warning", async ({ page, consoleErrors }) => {
  await page.goto("/flashcards/typo");
  await headerReady(page, { signedIn: false });
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  // Prebuilt once for every missing path, it marks no path as current: no learning bar, no current link.
  await expect(learningNav(page)).toHaveCount(0);
  await expect(page.getByRole("banner").locator('[aria-current="page"]')).toHaveCount(0);
  // Hydrated once the search box, a client part, turns into its combobox on focus.
  await page.getByRole("main").getByRole("searchbox", { name: "Search words" }).focus();
  await expect(page.getByRole("main").getByRole("combobox", { name: "Search words" })).toBeFocused();
  expect(consoleErrors.filter((line) => !/status of 404/.test(line))).toEqual([]);
});
