// Reviewing offline (issue 31): /review opened online keeps the next cards in
// the browser; offline the service worker answers /review with the offline
// shell, which paints the first saved card; the learner grades on, the screen
// says it is offline and how many grades wait; back online they are sent in
// order, each applied once (the server's review log). Another device's grade
// of the same card in between is said in one line. Logout deletes the saved
// deck and the unsent grades. Prints the repeat visit's paint time and the
// time from reconnecting to the last grade acknowledged.
import type { APIRequestContext, Page } from "@playwright/test";
import { STRONG_PASSWORD, logIn } from "./support/accounts";
import { card, frontWord, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";
import { newCardsDueNow } from "./support/database";
import { controlledByWorker, offlineState } from "./support/offline";
import { OFFLINE_NEEDS_CONNECTION } from "@/components/offline/offline-messages";

test.use({ serviceWorkers: "allow" });

const OFFLINE_GRADES = 50;

/** A signed-in learner with `count` new cards due now (new cards a day raised to fit them; the cards made in one statement, not `count` calls). */
async function learnerWithCards(page: Page, request: APIRequestContext, baseURL: string, count: number) {
  const userId = await signedIn(page, request, baseURL);
  const settings = await page.request.post("/api/v1/review/settings", { data: { newPerDay: count } });
  expect(settings.ok(), await settings.text()).toBe(true);
  await newCardsDueNow(userId, 1000, count);
}

/** Opens /review online, lets the worker take control and the deck be saved. */
async function openReviewOnline(page: Page, cards: number) {
  await page.goto("/review");
  await controlledByWorker(page);
  await expect.poll(async () => (await offlineState(page)).deckCards, { timeout: 20_000 }).toBeGreaterThanOrEqual(cards);
}

/** A learner with three cards, the first graded Good on /review offline: its word and index (the grade waits in the outbox; the page stays offline). */
async function gradedOffline(page: Page, request: APIRequestContext, baseURL: string) {
  await learnerWithCards(page, request, baseURL, 3);
  await openReviewOnline(page, 3);
  await page.context().setOffline(true);
  await page.goto("/review");
  const wordIndex = Number(await card(page).getAttribute("data-word-index"));
  const word = (await frontWord(page).textContent())!;
  await gradeGood(page);
  expect((await offlineState(page)).outbox).toHaveLength(1);
  return { wordIndex, word };
}

/** Offline, /review has no saved review of anyone's to show. */
async function expectNothingSavedOffline(page: Page) {
  await page.context().setOffline(true);
  await page.goto("/review");
  await expect(
    page.getByText("You're offline, and no review is saved on this device. Open Review while online to keep your next cards for offline.", { exact: true }),
  ).toBeVisible();
  await expect(card(page)).toHaveCount(0);
}

function status(page: Page) {
  return page.getByRole("main").getByRole("status");
}

/** Grades the card shown Good: by its buttons, or by the keyboard (Space turns the card, 3 is Good). */
async function gradeGood(page: Page, by: "mouse" | "keyboard" = "mouse") {
  await keepGoing(page);
  const before = await card(page).getAttribute("data-word-index");
  if (by === "keyboard") {
    await page.keyboard.press("Space");
    await expect(card(page)).toHaveAttribute("data-side", "back");
    await page.keyboard.press("3");
  } else {
    await page.getByRole("main").getByRole("button", { name: "Show answer", exact: true }).click();
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Good .+, due again in / })
      .click();
  }
  await expect(card(page)).not.toHaveAttribute("data-word-index", before!);
}

/** Every so many cards the session summary opens (components/session-summary): Keep going. */
async function keepGoing(page: Page) {
  const summary = page.getByRole("dialog", { name: "Your session so far" });
  if (await summary.isVisible()) {
    await summary.getByRole("button", { name: "Keep going", exact: true }).click();
    await expect(summary).toBeHidden();
  }
}

type LoggedReview = { reviewId: string; wordIndex: number };

async function reviewLog(page: Page): Promise<LoggedReview[]> {
  const response = await page.request.get("/api/v1/account/export?format=json");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { reviewLog: LoggedReview[] }).reviewLog;
}

