// What the flashcards specs share: finding the card and its parts, the
// screen's toasts, words straight from the API, signing in, and timings
// measured in the browser with performance.now().
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { STRONG_PASSWORD, logIn } from "./accounts";
import { waitForHydration } from "./hydration";
import { newLearner, signIn } from "./learner";

export const CATEGORY_LABELS = {
  unseen: "Unseen Words",
  seen: "Seen Words",
  favourite: "Favourite Words",
  remember: "Remember Words",
  unremember: "Unremember Words",
} as const;

export type Category = keyof typeof CATEGORY_LABELS;

/** The card (either side); `data-word-index` is the source index of the word it shows. */
export function card(page: Page): Locator {
  return page.locator('[aria-roledescription="flashcard"]');
}

/** The word on the front face. */
export function frontWord(page: Page): Locator {
  return card(page).locator('[data-face="front"] h2');
}

export function backFace(page: Page): Locator {
  return card(page).locator('[data-face="back"]');
}

export async function shownIndex(page: Page): Promise<number> {
  return Number(await card(page).getAttribute("data-word-index"));
}

/** Flips the card on screen, then moves on and waits for the next word: a session with something in it. */
export async function studyOneCard(page: Page): Promise<void> {
  const before = await shownIndex(page);
  await page.keyboard.press("Space");
  await expect(card(page)).toHaveAttribute("data-side", "back");
  await page.keyboard.press("ArrowRight");
  await expect(card(page)).not.toHaveAttribute("data-word-index", String(before));
  await expect(card(page)).not.toHaveAttribute("data-swapping", /.*/);
}

/** A toast of the learning screens: the 2000 ms toaster (top-right, docs/product.md "Toasts"). */
export function flashToast(page: Page, text: string): Locator {
  return page
    .locator('section[aria-label^="Notifications"] [data-sonner-toaster][data-y-position="top"][data-x-position="right"]')
    .getByText(text, { exact: true });
}

export function button(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

/** The heart on the side that shows (the hidden side is inert, so it has no role). */
export function heart(page: Page): Locator {
  return button(page, "Favourite");
}

export interface ApiWord {
  word: string;
  details: { partOfSpeech?: string; definition: string; examples: string[]; synonyms: string[]; antonyms: string[] }[];
}

/** The word at a source index, as POST /api/v1/word/fetchword answers it for a visitor. */
export async function wordAt(request: APIRequestContext, index: number): Promise<ApiWord> {
  const response = await request.post("/api/v1/word/fetchword", {
    data: { wordCategory: "unseen", authUserId: "null", wordIndex: JSON.stringify(index) },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: ApiWord | null; wordIndex: number };
  expect(body.wordIndex).toBe(index);
  expect(body.data).not.toBeNull();
  return body.data!;
}

/** Sentence case, as the card shows a definition or an example (the headword itself is shown as written). */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A new verified learner, signed in to `page`'s context as after a login
 * (support/learner.ts: no sign-up, mail or login page); returns the user's id.
 * The page is not navigated (a login would land on /): the test goes where it
 * starts. `_request` is kept for the callers; it stays a visitor's.
 */
export async function signedIn(page: Page, _request: APIRequestContext, baseURL: string): Promise<string> {
  const learner = await newLearner();
  await signIn(page.context(), learner, baseURL);
  return learner.id;
}

/** A new verified learner logged in through the login page, for the tests of what a login itself does; returns the user's id. */
export async function loggedIn(page: Page): Promise<string> {
  const { email } = await newLearner();
  await logIn(page, email, STRONG_PASSWORD);
  // The login page moves on by itself (to / or a remembered path): let it, so the next page.goto does not race it.
  await expect(page).not.toHaveURL(/\/login/);
  const userId = await page.evaluate(() => window.localStorage.getItem("authUserId"));
  expect(userId).toBeTruthy();
  return userId!;
}

/** Stores a category the way the drop-down does (local storage + cookie), before the next page load. */
export async function storeCategory(page: Page, baseURL: string, category: Category) {
  await page.context().addCookies([{ name: "flashCardCategory", value: category, url: baseURL }]);
  // Once, on the next page load only: later loads see what the app stored.
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem("categorySeeded")) return;
    window.sessionStorage.setItem("categorySeeded", "1");
    window.localStorage.setItem("flashCardCategory", value);
  }, category);
}

