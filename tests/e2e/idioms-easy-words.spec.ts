// The Easy Words and Idioms tiles of the favourites menu (docs/idioms.md), at
// desktop width and at 375 px: Easy Words leads to a round on the commonest
// band, a miss graded into the review and a right answer kept out of it, and to the same words as flashcards; Idioms to the idioms as cards and each one's
// page under /words; Idioms MCQ to a round of idiom → meaning, checked by the
// server and saved nowhere. Which option is right is the server's to say: the
// tests read it off the screen.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { PRACTICE_MESSAGES, questionPrompt } from "@/components/practice/practice-messages";
import { BAND_SIZE } from "@/lib/words/bands";
import { ROUND_SIZE } from "@/lib/practice/types";
import type { IdiomRecord } from "@/lib/words/idiom-record";
import { button, card as flashcard, frontWord, hydrated, shownIndex, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";

const EASY = new Set(
  readFileSync("prisma/data/words.jsonl", "utf8")
    .split("\n")
    .slice(0, BAND_SIZE)
    .map((line) => (JSON.parse(line) as { word: string }).word),
);
const IDIOMS = JSON.parse(readFileSync("prisma/data/idioms.json", "utf8")) as IdiomRecord[];
const idiomNamed = (text: string) => IDIOMS.find((idiom) => idiom.idiom === text);

const card = (page: Page): Locator => page.locator("article[data-question-id]");
const feedback = (page: Page): Locator => page.locator("[data-verdict]");

async function openTile(page: Page, name: string, url: string) {
  await page.goto("/favourites");
  await page.getByRole("main").getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test(
  "Easy Words: a round on the commonest words, a miss counted in the review, a right answer kept out of it",
  { tag: "@phone" },
  async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openTile(page, "Easy Words", "/favourites/easy-words");
    for (let index = 0; index < 2; index += 1) {
      await expect(page.locator("[data-phase]")).toHaveAttribute("data-phase", "question");
      await expect(card(page).getByRole("heading", { level: 2 })).toHaveText(questionPrompt("meaning"));
      const word = (await card(page).locator("p[lang=en]").first().textContent())!;
      expect(EASY.has(word), word).toBe(true);
      const options = card(page).getByRole("listitem").getByRole("button");
      await expect(options).toHaveCount(4);
      await noSidewaysScroll(page);
      await options.nth(index).click();
      await expect(feedback(page)).toBeVisible();
      const right = (await feedback(page).getAttribute("data-verdict")) === "right";
      await expect(feedback(page).getByText(right ? PRACTICE_MESSAGES.knownEasy : "Counts as Again in your review.", { exact: true })).toBeVisible();
      await feedback(page).getByRole("button", { name: PRACTICE_MESSAGES.next }).click();
    }
  },
);

test("Easy Words as flashcards: the commonest words on flip cards, with Remember and Not remembered", { tag: "@phone" }, async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await openTile(page, "Easy Words", "/favourites/easy-words");
  await page.getByRole("main").getByRole("link", { name: "flip through them as flashcards", exact: true }).click();
  await expect(page).toHaveURL("/favourites/easy-words/flashcards");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Easy Words flashcards");
  await hydrated(page);
  const storedHistory = await page.evaluate(() => window.localStorage.getItem("ArrayofWordFileActualIndex_unseen"));
  const shown: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const wordIndex = await shownIndex(page);
    expect(wordIndex).toBeLessThan(BAND_SIZE);
    const word = (await frontWord(page).textContent())!;
    expect(EASY.has(word), word).toBe(true);
    shown.push(wordIndex);
    await button(page, "Show meaning").click();
    await expect(flashcard(page)).toHaveAttribute("data-side", "back");
    await expect(flashcard(page)).toHaveAccessibleName("Flashcard, back");
    if (index === 0) await noSidewaysScroll(page);
    // Remember and Not remembered in turn: the mark is set, and the card moves on by itself (as on /flashcards).
    const mark = button(page, index % 2 === 0 ? "Remember" : "Not remembered");
    // Pressed only until the card moves on, 1 s later: on a busy machine a poll after the click can
    // come after that, so the button records its own press, watched from before the click.
    await mark.evaluate((element) => {
      const seen = window as unknown as { markPressed?: boolean };
      seen.markPressed = false;
      new MutationObserver(() => {
        if (element.getAttribute("aria-pressed") === "true") seen.markPressed = true;
      }).observe(element, { attributeFilter: ["aria-pressed"] });
    });
    await mark.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { markPressed?: boolean }).markPressed), { message: "the mark's button was pressed" })
      .toBe(true);
    await expect(flashcard(page)).not.toHaveAttribute("data-word-index", String(wordIndex));
    await expect(flashcard(page)).not.toHaveAttribute("data-swapping", /.*/);
  }
  expect(new Set(shown).size).toBe(3);
  expect((await shownIndex(page)) < BAND_SIZE).toBe(true);
  // /flashcards' own place is left as it was.
  expect(await page.evaluate(() => window.localStorage.getItem("ArrayofWordFileActualIndex_unseen"))).toBe(storedHistory);
});

