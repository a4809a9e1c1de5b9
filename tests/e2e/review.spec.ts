// /review (issue 13): the queue the server renders, flipping and grading by
// mouse and by keyboard, today's bar, undo, a failed save retried with the
// same reviewId and applied once, the done screen, the login redirect, axe,
// and the Review entry's badge in the learning nav.
import type { APIRequestContext, Page } from "@playwright/test";
import { button, card, frontWord, hydrated, openFlashcards, shownIndex, signedIn } from "./support/flashcards";
import { STRONG_PASSWORD, submitLogin } from "./support/accounts";
import { expectNoAxeViolationsInBothSchemes } from "./support/audit";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";
import { isTouchOnly } from "./support/touch";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };

const GRADE_NAME = { Again: /^Again .+, due again in /, Hard: /^Hard .+, due again in /, Good: /^Good .+, due again in /, Easy: /^Easy .+, due again in / };

/** Puts words in the signed-in user's deck as new cards, due now. */
async function addToDeck(request: APIRequestContext, ...wordIndexes: number[]) {
  for (const wordIndex of wordIndexes) {
    const response = await request.post("/api/v1/review/add", { data: { wordIndex } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function stats(request: APIRequestContext): Promise<{ totalReviews: number; today: { reviewed: number } }> {
  const response = await request.get("/api/v1/review/stats");
  expect(response.ok()).toBe(true);
  return (await response.json()) as { totalReviews: number; today: { reviewed: number } };
}

function progressBar(page: Page) {
  return page.getByRole("progressbar", { name: "Today's reviews" });
}

async function expectProgress(page: Page, done: number, total: number) {
  await expect(progressBar(page)).toHaveAttribute("aria-valuetext", `${done} of ${total}`);
  await expect(progressBar(page)).toHaveAttribute("aria-valuenow", String(done));
  await expect(progressBar(page)).toHaveAttribute("aria-valuemax", String(total));
  await expect(page.getByRole("main").getByText(`${done} of ${total}`, { exact: true })).toBeVisible();
}

function gradeButton(page: Page, label: keyof typeof GRADE_NAME) {
  return page.getByRole("main").getByRole("button", { name: GRADE_NAME[label] });
}

function doneHeading(page: Page) {
  return page.getByRole("heading", { name: "All done for today", exact: true });
}

/** Opens /review and waits until React has hydrated the card. */
async function openReview(page: Page) {
  await page.goto("/review");
  await hydrated(page);
}

function reviewLink(page: Page) {
  return page.getByRole("navigation", { name: "Learning" }).getByRole("link", { name: /^Review/ });
}

test("Remember on a flashcard puts the word in review", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await openFlashcards(page);
  const index = await shownIndex(page);
  const word = await frontWord(page).textContent();
  // Said beside the buttons: they add the word to review, and are not reviews.
  await expect(button(page, "Remember")).toHaveAccessibleDescription(
    /^Remember and Not remembered add a new word to your review: .* Neither counts as a review\.$/,
  );
  await button(page, "Remember").click();
  await expect.poll(async () => ((await (await page.request.get(`/api/v1/review/status?wordIndex=${index}`)).json()) as { inDeck: boolean }).inDeck).toBe(true);

  // Graded Good: a learning step due in 10 minutes, within the 20-minute learn-ahead, so it is on /review.
  await openReview(page);
  await expect(card(page)).toHaveAttribute("data-word-index", String(index));
  await expect(frontWord(page)).toHaveText(word!);
  await expect(button(page, "Show answer")).toBeVisible();
});

test(
  "the grades explain themselves: a tooltip on keyboard focus and hover, and How grading works from the screen and its shortcuts",
  { tag: "@phone" },
  async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await addToDeck(page.request, 121);
    await openReview(page);
    await page.keyboard.press("Space");
    await expect(card(page)).toHaveAttribute("data-side", "back");
    const good = gradeButton(page, "Good");
    // Told to a screen reader whether shown or not; shown when the keyboard reaches the button.
    await expect(good).toHaveAccessibleDescription("You remembered it after a moment's thought. Back in 10 min.");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await gradeButton(page, "Hard").focus();
    await page.keyboard.press("Tab");
    await expect(good).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText(["You remembered it after a moment's thought. Back in 10 min."]);
    await expect(card(page)).toHaveAttribute("data-side", "back");
    await good.blur();
    await gradeButton(page, "Again").hover();
    await expect(page.getByRole("tooltip")).toHaveText(["You didn't remember it, or got it wrong. Back in 1 min."]);

    // The shortcuts list (no such button on a touch-only device) links it too.
    if (!(await isTouchOnly(page))) {
      await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
      const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
      await expect(shortcuts.getByRole("link", { name: "How grading works" })).toHaveAttribute("href", "/review/how-grading-works");
      await page.keyboard.press("Escape");
      await expect(shortcuts).toBeHidden();
    }
    await page.getByRole("main").getByRole("link", { name: "How grading works" }).click();
    await expect(page).toHaveURL(/\/review\/how-grading-works$/);
    await expect(page.getByRole("heading", { level: 1, name: "How grading works" })).toBeVisible();
    await expect(page.getByRole("main").locator("dt")).toHaveText(["Again (key 1)", "Hard (key 2)", "Good (key 3)", "Easy (key 4)"]);
  },
);

test("a full session by mouse: flip, grade each card, the bar advances, then All done for today", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await addToDeck(page.request, 101, 102, 103);
  await openReview(page);
  await expect(page).toHaveTitle(/^Review/);
  await expectProgress(page, 0, 3);
  const seen = new Set<number>();

  for (let done = 1; done <= 3; done += 1) {
    await expect(card(page)).toHaveAttribute("data-side", "front");
    seen.add(await shownIndex(page));
    // Grades come with the answer.
    await expect(gradeButton(page, "Good")).toHaveCount(0);
    await button(page, "Show answer").click();
    await expect(card(page)).toHaveAttribute("data-side", "back");
    for (const label of ["Again", "Hard", "Good", "Easy"] as const) {
      await expect(gradeButton(page, label)).toBeVisible();
      // The interval in units that cannot be misread: "1 min", "3 h", "2 days", "3 mo", "1 yr".
      await expect(gradeButton(page, label)).toHaveText(new RegExp(`^${label} (<1 min|\\d+(\\.\\d)? (min|h|days?|mo|yr))$`));
    }
    await expect(gradeButton(page, "Again")).toHaveAccessibleName(/^Again \d+ min, due again in \d+ minutes?$/);
    await gradeButton(page, "Easy").click();
    await expectProgress(page, done, 3);
  }

  expect([...seen].sort()).toEqual([101, 102, 103]);
  await expect(doneHeading(page)).toBeVisible();
  await expect(page.getByText(/^Next review (in|today|tomorrow|on) /)).toBeVisible();
  await expect(page.getByRole("link", { name: "See your progress" })).toHaveAttribute("href", "/progress");
  await expect.poll(async () => (await stats(page.request)).today.reviewed).toBe(3);
});

test("the same session by keyboard only: Space flips, 1-4 grade, Z undoes (U, Not remembered on /flashcards, does nothing here)", async ({
  page,
  request,
  baseURL,
}) => {
  await signedIn(page, request, baseURL!);
  await addToDeck(page.request, 111, 112, 113);
  await openReview(page);
  await expectProgress(page, 0, 3);

  // Grades wait for the answer.
  await page.keyboard.press("4");
  await expectProgress(page, 0, 3);
  await page.keyboard.press("Space");
  await expect(card(page)).toHaveAttribute("data-side", "back");
  const first = await shownIndex(page);
  await page.keyboard.press("4");
  await expectProgress(page, 1, 3);
  await expect(card(page)).toHaveAttribute("data-side", "front");
  expect(await shownIndex(page)).not.toBe(first);

  // U is /flashcards' Not remembered: here it is no key at all.
  await page.keyboard.press("u");
  await expectProgress(page, 1, 3);
  await page.keyboard.press("z");
  await expect(card(page)).toHaveAttribute("data-word-index", String(first));
  await expect(card(page)).toHaveAttribute("data-side", "front");
  await expectProgress(page, 0, 3);

  for (let done = 1; done <= 3; done += 1) {
    await page.keyboard.press("Enter");
    await expect(card(page)).toHaveAttribute("data-side", "back");
    await page.keyboard.press("4");
    await expectProgress(page, done, 3);
  }
  await expect(doneHeading(page)).toBeVisible();
  await expect.poll(async () => (await stats(page.request)).today.reviewed).toBe(3);

  // The shortcuts list names the keys (opened with ?: a touch-only device has no button for it, issue 20).
  await page.keyboard.press("?");
  const list = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(list).toBeVisible();
  for (const action of ["Show the answer (flip)", "Again", "Hard", "Good", "Easy", "Undo the last grade"]) {
    await expect(list.getByText(action, { exact: true })).toBeVisible();
  }
});

test("undo shows the same word again, and twice in a row undoes two grades", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await addToDeck(page.request, 121, 122, 123);
  await openReview(page);
  const undo = button(page, "Undo");
  await expect(undo).toBeDisabled();

  const first = await shownIndex(page);
  const firstWord = await frontWord(page).textContent();
  await button(page, "Show answer").click();
  await gradeButton(page, "Good").click();
  const second = await shownIndex(page);
  await button(page, "Show answer").click();
  await gradeButton(page, "Easy").click();
  // Good left the first card in today's learning steps: it comes back, but the session's M does not move.
  await expectProgress(page, 2, 3);
  await expect.poll(async () => (await stats(page.request)).totalReviews).toBe(2);

  await undo.click();
  await expect(card(page)).toHaveAttribute("data-word-index", String(second));
  await expect(card(page)).toHaveAttribute("data-side", "front");
  await expect.poll(async () => (await stats(page.request)).totalReviews).toBe(1);

  await undo.click();
  await expect(card(page)).toHaveAttribute("data-word-index", String(first));
  await expect(frontWord(page)).toHaveText(firstWord!);
  await expect.poll(async () => (await stats(page.request)).totalReviews).toBe(0);
  await expectProgress(page, 0, 3);
  await expect(undo).toBeDisabled();
});

