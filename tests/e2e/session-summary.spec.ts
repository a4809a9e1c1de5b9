// Issue 20, "Delight": short feedback animations that honour
// prefers-reduced-motion (transform and opacity only, no layout shift), the
// session summary after 20 cards and on leaving /flashcards or /review, and
// favourite words that open their word page.
import type { APIRequestContext, Page } from "@playwright/test";
import { button, card, frontWord, openFlashcards, shownIndex, signedIn, studyOneCard, wordAt } from "./support/flashcards";
import { expectNoAxeViolations } from "./support/audit";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { layoutShiftSoFar, layoutShiftsWithin } from "./support/layout-shift";

const SUMMARY = "Your session so far";
const SUMMARY_EVERY = 20;

/** Records, from the next page load on, every named Web Animation started and the properties its keyframes animate. */
async function recordMotions(page: Page) {
  await page.addInitScript(() => {
    const log: { id: string; properties: string[] }[] = [];
    (window as unknown as { __motions: typeof log }).__motions = log;
    const original = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (options && typeof options === "object" && options.id) {
        const frames = Array.isArray(keyframes) ? keyframes : [];
        const properties = [...new Set(frames.flatMap((frame) => Object.keys(frame)))].filter((key) => key !== "offset" && key !== "easing");
        log.push({ id: options.id, properties });
      }
      return original.call(this, keyframes, options);
    };
  });
}

async function motions(page: Page): Promise<{ id: string; properties: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __motions: { id: string; properties: string[] }[] }).__motions);
}

async function motionIds(page: Page): Promise<string[]> {
  return (await motions(page)).map((motion) => motion.id);
}

async function clearMotions(page: Page) {
  await page.evaluate(() => (window as unknown as { __motions: unknown[] }).__motions.splice(0));
}

/** The leave toast, wherever the learner went. */
function summaryToast(page: Page) {
  return page.locator("[data-sonner-toast]").filter({ hasText: SUMMARY });
}

function summaryDialog(page: Page) {
  return page.getByRole("dialog", { name: SUMMARY });
}

function learningLink(page: Page, name: string) {
  return page.getByRole("navigation", { name: "Learning" }).getByRole("link", { name, exact: true });
}

/** Opens /review and waits until React has hydrated the card. */
async function openReview(page: Page) {
  await page.goto("/review");
  await expect(card(page)).toBeVisible();
  await waitForHydration(page, '[aria-roledescription="flashcard"]');
}

/** Turns the card over and grades it by keyboard ("1" Again … "4" Easy); waits until today's bar counts it. */
async function gradeByKeyboard(page: Page, grade: "1" | "2" | "3" | "4", gradedSoFar: number) {
  await page.keyboard.press("Space");
  await expect(card(page)).toHaveAttribute("data-side", "back");
  await page.keyboard.press(grade);
  await expect(page.getByRole("progressbar", { name: "Today's reviews" })).toHaveAttribute("aria-valuenow", String(gradedSoFar + 1));
}

/**
 * Starts the next page load with `count` words already in this session's tally (seen, remembered and new
 * in review; word indexes no screen shows), as the screen leaves it in session storage: the rule that a
 * summary comes every SUMMARY_EVERY words is tests/unit/session-tally.test.ts's; here, that the screen
 * opens it when the tally reaches it.
 */
async function seedTally(page: Page, screen: "flashcards" | "review", userId: string | null, count: number) {
  const words = Array.from({ length: count }, (_, i) => 900_000 + i);
  const tally = { userId, seen: words, remembered: screen === "review" ? words : [], newInReview: screen === "review" ? words : [], summarisedAt: 0 };
  await page.addInitScript(
    ([key, value]) => {
      // Once: a later load of the page in this test reads what the screen stored.
      if (window.sessionStorage.getItem("lexi:test:seeded")) return;
      window.sessionStorage.setItem("lexi:test:seeded", "1");
      window.sessionStorage.setItem(key, value);
    },
    [`lexi:session:${screen}`, JSON.stringify(tally)] as const,
  );
}