/** Chooses a category in the learning bar's drop-down. */
export async function chooseCategory(page: Page, category: Category) {
  const nav = page.getByRole("navigation", { name: "Learning" });
  await nav.getByRole("button", { name: "Choose a flashcard category" }).click();
  await nav.getByRole("group", { name: "Flashcard categories" }).getByRole("button", { name: CATEGORY_LABELS[category], exact: true }).click();
}

/** Waits until React has hydrated the card, so clicks and keys reach its handlers. */
export async function hydrated(page: Page) {
  await waitForHydration(page, '[aria-roledescription="flashcard"]');
}

/** Opens /flashcards and waits for hydration and for the next word fetched ahead (so Next needs no request). */
export async function openFlashcards(page: Page, { prefetch = true }: { prefetch?: boolean } = {}) {
  const fetchedAhead = prefetch ? page.waitForResponse((response) => response.url().endsWith("/api/v1/word/fetchword")) : null;
  await page.goto("/flashcards");
  await hydrated(page);
  if (fetchedAhead) expect((await fetchedAhead).ok()).toBe(true);
}

export type CardEvent = {
  t: number;
  attr: string | null;
  /** The element changed: "card", or a pressed-state button's name. */
  target: string;
  value: string | null;
  side: string | null;
  index: string | null;
  painted: number | null;
};

export type CardLog = { start: number | null; events: CardEvent[]; fetches: { t: number; url: string }[] };

/**
 * Starts recording, in the page: when the next click or key press happens
 * (performance.now()), every change of the card's side, word or swap state
 * and of the buttons' pressed state (with the time the frame holding it was
 * painted: two animation frames later), and every fetch the page starts.
 */
export async function recordCard(page: Page) {
  await page.evaluate(() => {
    const log: CardLog = { start: null, events: [], fetches: [] };
    (window as unknown as { __card: CardLog }).__card = log;
    const mark = () => {
      if (log.start === null) log.start = performance.now();
    };
    document.addEventListener("click", mark, { capture: true, once: true });
    document.addEventListener("keydown", mark, { capture: true, once: true });
    const originalFetch = window.fetch;
    window.fetch = (input, init) => {
      log.fetches.push({ t: performance.now(), url: String(input instanceof Request ? input.url : input) });
      return originalFetch(input, init);
    };
    const card = document.querySelector('[aria-roledescription="flashcard"]')!;
    new MutationObserver((mutations) => {
      const t = performance.now();
      for (const mutation of mutations) {
        const element = mutation.target as Element;
        const event: CardEvent = {
          t,
          attr: mutation.attributeName,
          target: element === card ? "card" : (element.getAttribute("aria-label") ?? element.textContent ?? "").trim(),
          value: mutation.attributeName ? element.getAttribute(mutation.attributeName) : null,
          side: card.getAttribute("data-side"),
          index: card.getAttribute("data-word-index"),
          painted: null,
        };
        log.events.push(event);
        requestAnimationFrame(() => requestAnimationFrame(() => (event.painted = performance.now())));
      }
    }).observe(document.querySelector("main")!, {
      attributes: true,
      subtree: true,
      attributeFilter: ["data-side", "data-word-index", "data-swapping", "aria-pressed"],
    });
  });
}

export async function cardLog(page: Page): Promise<CardLog> {
  return page.evaluate(() => (window as unknown as { __card: CardLog }).__card);
}

/** Milliseconds from the recorded click or key press to the first event matching `match` (painted, if `painted`). */
export async function msUntil(page: Page, match: (event: CardEvent) => boolean, { painted = false } = {}): Promise<number> {
  let result = Number.NaN;
  await expect
    .poll(async () => {
      const log = await cardLog(page);
      const event = log.events.find(match);
      if (log.start === null || !event || (painted && event.painted === null)) return null;
      result = (painted ? event.painted! : event.t) - log.start;
      return result;
    })
    .not.toBeNull();
  return result;
}

export const turnedTo = (side: "front" | "back") => (event: CardEvent) => event.target === "card" && event.attr === "data-side" && event.value === side;
export const wordChanged = (event: CardEvent) => event.target === "card" && event.attr === "data-word-index";
export const pressed = (name: string, value: boolean) => (event: CardEvent) =>
  event.attr === "aria-pressed" && event.target === name && event.value === String(value);

/**
 * Records, from the next page load on, the text of every toast that appears
 * (a toast shows for 2 s; a busy machine can take longer than that to look).
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toaster] [data-sonner-toast]")) {
        const text = toast.textContent?.trim() ?? "";
        if (!toast.hasAttribute("data-recorded")) {
          toast.setAttribute("data-recorded", "");
          seen.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}