test("a failed save is retried with the same reviewId and applied once; a stalled one is kept until it goes", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await addToDeck(page.request, 131, 132);
  await openReview(page);

  const posted: string[] = [];
  let failures = 1;
  await page.route("**/api/v1/review/grade", async (route) => {
    posted.push((route.request().postDataJSON() as { reviewId: string }).reviewId);
    if (failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Unavailable" }) });
    } else {
      await route.continue();
    }
  });

  await button(page, "Show answer").click();
  await gradeButton(page, "Easy").click();
  // The next card is there at once, before the save.
  await expect(card(page)).toHaveAttribute("data-side", "front");
  await expect.poll(() => posted.length).toBe(2);
  expect(posted[1]).toBe(posted[0]);
  await expect.poll(async () => (await stats(page.request)).totalReviews).toBe(1);

  // Every try fails: the learner is told, and the grade waits.
  failures = 100;
  await button(page, "Show answer").click();
  await gradeButton(page, "Easy").click();
  await expect(page.getByText("Couldn't save your answer. We'll keep trying.", { exact: true })).toBeVisible({ timeout: 10_000 });
  const stalledId = posted.at(-1)!;
  expect(posted.slice(2).every((id) => id === stalledId)).toBe(true);
  expect(posted.length).toBe(6);
  expect((await stats(page.request)).totalReviews).toBe(1);

  // Back online: it goes, once.
  failures = 0;
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect.poll(async () => (await stats(page.request)).totalReviews).toBe(2);
  expect(posted.at(-1)).toBe(stalledId);
  await expect(doneHeading(page)).toBeVisible();
});

