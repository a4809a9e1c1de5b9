// The flashcard's "Add to review" toggle (issue 13): beside the heart on both
// faces, its state rendered with the card and fetched again on each flip (GET
// /api/v1/word/status), POST /api/v1/review/add and /remove with a short
// toast, the heart's way to login for a visitor, and the heart's toast on failure.
import type { APIRequestContext, Page } from "@playwright/test";
import { backFace, button, card, flashToast, heart, hydrated, openFlashcards, shownIndex, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";

const ADD = "Add to review";
const REMOVE = "Remove from review";

/** What the server says, asked with the page's session. */
async function inDeck(request: APIRequestContext, wordIndex: number): Promise<boolean> {
  const response = await request.get(`/api/v1/review/status?wordIndex=${wordIndex}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { inDeck: boolean }).inDeck;
}

/** The review toggle on the face that shows, whatever its state. */
function reviewToggle(page: Page) {
  return page.getByRole("main").getByRole("button", { name: /^(Add to|Remove from) review$/ });
}

test("a visitor pressing 'Add to review' is sent to log in, remembering the flashcards", async ({ page }) => {
  await openFlashcards(page);
  await expect(button(page, ADD)).toHaveAttribute("aria-pressed", "false");
  await button(page, ADD).click();
  await expect(page).toHaveURL("/login?callbackUrl=%2Fflashcards");
});

test.describe("signed in", () => {
  test("adds the word to the deck and takes it out again, on either face, with a toast each time", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const index = await shownIndex(page);
    // Beside the heart, in the same bar.
    await expect(heart(page).locator("xpath=..").getByRole("button", { name: ADD })).toBeVisible();
    await expect(button(page, ADD)).toHaveAttribute("aria-pressed", "false");

    const added = page.waitForRequest((sent) => sent.url().endsWith("/api/v1/review/add"));
    await button(page, ADD).click();
    expect((await added).postDataJSON()).toEqual({ wordIndex: index });
    await expect(button(page, REMOVE)).toHaveAttribute("aria-pressed", "true");
    await expect(flashToast(page, "Added to review")).toBeVisible();
    await expect.poll(() => inDeck(page.request, index)).toBe(true);

    // Fetched on load: a reload shows it in the deck.
    await page.reload();
    await hydrated(page);
    expect(await shownIndex(page)).toBe(index);
    await expect(button(page, REMOVE)).toHaveAttribute("aria-pressed", "true");

    // On the back face too.
    await button(page, "Show meaning").click();
    await expect(card(page)).toHaveAttribute("data-side", "back");
    const removed = page.waitForRequest((sent) => sent.url().endsWith("/api/v1/review/remove"));
    await backFace(page).getByRole("button", { name: REMOVE }).click();
    expect((await removed).postDataJSON()).toEqual({ wordIndex: index });
    await expect(backFace(page).getByRole("button", { name: ADD })).toHaveAttribute("aria-pressed", "false");
    await expect(flashToast(page, "Removed from review")).toBeVisible();
    await expect.poll(() => inDeck(page.request, index)).toBe(false);
    // The heart is not touched by it.
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
  });

  test("the status is fetched again on each flip", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const index = await shownIndex(page);
    await expect(button(page, ADD)).toHaveAttribute("aria-pressed", "false");
    // Changed elsewhere (another tab): the next flip picks it up.
    expect((await page.request.post("/api/v1/review/add", { data: { wordIndex: index } })).ok()).toBe(true);
    await button(page, "Show meaning").click();
    await expect(reviewToggle(page)).toHaveAccessibleName(REMOVE);
    await expect(reviewToggle(page)).toHaveAttribute("aria-pressed", "true");
    expect((await page.request.post("/api/v1/review/remove", { data: { wordIndex: index } })).ok()).toBe(true);
    await button(page, "Show word").click();
    await expect(reviewToggle(page)).toHaveAccessibleName(ADD);
    await expect(reviewToggle(page)).toHaveAttribute("aria-pressed", "false");
  });

  test("a failed add toasts 'There is some server error!' and is not rolled back", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const index = await shownIndex(page);
    await expect(button(page, ADD)).toHaveAttribute("aria-pressed", "false");
    await page.route("**/api/v1/review/add", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await button(page, ADD).click();
    await expect(flashToast(page, "There is some server error!")).toBeVisible();
    await expect(button(page, REMOVE)).toHaveAttribute("aria-pressed", "true");
    expect(await inDeck(page.request, index)).toBe(false);
  });
});
