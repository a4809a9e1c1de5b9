// The flashcards screen for a signed-in user (spec sections 4 "Flashcards", 6,
// 7 and 8): seen records, the heart, remember and not-remembered with their
// 1 s advance, the categories' lists and their ends, switching categories,
// and the failures that toast or go to /error.
import type { APIRequestContext, Page } from "@playwright/test";
import { AUTO_ADVANCE_MS, FLIP_SWAP_MS } from "@/lib/flashcards/timings";
import {
  CATEGORY_LABELS,
  backFace,
  button,
  card,
  chooseCategory,
  flashToast,
  cardLog,
  heart,
  hydrated,
  msUntil,
  openFlashcards,
  pressed,
  recordCard,
  recordToasts,
  shownIndex,
  signedIn,
  storeCategory,
  toastsSeen,
  turnedTo,
  wordChanged,
} from "./support/flashcards";
import { STRONG_PASSWORD, submitLogin } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";

type Kind = "favourite" | "remember" | "unremember";
const STATUS_FIELD = { favourite: "isFavourite", remember: "isRemember", unremember: "isUnremember" } as const;

/** What the server says about a mark on a word, asked with the page's session. */
async function markOn(request: APIRequestContext, userId: string, kind: Kind, index: number): Promise<boolean> {
  const response = await request.get(`/api/v1/${kind}/fetchStatus?${new URLSearchParams({ itemId: String(index), type: "words", userId })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, boolean>)[STATUS_FIELD[kind]]!;
}

async function mark(request: APIRequestContext, userId: string, kind: Kind | "seen", index: number) {
  const response = await request.post(`/api/v1/${kind}/add`, { data: { itemId: String(index), type: "words", userId } });
  expect(response.ok()).toBe(true);
}

function categoryPill(page: Page) {
  return page.getByRole("main").locator("header p");
}

test.describe("seen", () => {
  test("the first flip to the back adds a seen record; the Seen Words list then holds the word", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const first = await shownIndex(page);
    const seenCalls: unknown[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/v1/seen/add")) seenCalls.push(sent.postDataJSON());
    });

    const added = page.waitForResponse((response) => response.url().endsWith("/api/v1/seen/add"));
    await button(page, "Show meaning").click();
    expect((await added).ok()).toBe(true);
    expect(seenCalls).toEqual([{ itemId: String(first), userId, type: "words", name: "Flashcards" }]);
    // Flipping again is not a first flip.
    await button(page, "Show word").click();
    await button(page, "Show meaning").click();
    await expect(card(page)).toHaveAttribute("data-side", "back");
    await button(page, "Next").click();
    await expect.poll(() => shownIndex(page)).not.toBe(first);
    expect(seenCalls).toHaveLength(1);

    // A word left on the front is not seen: the list holds only the first.
    await chooseCategory(page, "seen");
    await expect(categoryPill(page)).toHaveText(CATEGORY_LABELS.seen);
    await hydrated(page);
    expect(await shownIndex(page)).toBe(first);
    await expect(page.getByText("Word 1 of 1", { exact: true })).toBeVisible();
  });
});

test.describe("favourite", () => {
  test("the heart toggles at once, is named by the side shown, and its status survives a reload", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const index = await shownIndex(page);
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");

    // Front: Flashcards-Unseen.
    const added = page.waitForRequest((sent) => sent.url().endsWith("/api/v1/favourite/add"));
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    expect((await added).postDataJSON()).toMatchObject({ itemId: String(index), type: "words", userId, name: "Flashcards-Unseen" });
    await expect.poll(() => markOn(page.request, userId, "favourite", index)).toBe(true);

    await page.reload();
    await hydrated(page);
    expect(await shownIndex(page)).toBe(index);
    // Rendered by the server with the card: no wait for a status request.
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");

    // Back: remove, then add again as Flashcards-Seen.
    await button(page, "Show meaning").click();
    await expect(backFace(page).getByRole("button", { name: "Favourite" })).toHaveAttribute("aria-pressed", "true");
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => markOn(page.request, userId, "favourite", index)).toBe(false);
    await page.reload();
    await hydrated(page);
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");

    await button(page, "Show meaning").click();
    await heart(page).click();
    await expect.poll(() => markOn(page.request, userId, "favourite", index)).toBe(true);
    const items = await page.request.get(`/api/v1/favourite/fetchItems?userId=${encodeURIComponent(userId)}`);
    expect(((await items.json()) as { data: unknown[] }).data).toEqual([expect.objectContaining({ itemId: String(index), name: "Flashcards-Seen" })]);
  });

  test("the status is fetched again on each flip", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const index = await shownIndex(page);
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    // Changed elsewhere (another tab): the next flip picks it up.
    await mark(page.request, userId, "favourite", index);
    await button(page, "Show meaning").click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await page.request.post("/api/v1/favourite/remove", { data: { itemId: String(index), type: "words", userId } });
    await button(page, "Show word").click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
  });

  test("a failed add toasts 'There is some server error!' and is not rolled back", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const index = await shownIndex(page);
    await page.route("**/api/v1/favourite/add", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await heart(page).click();
    await expect(flashToast(page, "There is some server error!")).toBeVisible();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    expect(await markOn(page.request, userId, "favourite", index)).toBe(false);
    await expect(flashToast(page, "There is some server error!")).toBeHidden();

    await page.route("**/api/v1/remember/add", (route) => route.abort("failed"));
    await recordCard(page);
    await button(page, "Remember").click();
    await expect(flashToast(page, "There is some server error!")).toBeVisible();
    // Pressed, and not unpressed before the next word comes.
    const remembered = await msUntil(page, pressed("Remember", true));
    const advanced = await msUntil(page, wordChanged);
    expect(remembered).toBeLessThan(advanced);
    const { events } = await cardLog(page);
    const nextWordAt = events.find(wordChanged)!.t;
    expect(events.filter((event) => pressed("Remember", false)(event) && event.t < nextWordAt)).toEqual([]);
  });
});

test.describe("remember and not remembered", () => {
  test("on the front: Remember shows the next word after 1 s; Not remembered flips the card after 1 s", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const first = await shownIndex(page);

    await recordCard(page);
    await button(page, "Remember").click();
    // Pressed at once (the page's own record: the next word comes and resets it a second later).
    const remembered = await msUntil(page, pressed("Remember", true));
    const advanced = await msUntil(page, wordChanged);
    expect(remembered).toBeLessThan(advanced);
    expect(advanced).toBeGreaterThanOrEqual(AUTO_ADVANCE_MS - 5);
    expect(advanced).toBeLessThan(AUTO_ADVANCE_MS + 1500);
    expect(await shownIndex(page)).not.toBe(first);
    expect(await markOn(page.request, userId, "remember", first)).toBe(true);
    await expect(button(page, "Remember")).toHaveAttribute("aria-pressed", "false");

    // Back to the first word: its marks come back from the server.
    await button(page, "Prev").click();
    await expect.poll(() => shownIndex(page)).toBe(first);
    await expect(button(page, "Remember")).toHaveAttribute("aria-pressed", "true");
    await expect(button(page, "Not remembered")).toHaveAttribute("aria-pressed", "false");

    // Not remembered on the front: exclusive with Remember, and the card flips after 1 s.
    await recordCard(page);
    await button(page, "Not remembered").click();
    await expect(button(page, "Not remembered")).toHaveAttribute("aria-pressed", "true");
    await expect(button(page, "Remember")).toHaveAttribute("aria-pressed", "false");
    const flipped = await msUntil(page, turnedTo("back"));
    expect(flipped).toBeGreaterThanOrEqual(AUTO_ADVANCE_MS - 5);
    expect(flipped).toBeLessThan(AUTO_ADVANCE_MS + 1500);
    expect((await cardLog(page)).events.filter(wordChanged)).toEqual([]);
    expect(await shownIndex(page)).toBe(first);
    expect(await markOn(page.request, userId, "remember", first)).toBe(false);
    expect(await markOn(page.request, userId, "unremember", first)).toBe(true);

    // On the back, pressing the active one removes it; the next word follows after 1 s (turning to the front, then the swap).
    await recordCard(page);
    await button(page, "Not remembered").click();
    await expect(button(page, "Not remembered")).toHaveAttribute("aria-pressed", "false");
    const turned = await msUntil(page, turnedTo("front"));
    const swapped = await msUntil(page, wordChanged);
    expect(turned).toBeGreaterThanOrEqual(AUTO_ADVANCE_MS - 5);
    // As in flashcards.spec.ts: the page sees the turn a few ms after the swap's timer starts.
    expect(swapped - turned).toBeGreaterThanOrEqual(FLIP_SWAP_MS - 50);
    expect(await shownIndex(page)).not.toBe(first);
    expect(await markOn(page.request, userId, "unremember", first)).toBe(false);
  });

  test("Next before the second is up cancels the automatic advance", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const first = await shownIndex(page);
    await recordCard(page);
    // Both taps from the page's own clock, Next 300 ms after Remember: two clicks from the test could land
    // more than a second apart on a busy machine, and the advance would then be due before Next.
    const remember = await button(page, "Remember").elementHandle();
    const next = await button(page, "Next").elementHandle();
    await page.evaluate(
      ([rememberButton, nextButton]) => {
        (rememberButton as HTMLElement).click();
        setTimeout(() => (nextButton as HTMLElement).click(), 300);
      },
      [remember, next],
    );
    // Pressed before Next moved the card, by the page's own record (a busy machine may look only after the move,
    // when the next word's Remember is not pressed), and stored for the first word.
    const remembered = await msUntil(page, pressed("Remember", true));
    const advanced = await msUntil(page, wordChanged);
    expect(remembered).toBeLessThan(advanced);
    await expect.poll(() => markOn(page.request, userId, "remember", first)).toBe(true);
    const second = await shownIndex(page);
    expect(second).not.toBe(first);
    // Once the second is up by the page's own clock, the card is still on the word Next chose, its only change.
    await expect
      .poll(() => page.evaluate(() => performance.now() - (window as unknown as { __card: { start: number } }).__card.start))
      .toBeGreaterThan(AUTO_ADVANCE_MS + 300);
    expect(await shownIndex(page)).toBe(second);
    expect((await cardLog(page)).events.filter(wordChanged)).toHaveLength(1);
  });
});

test.describe("categories", () => {
  test("a category's list in order, 'No more words!' at both ends, and a word leaving the list", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const first = await shownIndex(page);
    await button(page, "Next").click();
    await expect.poll(() => shownIndex(page)).not.toBe(first);
    const second = await shownIndex(page);
    await mark(page.request, userId, "remember", first);
    await mark(page.request, userId, "remember", second);

    // Signed in, a category change reloads the page.
    await page.evaluate(() => ((window as unknown as { beforeSwitch: boolean }).beforeSwitch = true));
    await chooseCategory(page, "remember");
    await expect(categoryPill(page)).toHaveText(CATEGORY_LABELS.remember);
    await expect.poll(() => page.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch ?? false)).toBe(false);
    await hydrated(page);
    expect(await shownIndex(page)).toBe(first);
    await expect(page.getByText("Word 1 of 2", { exact: true })).toBeVisible();
    await expect(button(page, "Remember")).toHaveAttribute("aria-pressed", "true");

    await button(page, "Prev").click();
    await expect(flashToast(page, "No more words!")).toBeVisible();
    await button(page, "Next").click();
    await expect.poll(() => shownIndex(page)).toBe(second);
    await expect(page.getByText("Word 2 of 2", { exact: true })).toBeVisible();
    // The toast closes by itself (2000 ms), and the other end gets one of its own.
    await expect(flashToast(page, "No more words!")).toBeHidden();
    await button(page, "Next").click();
    await expect(flashToast(page, "No more words!")).toBeVisible();
    expect(await shownIndex(page)).toBe(second);

    // The position is remembered: a reload shows the same word.
    expect(await page.evaluate(() => window.localStorage.getItem("currentCategoryWordIndex_remember"))).toBe("1");
    await page.reload();
    await hydrated(page);
    expect(await shownIndex(page)).toBe(second);

    // Un-remembering the first word takes it out of the list; Next then finds the word that took its place.
    await button(page, "Prev").click();
    await expect.poll(() => shownIndex(page)).toBe(first);
    await button(page, "Remember").click();
    await expect(button(page, "Remember")).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => shownIndex(page)).toBe(second);
    await expect(page.getByText("Word 1 of 1", { exact: true })).toBeVisible();
  });

  test("an empty category toasts 'No words found in this category!' and resets its index", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.addInitScript(() => window.localStorage.setItem("currentCategoryWordIndex_unremember", "4"));
    await storeCategory(page, baseURL!, "unremember");
    await recordToasts(page);
    await page.goto("/flashcards");
    await expect(categoryPill(page)).toHaveText(CATEGORY_LABELS.unremember);
    await expect.poll(() => toastsSeen(page)).toEqual(["No words found in this category!"]);
    await expect(page.getByText("No words here yet")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("currentCategoryWordIndex_unremember"))).toBe("0");
  });

  test("a visitor sent to log in from another category comes back to the flashcards, on unseen", async ({ page, baseURL }) => {
    const { email } = await newLearner();
    await storeCategory(page, baseURL!, "seen");
    await page.goto("/flashcards");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fflashcards");
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL("/flashcards");
    await expect(categoryPill(page)).toHaveText(CATEGORY_LABELS.unseen);
    await hydrated(page);
    await expect(card(page)).toHaveAttribute("data-word-index", /^\d+$/);
  });
});

test.describe("keyboard, signed in", () => {
  test("F favourites, R remembers, U marks not remembered (and flips the front)", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const first = await shownIndex(page);

    await page.keyboard.press("f");
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => markOn(page.request, userId, "favourite", first)).toBe(true);
    await page.keyboard.press("F");
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => markOn(page.request, userId, "favourite", first)).toBe(false);

    await page.keyboard.press("u");
    await expect(button(page, "Not remembered")).toHaveAttribute("aria-pressed", "true");
    await expect(card(page)).toHaveAttribute("data-side", "back");
    expect(await shownIndex(page)).toBe(first);
    await expect.poll(() => markOn(page.request, userId, "unremember", first)).toBe(true);

    await recordCard(page);
    await page.keyboard.press("r");
    const remembered = await msUntil(page, pressed("Remember", true));
    const cleared = await msUntil(page, pressed("Not remembered", false));
    const advanced = await msUntil(page, wordChanged);
    expect(Math.max(remembered, cleared)).toBeLessThan(advanced);
    await expect.poll(() => shownIndex(page)).not.toBe(first);
    expect(await markOn(page.request, userId, "remember", first)).toBe(true);
    expect(await markOn(page.request, userId, "unremember", first)).toBe(false);
  });
});

test.describe("status requests", () => {
  /** The word each status request asks about, by endpoint: GET /api/v1/word/status, or the one-at-a-time ones it replaced. */
  function recordStatusRequests(page: Page) {
    const asked: { path: string; wordIndex: number }[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (!/^\/api\/v1\/(word\/status|review\/status|[a-z]+\/fetchStatus)$/.test(url.pathname)) return;
      asked.push({ path: url.pathname, wordIndex: Number(url.searchParams.get("wordIndex") ?? url.searchParams.get("itemId")) });
    });
    return {
      total: () => asked.length,
      about: (wordIndex: number) => asked.filter((entry) => entry.wordIndex === wordIndex).length,
      paths: () => [...new Set(asked.map((entry) => entry.path))],
    };
  }
  const STATUS_PATH = "/api/v1/word/status";
  const statusAnswer = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === STATUS_PATH);

  test("a card's status is one request: fetched ahead with the word, once more on each flip; the first card's comes with the page", async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(page, request, baseURL!);
    const requests = recordStatusRequests(page);
    const aheadAnswered = statusAnswer(page);
    await openFlashcards(page);
    const first = await shownIndex(page);
    // On load: one request, for the word fetched ahead; none for the card on screen (rendered with its status).
    await aheadAnswered;
    expect(requests.total()).toBe(1);
    expect(requests.about(first)).toBe(0);

    // Each flip, either way: one request, for the card on screen.
    for (const name of ["Show meaning", "Show word"]) {
      const answered = statusAnswer(page);
      await button(page, name).click();
      await answered;
    }
    expect(requests.about(first)).toBe(2);
    expect(requests.total()).toBe(3);

    // Next: the word fetched ahead shows with the status fetched with it (no request when it shows); its own
    // neighbours are then fetched ahead, a status request each (the word after it, and the first word again).
    await button(page, "Next").click();
    await expect.poll(() => shownIndex(page)).not.toBe(first);
    const second = await shownIndex(page);
    await expect.poll(() => requests.total()).toBe(5);
    expect(requests.about(second)).toBe(1);
    expect(requests.about(first)).toBe(3);
    const answered = statusAnswer(page);
    await button(page, "Show meaning").click();
    await answered;
    expect(requests.about(second)).toBe(2);
    expect(requests.total()).toBe(6);
    expect(requests.paths()).toEqual([STATUS_PATH]);
  });
});

test.describe("failures, signed in", () => {
  test("a status fetch that fails goes to /error", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    await page.route(
      (url) => url.pathname === "/api/v1/word/status",
      (route) => route.fulfill({ status: 500, json: { error: "down" } }),
    );
    await button(page, "Show meaning").click();
    await expect(page).toHaveURL("/error");
  });
});
