import { expect, test, type Page } from "@playwright/test";
import { signedIn as signIn } from "./support/flashcards";
import { layoutShiftSoFar } from "./support/layout-shift";
import { A_STORY_PATH, SITEMAP_PATHS } from "./support/routes";

// The public pages in the browser: headings, titles, metadata, status codes,
// and that they do not shift as they load. What they answer without a
// browser (JSON-LD, sitemap, robots.txt, served as built): site-http.spec.ts.

/** The `<head>` metadata a crawler reads. */
async function headMeta(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? null,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
  }));
}

function pathOf(url: string | null): string | null {
  return url === null ? null : new URL(url).pathname;
}

test.describe("landing page", () => {
  test("has the hero, the feature sections, the vocabulary test first and buttons to the flashcards", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elevate your English");
    await expect(page).toHaveTitle("Lexi: learn English vocabulary");

    const main = page.getByRole("main");
    for (const name of [
      "Flashcards that flip",
      "Review at the right time",
      "Favourites",
      "Notes",
      "Learn with Context",
      "Ambiguous Words",
      "Learn with Story",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    // Every call to action leads to the flashcards, but Learn with Context's, to its demo, and Ambiguous Words' and Learn with Story's, to their pages.
    for (const name of ["Start learning", "Try the flashcards", "Open the flashcards"]) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", "/flashcards");
    }
    await expect(main.getByRole("link", { name: "Try Learn with Context", exact: true })).toHaveAttribute("href", "/learn_with_context");
    await expect(main.getByRole("link", { name: "See the Ambiguous Words", exact: true })).toHaveAttribute("href", "/ambiguous_words");
    await expect(main.getByRole("link", { name: "Read a story", exact: true })).toHaveAttribute("href", "/learn_with_story");
    // Every feature it names is built: none is announced as coming soon.
    await expect(main.getByText(/coming soon/i)).toHaveCount(0);
    // The visitor's first step, beside the flashcards: the 3-minute vocabulary test (the hero's first button).
    const placementTest = main.getByRole("link", { name: "Test your vocabulary in 3 minutes", exact: true });
    await expect(placementTest).toHaveAttribute("href", "/test_vocabulary");
    expect(await page.locator("#hero-title ~ div a").first().textContent()).toBe("Test your vocabulary in 3 minutes");
    await main.getByRole("link", { name: "Start learning", exact: true }).click();
    await expect(page).toHaveURL("/flashcards");
  });

  test("has a canonical URL and Open Graph tags", async ({ page }) => {
    await page.goto("/");
    const meta = await headMeta(page);
    expect(pathOf(meta.canonical)).toBe("/");
    expect(meta.ogTitle).toBe("Lexi: learn English vocabulary");
    expect(pathOf(meta.ogUrl)).toBe("/");
    expect(meta.description).toContain("flashcards");
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Lexi");
  });
});

test.describe("Open Graph tags", () => {
  test("every public page has og:url (its canonical URL), og:locale en_US and an og:image that loads", async ({ page, request }) => {
    for (const path of [...SITEMAP_PATHS, A_STORY_PATH, "/words", "/words/s/2"]) {
      await page.goto(path);
      const meta = await headMeta(page);
      expect(pathOf(meta.ogUrl), path).toBe(path);
      // Compared as URLs: the canonical link's href property is normalised ("https://host" gains its "/").
      expect(new URL(meta.ogUrl!).href, path).toBe(meta.canonical);
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute("content", "en_US");
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      const response = await request.get(new URL(image!).pathname);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("image/png");
    }
  });
});

test.describe("about page", () => {
  test("is titled About us and credits WordNet with its licence", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
    await expect(page).toHaveTitle("About us · Lexi");
    await expect(page.getByRole("main")).toContainText("each word you learn comes back just before you would forget it");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "WordNet 3.1" })).toHaveAttribute("href", "https://wordnet.princeton.edu/");
    await expect(main.getByText("WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved.").first()).toBeVisible();
    await expect(main.getByText(/^Permission to use, copy, modify and distribute this software and database/)).toBeVisible();
    await expect(main.getByText(/^THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS"/)).toBeVisible();

    const meta = await headMeta(page);
    expect(pathOf(meta.canonical)).toBe("/about");
    expect(meta.ogTitle).toBe("About us · Lexi");
  });
});

test.describe("error and not-found pages", () => {
  test("/error says something went wrong and offers Go Home", async ({ page }) => {
    await page.goto("/error");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, something went wrong.");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("main").getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elevate your English");
  });

  for (const path of ["/no-such-page", "/about/deeper", "/ambiguous_words/x"]) {
    test(`${path} answers 404 with Page Not Found and Go Home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      await expect(page).toHaveTitle("Page Not Found · Lexi");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // The site's own header is there, so the visitor is never stranded.
      await expect(page.getByRole("banner").getByRole("link", { name: "Lexi", exact: true })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Go Home" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  test("a 404 is the whole page in its HTML: read with JavaScript off, in English, with a way on", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      // A challenge's link: an id of the wrong shape, and one of the right shape no challenge has.
      const missingChallenges = ["/challenge/nonexistent123", `/challenge/${"x".repeat(32)}`];
      for (const path of ["/no-such-page", "/words/no-such-word", "/flashcards/typo", ...missingChallenges]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
        const main = page.getByRole("main");
        await expect(main.getByRole("searchbox", { name: "Search words" })).toBeVisible();
        await expect(main.getByRole("link", { name: "Browse all words" })).toHaveAttribute("href", "/words");
        await expect(main.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
      }
    } finally {
      await context.close();
    }
  });
});

test.describe("first load", () => {
  for (const signedIn of [false, true]) {
    test(
      `the landing, about and a word page do not shift while loading (${signedIn ? "signed in" : "visitor"})`,
      { tag: "@phone" },
      async ({ page, request, baseURL }) => {
        if (signedIn) await signIn(page, request, baseURL!);
        for (const path of ["/", "/about", "/words/person"]) {
          await page.goto(path);
          // Once hydrated, the header shows the stored user's profile button (inside the closed menu on a narrow screen).
          const profile = page.getByRole("banner").locator("button", { hasText: "Profile" });
          if (signedIn) await expect(profile).toHaveCount(1);
          const shift = await layoutShiftSoFar(page);
          expect(shift, `layout shift on ${path}`).toBeLessThan(0.01);
        }
      },
    );
  }
});
