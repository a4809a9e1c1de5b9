// /progress (issue 13): today's numbers, words by state, retention, the three
// charts with their tables, the settings form, the optimizer's offer, the
// time-zone sync, the redirect rules, axe in both colour schemes, and no
// sideways scroll from 320 px up. Reviews are made through the real API.
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { flashToast, signedIn } from "./support/flashcards";
import { STRONG_PASSWORD, accountToast, submitLogin } from "./support/accounts";
import { expect, expectNoAxeViolationsInBothSchemes, headerReady, test } from "./support/audit";
import { onE2eDatabase } from "./support/database";
import { waitForHydration } from "./support/hydration";
import { newLearner } from "./support/learner";

// The browser's zone decides the learner's day (the page saves it): fixed, so
// the only zone change in this file is the one the time-zone test makes.
test.use({ timezoneId: "UTC" });

type Stats = {
  today: { reviewed: number; due: number; learning: number; newLeft: number };
  states: Record<"new" | "learning" | "review" | "relearning" | "mastered", number>;
  totalReviews: number;
};

async function addWords(page: Page, indexes: number[]) {
  for (const wordIndex of indexes) {
    const response = await page.request.post("/api/v1/review/add", { data: { wordIndex } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

async function grade(page: Page, wordIndex: number, rating: 1 | 2 | 3 | 4) {
  const response = await page.request.post("/api/v1/review/grade", { data: { wordIndex, rating, reviewId: randomUUID(), durationMs: 1000 } });
  expect(response.status(), await response.text()).toBe(200);
}

async function stats(page: Page): Promise<Stats> {
  const response = await page.request.get("/api/v1/review/stats");
  expect(response.status()).toBe(200);
  return (await response.json()) as Stats;
}

function main(page: Page): Locator {
  return page.getByRole("main");
}

function stat(page: Page, name: string): Locator {
  return main(page).locator(`[data-stat="${name}"]`);
}

function section(page: Page, name: string): Locator {
  return main(page).getByRole("region", { name, exact: true });
}

/** Waits until React has hydrated the settings form (typing before that could be lost). */
async function formHydrated(page: Page) {
  await waitForHydration(page, "main form");
}

/** The tip a chart slot shows (its ::after, drawn from CSS), or null while it is hidden. */
function shownTip(slot: Locator): Promise<string | null> {
  return slot.evaluate((element) => {
    const after = getComputedStyle(element, "::after");
    return after.display === "none" ? null : after.content.replace(/^"|"$/g, "");
  });
}

async function openAllTables(page: Page) {
  for (const summary of await main(page).getByText("Show the numbers", { exact: true }).all()) await summary.click();
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** A learner with five words in the deck, four graded today: Good three times, Again once. */
async function learnerWithReviews(page: Page, baseURL: string) {
  await signedIn(page, page.request, baseURL);
  await addWords(page, [10, 11, 12, 13, 14]);
  for (const wordIndex of [10, 11, 12]) await grade(page, wordIndex, 3);
  await grade(page, 13, 1);
}

test.describe("a learner with reviews", () => {
  test("sees today's reviews, the words by state, retention and the numbers behind each chart", async ({ page, baseURL }) => {
    await learnerWithReviews(page, baseURL!);
    const expected = await stats(page);
    expect(expected.today.reviewed).toBe(4);
    expect(expected.states.new).toBe(1);
    expect(Object.values(expected.states).reduce((a, b) => a + b, 0)).toBe(5);

    // The streak is opt-in (tests/e2e/review-goal.spec.ts has it off).
    const streakOn = await page.request.post("/api/v1/review/settings", { data: { streakEnabled: true } });
    expect(streakOn.ok(), await streakOn.text()).toBe(true);
    const response = await page.goto("/progress");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Progress/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Progress");
    // The learning bar shows, with no entry of its own for this page.
    await expect(page.getByRole("navigation", { name: "Learning" })).toBeAttached();

    await expect(stat(page, "reviewed")).toHaveText("4");
    // Due counts move as learning steps come due (a minute after an Again): a number, not a fixed one.
    await expect(stat(page, "due")).toHaveText(/^\d+$/);
    await expect(stat(page, "new-left")).toHaveText(String(expected.today.newLeft));
    await expect(stat(page, "streak")).toHaveText("1 day");
    await expect(section(page, "Today")).toContainText("Best: 1 day");
    for (const [state, label] of [
      ["new", "New"],
      ["learning", "Learning"],
      ["review", "Review"],
      ["relearning", "Relearning"],
      ["mastered", "Mastered"],
    ] as const) {
      await expect(stat(page, state)).toHaveText(String(expected.states[state]));
      await expect(section(page, "Words by state").locator(`[data-state="${state}"] dt`)).toHaveText(label);
    }
    // New cards' first grades are learning steps, not reviews: nothing to measure retention on yet.
    await expect(stat(page, "retention")).toHaveText("Not measured yet");
    await expect(section(page, "Retention")).toContainText("Retention starts when the words you have learned come back for their first review");

    // Each chart is an image with a summary, and its numbers are a table.
    const reviews = section(page, "Reviews per day");
    await expect(reviews.locator('svg[role="img"]')).toHaveAttribute("aria-label", /4 reviews on 1 day.*today 4\./);
    await expect(reviews.locator("svg path[data-grade]")).toHaveCount(2); // today's bar: Again and Good, a path each
    // A label a week, counted back from today's; each day's value on hovering or focusing its slot.
    await expect(reviews.locator("[data-slot]")).toHaveCount(5);
    await expect(reviews.locator("[data-slot]").last()).toHaveText("Today");
    const todaySlot = reviews.getByRole("img", { name: "Today: 4 reviews" });
    expect(await shownTip(todaySlot)).toBeNull();
    await todaySlot.hover();
    await expect.poll(() => shownTip(todaySlot)).toBe("Today: 4 reviews");
    await page.mouse.move(0, 0);
    await expect.poll(() => shownTip(todaySlot)).toBeNull();
    await expect(reviews.getByRole("listitem")).toHaveText(["Again", "Hard", "Good", "Easy"]);
    await reviews.getByText("Show the numbers").click();
    const table = reviews.getByRole("table", { name: /Reviews per day by grade/ });
    await expect(table.getByRole("columnheader")).toHaveText(["Day", "Again", "Hard", "Good", "Easy", "Total"]);
    await expect(table.getByRole("row")).toHaveCount(31);
    const todayRow = table.getByRole("row").nth(1);
    await expect(todayRow.getByRole("rowheader")).toHaveText("Today");
    await expect(todayRow.getByRole("cell")).toHaveText(["1", "0", "3", "0", "4"]);

    const due = section(page, "Coming up");
    await expect(due.locator('svg[role="img"]')).toHaveAttribute("aria-label", /Cards due per day, next 30 days/);
    await expect(due.locator("[data-slot]")).toHaveCount(5);
    await expect(due.locator("[data-slot]").first()).toHaveText("Today");
    const dueSlots = due.locator("[data-tip]");
    await expect(dueSlots).toHaveCount(30);
    await expect(dueSlots.first()).toHaveAttribute("data-tip", /^Today: \d+ cards? due$/);
    // The keyboard reaches every day's value in one Tab stop: the arrow keys move from day to day, the focused one shows its value.
    await expect(dueSlots.first()).toHaveAttribute("tabindex", "0");
    await expect(dueSlots.nth(1)).toHaveAttribute("tabindex", "-1");
    await dueSlots.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(dueSlots.nth(1)).toBeFocused();
    // The value shows from CSS (the slot's ::after shows its data-tip) on the focused day only.
    await expect.poll(() => shownTip(dueSlots.nth(1))).toBe(await dueSlots.nth(1).getAttribute("data-tip"));
    expect(await shownTip(dueSlots.first())).toBeNull();
    await page.keyboard.press("End");
    await expect(dueSlots.last()).toBeFocused();
    await expect(dueSlots.last()).toHaveAttribute("tabindex", "0");
    // One Tab stop: Shift+Tab leaves the chart rather than stepping back a day.
    await page.keyboard.press("Shift+Tab");
    await expect(due.locator("[data-tip]:focus")).toHaveCount(0);
    await expect(due).toContainText("Your day starts at 4 a.m. in your time zone.");
    await due.getByText("Show the numbers").click();
    const dueRows = due.getByRole("table").getByRole("row");
    await expect(dueRows).toHaveCount(31);
    await expect(dueRows.nth(1).getByRole("rowheader")).toHaveText("Today");

    const calendar = section(page, "The last 12 months");
    await expect(calendar.getByRole("img")).toHaveAttribute("aria-label", /4 reviews on 1 day/);
    // A path a level, a square a day in it: 365 squares, one of them above level 0.
    const squares = await calendar
      .locator("svg path[data-level]")
      .evaluateAll((paths) => paths.map((path) => ({ level: path.getAttribute("data-level"), squares: (path.getAttribute("d") ?? "").split("M").length - 1 })));
    expect(squares.reduce((sum, path) => sum + path.squares, 0)).toBe(365);
    expect(squares.filter((path) => path.level !== "0").map((path) => path.squares)).toEqual([1]);
    await calendar.getByText("Show the numbers").click();
    const firstMonth = calendar.getByRole("table").getByRole("row").nth(1);
    await expect(firstMonth.getByRole("cell")).toHaveText(["1", "4"]);

    await expect(section(page, "Your schedule")).toContainText(`After 400 reviews you can fit the schedule to your own memory (4 so far).`);
    await expect(section(page, "Your schedule").getByRole("button")).toHaveCount(0);
  });

  test("has no axe violations, light and dark, tables open; no sideways scroll at 320 and 1366 px", async ({ page, baseURL, consoleErrors }) => {
    test.slow(); // four axe scans
    await learnerWithReviews(page, baseURL!);
    await page.goto("/progress");
    await headerReady(page, { signedIn: true });
    await formHydrated(page);
    await expectNoAxeViolationsInBothSchemes(page, "/progress");
    await openAllTables(page);
    await expectNoAxeViolationsInBothSchemes(page, "/progress with its tables open");
    for (const width of [320, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await noSidewaysScroll(page), `sideways scroll at ${width} px`).toBe(true);
    }
    // At 320 px the calendar scrolls in its own box, opened on the latest weeks: today's square is in view.
    await page.setViewportSize({ width: 320, height: 900 });
    const scroller = section(page, "The last 12 months").getByRole("region", { name: /^Review calendar/ });
    const box = (await scroller.boundingBox())!;
    // Today's week is the grid's last column: the SVG's right edge.
    const grid = (await scroller.locator("svg").boundingBox())!;
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(grid.x + grid.width).toBeGreaterThan(box.x + box.width / 2);
    expect(grid.x + grid.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("settings", () => {
  test("saving persists across a reload; values out of range are refused inline", async ({ page, baseURL }) => {
    await signedIn(page, page.request, baseURL!);
    await page.goto("/progress");
    await formHydrated(page);
    const settings = section(page, "Settings");
    const retention = settings.getByRole("spinbutton", { name: "Desired retention (%)" });
    const newPerDay = settings.getByRole("spinbutton", { name: "New cards a day" });
    await expect(retention).toHaveValue("90");
    await expect(newPerDay).toHaveValue("20");
    await expect(retention).toHaveAccessibleDescription(/share of words you want to still remember/);
    await expect(newPerDay).toHaveAccessibleDescription(/Reviews are never capped/);

    await retention.fill("50");
    await newPerDay.fill("300");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(retention).toHaveAttribute("aria-invalid", "true");
    await expect(newPerDay).toHaveAttribute("aria-invalid", "true");
    await expect(retention).toHaveAccessibleDescription(/Enter a whole number from 70 to 97/);
    await expect(newPerDay).toHaveAccessibleDescription(/Enter a whole number from 0 to 200/);
    await expect(settings.getByText("Enter a whole number from 70 to 97, e.g. 90.")).toBeVisible();
    await expect(retention).toBeFocused();
    // Nothing was sent.
    expect(await (await page.request.get("/api/v1/review/settings")).json()).toMatchObject({ desiredRetention: 0.9, newPerDay: 20 });

    await retention.fill("85");
    await newPerDay.fill("35");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(flashToast(page, "Settings saved")).toBeVisible();
    await expect(retention).not.toHaveAttribute("aria-invalid");
    await expect(newPerDay).not.toHaveAttribute("aria-invalid");
    expect(await (await page.request.get("/api/v1/review/settings")).json()).toMatchObject({ desiredRetention: 0.85, newPerDay: 35 });

    await page.reload();
    await expect(section(page, "Settings").getByRole("spinbutton", { name: "Desired retention (%)" })).toHaveValue("85");
    await expect(section(page, "Settings").getByRole("spinbutton", { name: "New cards a day" })).toHaveValue("35");
  });

  test("an empty deck shows where to start, with the settings", async ({ page, baseURL, consoleErrors }) => {
    await signedIn(page, page.request, baseURL!);
    await page.goto("/progress");
    await headerReady(page, { signedIn: true });
    const empty = section(page, "Nothing to show yet");
    await expect(empty.getByRole("link", { name: "flashcards" })).toHaveAttribute("href", "/flashcards");
    await expect(empty.getByRole("link", { name: "review session" })).toHaveAttribute("href", "/review");
    await expect(section(page, "Today")).toHaveCount(0);
    await expect(section(page, "Settings")).toBeVisible();
    await expect(section(page, "Your schedule")).toContainText("(0 so far)");
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);

    // Or in one click: the next 10 new words join the deck and /review opens on the first.
    await empty.getByRole("button", { name: "Start with 10 new words" }).click();
    await expect(page).toHaveURL("/review");
    await expect(page.locator('[aria-roledescription="flashcard"]')).toHaveAttribute("data-word-index", "0");
  });
});

test.describe("time zone", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the browser's zone is saved on the first visit", async ({ page, baseURL }) => {
    await signedIn(page, page.request, baseURL!);
    expect(await (await page.request.get("/api/v1/review/settings")).json()).toMatchObject({ timeZone: "UTC" });
    await page.goto("/progress");
    await expect.poll(async () => ((await (await page.request.get("/api/v1/review/settings")).json()) as { timeZone: string }).timeZone).toBe("Asia/Tokyo");
  });
});

test.describe("optimizer", () => {
  test("from 400 reviews: the button, its busy state and the predicted effect", async ({ page, baseURL }) => {
    const userId = await signedIn(page, page.request, baseURL!);
    // A past of 400 grades, a hundred of each, as the per-day counts the page reads (lib/review/stats.ts):
    // grading itself is the review specs' and the API tests'.
    const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await onE2eDatabase(
      `INSERT INTO review_activity (user_id, day, rating, reviews, review_state, new_cards, duration_ms)
       SELECT $1, $2::date, rating, 100, 100, 0, 1000000 FROM generate_series(1, 4) AS rating`,
      [userId, day],
    );
    expect((await stats(page)).totalReviews).toBe(400);

    // The endpoint's contract: { parameters, reviews, before: { reviewsPerDay }, after: { reviewsPerDay } }.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/review/optimize", async (route) => {
      expect(route.request().method()).toBe("POST");
      await answered;
      await route.fulfill({
        json: { parameters: Array.from({ length: 21 }, () => 0.5), reviews: 400, before: { reviewsPerDay: 42.04 }, after: { reviewsPerDay: 37.5 } },
      });
    });
    await page.goto("/progress");
    await formHydrated(page);
    const schedule = section(page, "Your schedule");
    await expect(schedule).toContainText("from your 400 reviews");
    await schedule.getByRole("button", { name: "Optimize my schedule" }).click();
    await expect(schedule.getByRole("button", { name: "Optimizing…" })).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(schedule.getByRole("status")).toHaveText("Predicted reviews a day: 42 before, 37.5 after.");
    await expect(schedule.getByRole("button", { name: "Optimize my schedule" })).toBeVisible();
  });
});

test.describe("redirect rules", () => {
  test("a visitor on /progress goes to /login, and login returns there", async ({ page }) => {
    const { email } = await newLearner();
    await page.goto("/progress");
    await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent("/progress")}`);
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(accountToast(page, "Login Successfully")).toBeVisible();
    await expect(page).toHaveURL("/progress");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Progress");
  });
});
