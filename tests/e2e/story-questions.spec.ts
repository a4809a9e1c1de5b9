// "Check your words" at the end of a story's page: read the story, start the
// check, answer each question (a cloze of the story's own sentence or a
// meaning question, on the words the story teaches), then the summary, which
// lists the words to look at again. A visitor's round is a demo; a learner's
// answers count in their review. The API behind it: tests/api/practice-story.test.ts.
import type { Locator, Page } from "@playwright/test";
import { PRACTICE_MESSAGES } from "@/components/practice/practice-messages";
import { STORY_QUESTIONS_MESSAGES } from "@/components/stories/story-questions-messages";
import { storyHref } from "@/lib/stories/story-path";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";

const STORY = storyHref("moving-day");

const screen = (page: Page): Locator => page.locator("[data-phase]");
const card = (page: Page): Locator => page.locator("article[data-question-id]");
const feedback = (page: Page): Locator => page.locator("[data-verdict]");
const summaryHeading = (page: Page): Locator => page.locator("#practice-summary-heading");
const summary = (page: Page): Locator => page.locator("section").filter({ has: summaryHeading(page) });

/** The words the page says the story teaches. */
async function taughtWords(page: Page): Promise<string[]> {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Words this story teaches" }) })
    .getByRole("listitem")
    .allInnerTexts();
}

/** Reads the story, starts the check, types a wrong word in every cloze and picks the first option of every choice; returns the questions' kinds. */
async function checkWords(page: Page): Promise<string[]> {
  await page.goto(STORY);
  await expect(page.getByRole("heading", { level: 2, name: STORY_QUESTIONS_MESSAGES.title })).toBeVisible();
  // The story is all there before the check: it is the page's text.
  await expect(page.getByText("Blue was Adam's toy rabbit.", { exact: false })).toBeVisible();
  const start = page.getByRole("button", { name: STORY_QUESTIONS_MESSAGES.start });
  await start.scrollIntoViewIfNeeded();
  await start.click();
  const kinds: string[] = [];
  for (;;) {
    await expect(screen(page)).toHaveAttribute("data-phase", /^(question|summary)$/);
    if ((await screen(page).getAttribute("data-phase")) === "summary") break;
    const kind = (await card(page).getAttribute("data-kind"))!;
    kinds.push(kind);
    expect(["cloze", "meaning"]).toContain(kind);
    if (kind === "cloze") {
      await card(page).getByRole("textbox", { name: PRACTICE_MESSAGES.typeHere }).fill("zzz");
      await page.keyboard.press("Enter");
    } else {
      // A meaning question: the first option, right or not (the browser never knows which before answering).
      await card(page).locator("ol button").first().click();
    }
    await expect(feedback(page)).toBeVisible();
    await feedback(page)
      .getByRole("button", { name: new RegExp(`^(${PRACTICE_MESSAGES.next}|${PRACTICE_MESSAGES.seeSummary})$`) })
      .click();
  }
  await expect(summaryHeading(page)).toBeFocused();
  return kinds;
}

test.describe("Check your words, after a story", () => {
  test("a learner: 3 to 5 questions on the story's words, then the summary with the words missed, which come back in review", async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(page, request, baseURL!);
    const kinds = await checkWords(page);
    expect(kinds.length).toBeGreaterThanOrEqual(3);
    expect(kinds.length).toBeLessThanOrEqual(5);
    // Moving Day can ask 9 words, 6 of them as a cloze of its own sentence: 5 of them hold at least 2 clozes.
    expect(kinds).toContain("cloze");
    await expect(summary(page).getByRole("heading", { name: PRACTICE_MESSAGES.wordsToReview })).toBeVisible();
    const taught = await taughtWords(page);
    const missed = await summary(page).getByRole("listitem").allInnerTexts();
    expect(missed.length).toBeGreaterThan(0);
    for (const word of missed) expect(taught).toContain(word);
    await expect(summary(page).getByText(PRACTICE_MESSAGES.missedComeBack)).toBeVisible();
    await expect(summary(page).getByText(PRACTICE_MESSAGES.demoNote)).toHaveCount(0);
  });

  test("a visitor: a demo round on the story's words, nothing saved", async ({ page }) => {
    const kinds = await checkWords(page);
    expect(kinds.length).toBeGreaterThanOrEqual(3);
    await expect(summary(page).getByText(PRACTICE_MESSAGES.demoNote)).toBeVisible();
    await expect(summary(page).getByText(PRACTICE_MESSAGES.missedComeBack)).toHaveCount(0);
    const taught = await taughtWords(page);
    for (const word of await summary(page).getByRole("listitem").allInnerTexts()) expect(taught).toContain(word);
  });
});
