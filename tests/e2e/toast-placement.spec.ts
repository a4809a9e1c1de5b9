// Toasts never cover a control (issue 29, "Layouts and toasts"): on every page
// that shows one, at 375, 768 and 1366 px, no button, link or field is drawn
// under a visible toast, and a toast is drawn on top (over a modal's backdrop,
// too). The placement rule is in docs/product.md ("Toasts"). Run with
// --project desktop: each test sets its widths.
import type { APIRequestContext, Page } from "@playwright/test";
import { NOTE_MESSAGES } from "@/lib/notes/messages";
import { LOGIN_TIMEOUT_MS, STRONG_PASSWORD, accountToast, logIn, submitLogin } from "./support/accounts";
import { card, flashToast, openFlashcards, signedIn, studyOneCard } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";
import { controlsUnderToasts } from "./support/overlap";
import { createNotes, noteInput, tableHydrated } from "./support/tables";

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1366, height: 800 },
] as const;

const SUMMARY = "Your session so far";

function sessionToast(page: Page) {
  return page.locator("[data-sonner-toast]").filter({ hasText: SUMMARY });
}

/** Goes to `path` by a link in the header (a reload would not end the session on screen), from the menu on narrow screens. */
async function navigateInApp(page: Page, path: string) {
  const links = page.getByRole("banner").locator(`a[href="${path}"]`);
  if (!(await links.filter({ visible: true }).count())) await page.getByRole("button", { name: "Open menu" }).click();
  await links.filter({ visible: true }).first().click();
  await expect(page).toHaveURL(path);
}

async function addToDeck(request: APIRequestContext, wordIndexes: number[]) {
  for (const wordIndex of wordIndexes) {
    const response = await request.post("/api/v1/review/add", { data: { wordIndex } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function expectNoControlUnderToasts(page: Page, label: string, options?: { covered: boolean }) {
  expect(await controlsUnderToasts(page, options), label).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test("the session toast on /register covers none of the form", async ({ page }) => {
      await openFlashcards(page);
      await studyOneCard(page);
      await navigateInApp(page, "/register");
      await expect(page.getByRole("main").getByRole("button", { name: "Sign Up" })).toBeVisible();
      await expect(sessionToast(page)).toBeVisible();
      await expectNoControlUnderToasts(page, "/register");
    });

    test("'Login Successfully' covers no control, with the menu open too", async ({ page }) => {
      const { email } = await newLearner();
      await logIn(page, email, STRONG_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      await expect(accountToast(page, "Login Successfully")).toBeVisible();
      await expectNoControlUnderToasts(page, "after login");
      const menu = page.getByRole("button", { name: "Open menu" });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
        // The menu is drawn over the page, its toasts included.
        await expectNoControlUnderToasts(page, "with the menu open", { covered: true });
      }
    });

    test("the notes widget's toast covers neither the notes button nor the form", async ({ page, request, baseURL }) => {
      await signedIn(page, request, baseURL!);
      await openFlashcards(page);
      await page.getByRole("button", { name: "Notes", exact: true }).click();
      const panel = page.getByRole("dialog", { name: "Notes" });
      await expect(panel.getByLabel("Word", { exact: true })).toBeFocused();
      await panel.getByLabel("Word", { exact: true }).fill("");
      await panel.getByRole("button", { name: "Save", exact: true }).click();
      await expect(flashToast(page, NOTE_MESSAGES.createInvalid)).toBeVisible();
      await expectNoControlUnderToasts(page, "the widget open");
      // Closed: the toast still up, over the card's page.
      await page.getByRole("button", { name: "Notes", exact: true }).click();
      await expect(panel).toBeHidden();
      await expectNoControlUnderToasts(page, "the widget closed");
    });

    test("an error toast over the /mynotes edit dialog is drawn above its backdrop and covers none of it", async ({ page, request, baseURL }) => {
      const userId = await signedIn(page, request, baseURL!);
      await createNotes(page.request, userId, [noteInput("lantern")]);
      await page.goto("/mynotes");
      await tableHydrated(page);
      await page.getByRole("button", { name: "Edit the note on lantern" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit note" });
      await dialog.getByLabel("Definitions", { exact: true }).fill(" ");
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: NOTE_MESSAGES.updateInvalid })).toBeVisible();
      await expectNoControlUnderToasts(page, "the edit dialog");
    });

    test("the favourites' toasts cover no tile", async ({ page }) => {
      // Every tile is a link now: the toast the menu shows is the one of a login that returns to it.
      const { email } = await newLearner();
      await page.goto("/login?callbackUrl=%2Ffavourites");
      await submitLogin(page, email, STRONG_PASSWORD);
      await expect(page).toHaveURL("/favourites", { timeout: LOGIN_TIMEOUT_MS });
      await expect(accountToast(page, "Login Successfully")).toBeVisible();
      await expectNoControlUnderToasts(page, "/favourites");
    });
  });
}

// Quiz me sits below the review screen, not beside the title: the toasts' band
// at the top of the page holds no control at any width.
for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the session toast on /review covers none of the card or its buttons`, async ({ page, request, baseURL }) => {
    await page.setViewportSize(viewport);
    await signedIn(page, request, baseURL!);
    await addToDeck(page.request, [215, 5114, 300]);
    await openFlashcards(page);
    await studyOneCard(page);
    await navigateInApp(page, "/review");
    await expect(card(page)).toBeVisible();
    await expect(sessionToast(page)).toBeVisible();
    await expectNoControlUnderToasts(page, "/review");
  });
}
