// Reading a story with its words to press: a word opens its meaning and its
// page in a popover (Escape and an outside click close it, focus back on the
// word; the arrow keys move between words), a learner adds a word to review
// from there, and a learner's words due for review and new words of their
// band are marked in the text, with a legend. Without JavaScript the words
// are plain spans. Which words become spans, and the popover's data, over
// every story: tests/unit/story-tokens.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parseStoryFile } from "@/lib/stories/story-file";
import { storySlugs, storySource } from "@/lib/stories/story-files";
import { storyHref } from "@/lib/stories/story-path";
import { wordHref } from "@/lib/words/word-path";
import type { WordRecord } from "@/lib/words/word-record";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/** A story of Band 1: a learner never placed is at band 0, so its new words are marked. */
const STORY = storySlugs()
  .map((slug) => parseStoryFile(slug, storySource(slug)))
  .find((file) => file.band === 0)!;
const HREF = storyHref(STORY.slug);
const WORDS = readFileSync(path.join(process.cwd(), "prisma/data/words.jsonl"), "utf8").split("\n");

/** The word at `index` and the definition its popover shows (its first sense, in learner's words when it has them). */
function expected(index: number): { word: string; definition: string } {
  const record = JSON.parse(WORDS[index]!) as WordRecord;
  const first = record.details[0]!;
  return { word: record.word, definition: first.learner?.definition ?? first.definition };
}

const words = (page: Page): Locator => page.getByRole("main").locator("button[data-place]");
const popover = (page: Page): Locator => page.getByRole("dialog");

/** Opens the story and waits until its words are buttons: React renders them once the page is hydrated. */
async function openStory(page: Page) {
  await page.goto(HREF);
  await waitForHydration(page, 'main button[data-place="0"]');
}

test("a word opens its meaning and its page; Escape closes it with focus back on the word", async ({ page }) => {
  await openStory(page);
  const word = words(page).first();
  const { word: headword, definition } = expected(Number(await word.getAttribute("data-w")));
  await word.click();
  await expect(popover(page)).toBeVisible();
  await expect(popover(page)).toHaveAccessibleName(headword);
  await expect(popover(page)).toContainText(definition);
  await expect(popover(page).getByRole("link", { name: `More about ${headword}` })).toHaveAttribute("href", wordHref(headword));
  // A visitor has nothing to add to.
  await expect(popover(page).getByRole("button", { name: "Add to review" })).toHaveCount(0);
  await expect(word).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("Escape");
  await expect(popover(page)).toBeHidden();
  await expect(word).toBeFocused();
  await expect(word).toHaveAttribute("aria-expanded", "false");

  // The text is one tab stop: the arrow keys move on, Enter opens the word there.
  await page.keyboard.press("ArrowRight");
  const second = words(page).nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("tabindex", "0");
  await expect(word).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("Enter");
  await expect(popover(page)).toHaveAccessibleName(expected(Number(await second.getAttribute("data-w"))).word);

  // A click outside closes it too.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(popover(page)).toBeHidden();
});

test("without JavaScript the words are plain text in spans carrying their word index", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(HREF);
    const main = page.getByRole("main");
    expect(await main.locator("span[data-w]").count()).toBeGreaterThan(20);
    await expect(main.locator("button[data-place]")).toHaveCount(0);
    for (const paragraph of STORY.paragraphs) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a learner adds a word to review from its popover; their due words and new words of their band are marked", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  const analysed = page.waitForResponse((response) => response.url().endsWith("/api/v1/reader/analyse"));
  await openStory(page);
  expect((await analysed).ok()).toBe(true);
  const legend = page.getByText("Marked in the story for you");
  await expect(legend).toBeVisible();
  // Never placed: band 0, so the story's new words of Band 1 are marked; nothing is due yet.
  expect(await page.locator('main button[data-mark="new"]').count()).toBeGreaterThan(0);
  await expect(page.locator('main button[data-mark="due"]')).toHaveCount(0);

  const word = words(page).first();
  const index = Number(await word.getAttribute("data-w"));
  await word.click();
  const added = page.waitForResponse((response) => response.url().endsWith("/api/v1/review/add"));
  await popover(page).getByRole("button", { name: "Add to review" }).click();
  expect((await added).ok()).toBe(true);
  // The card keeps the sentence the word was met in: one sentence of the story, the word in it.
  const sent = (await added).request().postDataJSON() as { wordIndex: number; context: string };
  expect(sent.wordIndex).toBe(index);
  expect(sent.context).toContain((await word.textContent())!);
  expect(STORY.paragraphs.some((paragraph) => paragraph.includes(sent.context))).toBe(true);
  expect(sent.context).toMatch(/[.!?]["”’)]?$/);
  await expect(page.getByText("Added to review", { exact: true })).toBeVisible();
  await expect(popover(page).getByText("In your review")).toBeVisible();
  const status = await page.request.get(`/api/v1/review/status?wordIndex=${index}`);
  expect(await status.json()).toEqual({ inDeck: true });

  // A new card is due at once: read again, the word is marked due wherever it stands, and the legend says so.
  const again = page.waitForResponse((response) => response.url().endsWith("/api/v1/reader/analyse"));
  await openStory(page);
  expect((await again).ok()).toBe(true);
  const due = page.locator(`main button[data-w="${index}"]`);
  await expect(due.first()).toHaveAttribute("data-mark", "due");
  expect(await due.evaluateAll((buttons) => buttons.every((button) => button.getAttribute("data-mark") === "due"))).toBe(true);
  await expect(due.first()).toHaveAccessibleDescription("due for review");
  await expect(page.getByText(/due for review \(1 word\)/)).toBeVisible();
  await due.first().click();
  await expect(popover(page).getByText("In your review")).toBeVisible();
});