test("50 grades made offline are sent in order when the connection is back, each applied exactly once", async ({ page, request, baseURL }) => {
  // 50 grades made one by one offline, then sent one by one: up to a minute and a half on a loaded 2-core machine.
  test.setTimeout(120_000);
  await learnerWithCards(page, request, baseURL!, OFFLINE_GRADES + 10);
  await openReviewOnline(page, OFFLINE_GRADES);

  // A repeat visit offline: the worker answers with the offline shell, which paints the first saved card.
  await page.context().setOffline(true);
  // When the first card's word enters the page, by the page's clock (from the navigation's start).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[aria-roledescription="flashcard"] [data-face="front"] h2')) return;
      (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const started = Date.now();
  await page.goto("/review");
  await expect(frontWord(page)).toBeVisible();
  const seenMs = Date.now() - started;
  const paintMs = Math.round(await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt));
  // Printed, not held to its 1 s here: a wall-clock figure taken while the run's other worker shares the two
  // cores measures that worker too (0.5–0.65 s alone, 0.7–1.9 s beside it). `npm run bench -- interaction` holds it.
  console.log(`Offline repeat visit to /review: first card in the page ${paintMs} ms after the navigation started (seen by the test after ${seenMs} ms)`);
  await expect(page).toHaveURL("/review");
  // The worker's offline shell (app/(site)/offline), not a page of the server's.
  await expect(page).toHaveTitle(/^Offline · /);
  await expect(status(page)).toHaveText("You're offline. Your grades will be sent when you're back online.");

  // By keyboard: half the time of two clicks a card, the same grades.
  for (let graded = 1; graded <= OFFLINE_GRADES; graded += 1) await gradeGood(page, "keyboard");
  await expect(status(page)).toHaveText(`You're offline. ${OFFLINE_GRADES} grades waiting to be sent.`);
  const queued = (await offlineState(page)).outbox;
  expect(queued).toHaveLength(OFFLINE_GRADES);
  expect(await reviewLog(page)).toEqual([]);

  // Back online: the outbox sends them, in order; the line counts down and goes.
  const reconnected = Date.now();
  await page.context().setOffline(false);
  await expect(status(page)).toBeHidden({ timeout: 60_000 });
  const sentMs = Date.now() - reconnected;
  console.log(`Offline review: ${OFFLINE_GRADES} grades acknowledged ${sentMs} ms after reconnecting`);

  const logged = await reviewLog(page);
  expect(logged.map(({ reviewId }) => reviewId)).toEqual(queued.map(({ reviewId }) => reviewId));
  expect(new Set(logged.map(({ reviewId }) => reviewId)).size).toBe(OFFLINE_GRADES);
  expect((await offlineState(page)).outbox).toEqual([]);

  // A reload sends nothing again.
  await page.goto("/review");
  await expect(frontWord(page)).toBeVisible();
  await expect.poll(async () => (await offlineState(page)).deckCards, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await reviewLog(page)).toHaveLength(OFFLINE_GRADES);
});

