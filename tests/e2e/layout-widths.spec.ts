// Layouts at the widths a learner's screen has (issue 20, "Layout breaks"):
// the tables fit from 320 px with no sideways scroll, the learning pages line
// up with the header. Run with --project desktop; each test sets its widths.
import type { Page } from "@playwright/test";
import { backFace, button, card, hydrated, signedIn, storeCategory } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { addFavourites, createNotes, noteInput, table, tableHydrated } from "./support/tables";
import { createAccount, submitLogin } from "./support/accounts";
import { newLearner, signIn } from "./support/learner";
import { wordNamed } from "./support/word-set";
import { waitForHydration } from "./support/hydration";

/** "development" (5 senses with examples) and "spokesman" (1 short sense) in the seeded word set. */
const LONG_WORD = wordNamed("development");
const SHORT_WORD = wordNamed("spokesman");

const WIDTHS = [320, 768, 1024, 1366] as const;

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

/** How far the page scrolls sideways (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * `locator` is shown and lies wholly within the window's width. Sideways is
 * what a table breaks; a row further down may be below the fold, and that is
 * only scrolling.
 */
async function expectWithinWidth(page: Page, locator: ReturnType<Page["locator"]>, label: string) {
  await expect(locator, label).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, label).not.toBeNull();
  expect(box!.x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label}: right edge`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe("tables fit the window", () => {
  test("/mynotes: no sideways scroll at 320, 768, 1024 and 1366; Edit and Delete stay on screen", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    // Long words and texts: what widens a table.
    await createNotes(
      page.request,
      userId,
      Array.from({ length: 7 }, (_, i) =>
        noteInput(`pneumonoultramicroscopicsilicovolcanoconiosis${i}`, {
          type: "adjective phrase",
          definitions: "a definition long enough to wrap over several lines in any column the table gives it, and then some more",
          example: "An example sentence that is also fairly long, so that it wraps as well.",
        }),
      ),
    );
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto("/mynotes");
      await tableHydrated(page);
      expect(await sidewaysOverflow(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      const firstRow = table(page).locator("tbody tr").first();
      for (const name of ["Edit", "Delete"]) {
        await expectWithinWidth(page, firstRow.getByRole("button", { name: new RegExp(`^${name} `) }), `${name} at ${width} px`);
      }
      // The pager's controls too.
      await expectWithinWidth(page, page.getByRole("button", { name: "Next page" }), `Next page at ${width} px`);
    }
  });

  test("the favourites tables: no sideways scroll at 320, 768, 1024 and 1366", async ({ page, request, baseURL }) => {
    test.slow(); // Eight page loads, each with its table hydrated.
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [1, 2, 3, 4, 5, 6, 7], "Flashcards-Seen");
    for (const path of ["/favourites/all", "/favourites/seen-words"]) {
      for (const width of WIDTHS) {
        await atWidth(page, width);
        await page.goto(path);
        await tableHydrated(page);
        expect(await sidewaysOverflow(page), `sideways scroll on ${path} at ${width} px`).toBeLessThanOrEqual(0);
        const remove = table(page)
          .locator("tbody tr")
          .first()
          .getByRole("button", { name: /^Remove / });
        await expectWithinWidth(page, remove, `Remove on ${path} at ${width} px`);
        await expectWithinWidth(page, page.getByRole("button", { name: "Next page" }), `Next page on ${path} at ${width} px`);
      }
    }
  });
});

test("the favourites and notes pages start at the header's left edge", async ({ page, request, baseURL }) => {
  test.slow(); // Nine page loads.
  await signedIn(page, request, baseURL!);
  for (const path of ["/favourites", "/favourites/all", "/mynotes"]) {
    for (const width of [375, 768, 1366]) {
      await atWidth(page, width);
      await page.goto(path);
      // The logo's mark, not its link (padded for a larger target).
      const logo = await page.getByRole("banner").getByRole("link", { name: "Lexi" }).locator("svg").boundingBox();
      const heading = await page.getByRole("main").getByRole("heading", { level: 1 }).boundingBox();
      expect(Math.abs(heading!.x - logo!.x), `${path} at ${width} px: heading at ${heading!.x}, logo at ${logo!.x}`).toBeLessThanOrEqual(1);
    }
  }
});

test("the password checklist on /register covers neither Confirm Password nor Sign Up (375, 768 and 1366 px)", async ({ page }) => {
  for (const width of [375, 768, 1366]) {
    await atWidth(page, width);
    await page.goto("/register");
    const main = page.getByRole("main");
    const popup = main.getByRole("group", { name: "Password requirements" });
    // Typing keeps focus in the password field, so the checklist stays open.
    await main.getByLabel("Password", { exact: true }).fill("weak1");
    await expect(popup).toBeVisible();
    const checklist = (await popup.boundingBox())!;
    for (const target of [main.getByLabel("Confirm Password", { exact: true }), main.getByRole("button", { name: "Sign Up" })]) {
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      const below = box.y >= checklist.y + checklist.height || box.y + box.height <= checklist.y;
      expect(below, `${await target.evaluate((element) => element.outerHTML.slice(0, 60))} at ${width} px`).toBe(true);
      // Nothing else drawn over its middle either.
      const hit = await target.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return top !== null && element.contains(top);
      });
      expect(hit, `the middle of the target at ${width} px`).toBe(true);
    }
    await expect(popup).toBeVisible();
  }
});

test.describe("the back of a card", () => {
  /** Opens /flashcards (favourites category) and turns the card to its back. */
  async function showBack(page: Page, width: number, height: number) {
    await page.setViewportSize({ width, height });
    await page.goto("/flashcards");
    await hydrated(page);
    await button(page, "Show meaning").click();
    await expect(card(page)).toHaveAttribute("data-side", "back");
  }

  function senses(page: Page) {
    return backFace(page).getByRole("list", { name: /^Meanings of / });
  }

  function moreHint(page: Page) {
    return backFace(page).getByText("Scroll for more");
  }

  test("with several meanings it grows on a wide screen, and says 'Scroll for more' where it must scroll until the end is reached", async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [LONG_WORD.index], "Flashcards-Seen");
    await storeCategory(page, baseURL!, "favourite");

    // 1366 × 900: taller than a phone's card (26rem), its buttons still on screen.
    await showBack(page, 1366, 900);
    await expect(card(page)).toHaveAttribute("data-word-index", String(LONG_WORD.index));
    expect((await card(page).boundingBox())!.height).toBeGreaterThan(26 * 16 + 16);
    for (const name of ["Prev", "Next", "Remember", "Not remembered"]) await expect(button(page, name)).toBeInViewport({ ratio: 1 });

    // 375 × 812: the phone's card scrolls, and says so until the end of the list.
    await showBack(page, 375, 812);
    expect((await card(page).boundingBox())!.height).toBeLessThanOrEqual(26 * 16);
    expect(await senses(page).evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await expect(moreHint(page)).toBeVisible();
    await senses(page).evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await expect(moreHint(page)).toBeHidden();
    await senses(page).evaluate((list) => list.scrollTo({ top: 0 }));
    await expect(moreHint(page)).toBeVisible();
  });

  test("with one short meaning it keeps its size and shows no hint", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [SHORT_WORD.index], "Flashcards-Seen");
    await storeCategory(page, baseURL!, "favourite");
    for (const [width, height] of [
      [375, 812],
      [1366, 900],
    ] as const) {
      await showBack(page, width, height);
      await expect(backFace(page).getByRole("heading", { level: 2 })).toHaveText(SHORT_WORD.word);
      expect(await senses(page).evaluate((list) => list.scrollHeight <= list.clientHeight)).toBe(true);
      await expect(moreHint(page)).toBeHidden();
      expect((await card(page).boundingBox())!.height).toBeLessThanOrEqual(26 * 16);
    }
  });
});

test.describe("the learning bar on a narrow screen", () => {
  type BarState = { scrollLeft: number; maxScroll: number; fadeStart: number; fadeEnd: number; current: { left: number; right: number } };

  /**
   * The bar's scroll, the widths of its two edge fades, and where its current entry is within its visible box;
   * read two frames after the call, so the fades (a scroll-driven animation) have followed the last scroll.
   */
  function barState(page: Page): Promise<BarState> {
    return page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const list = document.querySelector("nav[aria-label='Learning'] ul")!;
      const style = getComputedStyle(list);
      const box = list.getBoundingClientRect();
      const current = list.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      return {
        scrollLeft: list.scrollLeft,
        maxScroll: list.scrollWidth - list.clientWidth,
        fadeStart: Number.parseFloat(style.getPropertyValue("--fade-start")),
        fadeEnd: Number.parseFloat(style.getPropertyValue("--fade-end")),
        current: { left: current.left - box.left, right: box.right - current.right },
      };
    });
  }

  async function headerHydrated(page: Page) {
    await waitForHydration(page, "header");
  }

  test("brings the current entry into view and fades each edge that has more beyond it (320, 768, 1024 px); at 1366 px it fits, unfaded", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // Nine page loads, each waited for until hydrated, and the bar measured on each.
    await signedIn(page, request, baseURL!);
    for (const width of [320, 768, 1024]) {
      for (const path of ["/flashcards", "/favourites", "/mynotes"]) {
        await atWidth(page, width);
        await page.goto(path);
        await headerHydrated(page);
        const label = `${path} at ${width} px`;
        // The current entry is whole and clear of the faded edges.
        await expect.poll(async () => (await barState(page)).current.left, label).toBeGreaterThanOrEqual(0);
        const state = await barState(page);
        expect(state.maxScroll, `${label}: the bar scrolls`).toBeGreaterThan(0);
        expect(state.current.right, label).toBeGreaterThanOrEqual(0);
        if (state.scrollLeft > 0) expect(state.current.left, `${label}: clear of the start fade`).toBeGreaterThanOrEqual(state.fadeStart - 1);
        if (state.scrollLeft < state.maxScroll) expect(state.current.right, `${label}: clear of the end fade`).toBeGreaterThanOrEqual(state.fadeEnd - 1);
        // A fade on each edge with more beyond it, none on an edge with nothing
        // beyond. The fade grows over the first and last 4% of the scroll, so
        // an edge with only a few pixels beyond it fades a little: at least as
        // wide as what it hides, up to 16 px.
        const beyondEnd = state.maxScroll - state.scrollLeft;
        if (state.scrollLeft > 1) expect(state.fadeStart, `${label}: start fade`).toBeGreaterThan(Math.min(16, state.scrollLeft));
        else expect(state.fadeStart, `${label}: start fade`).toBe(0);
        if (beyondEnd > 1) expect(state.fadeEnd, `${label}: end fade, ${beyondEnd} px beyond`).toBeGreaterThan(Math.min(16, beyondEnd));
        else expect(state.fadeEnd, `${label}: end fade`).toBeLessThan(4);
      }
    }
    // The last entry's page scrolls the bar to its end: the start fades, the end does not.
    await atWidth(page, 375);
    await page.goto("/mynotes");
    await headerHydrated(page);
    await expect.poll(async () => (await barState(page)).fadeStart).toBeGreaterThan(16);
    expect((await barState(page)).fadeEnd).toBeLessThan(4);

    await atWidth(page, 1366);
    await page.goto("/mynotes");
    await headerHydrated(page);
    const wide = await barState(page);
    expect(wide.maxScroll).toBeLessThanOrEqual(0);
    expect([wide.fadeStart, wide.fadeEnd]).toEqual([0, 0]);
  });
});

test("a long e-mail address (40+ characters) wraps: no sideways scroll on /account, nor on /login after an unverified refusal (375 px)", async ({
  page,
  request,
  baseURL,
}) => {
  await atWidth(page, 375);
  const long = `learner.with.a.very.long.address-${Date.now()}@example.com`;
  expect(long.length).toBeGreaterThanOrEqual(40);
  const unverified = await createAccount(request, baseURL!, { email: long, verified: false });
  await page.goto("/login");
  await submitLogin(page, unverified.email, unverified.password);
  await expect(page.getByTestId("unverified-login")).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);

  const verified = await newLearner({ email: `verified.${long}` });
  await signIn(page.context(), verified, baseURL!);
  await page.goto("/account");
  await expect(page.getByRole("main").getByText(verified.email).first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});
