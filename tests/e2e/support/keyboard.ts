// Keyboard-only helpers: move focus with Tab / Shift+Tab until it reaches an
// element, checking on the way that every stop is visible and shows a focus
// indicator. No clicks.
import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { LOGIN_TIMEOUT_MS, STRONG_PASSWORD, accountFormHydrated, accountToast } from "./accounts";
import { headerReady } from "./audit";

/** Whether `locator` holds the focus. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max`
 * presses. Every element focus stops on must be visible on screen and draw a
 * focus indicator (an outline or a box shadow).
 */
export async function tabTo(page: Page, target: Locator, { reverse = false, max = 40 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(reverse ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page);
  }
  expect(await isFocused(target), `reached ${String(target)} within ${max} ${reverse ? "Shift+Tab" : "Tab"} presses`).toBe(true);
}

/** The focused element is visible and has a focus indicator (when it is not the page itself). */
export async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const visible = box.width > 0 && box.height > 0 && style.visibility !== "hidden" && element.checkVisibility({ opacityProperty: true });
    // The ring may be drawn by the element or, for a link stretched over a tile, by a close ancestor.
    const rings = (node: Element) => {
      const css = getComputedStyle(node);
      return (css.outlineStyle !== "none" && parseFloat(css.outlineWidth) > 0) || css.boxShadow !== "none";
    };
    let indicator = false;
    for (let node: Element | null = element, depth = 0; node && depth < 4 && !indicator; node = node.parentElement, depth += 1) indicator = rings(node);
    return {
      what: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      visible,
      indicator,
    };
  });
  if (!focus) return;
  expect(focus.visible, `${focus.what} is visible while focused`).toBe(true);
  expect(focus.indicator, `${focus.what} shows a focus indicator`).toBe(true);
}

/** Types into the focused field, key by key. */
export async function typeHere(page: Page, text: string) {
  await page.keyboard.type(text);
}

/** Replaces the focused field's text: select all, then type. */
export async function replaceHere(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  if (text === "") await page.keyboard.press("Backspace");
  else await page.keyboard.type(text);
}

/** Focus is on an element inside `container` (not on the page itself, not lost). */
export async function expectFocusInside(container: Locator) {
  await expect
    .poll(() => container.evaluate((element) => document.activeElement !== document.body && element.contains(document.activeElement)).catch(() => false), {
      message: `focus inside ${String(container)}`,
    })
    .toBe(true);
}

/** Logs in by typing into the login form; returns the user's id. */
export async function logInByKeyboard(page: Page, email: string, password = STRONG_PASSWORD): Promise<string> {
  await page.goto("/login");
  await headerReady(page, { signedIn: false });
  await accountFormHydrated(page);
  const main = page.getByRole("main");
  await tabTo(page, main.getByLabel("Email"));
  await typeHere(page, email);
  await tabTo(page, main.getByLabel("Password", { exact: true }));
  await typeHere(page, password);
  await page.keyboard.press("Enter");
  await expect(accountToast(page, "Login Successfully")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
  await expect(page).not.toHaveURL(/\/login/);
  const userId = await page.evaluate(() => window.localStorage.getItem("authUserId"));
  expect(userId).toBeTruthy();
  return userId!;
}