test("an empty deck: All done for today, with a way to add words and to the progress", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await page.goto("/review");
  await expect(doneHeading(page)).toBeVisible();
  await expectProgress(page, 0, 0);
  await expect(page.getByRole("link", { name: "Add words from the flashcards" })).toHaveAttribute("href", "/flashcards");
  await expect(page.getByRole("link", { name: "See your progress" })).toHaveAttribute("href", "/progress");
  await expect(button(page, "Undo")).toBeDisabled();
});

/** Word 0: the commonest word of the set. */
const COMMONEST = { index: 0, word: headwords[0]! };

test("an empty deck starts with 10 new words in one click: the first card shows without a reload and grades", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await page.goto("/review");
  const start = button(page, "Start with 10 new words");
  // No flashcard on the done screen to wait for: wait until React handles the button itself.
  await page.waitForFunction(() => {
    const element = [...document.querySelectorAll("main button")].find((candidate) => candidate.textContent === "Start with 10 new words");
    return element !== undefined && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  });
  await page.evaluate(() => Object.assign(window, { beforeStart: true }));
  await start.click();

  // The commonest word of the set comes first.
  await expect(card(page)).toHaveAttribute("data-word-index", "0");
  await expect(frontWord(page)).toHaveText(COMMONEST.word);
  await expectProgress(page, 0, 10);
  await expect(page.getByText(`Added 10 new words. Next word: ${COMMONEST.word}`, { exact: true })).toBeAttached();
  await expect(page.getByRole("group", { name: "Answer" })).toBeFocused();
  expect(await page.evaluate(() => "beforeStart" in window), "the page was not reloaded").toBe(true);

  await button(page, "Show answer").click();
  await gradeButton(page, "Easy").click();
  await expectProgress(page, 1, 10);
  await expect.poll(async () => (await stats(page.request)).totalReviews).toBe(1);
});