test("Idioms: the idioms as cards, each with its own page under /words, which leads to Idioms MCQ", { tag: "@phone" }, async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await openTile(page, "Idioms", "/favourites/idioms");
  const cards = page.getByRole("list", { name: "Idioms" }).getByRole("listitem");
  await expect(cards).toHaveCount(IDIOMS.length);
  const first = IDIOMS[0]!;
  await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(first.idiom);
  await expect(cards.first()).toContainText(first.senses[0]!.definition);
  await noSidewaysScroll(page);

  await page.getByRole("link", { name: "kick the bucket", exact: true }).click();
  await expect(page).toHaveURL("/words/kick-the-bucket");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("kick the bucket");
  const kick = idiomNamed("kick the bucket")!;
  await expect(main.getByText(kick.senses[0]!.definition)).toBeVisible();
  await expect(main.getByRole("list", { name: "Examples" }).first()).toContainText(kick.senses[0]!.examples[0]!);
  await noSidewaysScroll(page);
  await main.getByRole("link", { name: "Practise idioms" }).click();
  await expect(page).toHaveURL("/favourites/practice/idioms");
});

test(
  "Idioms MCQ: an idiom and a sentence that uses it, four meanings, checked by the server, saved nowhere; missed idioms link to their pages",
  { tag: "@phone" },
  async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openTile(page, "Idioms MCQ", "/favourites/practice/idioms");
    await expect(page.getByText(PRACTICE_MESSAGES.idiomsNote).first()).toBeVisible();
    for (let index = 0; index < ROUND_SIZE; index += 1) {
      await expect(page.locator("[data-phase]")).toHaveAttribute("data-phase", "question");
      await expect(card(page).getByRole("heading", { level: 2 })).toHaveText(PRACTICE_MESSAGES.idiomPrompt);
      const shown = (await card(page).locator("p[lang=en]").first().textContent())!;
      const idiom = idiomNamed(shown);
      expect(idiom, shown).toBeDefined();
      const examples = idiom!.senses.flatMap((sense) => sense.examples.map((example) => `“${example}”`));
      expect(examples).toContain(await card(page).locator("p[lang=en]").nth(1).textContent());
      const options = card(page).getByRole("listitem").getByRole("button");
      await expect(options).toHaveCount(4);
      if (index === 0) await noSidewaysScroll(page);
      await page.keyboard.press(String((index % 4) + 1));
      await expect(feedback(page)).toBeVisible();
      // The right meaning is marked, and it is one of the idiom's own.
      const right = (await card(page).locator('[data-state="right"]').textContent())!;
      expect(
        idiom!.senses.some((sense) => right.includes(sense.definition)),
        right,
      ).toBe(true);
      await expect(feedback(page).getByText(/in your review/)).toHaveCount(0);
      await page.keyboard.press("Enter");
    }
    const summary = page.locator("section").filter({ has: page.locator("#practice-summary-heading") });
    await expect(summary.getByText(PRACTICE_MESSAGES.idiomsNote)).toBeVisible();
    await expect(summary.getByText(PRACTICE_MESSAGES.missedComeBack)).toHaveCount(0);
    await expect(summary.getByText(PRACTICE_MESSAGES.demoNote)).toHaveCount(0);
    for (const link of await summary.getByRole("listitem").getByRole("link").all()) {
      const text = (await link.textContent())!;
      expect(await link.getAttribute("href")).toBe(`/words/${encodeURIComponent(idiomNamed(text)!.slug)}`);
    }
  },
);

test("a visitor is sent to log in by the idiom and Easy Words tiles, and an idiom's page is open to all", async ({ page }) => {
  for (const path of ["/favourites/easy-words", "/favourites/easy-words/flashcards", "/favourites/idioms", "/favourites/practice/idioms"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login`));
  }
  const response = await page.goto("/words/see-eye-to-eye");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("see eye to eye");
});