async function addToDeck(request: APIRequestContext, wordIndexes: number[]) {
  for (const wordIndex of wordIndexes) {
    const response = await request.post("/api/v1/review/add", { data: { wordIndex } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test.describe("feedback animations", () => {
  test("a new word settles in with transform and opacity only; none when motion is reduced", async ({ page }) => {
    await recordMotions(page);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await openFlashcards(page);
    // The first word is there as the page paints: no animation.
    expect(await motionIds(page)).toEqual([]);
    await studyOneCard(page);
    expect(await motions(page)).toEqual([{ id: "card-change", properties: ["opacity", "transform"] }]);
    expect(await layoutShiftsWithin(page, "body")).toEqual([]);
    expect(await layoutShiftSoFar(page)).toBe(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await clearMotions(page);
    await studyOneCard(page);
    expect(await motionIds(page)).toEqual([]);
  });

  test("Remember and Not remembered get a stamp on the card and a pop of the button; with reduced motion, only the mark", async ({
    page,
    request,
    baseURL,
  }) => {
    await recordMotions(page);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const isRemembered = async (wordIndex: number) => {
      const query = new URLSearchParams({ itemId: String(wordIndex), type: "words", userId });
      return ((await (await page.request.get(`/api/v1/remember/fetchStatus?${query}`)).json()) as { isRemember: boolean }).isRemember;
    };

    let before = await shownIndex(page);
    await button(page, "Remember").click();
    // Played from the press itself, on transform and opacity only (no layout, no shift), before the
    // spec's automatic advance after 1 s lets the new word settle in. The log's order shows both (a
    // read right after the press would race that 1 s on a loaded machine).
    await expect(card(page)).not.toHaveAttribute("data-word-index", String(before));
    await expect
      .poll(() => motions(page))
      .toEqual([
        { id: "mark-stamp", properties: ["opacity", "transform"] },
        { id: "mark-pop", properties: ["transform"] },
        { id: "card-change", properties: ["opacity", "transform"] },
      ]);
    await expect.poll(() => isRemembered(before)).toBe(true);
    // The stamp is gone again once played.
    const stamp = page.getByText("Remembered", { exact: true });
    await expect.poll(() => stamp.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");

    await clearMotions(page);
    // (Focus is on Remember, where Space would press it.)
    await button(page, "Show meaning").click();
    await expect(card(page)).toHaveAttribute("data-side", "back");
    before = await shownIndex(page);
    await button(page, "Not remembered").click();
    await expect(card(page)).not.toHaveAttribute("data-word-index", String(before));
    await expect.poll(() => motionIds(page)).toEqual(["mark-stamp", "mark-pop", "card-change"]);
    // Nothing on the card moved: the stamps take no room, the new word is new content.
    expect(await layoutShiftsWithin(page, '[aria-roledescription="flashcard"]')).toEqual([]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await clearMotions(page);
    before = await shownIndex(page);
    await button(page, "Remember").click();
    await expect(card(page)).not.toHaveAttribute("data-word-index", String(before));
    await expect.poll(() => isRemembered(before)).toBe(true);
    expect(await motionIds(page)).toEqual([]);
  });
});

test.describe("the session summary on /flashcards", () => {
  test("comes up after 20 cards, and Keep going goes on", async ({ page }) => {
    // 19 words already seen this session: the 20th studied here brings the summary.
    await seedTally(page, "flashcards", null, SUMMARY_EVERY - 1);
    await openFlashcards(page);
    await expect(summaryDialog(page)).toHaveCount(0);
    await studyOneCard(page);
    const dialog = summaryDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("definition")).toHaveText(["20"]);
    await expect(dialog.getByRole("term")).toHaveText(["Words seen"]);
    await expect(dialog.getByRole("link", { name: "Sign up to keep track" })).toHaveAttribute("href", "/register");
    await expectNoAxeViolations(page, "session summary dialog (visitor)");

    await dialog.getByRole("button", { name: "Keep going" }).click();
    await expect(dialog).toBeHidden();
    // The next twenty come before the next summary.
    await studyOneCard(page);
    await expect(summaryDialog(page)).toHaveCount(0);
  });

  test("is toasted on leaving: words seen, remembered, new in review; See progress opens /progress", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    await studyOneCard(page);
    await page.keyboard.press("Space");
    await expect(card(page)).toHaveAttribute("data-side", "back");
    const remembered = await shownIndex(page);
    await button(page, "Remember").click();
    await expect(card(page)).not.toHaveAttribute("data-word-index", String(remembered));

    await learningLink(page, "Favourites").click();
    await expect(page).toHaveURL("/favourites");
    const toast = summaryToast(page);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("2 words seen · 1 remembered · 1 new in review");
    await toast.getByRole("button", { name: "See progress" }).click();
    await expect(page).toHaveURL("/progress");

    // A new session starts afresh: leaving without studying says nothing.
    await learningLink(page, "Flashcards").click();
    await expect(card(page)).toBeVisible();
    await learningLink(page, "My Notes").click();
    await expect(page).toHaveURL("/mynotes");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(summaryToast(page)).toHaveCount(0);
  });
});

test.describe("the session summary on /review", () => {
  test("is toasted on leaving: graded words, those not graded Again, the new ones", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await addToDeck(page.request, [301, 302]);
    await openReview(page);
    await gradeByKeyboard(page, "3", 0);
    await gradeByKeyboard(page, "1", 1);
    await learningLink(page, "Flashcards").click();
    await expect(page).toHaveURL("/flashcards");
    await expect(summaryToast(page)).toContainText("2 words seen · 1 remembered · 2 new in review");
  });

  test("comes up after 20 graded cards", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addToDeck(page.request, [401, 402]);
    // 19 words already graded this session, all remembered and new: the 20th graded here brings the summary.
    await seedTally(page, "review", userId, SUMMARY_EVERY - 1);
    await openReview(page);
    await expect(summaryDialog(page)).toHaveCount(0);
    // Easy: out of today's queue, so the card comes once.
    await gradeByKeyboard(page, "4", 0);
    const dialog = summaryDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("term")).toHaveText(["Words seen", "Remembered", "New in review"]);
    await expect(dialog.getByRole("definition")).toHaveText(["20", "20", "20"]);
    await expect(dialog.getByRole("link", { name: "See your progress" })).toHaveAttribute("href", "/progress");
    await expectNoAxeViolations(page, "session summary dialog (review)");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test("a favourite word in the favourites table opens its word page", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await openFlashcards(page);
  const { word } = await wordAt(request, await shownIndex(page));
  await expect(frontWord(page)).toBeVisible();
  const added = page.waitForResponse((response) => response.url().endsWith("/api/v1/favourite/add"));
  await button(page, "Favourite").click();
  expect((await added).ok()).toBe(true);

  await page.goto("/favourites/all");
  const link = page.getByRole("table").getByRole("link", { name: word, exact: true });
  await expect(link).toHaveAttribute("href", `/words/${encodeURIComponent(word.toLowerCase())}`);
  await expectNoAxeViolations(page, "favourites table with word links");
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(word);
});