test("today's new cards run out: Study 10 more shows the next card without a reload; Change the limit opens the setting", async ({
  page,
  request,
  baseURL,
}) => {
  await signedIn(page, request, baseURL!);
  const setting = await page.request.post("/api/v1/review/settings", { data: { newPerDay: 1 } });
  expect(setting.ok(), await setting.text()).toBe(true);
  await addToDeck(page.request, 141, 142, 143);
  await openReview(page);
  await expectProgress(page, 0, 1);
  await button(page, "Show answer").click();
  await gradeButton(page, "Easy").click();
  await expect(doneHeading(page)).toBeVisible();
  await expect(page.getByText("You've reached today's limit of new cards.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change the limit" })).toHaveAttribute("href", "/progress#progress-settings");
  await expectProgress(page, 1, 1);

  await page.evaluate(() => Object.assign(window, { beforeMore: true }));
  await button(page, "Study 10 more").click();
  await expect(card(page)).toBeVisible();
  // The two new cards left in the deck join the session.
  await expectProgress(page, 1, 3);
  await expect(page.getByRole("group", { name: "Answer" })).toBeFocused();
  expect(await page.evaluate(() => "beforeMore" in window), "the page was not reloaded").toBe(true);
  // The limit itself is unchanged.
  expect(((await (await page.request.get("/api/v1/review/settings")).json()) as { newPerDay: number }).newPerDay).toBe(1);
});

test("visitors are sent to log in and come back to /review", async ({ page }) => {
  const { email } = await newLearner();
  await page.goto("/review");
  await expect(page).toHaveURL("/login?callbackUrl=%2Freview");
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL("/review");
  await expect(page.getByRole("heading", { level: 1, name: "Review" })).toBeVisible();
  await expect(doneHeading(page)).toBeVisible();
});

test("no axe violations on /review: front, back and done, light and dark", { tag: "@phone" }, async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await addToDeck(page.request, 141);
  await openReview(page);
  const scan = (label: string) => expectNoAxeViolationsInBothSchemes(page, `/review, ${label}`);
  await scan("front");
  await button(page, "Show answer").click();
  await expect(card(page)).toHaveAttribute("data-side", "back");
  await scan("back");
  await gradeButton(page, "Easy").click();
  await expect(doneHeading(page)).toBeVisible();
  await expect(page.getByText(/^Next review /)).toBeVisible();
  await scan("done");
});

test("the nav's Review entry shows the number due and drops after a grade", { tag: "@phone" }, async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await addToDeck(page.request, 151, 152);
  await page.goto("/flashcards");
  await hydrated(page);
  await expect(reviewLink(page)).toHaveAccessibleName("Review, 2 due");
  await expect(reviewLink(page)).toHaveAttribute("href", "/review");

  await reviewLink(page).click();
  await expect(page).toHaveURL("/review");
  await hydrated(page);
  await expect(reviewLink(page)).toHaveAttribute("aria-current", "page");
  await expect(reviewLink(page)).toHaveAccessibleName("Review, 2 due");
  await button(page, "Show answer").click();
  await gradeButton(page, "Easy").click();
  await expect(reviewLink(page)).toHaveAccessibleName("Review, 1 due");
  await button(page, "Show answer").click();
  await gradeButton(page, "Easy").click();
  await expect(doneHeading(page)).toBeVisible();
  await expect(reviewLink(page)).toHaveAccessibleName("Review");

  // In the slide-in menu too (narrow layout), for a signed-in user.
  if ((page.viewportSize()?.width ?? 1280) < 1150) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: /^Review/ })).toBeVisible();
  }
});

test("a visitor sees the Review entry without a count", async ({ page }) => {
  await page.goto("/flashcards");
  await hydrated(page);
  await expect(reviewLink(page)).toHaveAccessibleName("Review");
  await expect(reviewLink(page)).toHaveText("Review");
});
