import type { Page } from "@playwright/test";
import { STRONG_PASSWORD, accountFormHydrated, uniqueEmail } from "./support/accounts";
import { expect, headerReady, isNarrow, learningNav, menuToggle, test } from "./support/audit";
import { expectVisibleFocus, isFocused, logInByKeyboard, tabTo, typeHere } from "./support/keyboard";
import { backFace, card, hydrated, shownIndex, signedIn } from "./support/flashcards";
import { newLearner } from "./support/learner";
import { isTouchOnly } from "./support/touch";

// The main flows with the keyboard alone: Tab / Shift+Tab to move, Enter and
// Space to press, Escape to close, arrows and letters for the flashcard
// shortcuts. Nothing here clicks or taps.

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main", exact: true });
}

/** Opens the slide-in menu from the keyboard in the narrow layout; focus lands on its close control. */
async function openMenuByKeyboard(page: Page) {
  await tabTo(page, menuToggle(page));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
}

test.describe("keyboard only", () => {
  test("the header: links, the slide-in menu and its sub-menu, the category drop-down, Escape", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    await headerReady(page, { signedIn: false });

    // The skip link comes first and moves focus past the header.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: /skip to/i });
    await expect(skip).toBeFocused();
    await expectVisibleFocus(page);

    if (isNarrow(page)) {
      await openMenuByKeyboard(page);
      // Focus stays inside the open panel: Shift+Tab from its first control wraps to its last.
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("nav, [id]") !== null)).toBe(true);
      await tabTo(page, mainNav(page).getByRole("button", { name: "Category", exact: true }));
      await page.keyboard.press("Space");
      const categories = mainNav(page).getByRole("group", { name: "Flashcard categories" });
      await expect(categories).toBeVisible();
      await tabTo(page, categories.getByRole("button", { name: "Unseen Words", exact: true }));
      await page.keyboard.press("Escape");
      await expect(menuToggle(page)).toBeFocused();
      await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
      await openMenuByKeyboard(page);
    }
    await tabTo(page, mainNav(page).getByRole("link", { name: "Contact Us", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();

    // The learning bar's category drop-down.
    await page.goto("/learn_with_story");
    await headerReady(page, { signedIn: false });
    const toggle = learningNav(page).getByRole("button", { name: "Choose a flashcard category" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const dropdown = learningNav(page).getByRole("group", { name: "Flashcard categories" });
    await expect(dropdown).toBeVisible();
    await tabTo(page, dropdown.getByRole("button", { name: "Unseen Words", exact: true }));
    await page.keyboard.press("Escape");
    await expect(dropdown).toBeHidden();
    await expect(toggle).toBeFocused();
    // Back and forth along the bar.
    await tabTo(page, learningNav(page).getByRole("link", { name: "Learn with Friends" }));
    await tabTo(page, learningNav(page).getByRole("link", { name: "Flashcards", exact: true }), { reverse: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/flashcards");
  });

  test("sign up with the keyboard", async ({ page }) => {
    const email = uniqueEmail("keys");
    await page.goto("/register");
    await headerReady(page, { signedIn: false });
    await accountFormHydrated(page);
    const main = page.getByRole("main");
    await tabTo(page, main.getByLabel("Username"));
    await typeHere(page, "Keyboard User");
    await page.keyboard.press("Tab");
    await expect(main.getByLabel("Email")).toBeFocused();
    await typeHere(page, email);
    await page.keyboard.press("Tab");
    await expect(main.getByLabel("Password", { exact: true })).toBeFocused();
    await typeHere(page, STRONG_PASSWORD);
    // The show/hide toggle works from the keyboard too.
    await page.keyboard.press("Tab");
    const show = main.getByRole("button", { name: "Show password" }).first();
    await expect(show).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await tabTo(page, main.getByLabel("Confirm Password", { exact: true }));
    await typeHere(page, STRONG_PASSWORD);
    await tabTo(page, main.getByRole("button", { name: "Sign Up" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/verifyemail?email=${encodeURIComponent(email)}`);
  });

  test("log in, open the profile menu and close it with Escape", { tag: "@phone" }, async ({ page }) => {
    const { email } = await newLearner();
    await logInByKeyboard(page, email);
    await expect(page).toHaveURL("/");
    // A fresh load, so Tab starts from the top of the page rather than where the form was.
    await page.goto("/");
    await headerReady(page, { signedIn: true });

    if (isNarrow(page)) await openMenuByKeyboard(page);
    const profile = page.getByRole("button", { name: "Profile" });
    await tabTo(page, profile);
    await page.keyboard.press("Enter");
    await expect(profile).toHaveAttribute("aria-expanded", "true");
    const logout = page.getByRole("button", { name: isNarrow(page) ? "Log Out" : "Logout", exact: true });
    await tabTo(page, logout);
    await page.keyboard.press("Escape");
    await expect(profile).toHaveAttribute("aria-expanded", "false");
    await expect(profile).toBeFocused();
  });

  test("flashcards: flip, next, prev, favourite and remember from the keyboard", { tag: "@phone" }, async ({ page, request, baseURL }) => {
    // Logging in by keyboard is the test above's.
    await signedIn(page, request, baseURL!);
    const main = page.getByRole("main");
    await page.goto("/flashcards");
    await hydrated(page);
    const first = await shownIndex(page);

    // Tab to the flip control and press it with Space; Enter turns it back.
    const flip = main.getByRole("button", { name: "Show meaning" });
    await tabTo(page, flip);
    await page.keyboard.press("Space");
    await expect(card(page)).toHaveAttribute("data-side", "back");
    await expect(backFace(page)).toBeVisible();
    await expect(main.getByRole("button", { name: "Show word" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card(page)).toHaveAttribute("data-side", "front");

    // Next and Prev buttons.
    await tabTo(page, main.getByRole("button", { name: "Next", exact: true }));
    await page.keyboard.press("Enter");
    await expect.poll(() => shownIndex(page)).not.toBe(first);
    const second = await shownIndex(page);
    await tabTo(page, main.getByRole("button", { name: "Prev", exact: true }), { reverse: true });
    await page.keyboard.press("Enter");
    await expect.poll(() => shownIndex(page)).toBe(first);

    // The heart, reached by Tab and pressed with Space.
    const heart = main.getByRole("button", { name: "Favourite" });
    await tabTo(page, heart, { reverse: true });
    await page.keyboard.press("Space");
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    // Remember from its button; the next word follows by itself.
    const remember = main.getByRole("button", { name: "Remember", exact: true });
    await tabTo(page, remember);
    await page.keyboard.press("Enter");
    await expect(remember).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => shownIndex(page)).not.toBe(first);

    // The shortcuts, with focus on the page rather than a control.
    await page.keyboard.press("Escape");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const before = await shownIndex(page);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownIndex(page)).not.toBe(before);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => shownIndex(page)).toBe(before);
    await page.keyboard.press("f");
    await expect(page.getByRole("main").getByRole("button", { name: "Favourite" })).toHaveAttribute("aria-pressed", "true");
    expect(second).not.toBe(first);

    // The shortcuts list opens from its button and closes with Escape (a touch-only device has no button: issue 20).
    const help = main.getByRole("button", { name: "Keyboard shortcuts" });
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    if (await isTouchOnly(page)) {
      await expect(help).toBeHidden();
    } else {
      await tabTo(page, help);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      expect(await isFocused(help)).toBe(true);
    }
  });

  test("the contact form with the keyboard", async ({ page }) => {
    await page.goto("/contact");
    await headerReady(page, { signedIn: false });
    const main = page.getByRole("main");
    await tabTo(page, main.getByLabel("Name"));
    await typeHere(page, "Keyboard User");
    await page.keyboard.press("Tab");
    await expect(main.getByLabel("Email")).toBeFocused();
    await typeHere(page, "keys@example.com");
    await page.keyboard.press("Tab");
    await expect(main.getByLabel("Subject")).toBeFocused();
    await typeHere(page, "Typed, not clicked");
    await page.keyboard.press("Tab");
    await expect(main.getByLabel("Message")).toBeFocused();
    await typeHere(page, "Every field reached with Tab.");
    await tabTo(page, main.getByRole("button", { name: "Contact Us" }));
    await page.keyboard.press("Enter");
    // The success banner (role status); a failure would be an alert.
    await expect(main.getByRole("status").filter({ hasText: /./ })).toBeVisible();
    await expect(main.getByRole("alert")).toHaveText("");
  });
});
