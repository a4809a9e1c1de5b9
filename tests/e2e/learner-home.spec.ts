// The home of a signed-in learner (issue 29): their day over the landing's
// hero, fed by GET /api/v1/review/today, while visitors keep the landing; and
// the header's Review with its count at every width, Progress in the learning
// bar and the menus. The page itself is static: all of this is the browser's.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { headerReady } from "./support/audit";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";

async function addToDeck(page: Page, ...wordIndexes: number[]) {
  for (const wordIndex of wordIndexes) {
    const response = await page.request.post("/api/v1/review/add", { data: { wordIndex } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

function learnerDay(page: Page) {
  return page.locator("[data-learner-day]");
}

function stat(page: Page, name: "due" | "new" | "streak") {
  return learnerDay(page).locator(`[data-stat="${name}"]`);
}

function heroTitle(page: Page) {
  return page.getByRole("heading", { name: "Elevate your English", level: 1 });
}

/** Not a pixel of sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("a visitor sees the landing's hero, and no learner's day", async ({ page }) => {
  await page.goto("/");
  await headerReady(page, { signedIn: false });
  await expect(heroTitle(page)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Start learning" })).toBeVisible();
  await expect(learnerDay(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your day" })).toHaveCount(0);
});

test(
  "a signed-in learner's home shows their day: an empty deck starts with flashcards, then due now, new left, streak and Review",
  { tag: "@phone" },
  async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto("/");
    await headerReady(page, { signedIn: true });
    await expect(page.getByRole("heading", { name: "Your day", level: 1 })).toBeVisible();
    // The hero keeps its box under the learner's day but is not shown.
    await expect(heroTitle(page)).toBeHidden();
    await expect(learnerDay(page).getByText("Your review deck is empty.", { exact: false })).toBeVisible();
    await expect(learnerDay(page).getByRole("link", { name: "Start with flashcards" })).toHaveAttribute("href", "/flashcards");
    await expectNoSidewaysScroll(page);

    await addToDeck(page, 141, 142, 143);
    await page.reload();
    await headerReady(page, { signedIn: true });
    await expect(stat(page, "due")).toHaveText("0");
    await expect(stat(page, "new")).toHaveText("3");
    // The streak is opt-in: none until the learner switches it on.
    await expect(stat(page, "streak")).toHaveCount(0);
    await expect(learnerDay(page).getByText("3 cards are waiting for you.")).toBeVisible();
    // The day's count feeds the header's badge too.
    await expect(page.getByRole("banner").getByRole("link", { name: "Review, 3 due" }).filter({ visible: true }).first()).toBeVisible();

    await learnerDay(page).getByRole("link", { name: "Review", exact: true }).click();
    await expect(page).toHaveURL(/\/review$/);
  },
);

test("when nothing is due, the home says when the next review comes and offers practice and the flashcards", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await addToDeck(page, 151);
  const graded = await page.request.post("/api/v1/review/grade", { data: { wordIndex: 151, rating: 4, reviewId: randomUUID(), durationMs: 1000 } });
  expect(graded.ok(), await graded.text()).toBe(true);

  const streakOn = await page.request.post("/api/v1/review/settings", { data: { streakEnabled: true } });
  expect(streakOn.ok(), await streakOn.text()).toBe(true);

  await page.goto("/");
  await headerReady(page, { signedIn: true });
  await expect(learnerDay(page).getByText(/^All done for today — next review in \d+ days\.$/)).toBeVisible();
  await expect(stat(page, "due")).toHaveText("0");
  await expect(stat(page, "new")).toHaveText("0");
  await expect(stat(page, "streak")).toHaveText("1 day");
  await expect(learnerDay(page).getByRole("link", { name: "Review", exact: true })).toHaveAttribute("href", "/review");
  await expect(learnerDay(page).getByRole("link", { name: "Practise" })).toHaveAttribute("href", "/review/quiz");
  await expect(learnerDay(page).getByRole("link", { name: "Add words from flashcards" })).toHaveAttribute("href", "/flashcards");
});

test("the header shows Review with its count at every width, and Progress in the learning bar and the menus", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await addToDeck(page, 161, 162);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    // A page without the learning bar: the header alone must show Review.
    await page.goto("/about");
    await headerReady(page, { signedIn: true });
    const review = page.getByRole("banner").getByRole("link", { name: "Review, 2 due" }).filter({ visible: true });
    await expect(review, `at ${width} px`).toHaveCount(1);
    await expect(review.locator("[data-review-due]")).toHaveText("2");
    await expect(review).toBeInViewport();
    await expectNoSidewaysScroll(page);

    if (width < 1150) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Progress" })).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
    } else {
      await page.getByRole("button", { name: "Profile" }).click();
      await expect(page.getByRole("group", { name: "Profile" }).getByRole("link", { name: "Progress" })).toBeVisible();
      await page.keyboard.press("Escape");
    }

    await page.goto("/flashcards");
    await headerReady(page, { signedIn: true });
    await expect(page.getByRole("navigation", { name: "Learning" }).getByRole("link", { name: "Progress" })).toHaveAttribute("href", "/progress");
  }
});