test("a card graded offline and meanwhile on another device: the server applies both and the learner is told in one line", async ({
  page,
  request,
  baseURL,
}) => {
  const { wordIndex, word } = await gradedOffline(page, request, baseURL!);

  // Another device (the API, with the same session) grades the same card first.
  const elsewhere = await page.request.post("/api/v1/review/grade", { data: { wordIndex, rating: 1, reviewId: crypto.randomUUID(), durationMs: 3000 } });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);

  await page.context().setOffline(false);
  await expect(
    page.getByText(`“${word}” was also reviewed on another device: both grades count, in the order they reached Lexi.`, { exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  const logged = (await reviewLog(page)).filter((entry) => entry.wordIndex === wordIndex);
  expect(logged).toHaveLength(2);
});

test("logout deletes the saved deck, the unsent grades and the saved word pages", async ({ page, request, baseURL }) => {
  await learnerWithCards(page, request, baseURL!, 3);
  await openReviewOnline(page, 3);
  await expect.poll(async () => (await offlineState(page)).caches).toContain("lexi-word-pages");

  await page.context().setOffline(true);
  await page.goto("/review");
  await gradeGood(page);
  await expect(status(page)).toHaveText("You're offline. 1 grade waiting to be sent.");
  expect((await offlineState(page)).outbox).toHaveLength(1);

  // Online again on a page without the review screen (nothing sends the grade there), then log out.
  await page.goto("about:blank");
  await page.context().setOffline(false);
  await page.goto("/about");
  expect((await offlineState(page)).outbox).toHaveLength(1);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Profile", exact: true }).click();
  await banner.getByRole("button", { name: "Logout", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect.poll(async () => (await offlineState(page)).databases).not.toContain("lexi-offline");
  expect((await offlineState(page)).caches).not.toContain("lexi-word-pages");

  // Offline now, /review has nothing of the learner's.
  await expectNothingSavedOffline(page);
});

test("another learner who logs in on the same browser neither sees nor sends the saved review of one whose session ended", async ({
  page,
  request,
  baseURL,
}) => {
  await gradedOffline(page, request, baseURL!);
  await page.context().setOffline(false);

  // The first learner's session ends without a logout (it expired): the browser still holds their deck and grade.
  await page.goto("about:blank");
  await page.context().clearCookies();
  // Through the login page: its subject is what a login does with another learner's saved review.
  const second = await newLearner();
  await logIn(page, second.email, STRONG_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const left = await offlineState(page);
  expect(left.deckCards).toBe(0);
  expect(left.outbox).toEqual([]);
  expect(left.caches).not.toContain("lexi-word-pages");

  await expectNothingSavedOffline(page);
});

test("online /review leaves out the cards whose offline grades still wait to be sent, and grades each once", async ({ page, request, baseURL }) => {
  const { wordIndex: graded } = await gradedOffline(page, request, baseURL!);

  // Online, but the grade cannot reach the server yet: it stays queued while /review renders its queue.
  await page.goto("about:blank");
  await page.context().setOffline(false);
  await page.route("**/api/v1/review/grade", (route) => route.abort());
  await page.goto("/review");
  await expect(frontWord(page)).toBeVisible();
  await expect(card(page)).not.toHaveAttribute("data-word-index", String(graded));

  await page.unroute("**/api/v1/review/grade");
  // The other two cards (a card graded Good may come back after its learning step: the session is not over, but each card is graded once).
  await gradeGood(page);
  await gradeGood(page);
  await expect.poll(async () => (await reviewLog(page)).length, { timeout: 20_000 }).toBe(3);
  expect((await reviewLog(page)).filter((entry) => entry.wordIndex === graded)).toHaveLength(1);
});

test("offline, the shell hydrates cleanly as /review, and as /progress says Progress needs a connection, with Progress marked", async ({
  page,
  request,
  baseURL,
}) => {
  // React's hydration errors (#418 when the shell's HTML is not what the browser renders), reported or logged.
  const hydrationErrors: string[] = [];
  const keep = (text: string) => {
    if (/hydrat|react\.dev\/errors\/4(18|19|25)|Minified React error/i.test(text)) hydrationErrors.push(`${page.url()}: ${text}`);
  };
  page.on("pageerror", (error) => keep(error.message));
  page.on("console", (message) => keep(message.text()));
  await learnerWithCards(page, request, baseURL!, 2);
  await openReviewOnline(page, 2);
  await page.context().setOffline(true);
  const bar = page.getByRole("navigation", { name: "Learning" });

  await page.goto("/review");
  await expect(card(page)).toBeVisible();
  await expect(bar.getByRole("link", { name: /^Review/ })).toHaveAttribute("aria-current", "page");

  await page.goto("/progress");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Progress");
  await expect(page.getByText(OFFLINE_NEEDS_CONNECTION.progress, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: OFFLINE_NEEDS_CONNECTION.reviewLink })).toHaveAttribute("href", "/review");
  await expect(card(page)).toHaveCount(0);
  await expect(bar.getByRole("link", { name: "Progress", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(bar.getByRole("link", { name: /^Review/ })).not.toHaveAttribute("aria-current", "page");
  expect(hydrationErrors).toEqual([]);
});
