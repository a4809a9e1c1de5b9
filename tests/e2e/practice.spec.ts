// The practice screens (components/practice) in a browser: a choice round by
// keyboard and one by pointer, typed answers with the hint, the diff, the
// spelling after a typo and "I was right", Match Words by keyboard and timed,
// the round's summary, the favourites tiles (and one with too few words),
// /learn_with_context as a visitor, axe in both colour schemes and the 320 px
// layout. The answers are checked by the real API; which answer is right is
// the server's to say, so the tests read it off the screen, or, where they
// must know the word first, off the word data the server builds from.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { PRACTICE_MESSAGES, doneMessage, hintText, startsWithText, typoNote } from "@/components/practice/practice-messages";
import { FAVOURITE_NAME } from "@/lib/flashcards/messages";
import { ROUND_SIZE } from "@/lib/practice/types";
import { expectNoAxeViolationsInBothSchemes } from "./support/audit";
import { layoutShiftSoFar, layoutShiftsWithin } from "./support/layout-shift";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { addFavourites } from "./support/tables";
import { wordNamed } from "./support/word-set";

type WordEntry = { word: string; details: { definition: string; examples: string[]; learner?: { definition: string } }[] };
const WORDS = readFileSync(path.join(import.meta.dirname, "../../prisma/data/words.jsonl"), "utf8").split("\n");
const entry = (index: number) => JSON.parse(WORDS[index]!) as WordEntry;

/** Long words with example sentences: each has a usable cloze, and a one-letter slip in it is a typo, not another word. */
const CLOZE_WORDS = ["magazine", "afternoon", "breakfast", "shoulder", "department"].map((word) => wordNamed(word).index);

function screen(page: Page): Locator {
  return page.locator("[data-phase]");
}

function card(page: Page): Locator {
  return page.locator("article[data-question-id]");
}

function feedback(page: Page): Locator {
  return page.locator("[data-verdict]");
}

function announcer(page: Page): Locator {
  return screen(page).locator('[aria-live="polite"]');
}

function nextButton(page: Page): Locator {
  return feedback(page).getByRole("button", { name: new RegExp(`^(${PRACTICE_MESSAGES.next}|${PRACTICE_MESSAGES.seeSummary})$`) });
}

function summaryHeading(page: Page): Locator {
  return page.locator("#practice-summary-heading");
}

async function questionShown(page: Page) {
  await expect(screen(page)).toHaveAttribute("data-phase", "question");
}

/** The question's id, to tell one question from the next. */
async function questionId(page: Page): Promise<string> {
  return (await card(page).getAttribute("data-question-id"))!;
}

