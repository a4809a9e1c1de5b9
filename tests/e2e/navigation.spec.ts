import type { Page } from "@playwright/test";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

// The header (spec: "Header and navigation"). The desktop project is 1280px
// wide and the mobile project 375px: below 1150px the links live in a
// slide-in menu, so tests open it first there.

const LEARNING_LABELS = [
  "Flashcards",
  // Not in the spec: the review queue (issue 13), right after Flashcards.
  "Review",
  // Not in the spec: the learner's progress (issue 29), right after Review.
  "Progress",
  "Ambiguous Words",
  "Learn with Context",
  "Learn with story",
  "Learn with Friends",
  "Favourites",
  "My Notes",
];

const CATEGORY_LABELS = ["Unseen Words", "Seen Words", "Favourite Words", "Remember Words", "Unremember Words"];

/**
 * The name a new account gets (support/accounts.ts). Signed-in tests log in
 * for real: the header keeps what local storage says only while the session
 * agrees (lib/client/auth-state.ts).
 */
const USER_NAME = "Ada Lovelace";

function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1150;
}

/** Waits until React has hydrated the header, so what it shows reflects local storage and not just the server's render. */
async function hydrated(page: Page) {
  await waitForHydration(page, "header");
}

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main", exact: true });
}

function menuToggle(page: Page) {
  return page.getByRole("button", { name: "Open menu" });
}

/** In the narrow layout, opens the slide-in menu; in the wide one the links are already there. */
async function showHeaderLinks(page: Page) {
  if (!isNarrow(page)) return;
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
}

async function storedCategory(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("flashCardCategory"));
}

async function categoryCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "flashCardCategory");
}

