// Known words (lib/known) in a browser, on desktop and at 375 px: "I already know this" on a flashcard, with its
// toast, then the word's own page telling the learner and undoing it; on a new card in /review, the card leaving
// the session and the toast's Undo bringing it back; a spot-check round (/review/spot-check)
// where a wrong answer puts the word back into review.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { PRACTICE_MESSAGES, ratingNote } from "@/components/practice/practice-messages";
import { KNOWN_MESSAGES, SPOT_CHECK_PATH, spotCheckOffer } from "@/lib/known/messages";
import { wordHref } from "@/lib/words/word-path";
import { button, card, flashToast, frontWord, hydrated, openFlashcards, shownIndex, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";

type WordEntry = { word: string; details: { definition: string; learner?: { definition: string } }[] };
const WORDS = readFileSync(path.join(import.meta.dirname, "../../prisma/data/words.jsonl"), "utf8").split("\n");
const entry = (index: number) => JSON.parse(WORDS[index]!) as WordEntry;

/** How the server says the learner knows the word, asked with the page's session. */
async function knownStatus(request: APIRequestContext, wordIndex: number): Promise<string | null> {
  const response = await request.get(`/api/v1/known/status?wordIndex=${wordIndex}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { known: string | null }).known;
}

async function inDeck(request: APIRequestContext, wordIndex: number): Promise<boolean> {
  const response = await request.get(`/api/v1/review/status?wordIndex=${wordIndex}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { inDeck: boolean }).inDeck;
}

/** The known-word note at the end of a word page. */
function note(page: Page) {
  return page.locator("#known-word-note");
}

test("I already know this on a flashcard: a toast, the next card, and the word's page undoes it", { tag: "@phone" }, async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await openFlashcards(page);
  const index = await shownIndex(page);
  const word = (await frontWord(page).textContent())!;
  const marked = page.waitForRequest((sent) => sent.url().endsWith("/api/v1/known/add"));
  await button(page, KNOWN_MESSAGES.button).click();
  expect((await marked).postDataJSON()).toEqual({ wordIndex: index });
  await expect(flashToast(page, KNOWN_MESSAGES.marked(word))).toBeVisible();
  await expect(card(page)).not.toHaveAttribute("data-word-index", String(index));
  await expect.poll(() => knownStatus(page.request, index)).toBe("marked");

  await page.goto(wordHref(word));
  await expect(note(page).getByText(KNOWN_MESSAGES.markedOnPage, { exact: true })).toBeVisible();
  const undo = note(page).getByRole("button", { name: KNOWN_MESSAGES.undo, exact: true });
  // Within reach of a thumb at 375 px, and inside the page's width.
  const box = (await undo.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await undo.click();
  await expect(note(page)).toBeEmpty();
  await expect(page.getByText(KNOWN_MESSAGES.undone, { exact: true })).toBeVisible();
  await expect.poll(() => knownStatus(page.request, index)).toBe(null);
  // Not in the deck: undoing the mark only brings the word back among the new ones.
  expect(await inDeck(page.request, index)).toBe(false);

  // A visitor's word page has no note (nothing is loaded for it).
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(wordHref(word));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(word);
  await expect(note(page)).toBeEmpty();
});

test("I already know this on a new review card: the card leaves the session, and the toast's Undo brings it back", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  for (const wordIndex of [131, 132]) {
    const added = await page.request.post("/api/v1/review/add", { data: { wordIndex } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  await page.goto("/review");
  await hydrated(page);
  const first = await shownIndex(page);
  const second = first === 131 ? 132 : 131;
  const word = (await frontWord(page).textContent())!;

  const marked = page.waitForRequest((sent) => sent.url().endsWith("/api/v1/known/add"));
  await button(page, KNOWN_MESSAGES.button).click();
  expect((await marked).postDataJSON()).toEqual({ wordIndex: first });
  // Out of the session at once: the other card is on screen, and the word is known and out of the deck.
  await expect(card(page)).toHaveAttribute("data-word-index", String(second));
  await expect.poll(() => knownStatus(page.request, first)).toBe("marked");
  expect(await inDeck(page.request, first)).toBe(false);

  // The toast's Undo (it stays 6 s): the mark goes, the card comes back into the deck and the session.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: KNOWN_MESSAGES.marked(word) });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: KNOWN_MESSAGES.undo, exact: true }).click();
  await expect.poll(() => knownStatus(page.request, first)).toBe(null);
  expect(await inDeck(page.request, first)).toBe(true);
  // Grading the card on screen Easy (not due again today) brings the word back on the card.
  await button(page, "Show answer").click();
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Easy .+, due again in / })
    .click();
  await expect(card(page)).toHaveAttribute("data-word-index", String(first));
  await expect(frontWord(page)).toHaveText(word);
});

test("a spot-check round: a wrong answer puts the word into review and out of the known words", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  // A word with several senses and a meaning question, marked known.
  const wordIndex = 305;
  const { word, details } = entry(wordIndex);
  const marked = await page.request.post("/api/v1/known/add", { data: { wordIndex } });
  expect(marked.ok(), await marked.text()).toBe(true);

  // Offered where the learner looks: /progress (and /review's done screen).
  await page.goto("/progress");
  await page.getByRole("link", { name: spotCheckOffer(1), exact: true }).click();
  await expect(page).toHaveURL(SPOT_CHECK_PATH);
  const question = page.locator("article[data-question-id]");
  await expect(question).toHaveAttribute("data-kind", "meaning");
  await expect(question.getByText(word, { exact: true }).first()).toBeVisible();
  await expect(question.getByText("Question 1 of 5", { exact: true })).toBeVisible();

  // An option that is none of the word's definitions: a miss.
  const options = question.getByRole("button");
  const texts = await options.allInnerTexts();
  // Questions show Lexi's wording of a sense where it has one (docs/practice.md).
  const definitions = details.map((sense) => (sense.learner?.definition ?? sense.definition).toLowerCase());
  const wrong = texts.findIndex((text) => text.trim() !== "" && !definitions.some((definition) => text.toLowerCase().includes(definition)));
  expect(wrong).toBeGreaterThanOrEqual(0);
  await options.nth(wrong).click();
  const verdict = page.locator('[data-verdict="wrong"]');
  await expect(verdict).toContainText(PRACTICE_MESSAGES.wrong);
  await expect(verdict).toContainText(ratingNote(1));

  await expect.poll(() => inDeck(page.request, wordIndex)).toBe(true);
  expect(await knownStatus(page.request, wordIndex)).toBe(null);
  // Nothing else to check: the round ends with its summary.
  await verdict.getByRole("button", { name: PRACTICE_MESSAGES.next, exact: true }).click();
  await expect(page.locator("#practice-summary-heading")).toBeVisible();
});