/** Puts words in the signed-in learner's review deck, due now. */
async function addToDeck(request: APIRequestContext, ...wordIndexes: number[]) {
  for (const wordIndex of wordIndexes) {
    const response = await request.post("/api/v1/review/add", { data: { wordIndex } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The word among `candidates` the question on screen asks for: the one whose definition it shows. */
async function wordOnScreen(page: Page, candidates: readonly number[]): Promise<string> {
  const text = await card(page).innerText();
  // A question shows a definition, or at least its first clause (lib/practice/sense-choice.ts): the longest match decides.
  const shown = (definition: string) => [definition, definition.split(/[;:(]/)[0]!.trim()].find((part) => text.includes(part))?.length ?? 0;
  // Questions show Lexi's wording of a sense where it has one (docs/practice.md).
  const scored = candidates
    .map(entry)
    .map(({ word, details }) => ({ word, score: Math.max(...details.map((sense) => shown(sense.learner?.definition ?? sense.definition))) }));
  const best = Math.max(...scored.map(({ score }) => score));
  const found = scored.filter(({ score }) => score > 0 && score === best);
  expect(found.map(({ word }) => word)).toHaveLength(1);
  return found[0]!.word;
}

/** One letter of `word` changed (not the first, so a hint's letter still fits): a slip, not another word. */
function withTypo(word: string): string {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at)}${word[at] === "q" ? "z" : "q"}${word.slice(at + 1)}`;
}

/** "3 of 5 right": the summary's numbers. */
async function summaryCounts(page: Page): Promise<{ right: number; total: number }> {
  const [right, total] = ((await summaryHeading(page).textContent()) ?? "").match(/\d+/g)!.map(Number);
  return { right: right!, total: total! };
}

test.describe("a choice round", () => {
  test("Word MCQ on the favourites by keyboard: 1–4 pick, Space and Enter go on, focus follows, the summary", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [300, 303, 309], FAVOURITE_NAME.front);
    await page.goto("/favourites");
    await page.getByRole("main").getByRole("link", { name: "Word MCQ", exact: true }).click();
    await expect(page).toHaveURL("/favourites/practice/word");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Word MCQ");

    let right = 0;
    const seen = new Set<string>();
    // Three favourites: three questions, then the round is over.
    for (let index = 0; index < 3; index += 1) {
      await questionShown(page);
      const id = await questionId(page);
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      await expect(card(page).getByText(`Question ${index + 1} of ${ROUND_SIZE}`)).toBeVisible();
      const options = card(page).getByRole("listitem").getByRole("button");
      await expect(options).toHaveCount(4);
      await expect(options.first()).toBeFocused();

      await page.keyboard.press(String(index + 2));
      await expect(feedback(page)).toBeVisible();
      await expect(nextButton(page)).toBeFocused();
      // The right option is marked; a wrong pick is marked as the learner's.
      await expect(card(page).locator('[data-state="right"]')).toHaveCount(1);
      const correct = (await feedback(page).getAttribute("data-verdict")) === "right";
      if (correct) right += 1;
      await expect(options.nth(index + 1)).toHaveAttribute("data-state", correct ? "right" : "wrong");
      await expect(announcer(page)).toHaveText(correct ? /^Right!/ : /^Not quite\. The answer is \S/);
      await page.keyboard.press(index === 0 ? "Space" : "Enter");
    }

    await expect(summaryHeading(page)).toBeFocused();
    expect(await summaryCounts(page)).toEqual({ right, total: 3 });
    await expect(page.getByText(PRACTICE_MESSAGES.roundOver)).toBeVisible();
    const missed = page
      .locator("section")
      .filter({ has: summaryHeading(page) })
      .getByRole("listitem")
      .getByRole("link");
    await expect(missed).toHaveCount(3 - right);
    for (const link of await missed.all()) expect(await link.getAttribute("href")).toBe(`/words/${await link.textContent()}`);
    if (right < 3) await expect(page.getByText(PRACTICE_MESSAGES.missedComeBack)).toBeVisible();

    await page.getByRole("button", { name: PRACTICE_MESSAGES.practiseAgain }).click();
    await questionShown(page);
    await expect(card(page).getByText(`Question 1 of ${ROUND_SIZE}`)).toBeVisible();
    expect(seen.has(await questionId(page))).toBe(false);
  });

  test("Quiz me on /review by pointer: word → meaning for new words, Next, then the summary when nothing is left", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await addToDeck(page.request, 310, 311);
    await page.goto("/review");
    await page.getByRole("main").getByRole("link", { name: "Quiz me", exact: true }).click();
    await expect(page).toHaveURL("/review/quiz");

    for (let index = 0; index < 2; index += 1) {
      await questionShown(page);
      // New cards are weak: the word is shown, its meaning is asked.
      await expect(card(page)).toHaveAttribute("data-kind", "meaning");
      await expect(card(page).getByRole("heading", { level: 2 })).toHaveText("What does this word mean?");
      await card(page).getByRole("listitem").getByRole("button").nth(index).click();
      await expect(feedback(page)).toBeVisible();
      await expect(feedback(page).getByText(/^Counts as (Again|Good) in your review\.$/)).toBeVisible();
      await nextButton(page).click();
    }
    await expect(summaryHeading(page)).toBeVisible();
    expect((await summaryCounts(page)).total).toBe(2);
    await expect(page.getByRole("link", { name: "Back to Review" })).toHaveAttribute("href", "/review");
  });

  test("Quiz me with a kind picked: the question is of that kind, Ambiguous Words is not offered, and Mixed by memory goes back to the cards' own", async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(page, request, baseURL!);
    await addToDeck(page.request, ...CLOZE_WORDS.slice(0, 2));
    await page.goto("/review/quiz");
    const kinds = page.getByRole("navigation", { name: "Question kind" });
    await expect(kinds.getByRole("link", { name: "Mixed by memory" })).toHaveAttribute("aria-current", "page");
    // Ambiguous Words asks its own sets only: Quiz me does not offer it, and an old address of it is Mixed by memory.
    await expect(kinds.getByRole("link", { name: "Ambiguous Words" })).toHaveCount(0);
    await page.goto("/review/quiz?kind=contrast");
    await expect(kinds.getByRole("link", { name: "Mixed by memory" })).toHaveAttribute("aria-current", "page");
    await questionShown(page);
    await expect(card(page)).toHaveAttribute("data-kind", "meaning");
    await kinds.getByRole("link", { name: "Typed recall" }).click();
    await expect(page).toHaveURL("/review/quiz?kind=typed");
    await expect(kinds.getByRole("link", { name: "Typed recall" })).toHaveAttribute("aria-current", "page");
    await questionShown(page);
    await expect(card(page)).toHaveAttribute("data-kind", "typed");
    await kinds.getByRole("link", { name: "Mixed by memory" }).click();
    await expect(page).toHaveURL("/review/quiz");
    await questionShown(page);
    // New cards are weak: their memory asks for the meaning.
    await expect(card(page)).toHaveAttribute("data-kind", "meaning");
  });
});

test.describe("typed answers", () => {
  test("Learn with Context signed in: a slip is Hard with the spelling, a miss shows the answer and the diff, I was right, a hint", async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(page, request, baseURL!);
    await addToDeck(page.request, ...CLOZE_WORDS);
    await page.goto("/learn_with_context");
    await expect(page.getByText(PRACTICE_MESSAGES.signedInNote)).toBeVisible();

    // A slip of one letter: right, graded Hard, the word as it is spelt and what was typed against it.
    await questionShown(page);
    await expect(card(page)).toHaveAttribute("data-kind", "cloze");
    await expect(card(page).getByText(PRACTICE_MESSAGES.blank, { exact: true })).toBeAttached();
    const input = card(page).getByRole("textbox", { name: PRACTICE_MESSAGES.typeHere });
    await expect(input).toBeFocused();
    const first = await wordOnScreen(page, CLOZE_WORDS);
    // The gap shows the word's first letter (read out after "blank").
    await expect(card(page).getByText(startsWithText(first[0]!), { exact: true })).toBeAttached();
    await page.keyboard.type(withTypo(first));
    // Space types a space in the field: it never skips the question.
    await page.keyboard.press("Space");
    await expect(input).toHaveValue(`${withTypo(first)} `);
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Enter");
    await expect(feedback(page)).toHaveAttribute("data-verdict", "right");
    await expect(feedback(page).getByText(typoNote(first))).toBeVisible();
    await expect(feedback(page).getByText("Counts as Hard in your review.")).toBeVisible();
    await expect(feedback(page).locator("[data-diff] del, [data-diff] ins")).not.toHaveCount(0);
    await expect(nextButton(page)).toBeFocused();
    await page.keyboard.press("Enter");

    // A miss: the right answer, the diff, and "I was right" once.
    await questionShown(page);
    const second = await wordOnScreen(page, CLOZE_WORDS);
    await input.fill("zzz");
    await page.keyboard.press("Enter");
    await expect(feedback(page)).toHaveAttribute("data-verdict", "wrong");
    await expect(feedback(page).locator("strong")).toHaveText(second);
    await expect(feedback(page).getByText(`${PRACTICE_MESSAGES.youTyped}:`)).toBeVisible();
    await expect(feedback(page).locator("[data-diff] del")).toContainText("zzz");
    await expect(announcer(page)).toHaveText(`Not quite. The answer is ${second}.`);
    await feedback(page).getByRole("button", { name: PRACTICE_MESSAGES.iWasRight }).click();
    await expect(announcer(page)).toHaveText(PRACTICE_MESSAGES.overridden);
    await expect(feedback(page)).toHaveAttribute("data-verdict", "right");
    await expect(feedback(page).getByRole("button", { name: PRACTICE_MESSAGES.iWasRight })).toHaveCount(0);
    await nextButton(page).click();

    // The hint: first letter and length; a right answer after it is Hard.
    await questionShown(page);
    const third = await wordOnScreen(page, CLOZE_WORDS);
    await expect(card(page).getByText(PRACTICE_MESSAGES.hintNote)).toBeVisible();
    await card(page).getByRole("button", { name: PRACTICE_MESSAGES.showHint }).click();
    await expect(card(page).getByText(hintText(third[0]!, third.length))).toBeVisible();
    // The button gives way to the hint: the keyboard is back in the field.
    await expect(input).toBeFocused();
    await input.fill(third);
    await input.press("Enter");
    await expect(feedback(page)).toHaveAttribute("data-verdict", "right");
    await expect(feedback(page).getByText("Counts as Hard in your review.")).toBeVisible();
  });

  test("/learn_with_context as a visitor: a demo round, nothing graded, and the invitation to sign up", async ({ page }) => {
    await page.goto("/learn_with_context");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learn with Context");
    const invitation = page.getByText(PRACTICE_MESSAGES.invitation);
    await expect(invitation).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: PRACTICE_MESSAGES.signUp, exact: true })).toHaveAttribute("href", "/register");
    await expect(main.getByRole("link", { name: PRACTICE_MESSAGES.logIn, exact: true })).toHaveAttribute("href", "/login?callbackUrl=%2Flearn_with_context");

    for (let index = 0; index < ROUND_SIZE; index += 1) {
      await questionShown(page);
      await expect(card(page)).toHaveAttribute("data-kind", "cloze");
      // Nothing is saved: no note speaks of a grade.
      await expect(card(page).getByText(PRACTICE_MESSAGES.hintNoteDemo)).toBeVisible();
      await expect(page.getByRole("main").getByText(/as Hard/)).toHaveCount(0);
      await page.keyboard.type("zzz");
      await page.keyboard.press("Enter");
      await expect(feedback(page)).toHaveAttribute("data-verdict", "wrong");
      // A demo is checked, not graded: no grade to tell, none to override.
      await expect(feedback(page).getByText(/in your review/)).toHaveCount(0);
      await expect(feedback(page).getByRole("button", { name: PRACTICE_MESSAGES.iWasRight })).toHaveCount(0);
      await page.keyboard.press("Enter");
    }
    await expect(summaryHeading(page)).toBeFocused();
    expect(await summaryCounts(page)).toEqual({ right: 0, total: ROUND_SIZE });
    const summary = page.locator("section").filter({ has: summaryHeading(page) });
    await expect(summary.getByText(PRACTICE_MESSAGES.demoNote)).toBeVisible();
    await expect(summary.getByText(PRACTICE_MESSAGES.missedComeBack)).toHaveCount(0);
    await expect(summary.getByRole("link", { name: PRACTICE_MESSAGES.signUp, exact: true })).toHaveAttribute("href", "/register");
  });
});

test("a question that arrives while the learner is in the header's category menu leaves their focus there", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/practice/next", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/learn_with_context");
  await page.getByRole("navigation", { name: "Learning" }).getByRole("button", { name: "Choose a flashcard category" }).click();
  // Wherever the menu put the focus, it is the learner's: mark it, then let the first question come.
  await page.evaluate(() => document.activeElement?.setAttribute("data-had-focus", ""));
  await expect(page.locator("[data-had-focus]")).not.toHaveJSProperty("tagName", "BODY");
  release();
  await questionShown(page);
  await expect(page.locator("[data-had-focus]")).toBeFocused();
});

test(
  "/learn_with_context does not shift while the browser learns who is there and the first question comes, for a visitor or a learner",
  { tag: "@phone" },
  async ({ page, request, baseURL }) => {
    for (const learner of [false, true]) {
      if (learner) {
        await signedIn(page, request, baseURL!);
        await addToDeck(page.request, ...CLOZE_WORDS);
      }
      await page.goto("/learn_with_context");
      await questionShown(page);
      await expect(page.getByText(learner ? PRACTICE_MESSAGES.signedInNote : PRACTICE_MESSAGES.invitation)).toBeVisible();
      expect(await layoutShiftsWithin(page, "main"), learner ? "learner" : "visitor").toEqual([]);
      expect(await layoutShiftSoFar(page), learner ? "learner" : "visitor").toBeLessThan(0.01);
    }
  },
);

test(
  "/learn_with_context at 1366 × 900 and 375 × 812: the card starts right under the page's heading, with the note on who is practising under it, for a visitor or a learner",
  { tag: "@phone" },
  async ({ page, request, baseURL }, testInfo) => {
    const viewport = testInfo.project.name === "mobile" ? { width: 375, height: 812 } : { width: 1366, height: 900 };
    await page.setViewportSize(viewport);
    for (const learner of [false, true]) {
      const who = learner ? "learner" : "visitor";
      if (learner) {
        await signedIn(page, request, baseURL!);
        await addToDeck(page.request, ...CLOZE_WORDS);
      }
      await page.goto("/learn_with_context");
      await questionShown(page);
      const note = page.getByText(learner ? PRACTICE_MESSAGES.signedInNote : PRACTICE_MESSAGES.invitation);
      await expect(note).toBeVisible();
      const heading = (await page.getByRole("main").locator("header").first().boundingBox())!;
      const question = (await card(page).boundingBox())!;
      const noteBox = (await note.boundingBox())!;
      // No empty band between the page's heading and the card: only the heading's own margin.
      expect(question.y - (heading.y + heading.height), `${who}: the space above the card`).toBeLessThanOrEqual(40);
      expect(question.y + question.height, `${who}: the note below the card, clear of it`).toBeLessThanOrEqual(noteBox.y);
      expect(question.y, `${who}: the card starts in the window`).toBeLessThan(viewport.height / 2);
      expect(question.x, `${who}: left edge`).toBeGreaterThanOrEqual(0);
      expect(question.x + question.width, `${who}: right edge`).toBeLessThanOrEqual(viewport.width);
    }
  },
);

test.describe("Match Words", () => {
  test("by keyboard: a word, then its definition, focus moving on; timed; each pair checked; then the summary", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [302, 307, 314, 316, 323, 326], FAVOURITE_NAME.front);
    await page.goto("/favourites/practice/match");
    await questionShown(page);
    await expect(card(page)).toHaveAttribute("data-kind", "match");
    const timer = card(page).getByRole("timer");
    await expect(timer).toHaveText(/^0:0\d$/);
    await expect(timer).not.toHaveText("0:00");

    const words = card(page).getByRole("list", { name: "Words" }).getByRole("button");
    const definitions = card(page).getByRole("list", { name: "Definitions" }).getByRole("button");
    const count = await words.count();
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(definitions).toHaveCount(count);
    const check = card(page).getByRole("button", { name: PRACTICE_MESSAGES.matchCheck });
    await expect(check).toBeDisabled();

    await expect(words.first()).toBeFocused();
    for (let index = 0; index < count; index += 1) {
      await expect(words.nth(index)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(words.nth(index)).toHaveAttribute("aria-pressed", "true");
      // Focus moves to the first definition not matched yet; Enter matches it.
      await expect(card(page).getByRole("list", { name: "Definitions" }).locator("button:not([data-paired])").first()).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(words.nth(index)).toHaveAttribute("data-paired", "true");
    }
    await expect(check).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(feedback(page)).toBeVisible();
    const rows = card(page).locator("li[data-correct]");
    await expect(rows).toHaveCount(count);
    const rightRows = await card(page).locator('li[data-correct="true"]').count();
    await expect(announcer(page)).toContainText(`${rightRows} of ${count} matched right.`);
    await expect(feedback(page).getByText(`${rightRows} of ${count} matched right.`)).toBeVisible();
    // The clock stops with the answer.
    const stopped = await timer.textContent();
    await page.waitForTimeout(1_100); // the clock ticks each second: wait one tick to see it has stopped
    await expect(timer).toHaveText(stopped!);
    await expect(nextButton(page)).toBeFocused();

    // Boards until the favourites are all asked, then the summary.
    while ((await nextButton(page).textContent()) === PRACTICE_MESSAGES.next) {
      await page.keyboard.press("Enter");
      await expect(screen(page)).not.toHaveAttribute("data-phase", "feedback");
      if ((await screen(page).getAttribute("data-phase")) !== "question") break;
      const board = card(page).getByRole("list", { name: "Words" }).getByRole("button");
      for (let index = 0; index < (await board.count()); index += 1) {
        await board.nth(index).click();
        await card(page).getByRole("list", { name: "Definitions" }).getByRole("button").nth(index).click();
      }
      await check.click();
      await expect(feedback(page)).toBeVisible();
    }
    if ((await screen(page).getAttribute("data-phase")) === "feedback") await nextButton(page).click();
    await expect(summaryHeading(page)).toBeVisible();
    await expect(
      page
        .locator("section")
        .filter({ has: summaryHeading(page) })
        .getByText("Time"),
    ).toBeVisible();
  });

  test("a pair picked again comes apart; a definition moves to the word it is matched to last; no sideways scroll at 320 px", async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [302, 307, 314, 316, 323, 326], FAVOURITE_NAME.front);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/favourites/practice/match");
    await questionShown(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    const words = card(page).getByRole("list", { name: "Words" }).getByRole("button");
    const definitions = card(page).getByRole("list", { name: "Definitions" }).getByRole("button");
    await words.nth(0).click();
    await definitions.nth(2).click();
    await expect(words.nth(0)).toHaveAttribute("data-paired", "true");
    await expect(definitions.nth(2)).toContainText("1");
    // The same definition for another word: it moves.
    await words.nth(1).click();
    await definitions.nth(2).click();
    await expect(words.nth(0)).not.toHaveAttribute("data-paired", "true");
    await expect(words.nth(1)).toHaveAttribute("data-paired", "true");
    await expect(definitions.nth(2)).toHaveAccessibleName(/matched to/);
    // Picked again from either side, the pair comes apart.
    await definitions.nth(2).click();
    await words.nth(1).click();
    await expect(words.nth(1)).not.toHaveAttribute("data-paired", "true");
    await expect(definitions.nth(2)).not.toHaveAttribute("data-paired", "true");
  });
});

test.describe("favourites tiles", () => {
  test("a tile with too few favourite words says so in plain words", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [302, 307], FAVOURITE_NAME.front);
    await page.goto("/favourites");
    await page.getByRole("main").getByRole("link", { name: "Match Words", exact: true }).click();
    await expect(page).toHaveURL("/favourites/practice/match");
    await expect(screen(page)).toHaveAttribute("data-phase", "empty");
    const message = doneMessage("too-few-words", "favourites", "match");
    expect(message).toBe("Match Words needs at least 5 favourite words. Add words to your favourites from the flashcards.");
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Open the flashcards" })).toHaveAttribute("href", "/flashcards");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Favourites" })).toHaveAttribute("href", "/favourites");
  });

  test("/review/quiz and the practice tiles send visitors to log in, and back after", async ({ page }) => {
    for (const path of ["/review/quiz", "/favourites/practice/synonym"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(path)}`);
    }
  });
});

