import type { Page } from "@playwright/test";
import { STORY_QUESTIONS_MESSAGES } from "@/components/stories/story-questions-messages";
import { card } from "./support/flashcards";
import { waitForHydration } from "./support/hydration";
import { expect, expectNoAxeViolationsInBothSchemes, headerReady, isNarrow, learningNav, menuToggle, test } from "./support/audit";
import { ACCOUNT_LINK, HEADER_LINKS, LEARNING_LINKS, LOGIN_LINK, PROGRESS_LINK, REGISTER_LINK, isCurrentLink } from "@/lib/navigation";
import { WORDS_PATH } from "@/lib/words/word-path";
import { A_STORY_PATH, SITE_ROUTES, isLearningRoute, routesFor, type AuditedRoute } from "./support/routes";
import { isTouchOnly } from "./support/touch";

// axe (WCAG 2.1 A/AA and best practices) on every page of the site, signed
// out and signed in, with each menu, drop-down, popup and dialog of the page
// open in turn (the header's, the same on every page, once for each way they
// look): in the light colour scheme with every rule, in the dark one with the
// colour rules (the site follows the system's; support/audit.ts).
// Pages come from support/routes.ts. A page must also load without a console
// error or warning (hydration mismatches are reported there) or a
// Content-Security-Policy violation.
//
// A page's markup is the same at every width; a phone changes its CSS and
// opens the header's links in a slide-in menu. Desktop scans every page and
// state. The tests tagged @phone run at both widths: at a phone's they scan
// only what a phone shows differently (the slide-in menu, the pages laid out
// differently), on desktop the same page in full, so nothing is scanned twice.

// The tests share nothing but the worker's signed-in learner: both workers can take them.
test.describe.configure({ mode: "parallel" });

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

const AS_LOADED: State = { name: "as loaded", open: async () => {} };

const PROFILE_DROPDOWN: State = {
  name: "profile dropdown",
  open: async (page) => {
    await page.getByRole("button", { name: "Profile" }).click();
    await expect(page.getByRole("button", { name: "Logout", exact: true })).toBeVisible();
  },
};

function slideInMenu(signedIn: boolean): State {
  return {
    name: "slide-in menu with its Category sub-menu" + (signedIn ? " and profile entry" : "") + " expanded",
    open: async (page) => {
      await menuToggle(page).click();
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      await nav.getByRole("button", { name: "Category", exact: true }).click();
      await expect(nav.getByRole("group", { name: "Flashcard categories" })).toBeVisible();
      if (signedIn) {
        await page.getByRole("button", { name: "Profile" }).click();
        await expect(page.getByRole("button", { name: "Log Out", exact: true })).toBeVisible();
      }
    },
  };
}

const CATEGORY_DROP_DOWN: State = {
  name: "learning bar's category drop-down",
  open: async (page) => {
    await learningNav(page).getByRole("button", { name: "Choose a flashcard category" }).click();
    await expect(learningNav(page).getByRole("group", { name: "Flashcard categories" })).toBeVisible();
  },
};

/**
 * What opens in the header: the same on every page but for the link it marks
 * current (the current page's in the learning bar shows as loaded), so opened
 * on the pages of the @phone tests only: the slide-in menu or the profile
 * dropdown on each, the learning bar's drop-down on the first page of
 * PHONE_LAYOUTS with the bar.
 */
function headerStates(route: AuditedRoute, page: Page, signedIn: boolean): State[] {
  const menu = isNarrow(page) ? [slideInMenu(signedIn)] : signedIn ? [PROFILE_DROPDOWN] : [];
  return route.path === Object.keys(PHONE_LAYOUTS).find(isLearningRoute) ? [...menu, CATEGORY_DROP_DOWN] : menu;
}

