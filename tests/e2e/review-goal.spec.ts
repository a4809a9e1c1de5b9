// The daily goal on /progress (what it means in new words a day, the projected
// load, today's minutes in the header's Review badge), the opt-in streak, and
// /review's catch-up plan after missed days (lib/review/goal-data.ts).
import type { Locator, Page } from "@playwright/test";
import { headerReady } from "./support/audit";
import { backAfterMissedDays } from "./support/database";
import { flashToast, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

function section(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("region", { name, exact: true });
}

/** Not a pixel of sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test(
  "a learner sets a daily goal on /progress: the new words a day it allows, the projected load, the header's minutes, and the streak when switched on",
  { tag: "@phone" },
  async ({ page, request, baseURL }, testInfo) => {
    await signedIn(page, request, baseURL!);
    const added = await page.request.post("/api/v1/review/add", { data: { wordIndex: 171 } });
    expect(added.ok(), await added.text()).toBe(true);
    await page.goto("/progress");
    await waitForHydration(page, "main form");
    const goal = section(page, "Daily goal");
    await expect(goal.getByText("No goal: clear what is due each day.")).toBeVisible();
    // Off by default: no streak.
    await expect(section(page, "Today").locator('[data-stat="streak"]')).toHaveCount(0);

    const minutes = goal.getByRole("spinbutton", { name: "Minutes a day" });
    await minutes.fill("3");
    await goal.getByRole("button", { name: "Save goal" }).click();
    await expect(minutes).toHaveAccessibleDescription(/Enter a whole number of minutes from 5 to 240, or leave it empty\./);
    await expect(minutes).toBeFocused();

    await minutes.fill("15");
    await goal.getByRole("checkbox", { name: "Show my streak" }).check();
    await goal.getByRole("button", { name: "Save goal" }).click();
    await expect(flashToast(page, "Goal saved")).toBeVisible();
    const saved = await (await page.request.get("/api/v1/review/settings")).json();
    expect(saved).toMatchObject({ goalMinutes: 15, streakEnabled: true });
    await expect(goal.getByText(`15 minutes a day: about ${saved.newPerDay} new words a day at your pace of 10 seconds a review.`)).toBeVisible();
    // The settings form starts again from the new words a day the goal set.
    await expect(section(page, "Settings").getByRole("spinbutton", { name: "New cards a day" })).toHaveValue(String(saved.newPerDay));
    // The projected load: a chart of the next 30 days, its numbers in a table behind "Show the numbers".
    await expect(section(page, "Projected daily load").locator("tr[data-load-day]")).toHaveCount(30);
    await expect(section(page, "Today").locator('[data-stat="streak"]')).toHaveText("0 days");

    // The header's Review shows today's minutes against the goal.
    await expectNoSidewaysScroll(page);
    await page.goto("/about");
    await headerReady(page, { signedIn: true });
    // On a phone the bar beside the menu button keeps the count alone; the menu's Review entry has the minutes.
    if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Open menu" }).click();
    const review = page.getByRole("banner").getByRole("link", { name: "Review, 1 due, 0 of 15 min today" }).filter({ visible: true });
    await expect(review).toHaveCount(1);
    await expect(review.locator("[data-review-goal]")).toHaveText("0/15 min");
  },
);

test(
  "back after missed days with more due than the goal allows, /review offers a catch-up plan instead of the cards; started, it shows the plan and ends",
  { tag: "@phone" },
  async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await backAfterMissedDays(userId, 60, 1200);
    const goal = await page.request.post("/api/v1/review/settings", { data: { goalMinutes: 5 } });
    expect(goal.ok(), await goal.text()).toBe(true);

    await page.goto("/review");
    const offer = page.getByRole("region", { name: "Welcome back: a plan to catch up" });
    await expect(offer).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expect(
      offer.getByText(/^60 cards waited while you were away 3 days: more than your daily goal\. This plan spreads them over [3-7] days/),
    ).toBeVisible();
    // Instead of the wall of cards: no card to answer.
    await expect(page.getByRole("button", { name: "Show answer" })).toHaveCount(0);
    const days = offer.locator("[data-plan-day]");
    expect(await days.count()).toBeGreaterThanOrEqual(3);
    await expect(days.first()).toHaveText(/^\w{3} \d{1,2} \w{3}: \d+ cards, about [\d.]+ min$/);
    await waitForHydration(page, '[data-catch-up="offer"] button');

    await offer.getByRole("button", { name: "Start the plan" }).click();
    const plan = page.locator('[data-catch-up="active"]');
    await expect(plan.getByText(/^Catch-up plan: day 1 of [3-7], no new words$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Show answer" })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await waitForHydration(page, '[data-catch-up="active"] button');
    await plan.getByText(/^Catch-up plan/).click();
    await plan.getByRole("button", { name: "End the plan" }).click();
    await expect(plan).toHaveCount(0);
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show answer" })).toBeVisible();
  },
);

type Box = { left: number; right: number; top: number; bottom: number };

/** The learning bar's Review link: the boxes of its label, its count and the goal's minutes. */
function reviewLinkBoxes(link: Locator): Promise<{ label: Box; due: Box; goal: Box }> {
  return link.evaluate((element) => {
    const box = (rect: DOMRect): Box => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
    const label = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === "Review")!;
    const range = document.createRange();
    range.selectNodeContents(label);
    return {
      label: box(range.getBoundingClientRect()),
      due: box(element.querySelector("[data-review-due]")!.getBoundingClientRect()),
      goal: box(element.querySelector("[data-review-goal]")!.getBoundingClientRect()),
    };
  });
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

test(
  "with a daily goal, the learning bar's Review shows the goal's minutes clear of its label and its count, at 1366 × 900 and 375 × 812",
  { tag: "@phone" },
  async ({ page, request, baseURL }, testInfo) => {
    const viewport = testInfo.project.name === "mobile" ? { width: 375, height: 812 } : { width: 1366, height: 900 };
    await page.setViewportSize(viewport);
    await signedIn(page, request, baseURL!);
    const added = await page.request.post("/api/v1/review/add", { data: { wordIndex: 171 } });
    expect(added.ok(), await added.text()).toBe(true);
    const goal = await page.request.post("/api/v1/review/settings", { data: { goalMinutes: 15 } });
    expect(goal.ok(), await goal.text()).toBe(true);

    await page.goto("/favourites");
    const review = page.getByRole("navigation", { name: "Learning" }).getByRole("link", { name: "Review, 1 due, 0 of 15 min today" });
    await expect(review.locator("[data-review-goal]")).toHaveText("0/15 min");
    await expect(review.locator("[data-review-due]")).toHaveText("1");
    await review.scrollIntoViewIfNeeded();
    const boxes = await reviewLinkBoxes(review);
    expect(overlaps(boxes.label, boxes.goal), `the minutes over the label: ${JSON.stringify(boxes)}`).toBe(false);
    // The count hangs on the link's corner by design, over the end of the label's box; the minutes must cover neither.
    expect(overlaps(boxes.due, boxes.goal), `the minutes over the count: ${JSON.stringify(boxes)}`).toBe(false);
    for (const [name, box] of Object.entries(boxes)) {
      expect(box.left, `${name}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${name}: right edge`).toBeLessThanOrEqual(viewport.width);
      expect(box.top, `${name}: top edge`).toBeGreaterThanOrEqual(0);
    }
    await expectNoSidewaysScroll(page);
    if (testInfo.project.name !== "mobile") {
      // At 1366 px the bar still fits without scrolling, the minutes with it.
      const list = page.getByRole("navigation", { name: "Learning" }).getByRole("list");
      expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
  },
);
