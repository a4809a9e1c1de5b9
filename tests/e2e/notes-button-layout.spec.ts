// The floating notes button and the notes panel among the page's controls
// (issue 29, "Layouts and toasts"): on a phone, once the page is scrolled to
// its end, nothing the learner taps lies under the button; the panel's Save
// stays in sight when every field shows its error; /mynotes keeps each word
// whole in its column at 1366 px. Run with --project desktop: each test sets
// its widths.
import type { Locator, Page } from "@playwright/test";
import { openFlashcards, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { controlsUnder } from "./support/overlap";
import { addFavourites, createNotes, noteInput, table, tableHydrated } from "./support/tables";

const PHONE = { width: 375, height: 812 };

function plusButton(page: Page): Locator {
  return page.getByRole("button", { name: "Notes", exact: true });
}

function panel(page: Page): Locator {
  return page.getByRole("dialog", { name: "Notes" });
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
}

/** Whether the centre of `locator` is drawn by it (nothing over it) and lies in the window. */
async function shownAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

test.describe("the notes button on a phone, each page scrolled to its end", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test("/favourites: no tile or link under the button", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto("/favourites");
    await expect(plusButton(page)).toBeVisible();
    await scrollToEnd(page);
    expect(await controlsUnder(plusButton(page))).toEqual([]);
  });

  for (const path of ["/favourites/all", "/favourites/seen-words"]) {
    test(`${path}: no Remove or pager button under the button`, async ({ page, request, baseURL }) => {
      const userId = await signedIn(page, request, baseURL!);
      await addFavourites(page.request, userId, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "Flashcards-Seen");
      await page.goto(path);
      await tableHydrated(page);
      await scrollToEnd(page);
      expect(await controlsUnder(plusButton(page))).toEqual([]);
    });
  }

  test("/mynotes: no Edit, Delete or pager button under the button", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await createNotes(
      page.request,
      userId,
      Array.from({ length: 10 }, (_, i) => noteInput(`lantern${i}`)),
    );
    await page.goto("/mynotes");
    await tableHydrated(page);
    await scrollToEnd(page);
    expect(await controlsUnder(plusButton(page))).toEqual([]);
  });

  test("/flashcards: the widget's own Save, at the end of its sheet, is clear of the button", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    await scrollToEnd(page);
    expect(await controlsUnder(plusButton(page)), "the page").toEqual([]);
    await plusButton(page).click();
    await expect(panel(page).getByLabel("Word", { exact: true })).toBeFocused();
    await panel(page).evaluate((sheet) => sheet.scrollTo(0, sheet.scrollHeight));
    expect(await controlsUnder(plusButton(page)), "the sheet").toEqual([]);
    expect(await shownAtCentre(panel(page).getByRole("button", { name: "Save", exact: true }))).toBe(true);
  });
});

for (const viewport of [PHONE, { width: 1366, height: 768 }]) {
  test(`at ${viewport.width} px the panel's Save stays in sight while every field shows its error`, async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.setViewportSize(viewport);
    await openFlashcards(page);
    await plusButton(page).click();
    const word = panel(page).getByLabel("Word", { exact: true });
    await expect(word).toBeFocused();
    for (const label of ["Word", "Type", "Definitions", "Example", "Breakdown"]) await panel(page).getByLabel(label, { exact: true }).fill("");
    await panel(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(panel(page).getByText("Breakdown is required.", { exact: true })).toBeAttached();
    await expect(word).toBeFocused();
    // Where focus left the sheet (at its first field): Save is in sight, nothing over it.
    const save = panel(page).getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeInViewport({ ratio: 1 });
    expect(await shownAtCentre(save)).toBe(true);
    expect(await controlsUnder(plusButton(page))).toEqual([]);
  });
}

test("/mynotes at 1366 px: each word stays whole on one line in the Word column", async ({ page, request, baseURL }) => {
  const userId = await signedIn(page, request, baseURL!);
  const words = ["comprehensive", "responsibility", "extraordinary", "characteristically", "misunderstanding"];
  await createNotes(
    page.request,
    userId,
    words.map((word) =>
      noteInput(word, {
        type: "adjective",
        definitions: "a definition long enough to wrap over several lines in any column the table gives it, and then some more words again",
        example: "An example sentence that is also fairly long, so that it wraps as well, and then some more.",
        breakdown: "a breakdown that is long enough to wrap over a few lines of its column as well",
      }),
    ),
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/mynotes");
  await tableHydrated(page);
  for (const word of words) {
    const cell = table(page).getByRole("cell", { name: word, exact: true });
    // One line box for the word's text: it was not broken inside.
    const lines = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, word).toBe(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