/** What opens on the page itself, each a state to scan. */
function pageStates(route: AuditedRoute, signedIn: boolean): State[] {
  const states: State[] = [];
  if (route.path === "/flashcards") {
    states.push(
      {
        name: "card turned to its back",
        open: async (page) => {
          await page.getByRole("main").getByRole("button", { name: "Show meaning" }).click();
          await expect(card(page)).toHaveAttribute("data-side", "back");
        },
      },
      {
        name: "shortcuts popover",
        open: async (page) => {
          // A touch-only device has no button for it: the ? key opens it there.
          if (await isTouchOnly(page)) await page.keyboard.press("?");
          else await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
          await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
        },
      },
      {
        // A side panel on desktop, a bottom sheet on a phone; the same on the other pages with the widget.
        name: "notes widget",
        open: async (page) => {
          await page.getByRole("button", { name: "Notes", exact: true }).click();
          const notes = page.getByRole("dialog", { name: "Notes" });
          await expect(notes.getByRole("textbox").first()).toBeFocused();
          await expect(notes.getByText(signedIn ? "No notes yet." : "Log in to keep notes on words.")).toBeVisible();
        },
      },
    );
  }
  if (route.path === "/account") {
    states.push({
      name: "delete dialog",
      open: async (page) => {
        await page.getByRole("main").getByRole("button", { name: "Delete my account", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
      },
    });
  }
  if (route.path === "/test_vocabulary") {
    states.push({
      name: "a question of the test",
      open: async (page) => {
        await page.getByTestId("placement-start").click();
        await expect(page.getByTestId("placement-question").getByRole("listitem")).toHaveCount(4);
      },
    });
  }
  if (route.path === A_STORY_PATH) {
    states.push(
      {
        name: "a word's popover",
        open: async (page) => {
          const word = page.locator('main button[data-place="0"]');
          await waitForHydration(page, 'main button[data-place="0"]');
          await word.click();
          await expect(page.getByRole("dialog").getByRole("link", { name: /^More about / })).toBeVisible();
          if (signedIn) await expect(page.getByRole("dialog").getByRole("button", { name: "Add to review" })).toBeVisible();
        },
      },
      {
        name: "a question of Check your words",
        open: async (page) => {
          const start = page.getByRole("button", { name: STORY_QUESTIONS_MESSAGES.start });
          await start.scrollIntoViewIfNeeded();
          await start.click();
          await expect(page.locator("article[data-question-id]")).toBeVisible();
        },
      },
    );
  }
  if (route.path === "/learn_with_story/your-text") {
    states.push({
      name: "a text read, with its coverage and new words",
      open: async (page) => {
        await waitForHydration(page, "textarea#your-text");
        await page.getByLabel("Your text").fill("The children went to the harbour at dawn. A small boat waited for them.");
        await page.getByRole("button", { name: "Read it" }).click();
        await expect(page.getByRole("heading", { name: "Coverage" })).toBeVisible();
      },
    });
  }
  if (route.path === "/learn_with_story" && signedIn) {
    states.push({
      name: "stories for the learner",
      open: async (page) => {
        await expect(page.locator("[data-stories-for-you]")).toHaveAttribute("aria-busy", "false");
      },
    });
  }
  if (route.path === "/register") {
    states.push({
      name: "password-requirements popup and errors",
      open: async (page) => {
        const main = page.getByRole("main");
        await main.getByLabel("Confirm Password", { exact: true }).fill("nope");
        await main.getByLabel("Password", { exact: true }).fill("weak1");
        await expect(main.getByRole("group", { name: "Password requirements" })).toBeVisible();
      },
    });
  }
  return states;
}

/**
 * The pages a phone lays out differently, with what differs: at a phone's
 * width they are scanned as loaded and in each of their states. Elsewhere a
 * phone's CSS reflows columns, which no rule reads; the tables turn their rows
 * into cards, but this spec's learner has no rows.
 */
const PHONE_LAYOUTS: Readonly<Record<string, string>> = {
  "/": "the hero hides its card's back, the grids go to one column; signed in, the learner's home",
  "/flashcards": "the card's back scrolls inside it, no shortcuts button on a touch screen, the learning bar scrolls, notes are a bottom sheet",
  [A_STORY_PATH]: "a word's popover is placed within the screen's width, the questions' options stack",
};

/** The links of the header's menus (the slide-in menu, the profile dropdown); Category is a button there, marking no page. */
function menuLinks(signedIn: boolean): string[] {
  const own = signedIn ? ["/review", PROGRESS_LINK.href, ACCOUNT_LINK.href] : [LOGIN_LINK.href, REGISTER_LINK.href];
  return [...HEADER_LINKS.map(({ href }) => href).filter((href) => href !== "/flashcards"), WORDS_PATH, ...own];
}

/** The menu links marked current on `route` (none on the not-found page, which is prebuilt for no path). */
function currentMenuLinks(route: AuditedRoute, signedIn: boolean): string {
  const pathname = route.notFound ? "" : new URL(route.path, "http://localhost").pathname;
  return menuLinks(signedIn)
    .filter((href) => isCurrentLink(pathname, href))
    .join(" ");
}

/**
 * The pages the @phone tests scan: those of PHONE_LAYOUTS, and one page for
 * each link of the header's menus marked current (and one for none). The
 * menus are the same on every page but for that mark: each way they look is
 * opened once, not on every page.
 */
function phonePages(signedIn: boolean): Set<string> {
  const routes = routesFor(signedIn ? "signed in" : "signed out");
  const byMenu = new Map<string, string>();
  for (const route of [...routes.filter(({ path }) => path in PHONE_LAYOUTS), ...routes]) {
    const key = currentMenuLinks(route, signedIn);
    if (!byMenu.has(key)) byMenu.set(key, route.path);
  }
  return new Set([...Object.keys(PHONE_LAYOUTS), ...byMenu.values()].filter((path) => routes.some((route) => route.path === path)));
}

/**
 * The states to scan: on desktop the page as loaded and each thing of it that
 * opens; on a phone the page's own only where PHONE_LAYOUTS has it. A @phone
 * test adds the header's.
 */
function statesOf(route: AuditedRoute, page: Page, signedIn: boolean, phone: boolean): State[] {
  const own = !isNarrow(page) || route.path in PHONE_LAYOUTS ? [AS_LOADED, ...pageStates(route, signedIn)] : [];
  return phone ? [...own, ...headerStates(route, page, signedIn)] : own;
}

async function load(page: Page, route: AuditedRoute, signedIn: boolean) {
  const response = await page.goto(route.path);
  expect(response?.status(), route.path).toBe(route.notFound ? 404 : 200);
  await headerReady(page, { signedIn });
  if (route.path === "/flashcards") await expect(card(page)).toBeVisible();
}

async function auditRoute(page: Page, route: AuditedRoute, signedIn: boolean, phone: boolean, consoleErrors: string[]) {
  const states = statesOf(route, page, signedIn, phone);
  // A state (a load, two scans) takes 2 to 7 s on a busy 2-core machine: 15 s each leaves room. /flashcards has six.
  test.setTimeout(Math.max(30_000, states.length * 15_000));
  let previous: State | undefined;
  for (const state of states) {
    // Each state on the page as loaded: the one after "as loaded" needs no new load.
    if (previous !== AS_LOADED) await load(page, route, signedIn);
    await state.open(page);
    await expectNoAxeViolationsInBothSchemes(page, `${route.path}, ${signedIn ? "signed in" : "signed out"}, ${state.name}`);
    previous = state;
  }
  const unexpected = consoleErrors.filter((line) => !expectedConsoleLine(line, route));
  expect(unexpected, `console errors, warnings and CSP violations on ${route.path}`).toEqual([]);
}

for (const signedIn of [false, true]) {
  test.describe(`accessibility, ${signedIn ? "signed in" : "signed out"}`, () => {
    if (signedIn) test.use({ storageState: async ({ signedInState }, use) => use(signedInState) });
    const phone = phonePages(signedIn);
    for (const route of routesFor(signedIn ? "signed in" : "signed out")) {
      if (phone.has(route.path)) {
        const what = route.path in PHONE_LAYOUTS ? "laid out for a phone too" : "its slide-in menu on a phone too";
        test(`${route.path} has no axe violations, ${what}`, { tag: "@phone" }, async ({ page, consoleErrors }) => {
          await auditRoute(page, route, signedIn, true, consoleErrors);
        });
      } else {
        test(`${route.path} has no axe violations`, async ({ page, consoleErrors }) => {
          await auditRoute(page, route, signedIn, false, consoleErrors);
        });
      }
    }
  });
}

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
