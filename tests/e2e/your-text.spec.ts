// "Read your own text" in a browser: a learner pastes a text and sees its
// coverage, the text with each counted word marked and the new words, adds
// one to review and reads it again to see it in review; a visitor sees bands
// and the line inviting them to sign in; a learner saves a text, opens it
// again and deletes it. The reader's rules: tests/api/reader-analyse.test.ts
// and reader-texts.test.ts; the screen's states: tests/unit/your-text.test.ts.
import type { Page } from "@playwright/test";
import { MAX_TEXT_CHARACTERS, READER_MESSAGES } from "@/lib/reader/schema";
import { STORIES_PATH, YOUR_TEXT_PATH } from "@/lib/stories/story-path";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const TEXT = "The old fisherman walked to the harbour at dawn.\nHis boat was small, but the sea was calm.";

/** Waits until React has hydrated the form, so typing and clicks reach its handlers. */
async function hydrated(page: Page) {
  await waitForHydration(page, "textarea#your-text");
}

async function read(page: Page, text: string) {
  await page.getByLabel("Your text").fill(text);
  await page.getByRole("button", { name: "Read it" }).click();
  await expect(page.getByRole("heading", { name: "Coverage" })).toBeVisible();
}

test("the library links to the page", async ({ page }) => {
  await page.goto(STORIES_PATH);
  await page.getByRole("link", { name: "Read your own text" }).click();
  await expect(page).toHaveURL(YOUR_TEXT_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Read your own text");
});

test("a learner sees the coverage and the marked words, and adds a new word to review", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await page.goto(YOUR_TEXT_PATH);
  await hydrated(page);
  await expect(page.getByText("Sign in to see which")).toHaveCount(0);
  await read(page, TEXT);

  // A new learner has placed nowhere and reviews nothing: every counted word is new.
  const byStatus = page.getByRole("list", { name: "Coverage by status" });
  await expect(byStatus).toContainText(/New: \d+ \(\d+%\)/);
  await expect(byStatus).toContainText("Known: 0 (0%)");
  const marked = page.getByTestId("marked-text");
  await expect(marked).toContainText("fisherman");
  await expect(marked.locator('[data-status="new"]').first()).toBeVisible();
  await expect(marked.locator('[data-status="new"]', { hasText: "fisherman" })).toContainText("(new)");

  const newWords = page.getByRole("list", { name: "New words, commonest first" }).getByRole("listitem");
  expect(await newWords.count()).toBeGreaterThan(3);
  await expect(newWords.first()).toContainText(/Band \d+/);
  const boat = newWords.filter({ has: page.getByRole("link", { name: "boat", exact: true }) });
  await expect(boat.getByRole("link", { name: "boat", exact: true })).toHaveAttribute("href", "/words/boat");
  await boat.getByRole("button", { name: "Add to review: boat" }).click();
  await expect(boat.getByRole("button", { name: "Added: boat" })).toBeDisabled();

  // Read again: the word is in the learner's deck now.
  await page.getByRole("button", { name: "Read it" }).click();
  await expect(marked.locator('[data-status="review"]', { hasText: "boat" })).toContainText("(in review)");
  await expect(byStatus).toContainText(/In review: 1 \(\d+%\)/);
});

test("a learner saves the text read, sees it listed, opens it again and deletes it", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await page.goto(YOUR_TEXT_PATH);
  await hydrated(page);
  const saved = page.getByRole("list", { name: "Saved texts, newest first" });
  await expect(page.getByText("0 of 50")).toBeVisible();
  await read(page, TEXT);

  await page.getByRole("button", { name: "Save this text" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();
  const title = "The old fisherman walked to the harbour at dawn.";
  await expect(saved.getByRole("listitem")).toHaveCount(1);
  await expect(saved.getByRole("listitem").first()).toContainText(title);

  // Opening it puts it back in the box and reads it.
  await page.getByLabel("Your text").fill("Something else entirely.");
  await saved.getByRole("button", { name: title, exact: true }).click();
  await expect(page.getByLabel("Your text")).toHaveValue(TEXT);
  await expect(page.getByTestId("marked-text")).toContainText("fisherman");

  await saved.getByRole("button", { name: `Delete: ${title}` }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText("0 of 50")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save this text" })).toBeEnabled();
});

test("a visitor sees bands and the sign-in line, and a clear message past the limit", async ({ page }) => {
  await page.goto(YOUR_TEXT_PATH);
  await hydrated(page);
  await expect(page.getByText("Sign in to see which of these words you already know")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your saved texts" })).toHaveCount(0);
  await read(page, TEXT);
  await expect(page.getByRole("list", { name: "Coverage by status" })).toHaveCount(0);
  await expect(page.getByRole("table")).toContainText("Band 1");
  await expect(page.getByTestId("marked-text").locator("[data-status]")).toHaveCount(0);
  const newWords = page.getByRole("list", { name: "New words, commonest first" });
  await expect(newWords.getByRole("listitem").first()).toContainText(/Band \d+/);
  await expect(newWords.getByRole("button")).toHaveCount(0);

  await page.getByLabel("Your text").fill("a".repeat(MAX_TEXT_CHARACTERS + 1));
  await expect(page.getByText("(1 too many)")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: READER_MESSAGES.textTooLong })).toHaveText(READER_MESSAGES.textTooLong);
});