test(
  "no axe violations on the practice screen, light and dark: a question, a verdict, a board, the summary",
  { tag: "@phone" },
  async ({ page, request, baseURL }) => {
    test.slow(); // eight scans
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [302, 307, 314, 316, 323, 326], FAVOURITE_NAME.front);
    await addToDeck(page.request, ...CLOZE_WORDS);

    await page.goto("/learn_with_context");
    await questionShown(page);
    await expectNoAxeViolationsInBothSchemes(page, "/learn_with_context, a cloze");
    await card(page).getByRole("textbox").fill("zzz");
    await card(page).getByRole("textbox").press("Enter");
    await expect(feedback(page)).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page, "/learn_with_context, a miss with its diff");

    await page.goto("/favourites/practice/match");
    await questionShown(page);
    await card(page).getByRole("list", { name: "Words" }).getByRole("button").first().click();
    await expectNoAxeViolationsInBothSchemes(page, "Match Words, a word picked");

    await page.goto("/favourites/practice/word");
    await questionShown(page);
    await page.keyboard.press("1");
    await expect(feedback(page)).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page, "Word MCQ, a verdict");
    // On to the summary: a question for each favourite, then the round is over.
    while ((await screen(page).getAttribute("data-phase")) !== "summary") {
      await page.keyboard.press("Enter");
      await expect(screen(page)).toHaveAttribute("data-phase", /^(question|summary)$/);
      if ((await screen(page).getAttribute("data-phase")) === "summary") break;
      await page.keyboard.press("1");
      await expect(feedback(page)).toBeVisible();
    }
    await expect(summaryHeading(page)).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page, "Word MCQ, the summary");
  },
);
