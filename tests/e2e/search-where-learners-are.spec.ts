// Search where learners are (issue 29): a search box in the phone and tablet
// menus and on /flashcards, /words linked from the footer and the menu, and
// Enter with no suggestion opening the results page with close words. What
// the search finds (inflections, several words) is the unit and API tests'.
import type { Locator, Page } from "@playwright/test";
import { isNarrow } from "./support/audit";
import { expect, test } from "./support/fixtures";

/** The search field in `scope`, turned into its combobox by the first focus. */
async function searchCombobox(scope: Locator, name: string | RegExp = /Search words|Look up a word/) {
  await scope.getByRole("searchbox", { name }).first().focus();
  const combobox = scope.getByRole("combobox", { name }).first();
  await expect(combobox).toBeFocused();
  return combobox;
}

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
}

test.describe("Enter with no suggestion", () => {
  test("opens the results page: nothing found, and the close words, each a link", async ({ page }) => {
    await page.goto("/words");
    const combobox = await searchCombobox(page.getByRole("main"));
    await combobox.pressSequentially("definately");
    await expect(page.getByRole("status").filter({ hasText: "No words found" })).toBeAttached();
    await combobox.press("Enter");
    await expect(page).toHaveURL("/search?q=definately");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Word search");
    await expect(main.getByText("No words found for “definately”.")).toBeVisible();
    const close = main.getByRole("navigation", { name: "Close words" });
    await expect(close).toHaveText("Did you mean definitely, definable, definite, indefinitely or define?");
    await close.getByRole("link", { name: "definitely", exact: true }).click();
    await expect(page).toHaveURL("/words/definitely");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("definitely");
  });

  test("the results page keeps crawlers out and lists what a query finds, the word it is a form of first", async ({ page }) => {
    await page.goto("/search?q=went");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    const results = page.getByRole("main").getByRole("list", { name: "Words for “went”" });
    await expect(results.getByRole("link")).toHaveText(["go", "twenties", "twentieth"]);
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search words" })).toHaveValue("went");
  });

  test("a suggestion still opens its word: an inflection finds its word first", async ({ page }) => {
    await page.goto("/words");
    const combobox = await searchCombobox(page.getByRole("main"));
    await combobox.pressSequentially("went");
    await expect(page.getByRole("listbox", { name: /suggestions/ }).getByRole("option")).toHaveText(["go", "twenties", "twentieth"]);
    await combobox.press("Enter");
    await expect(page).toHaveURL("/words/go");
  });
});

test.describe("a search box where learners are", () => {
  test("in the phone and tablet menu, with the link to every word", { tag: "@phone" }, async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("searchbox", { name: "Search words" })).toBeHidden();
    await openMenu(page);
    const combobox = await searchCombobox(banner, "Search words");
    await combobox.pressSequentially("children");
    await banner.getByRole("option", { name: "child", exact: true }).click();
    await expect(page).toHaveURL("/words/child");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("child");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeHidden();

    await openMenu(page);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Words A–Z" }).click();
    await expect(page).toHaveURL("/words");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("English words A–Z");
  });

  test("in the phone menu, Enter with no suggestion opens the results page", { tag: "@phone" }, async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/about");
    await openMenu(page);
    const combobox = await searchCombobox(page.getByRole("banner"), "Search words");
    await combobox.pressSequentially("xyzzyq");
    await expect(page.getByRole("banner").getByRole("status").filter({ hasText: "No words found" })).toBeAttached();
    await combobox.press("Enter");
    await expect(page).toHaveURL("/search?q=xyzzyq");
    await expect(page.getByRole("main").getByText("No words found for “xyzzyq”.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Browse all words" })).toHaveAttribute("href", "/words");
  });

  test("in the menu, the search field keeps the focus when the menu's own code arrives after it was focused", async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/about");
    // A busy server: the code the menu's first opening fetches (its focus, Tab trap and scroll lock) is held back.
    let holding = true;
    let held = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**", async (route) => {
      if (holding) {
        held += 1;
        await released;
      }
      await route.continue();
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expect.poll(() => held).toBeGreaterThan(0);
    holding = false;
    const banner = page.getByRole("banner");
    const combobox = await searchCombobox(banner, "Search words");
    release();
    // The menu's code has run: the page behind it no longer scrolls.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
    await expect(combobox).toBeFocused();
    await combobox.pressSequentially("xyzzyq");
    await expect(banner.getByRole("status").filter({ hasText: "No words found" })).toBeAttached();
    await combobox.press("Enter");
    await expect(page).toHaveURL("/search?q=xyzzyq");
  });

  test("the wide header keeps it in the bar and has no menu link", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await expect(page.getByRole("banner").getByRole("searchbox", { name: "Search words" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Words A–Z" })).toBeHidden();
  });

  test("on /flashcards, below the card", async ({ page }) => {
    await page.goto("/flashcards");
    const main = page.getByRole("main");
    const combobox = await searchCombobox(main, "Look up a word");
    await combobox.pressSequentially("running");
    await expect(main.getByRole("option")).toHaveText(["run"]);
    await combobox.press("Enter");
    await expect(page).toHaveURL("/words/run");
  });

  test("the footer links to every word", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Words A–Z" }).click();
    await expect(page).toHaveURL("/words");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("English words A–Z");
  });
});