test.describe("main header", () => {
  test("the logo and the header links lead where the spec says", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Lexi", exact: true })).toHaveAttribute("href", "/");

    await showHeaderLinks(page);
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact");
    await expect(nav.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("href", "/about");
    if (isNarrow(page)) {
      // In the slide-in menu Category opens a sub-menu (tested below) instead of linking.
      await expect(nav.getByRole("button", { name: "Category", exact: true })).toBeVisible();
    } else {
      await expect(nav.getByRole("link", { name: "Category", exact: true })).toHaveAttribute("href", "/flashcards");
    }

    // The current page's link is marked, and only that one.
    await expect(nav.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", /.*/);

    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Elevate your English" })).toBeVisible();
    await showHeaderLinks(page);
    await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("links move between the site's pages without a full page load; a modified click is left to the browser", async ({ page, context }) => {
    await page.goto("/about");
    await hydrated(page);
    // Survives a soft navigation, not a page load.
    await page.evaluate(() => ((window as unknown as { lexiSamePage: boolean }).lexiSamePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { lexiSamePage?: boolean }).lexiSamePage === true);

    const footer = page.getByRole("contentinfo");
    const wordnet = footer.getByRole("link", { name: "WordNet 3.1" });
    // A modified click (a new tab) is the browser's: a new page opens, this one stays.
    const opened = context.waitForEvent("page");
    await wordnet.click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    await expect(page).toHaveURL("/about");
    expect(await samePage()).toBe(true);

    await page.getByRole("banner").getByRole("link", { name: "Lexi", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Elevate your English" })).toBeVisible();
    await expect(page).toHaveURL("/");
    expect(await samePage()).toBe(true);
  });

  test("the logo takes a visitor home from another page", async ({ page }) => {
    await page.goto("/ambiguous_words");
    await page.getByRole("banner").getByRole("link", { name: "Lexi", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Elevate your English" })).toBeVisible();
  });

  test("visitors see Log In and Sign Up, and no profile button", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await showHeaderLinks(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Log In", exact: true })).toHaveAttribute("href", "/login");
    await expect(banner.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute("href", "/register");
    await expect(banner.getByRole("link", { name: "Log In", exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Profile", exact: true })).toHaveCount(0);
  });

  test("the string null in local storage means nobody is signed in", { tag: "@phone" }, async ({ page }) => {
    await page.addInitScript(() => {
      for (const key of ["authUserId", "userName", "userEmail"]) window.localStorage.setItem(key, "null");
    });
    await page.goto("/");
    await hydrated(page);
    await showHeaderLinks(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In", exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile", exact: true })).toHaveCount(0);
  });
});

test.describe("profile menu for a signed-in user", () => {
  test.beforeEach(async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
  });

  test("replaces Log In and Sign Up", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    await showHeaderLinks(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Profile", exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Log In", exact: true })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Sign Up", exact: true })).toHaveCount(0);
  });

  test("opens and closes by click, by a click outside and by Escape", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await showHeaderLinks(page);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Profile", exact: true });
    const menu = page.getByRole("group", { name: "Profile", exact: true });
    const logoutLabel = isNarrow(page) ? "Log Out" : "Logout";

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-controls", (await menu.getAttribute("id")) ?? "missing id");
    await expect(menu.getByText(USER_NAME, { exact: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: logoutLabel, exact: true })).toBeVisible();

    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(menu).toBeVisible();
    // A press anywhere outside the toggle and the menu closes it.
    const outside = isNarrow(page) ? page.getByText("Menu", { exact: true }) : page.getByRole("heading", { level: 1 });
    await outside.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    if (isNarrow(page)) {
      // Escape closed the innermost layer only: the slide-in menu is still open.
      await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    }
  });

  test("the spec's wording: Logout in the dropdown, Log Out in the slide-in menu", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await showHeaderLinks(page);
    await page.getByRole("banner").getByRole("button", { name: "Profile", exact: true }).click();
    const menu = page.getByRole("group", { name: "Profile", exact: true });
    if (isNarrow(page)) {
      await expect(menu.getByRole("button", { name: "Log Out", exact: true })).toBeVisible();
      await expect(menu.getByRole("button", { name: "Logout", exact: true })).toHaveCount(0);
    } else {
      await expect(menu.getByRole("button", { name: "Logout", exact: true })).toBeVisible();
      await expect(menu.getByRole("button", { name: "Log Out", exact: true })).toHaveCount(0);
    }
  });

  test("logging out forgets the user and goes home", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    await showHeaderLinks(page);
    await page.getByRole("banner").getByRole("button", { name: "Profile", exact: true }).click();
    await page.getByRole("button", { name: isNarrow(page) ? "Log Out" : "Logout", exact: true }).click();

    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Elevate your English" })).toBeVisible();
    await showHeaderLinks(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In", exact: true })).toBeVisible();
    const stored = await page.evaluate(() => ["authUserId", "userName", "userEmail"].map((key) => window.localStorage.getItem(key)));
    expect(stored).toEqual(["null", "null", "null"]);
  });
});

test.describe("slide-in menu", () => {
  test("appears below 1150px and not from 1150px", async ({ page }) => {
    await page.setViewportSize({ width: 1149, height: 800 });
    await page.goto("/");
    await expect(menuToggle(page)).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "About Us", exact: true })).toBeHidden();

    await page.setViewportSize({ width: 1150, height: 800 });
    await expect(menuToggle(page)).toBeHidden();
    await expect(mainNav(page).getByRole("link", { name: "About Us", exact: true })).toBeVisible();
  });

  test("opens, and closes by its close control and by Escape, returning focus to the toggle", { tag: "@phone" }, async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    const toggle = menuToggle(page);
    const close = page.getByRole("button", { name: "Close menu" });
    const aboutLink = mainNav(page).getByRole("link", { name: "About Us", exact: true });

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(aboutLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(aboutLink).toBeVisible();
    await expect(close).toBeFocused();

    await close.click();
    await expect(aboutLink).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(aboutLink).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(aboutLink).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("keeps keyboard focus inside while open", { tag: "@phone" }, async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    await menuToggle(page).click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    // Backwards from the first control wraps to the last one (Sign Up), not out to the page.
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
  });

  test("following a link closes it", { tag: "@phone" }, async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    await menuToggle(page).click();
    await mainNav(page).getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeHidden();
  });

  test("Category expands a sub-menu with the five categories", { tag: "@phone" }, async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/about");
    await menuToggle(page).click();
    const category = mainNav(page).getByRole("button", { name: "Category", exact: true });
    const submenu = page.getByRole("group", { name: "Flashcard categories" });
    await expect(category).toHaveAttribute("aria-expanded", "false");
    await expect(submenu).toBeHidden();

    await category.click();
    await expect(category).toHaveAttribute("aria-expanded", "true");
    await expect(submenu.getByRole("button")).toHaveText(CATEGORY_LABELS);

    await category.click();
    await expect(submenu).toBeHidden();
  });

  test("choosing a category there takes a visitor to the flashcards, which reset it to unseen and ask for a login", { tag: "@phone" }, async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/about");
    await menuToggle(page).click();
    await mainNav(page).getByRole("button", { name: "Category", exact: true }).click();
    const flashcards = page.waitForURL("/flashcards");
    await page.getByRole("group", { name: "Flashcard categories" }).getByRole("button", { name: "Seen Words", exact: true }).click();
    await flashcards;
    // Spec section 4: a visitor on another category than unseen is reset and sent to login.
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fflashcards$/);
    expect(await storedCategory(page)).toBe("unseen");
    expect((await categoryCookie(page))?.value).toBe("unseen");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeHidden();
  });

  test("the profile entry expands to show Log Out", { tag: "@phone" }, async ({ page, request, baseURL }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 1024, height: 800 });
    await signedIn(page, request, baseURL!);
    await page.goto("/");
    await menuToggle(page).click();
    const profile = page.getByRole("banner").getByRole("button", { name: "Profile", exact: true });
    await expect(profile).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Log Out", exact: true })).toBeHidden();
    await profile.click();
    await expect(profile).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Log Out", exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: "Profile", exact: true }).getByText(USER_NAME)).toBeVisible();
  });
});

