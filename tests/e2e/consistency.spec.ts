// One way of doing each thing across the app (issue 20, "Consistency",
// "Keyboard shortcuts", "Pronunciation"): headwords in lower case everywhere,
// dangerous confirmations in red, error toasts that look like errors and keep
// off the header, no keyboard help on touch-only devices, and a word when the
// browser cannot say a word in English. Run with --project desktop.
import type { Locator, Page } from "@playwright/test";
import { NO_ENGLISH_VOICE_MESSAGE } from "@/components/word-buttons/pronounce-button";
import { backFace, button, flashToast, frontWord, hydrated, openFlashcards, signedIn, storeCategory } from "./support/flashcards";
import { STRONG_PASSWORD, accountToast, submitLogin, LOGIN_TIMEOUT_MS } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";
import { addFavourites, createNotes, noteInput, rowTexts, tableHydrated } from "./support/tables";
import { TOUCH_ONLY_QUERY } from "./support/touch";
import { spoken, withVoices } from "./support/speech";
import { wordNamed } from "./support/word-set";

type Rgb = [number, number, number];

function rgb(css: string): Rgb {
  const parts = css.match(/[\d.]+/g)?.map(Number);
  expect(parts, css).toBeTruthy();
  return [parts![0]!, parts![1]!, parts![2]!];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Red by hue (within 15° of pure red) with a visible tint (chroma ≥ 40 of
 * 255): a dark scheme's error colours are red too, as a deep red ground
 * (#3f1616) or a pale red text (#fecaca), though neither has a large red lead.
 */
function isRed([r, g, b]: Rgb): boolean {
  const chroma = r - Math.min(g, b);
  if (r < Math.max(g, b) || chroma < 40) return false;
  const hue = (60 * (g - b)) / chroma;
  return Math.abs(hue) <= 15;
}

async function colours(locator: Locator): Promise<{ background: Rgb; text: Rgb }> {
  const { background, text } = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
  return { background: rgb(background), text: rgb(text) };
}

/** The toast (the list item) that holds `text`. */
function toastOf(text: Locator): Locator {
  return text.locator("xpath=ancestor::li[@data-sonner-toast]");
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
}

/** "spokesman" in the seeded word set. */
const WORD = wordNamed("spokesman");

test("a headword is in lower case on both faces of the card, in the favourites table and on its word page", async ({ page, request, baseURL }) => {
  const userId = await signedIn(page, request, baseURL!);
  await addFavourites(page.request, userId, [WORD.index], "Flashcards-Seen");
  await storeCategory(page, baseURL!, "favourite");
  await page.goto("/flashcards");
  await hydrated(page);
  await expect(frontWord(page)).toHaveText(WORD.word);
  await button(page, "Show meaning").click();
  await expect(backFace(page).getByRole("heading", { level: 2 })).toHaveText(WORD.word);

  await page.goto("/favourites/seen-words");
  await tableHydrated(page);
  expect(await rowTexts(page)).toEqual([WORD.word]);

  await page.goto(`/words/${WORD.word}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(WORD.word);
});

test("the delete confirmation on /mynotes is a red button, readable in light and dark", async ({ page, request, baseURL }) => {
  const userId = await signedIn(page, request, baseURL!);
  await createNotes(page.request, userId, [noteInput("lantern")]);
  await page.goto("/mynotes");
  await tableHydrated(page);
  await page.getByRole("button", { name: "Delete the note on lantern" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete note" }).getByRole("button", { name: "Delete", exact: true });
  await expect(confirm).toBeVisible();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { background, text } = await colours(confirm);
    expect(isRed(background), `${colorScheme}: background rgb(${background.join(", ")})`).toBe(true);
    expect(contrast(background, text), colorScheme).toBeGreaterThanOrEqual(4.5);
  }
});

test.describe("error toasts", () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`an account error toast is red, readable in light and dark, and below the header's buttons (${viewport.width} px)`, async ({ page }) => {
      const { email } = await newLearner();
      await page.setViewportSize(viewport);
      await page.goto("/login");
      await submitLogin(page, email, "Wrong-password-1!");
      const message = accountToast(page, "Email or Password do not match!");
      await expect(message).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
      const item = toastOf(message);
      await expect(item).toHaveAttribute("data-type", "error");
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        const { background, text } = await colours(item);
        expect(isRed(text) || isRed(background), `${colorScheme}: text rgb(${text.join(", ")}) on rgb(${background.join(", ")})`).toBe(true);
        expect(background, `${colorScheme}: not plain white`).not.toEqual([255, 255, 255]);
        expect(contrast(background, text), colorScheme).toBeGreaterThanOrEqual(4.5);
      }
      // Nothing of the header under it, once it has slid in (sonner's entry transition starts it above its place).
      const headerBottom = await bottomOf(page.getByRole("banner"));
      await expect.poll(async () => (await item.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    });
  }

  test("on a learning page the account toast starts below the learning bar", async ({ page }) => {
    const { email } = await newLearner();
    await page.setViewportSize({ width: 1366, height: 900 });
    // Sent to log in from /favourites, and back there with the toast still up.
    await page.goto("/favourites");
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL("/favourites", { timeout: LOGIN_TIMEOUT_MS });
    const item = toastOf(accountToast(page, "Login Successfully"));
    await expect(item).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Learning" })).toBeVisible();
    const headerBottom = await bottomOf(page.getByRole("banner"));
    await expect.poll(async () => (await item.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });

  test("a learning screen's error toast is red too", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [WORD.index], "Flashcards-Seen");
    await page.goto("/favourites/seen-words");
    await tableHydrated(page);
    // A removal the server refuses.
    await page.route("**/api/v1/favourite/remove", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await page.getByRole("button", { name: `Remove ${WORD.word} from favourites` }).click();
    const item = toastOf(flashToast(page, "There is some server error!"));
    await expect(item).toHaveAttribute("data-type", "error");
    const { background, text } = await colours(item);
    expect(isRed(text) || isRed(background)).toBe(true);
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});

test("'Keyboard shortcuts' is not offered on a touch-only device, and is with a mouse and keyboard", async ({ browser, baseURL }) => {
  const touch = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const desktop = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  try {
    const phone = await touch.newPage();
    await openFlashcards(phone);
    expect(await phone.evaluate((query) => window.matchMedia(query).matches, TOUCH_ONLY_QUERY)).toBe(true);
    await expect(phone.getByRole("main").getByText("Tap the card to flip it")).toBeVisible();
    await expect(phone.getByRole("button", { name: "Keyboard shortcuts" })).toBeHidden();

    const computer = await desktop.newPage();
    await openFlashcards(computer);
    await expect(computer.getByRole("button", { name: "Keyboard shortcuts" })).toBeVisible();
  } finally {
    await touch.close();
    await desktop.close();
  }
});

test.describe("pronunciation", () => {
  /** Opens the flashcards with these voices and presses the card's Pronounce button; the word it shows. */
  async function pronounceWith(page: Page, voiceLangs: string[]): Promise<string> {
    await withVoices(page, voiceLangs);
    await openFlashcards(page);
    const word = (await frontWord(page).textContent())!;
    await page
      .getByRole("main")
      .getByRole("button", { name: `Pronounce ${word}` })
      .click();
    return word;
  }

  test("with no English voice, the button says so instead of doing nothing", async ({ page }) => {
    await pronounceWith(page, ["fr-FR", "de-DE"]);
    await expect(flashToast(page, NO_ENGLISH_VOICE_MESSAGE)).toBeVisible();
    expect(await spoken(page)).toEqual([]);
  });

  test("with an English voice, it says the word and nothing else shows", async ({ page }) => {
    const word = await pronounceWith(page, ["fr-FR", "en-GB"]);
    await expect.poll(() => spoken(page)).toEqual([`en-GB:${word}`]);
    await expect(flashToast(page, NO_ENGLISH_VOICE_MESSAGE)).toHaveCount(0);
  });
});
