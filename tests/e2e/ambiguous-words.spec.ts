// /ambiguous_words in a browser: the sets listed (each word linking to its
// page, the hint, an example per word), a visitor's demo round of contrast
// questions by keyboard with the partner-word feedback, and a learner's
// graded round once both words of a set have been reviewed twice, with the
// gate's note and "Add … to review" before that. Which word fills a blank is
// read off the checked-in sets, as the server reads it.
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { AMBIGUOUS_MESSAGES, addMissingLabel, readyNote } from "@/components/ambiguous/ambiguous-messages";
import { PRACTICE_MESSAGES, partnerNote } from "@/components/practice/practice-messages";
import { BLANK } from "@/lib/practice/types";
import type { ConfusablesFile } from "@/lib/words/confusable-record";
import { AXE_TAGS, settled } from "./support/audit";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";

const FILE = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../prisma/data/confusables.json"), "utf8")) as ConfusablesFile;
const WORD_INDEXES = readFileSync(path.join(import.meta.dirname, "../../prisma/data/words.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { word: string }).word);
const indexOf = (word: string) => WORD_INDEXES.indexOf(word);
const AFFECT = FILE.sets[0]!;

const card = (page: Page): Locator => page.locator("article[data-question-id]");
const feedback = (page: Page): Locator => page.locator("[data-verdict]");

/** axe on the round (the list below has its own scan in a11y.spec.ts), light then dark. */
async function expectRoundAccessible(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await settled(page);
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include("section[aria-labelledby='ambiguous-practice-title']")
      .withTags(AXE_TAGS)
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
      colorScheme,
    ).toEqual([]);
  }
}

/** The word whose contrast sentence is on screen, and a partner's option number (1-based) among the options shown. */
async function onScreen(page: Page): Promise<{ right: string; partnerKey: string; partner: string; hint: string }> {
  await expect(page.locator("[data-phase]")).toHaveAttribute("data-phase", "question");
  await expect(card(page)).toHaveAttribute("data-kind", "contrast");
  const text = await card(page).innerText();
  // The sentence on screen: every piece around its blank is shown (the blank itself is read out as "blank").
  const match = FILE.sets
    .flatMap((set) => set.sentences.map((sentence) => ({ set, sentence })))
    .find(({ sentence }) => sentence.text.split(BLANK).every((piece) => text.includes(piece.trim())))!;
  const words = await card(page).locator("ol li button > span:nth-child(2)").allInnerTexts();
  const partnerAt = words.findIndex((word) => word !== match.sentence.word && match.set.words.includes(word));
  return { right: match.sentence.word, partnerKey: String(partnerAt + 1), partner: words[partnerAt]!, hint: match.set.hint };
}

async function answerWithPartner(page: Page) {
  const { partnerKey, partner, hint, right } = await onScreen(page);
  await page.keyboard.press(partnerKey);
  await expect(feedback(page)).toHaveAttribute("data-verdict", "wrong");
  const shown = feedback(page).locator("[data-partner]");
  await expect(shown.getByText(partnerNote(partner), { exact: true })).toBeVisible();
  await expect(shown).toContainText(`${PRACTICE_MESSAGES.howToTell}: ${hint}`);
  await expect(feedback(page).getByText(right, { exact: true })).toBeVisible();
  return { partner, right };
}

test("the page lists every set: its words linking to their pages, the hint and an example of each word", async ({ page }) => {
  await page.goto("/ambiguous_words");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ambiguous Words");
  const sets = page.locator("#sets > ol > li");
  await expect(sets).toHaveCount(FILE.sets.length);
  const first = sets.first();
  await expect(first.getByRole("link", { name: "affect", exact: true })).toHaveAttribute("href", "/words/affect");
  await expect(first.getByRole("link", { name: "effect", exact: true })).toHaveAttribute("href", "/words/effect");
  await expect(first.getByText(AFFECT.hint)).toBeVisible();
  await expect(first.locator("li strong")).toHaveText(["affect", "effect"]);
});

test("a visitor's demo round by keyboard: picking the partner word says which was chosen and how to tell them apart", async ({ page }) => {
  test.slow(); // Axe scans of the round in both colour schemes: over 20 s here.
  await page.goto("/ambiguous_words");
  const start = page.getByRole("button", { name: AMBIGUOUS_MESSAGES.start });
  await start.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(PRACTICE_MESSAGES.invitation)).toBeVisible();
  for (let question = 0; question < 2; question += 1) {
    await answerWithPartner(page);
    if (question === 0) await expectRoundAccessible(page);
    // A demo grades nothing.
    await expect(feedback(page).getByText(/in your review/)).toHaveCount(0);
    await expect(feedback(page).getByRole("button", { name: PRACTICE_MESSAGES.next })).toBeFocused();
    await page.keyboard.press("Enter");
  }
});

async function reviewTwice(request: APIRequestContext, word: string) {
  const wordIndex = indexOf(word);
  expect((await request.post("/api/v1/review/add", { data: { wordIndex } })).ok()).toBe(true);
  for (let time = 0; time < 2; time += 1) {
    const response = await request.post("/api/v1/review/grade", {
      data: { wordIndex, rating: 3, reviewId: `e2e-${word}-${time}-${Date.now()}`, durationMs: 1000 },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test("a learner: the gate's note and Add to review, then a graded contrast round with the partner-word feedback", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  const api = page.request;
  await reviewTwice(api, "affect");
  await page.goto("/ambiguous_words");
  const waiting = page.locator(`li[data-set="0"]`);
  await expect(waiting).toContainText("Learn these apart first: 1 of 2 words reviewed twice");
  const add = waiting.getByRole("button", { name: addMissingLabel(["effect"]) });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(waiting.getByRole("button")).toHaveCount(0);
  await expect(waiting).toContainText("Learn these apart first: 1 of 2 words reviewed twice");

  // effect reviewed twice too: the set is ready, and its round is graded.
  const wordIndex = indexOf("effect");
  for (let time = 0; time < 2; time += 1) {
    const response = await api.post("/api/v1/review/grade", { data: { wordIndex, rating: 3, reviewId: `e2e-effect-${time}-${Date.now()}`, durationMs: 1000 } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.reload();
  await expect(page.getByText(readyNote(1))).toBeVisible();
  await page.getByRole("button", { name: AMBIGUOUS_MESSAGES.start }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(PRACTICE_MESSAGES.signedInNote)).toBeVisible();
  await answerWithPartner(page);
  await expect(feedback(page).getByText("Counts as Again in your review.")).toBeVisible();
});