test.describe("learning navigation bar", () => {
  for (const path of ["/ambiguous_words", "/learn_with_context", "/learn_with_story", "/learn_with_friends", "/flashcards"]) {
    test(`is on ${path}, with the current entry marked`, async ({ page }) => {
      await page.goto(path);
      const bar = page.getByRole("navigation", { name: "Learning" });
      await expect(bar.getByRole("link")).toHaveText(LEARNING_LABELS);
      await expect(bar.locator('[aria-current="page"]')).toHaveAttribute("href", path);
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("links every learning route", async ({ page }) => {
    await page.goto("/ambiguous_words");
    const hrefs = await page
      .getByRole("navigation", { name: "Learning" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/flashcards",
      "/review",
      "/progress",
      "/ambiguous_words",
      "/learn_with_context",
      "/learn_with_story",
      "/learn_with_friends",
      "/favourites",
      "/mynotes",
    ]);
  });

  for (const path of ["/", "/about", "/error", "/flashcards-and-more"]) {
    test(`is not on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Learning" })).toHaveCount(0);
    });
  }

  test("appears and disappears as the visitor moves between pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Learning" })).toHaveCount(0);
    await page.getByRole("link", { name: "See the Ambiguous Words" }).click();
    await expect(page).toHaveURL("/ambiguous_words");
    await expect(page.getByRole("navigation", { name: "Learning" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Lexi", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("navigation", { name: "Learning" })).toHaveCount(0);
  });
});

test.describe("flashcard category drop-down", () => {
  function toggle(page: Page) {
    return page.getByRole("navigation", { name: "Learning" }).getByRole("button", { name: "Choose a flashcard category" });
  }
  function dropdown(page: Page) {
    return page.getByRole("navigation", { name: "Learning" }).getByRole("group", { name: "Flashcard categories" });
  }

  test("lists the five categories and closes by toggle, click outside and Escape", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/learn_with_story");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(dropdown(page)).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(toggle(page)).toHaveAttribute("aria-controls", (await dropdown(page).getAttribute("id")) ?? "missing id");
    await expect(dropdown(page).getByRole("button")).toHaveText(CATEGORY_LABELS);
    // Nothing chosen yet: the default, unseen, is the current one.
    await expect(dropdown(page).getByRole("button", { name: "Unseen Words", exact: true })).toHaveAttribute("aria-current", "true");

    await toggle(page).click();
    await expect(dropdown(page)).toBeHidden();

    await toggle(page).click();
    await expect(dropdown(page)).toBeVisible();
    // A press outside (on a phone the open drop-down covers the heading, so the press is sent to it).
    await page.getByRole("heading", { level: 1 }).dispatchEvent("pointerdown");
    await expect(dropdown(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");

    await toggle(page).click();
    await expect(dropdown(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dropdown(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test("a visitor's choice leads to the flashcards, which store unseen again (mirrored in a cookie) and ask for a login", async ({ page }) => {
    await page.goto("/learn_with_story");
    await toggle(page).click();
    const flashcards = page.waitForURL("/flashcards");
    await dropdown(page).getByRole("button", { name: "Favourite Words", exact: true }).click();
    await flashcards;

    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fflashcards$/);
    expect(await storedCategory(page)).toBe("unseen");
    const cookie = await categoryCookie(page);
    expect(cookie?.value).toBe("unseen");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    // About a year (allowing for the time the test takes).
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 60 * 60;
    expect(cookie?.expires).toBeGreaterThan(yearFromNow - 3600);
    expect(cookie?.expires).toBeLessThan(yearFromNow + 3600);
  });

  test("a signed-in user's choice is stored and the page reloads", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto("/learn_with_friends");
    await page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    await toggle(page).click();
    const reloaded = page.waitForEvent("load");
    await dropdown(page).getByRole("button", { name: "Remember Words", exact: true }).click();
    await reloaded;

    await expect(page).toHaveURL("/learn_with_friends");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
    expect(await storedCategory(page)).toBe("remember");
    expect((await categoryCookie(page))?.value).toBe("remember");
    await toggle(page).click();
    await expect(dropdown(page).getByRole("button", { name: "Remember Words", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(dropdown(page).getByRole("button", { name: "Unseen Words", exact: true })).not.toHaveAttribute("aria-current", /.*/);
  });
});
