import type { Page } from "@playwright/test";
import { NOTE_MESSAGES } from "@/lib/notes/messages";
import { flashToast, signedIn } from "./support/flashcards";
import { NEW_STRONG_PASSWORD, RESET_SUBJECT, accountToast, openForgotPassword, sessionOf } from "./support/accounts";
import { expect, headerReady, isNarrow, menuToggle, test } from "./support/audit";
import { expectFocusInside, expectVisibleFocus, logInByKeyboard, replaceHere, tabTo, typeHere } from "./support/keyboard";
import { newLearner } from "./support/learner";
import { lastMailSeq, linkIn, waitForMail } from "./support/mailbox";
import {
  addFavourites,
  bodyRows,
  createNotes,
  fetchFavourites,
  fetchNotes,
  noteInput,
  pager,
  rowNumbers,
  rowTexts,
  searchBox,
  table,
  tableHydrated,
} from "./support/tables";

// The favourites, the notes widget, /mynotes, password reset and logout with
// the keyboard alone: Tab / Shift+Tab to move, Enter and Space to press,
// Escape to close. Data is made through the API; nothing here clicks or taps.

/** The page-jump input and its Go button, reached and pressed from the keyboard. */
async function jumpByKeyboard(page: Page, value: string, { press = "Enter" as "Enter" | "Go", reverse = false } = {}) {
  const input = pager(page).getByLabel("Go to page");
  await tabTo(page, input, { reverse });
  await replaceHere(page, value);
  if (press === "Enter") {
    await page.keyboard.press("Enter");
  } else {
    await page.keyboard.press("Tab");
    await expect(pager(page).getByRole("button", { name: "Go", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
  }
}

function notesPlus(page: Page) {
  return page.getByRole("button", { name: "Notes", exact: true });
}

function notesWidget(page: Page) {
  return page.getByRole("dialog", { name: "Notes" });
}

test.describe("keyboard only, with data", () => {
  test("favourites: down the tiles and back up to a table, then search, paging, the page jump and remove", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312], "Flashcards-Unseen");
    const words = (await fetchFavourites(page.request, userId)).map((item) => String(item.val));
    expect(words).toHaveLength(13);

    await page.goto("/favourites");
    await headerReady(page, { signedIn: true });
    const main = page.getByRole("main");
    // Down the tiles to Learn With Story, a link like the others.
    await tabTo(page, main.getByRole("link", { name: "Learn With Story", exact: true }), { max: 60 });
    // Back up the list to All, a link: Enter follows it.
    await tabTo(page, main.getByRole("link", { name: "All", exact: true }), { reverse: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/favourites/all");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("All");
    await tableHydrated(page);
    expect(await rowTexts(page)).toEqual(words.slice(0, 6));

    // Next page, twice, from the same button; then it is the last page.
    const next = pager(page).getByRole("button", { name: "Next page" });
    await tabTo(page, next, { max: 60 });
    await page.keyboard.press("Enter");
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
    await expect(next).toBeFocused();
    await page.keyboard.press("Space");
    await expect.poll(() => rowNumbers(page)).toEqual([13]);
    await expect(pager(page)).toContainText("Page 3 of 3");
    // Focus is not lost when the button has nowhere further to go.
    await expect(next).toBeFocused();
    await expect(next).toBeDisabled();
    await page.keyboard.press("Enter");
    expect(await rowNumbers(page)).toEqual([13]);

    // The page jump (back from Next): refused out of range, then Enter in the field and Space on Go.
    await jumpByKeyboard(page, "4", { reverse: true });
    await expect(pager(page).getByRole("alert")).toHaveText("Enter a page from 1 to 3.");
    await expect(pager(page).getByLabel("Go to page")).toHaveAttribute("aria-invalid", "true");
    await expect(pager(page).getByLabel("Go to page")).toBeFocused();
    expect(await rowNumbers(page)).toEqual([13]);
    await jumpByKeyboard(page, "1");
    await expect.poll(() => rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(pager(page).getByRole("alert")).toHaveCount(0);
    await jumpByKeyboard(page, "2", { press: "Go" });
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
    const previous = pager(page).getByRole("button", { name: "Previous page" });
    await tabTo(page, previous, { reverse: true });
    await page.keyboard.press("Enter");
    await expect.poll(() => rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(previous).toBeFocused();

    // Search: typed, then cleared, from the keyboard; a new search starts on page 1.
    const target = words[7]!;
    const query = target.slice(0, Math.min(3, target.length)).toUpperCase();
    const expected = words.filter((word) => word.toLowerCase().includes(query.toLowerCase()));
    await jumpByKeyboard(page, "2");
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
    await tabTo(page, searchBox(page), { reverse: true });
    await typeHere(page, query);
    await expect.poll(() => rowTexts(page)).toEqual(expected.slice(0, 6));
    expect(await rowNumbers(page)).toEqual(expected.slice(0, 6).map((_, i) => i + 1));
    await replaceHere(page, "");
    await expect.poll(() => rowTexts(page)).toEqual(words.slice(0, 6));

    // Remove a row from its button: the row goes, and focus stays in the table's rows.
    const remove = main.getByRole("button", { name: `Remove ${words[1]} from favourites` });
    await tabTo(page, remove);
    await page.keyboard.press("Enter");
    await expect.poll(() => rowTexts(page)).toEqual([words[0], ...words.slice(2, 7)]);
    await expectFocusInside(table(page));
    await expectVisibleFocus(page);
    expect((await fetchFavourites(page.request, userId)).map((item) => String(item.val))).toEqual(words.filter((_, i) => i !== 1));
    // …on the row that took its place, so Enter goes on removing.
    await expect(main.getByRole("button", { name: `Remove ${words[2]} from favourites` })).toBeFocused();
  });

  test(
    "the notes widget: open with Enter, type and save a note, edit a recent one, focus kept inside, Escape returns to the plus",
    { tag: "@phone" },
    async ({ page, request, baseURL }) => {
      const userId = await signedIn(page, request, baseURL!);
      await createNotes(page.request, userId, [noteInput("seeded")]);

      await page.goto("/mynotes");
      await headerReady(page, { signedIn: true });
      await tableHydrated(page);
      await expect.poll(() => rowTexts(page)).toEqual(["seeded"]);
      const plus = notesPlus(page);
      const widget = notesWidget(page);
      await tabTo(page, plus, { max: 80 });
      await expect(plus).toHaveAttribute("aria-expanded", "false");
      const recent = page.waitForResponse((response) => response.url().endsWith("/api/v1/notes/getrecentnotes"));
      await page.keyboard.press("Enter");
      await expect(widget).toBeVisible();
      expect((await recent).ok()).toBe(true);
      await expect(plus).toHaveAttribute("aria-expanded", "true");
      const field = (label: string) => widget.getByLabel(label, { exact: true });
      await expect(field("Word")).toBeFocused();
      const recentButtons = widget.getByRole("region", { name: "Recent notes" }).getByRole("button");
      await expect(recentButtons).toHaveCount(1);

      // Every field in order with Tab, then Save with Enter.
      await typeHere(page, "keyboarded");
      for (const [label, value] of [
        ["Type", "adjective"],
        ["Definitions", "done with keys alone"],
        ["Example", "A keyboarded note."],
        ["Breakdown", "keyboard + -ed"],
      ] as const) {
        await page.keyboard.press("Tab");
        await expect(field(label)).toBeFocused();
        await expectVisibleFocus(page);
        await typeHere(page, value);
      }
      await page.keyboard.press("Tab");
      const save = widget.getByRole("button", { name: "Save", exact: true });
      await expect(save).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(flashToast(page, NOTE_MESSAGES.created)).toBeVisible();
      await expect(recentButtons).toHaveCount(2);
      await expect(field("Word")).toHaveValue("");
      await expect.poll(async () => (await fetchNotes(page.request, userId)).map((note) => note.word)).toEqual(["keyboarded", "seeded"]);
      // The table behind shows it at once.
      await expect.poll(() => rowTexts(page)).toEqual(["keyboarded", "seeded"]);
      // Focus did not fall out of the dialog while it saved.
      await expectFocusInside(widget);

      // The trap: Tab from the last stop wraps to Close, Shift+Tab from Close to the last stop.
      const close = widget.getByRole("button", { name: "Close", exact: true });
      const lastRecent = recentButtons.last();
      await tabTo(page, lastRecent, { max: 12 });
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(lastRecent).toBeFocused();
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press("Tab");
        await expectFocusInside(widget);
        await expectVisibleFocus(page);
      }

      // A recent note, chosen with Enter, switches the widget to edit mode.
      await tabTo(page, recentButtons.filter({ hasText: "seeded" }));
      await page.keyboard.press("Enter");
      const editButton = widget.getByRole("button", { name: "Edit", exact: true });
      await expect(editButton).toBeVisible();
      await expect(field("Word")).toBeFocused();
      await expect(field("Word")).toHaveValue("seeded");
      await tabTo(page, field("Definitions"));
      await replaceHere(page, "changed by keys");
      await tabTo(page, editButton);
      await page.keyboard.press("Enter");
      await expect(flashToast(page, NOTE_MESSAGES.updated)).toBeVisible();
      await expect(save).toBeVisible();
      await expect.poll(async () => (await fetchNotes(page.request, userId)).find((note) => note.word === "seeded")?.definitions).toBe("changed by keys");
      await expectFocusInside(widget);

      // Escape closes it and gives focus back to the plus button, which opens it again.
      await page.keyboard.press("Escape");
      await expect(widget).toBeHidden();
      await expect(plus).toBeFocused();
      await expect(plus).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Space");
      await expect(widget).toBeVisible();
      await expect(field("Word")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(widget).toBeHidden();
      await expect(plus).toBeFocused();
    },
  );

  test("/mynotes: search, paging, edit in the dialog (Escape, refusal, save) and delete with its confirmation", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    const words = Array.from({ length: 7 }, (_, i) => `keynote${i + 1}`);
    await createNotes(
      page.request,
      userId,
      words.map((word) => noteInput(word, word === "keynote2" ? { definitions: "a tropical fruit" } : {})),
    );
    const newestFirst = [...words].reverse();

    await page.goto("/mynotes");
    await headerReady(page, { signedIn: true });
    await tableHydrated(page);
    const main = page.getByRole("main");
    expect(await rowTexts(page)).toEqual(newestFirst.slice(0, 6));

    // Paging: Next, then the jump back.
    await tabTo(page, pager(page).getByRole("button", { name: "Next page" }), { max: 80 });
    await page.keyboard.press("Enter");
    await expect.poll(() => rowTexts(page)).toEqual(newestFirst.slice(6));
    await jumpByKeyboard(page, "1", { reverse: true });
    await expect.poll(() => rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);

    // Search on the definitions.
    await tabTo(page, searchBox(page), { reverse: true });
    await typeHere(page, "TROPICAL");
    await expect.poll(() => rowTexts(page)).toEqual(["keynote2"]);
    await replaceHere(page, "");
    await expect.poll(() => rowTexts(page)).toEqual(newestFirst.slice(0, 6));

    // Edit: the dialog opens on its first field; Escape leaves without saving and focus goes back.
    const editSeven = main.getByRole("button", { name: "Edit the note on keynote7" });
    await tabTo(page, editSeven);
    await page.keyboard.press("Enter");
    const form = page.getByRole("dialog", { name: "Edit note" });
    await expect(form).toBeVisible();
    await expectFocusInside(form);
    await tabTo(page, form.getByLabel("Definitions", { exact: true }), { max: 8 });
    await replaceHere(page, "changed, then abandoned");
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    await expect(editSeven).toBeFocused();
    expect((await fetchNotes(page.request, userId))[0]?.definitions).toBe("the meaning of keynote7");

    // Again: an emptied field is refused, then a real change is saved with Enter.
    await page.keyboard.press("Enter");
    await expect(form).toBeVisible();
    await tabTo(page, form.getByLabel("Definitions", { exact: true }), { max: 8 });
    await replaceHere(page, "");
    await tabTo(page, form.getByRole("button", { name: "Save" }), { max: 12 });
    await page.keyboard.press("Enter");
    await expect(flashToast(page, "Please fill in the word and its meaning!")).toBeVisible();
    await expect(form).toBeVisible();
    await tabTo(page, form.getByLabel("Type", { exact: true }), { reverse: true, max: 12 });
    await replaceHere(page, "noun (object)");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Definitions", { exact: true })).toBeFocused();
    await replaceHere(page, "a note saved by keys");
    // The focus stays in the dialog: Tab from its last control wraps round, never onto the page.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      expect(await form.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await tabTo(page, form.getByRole("button", { name: "Save" }), { max: 12 });
    await page.keyboard.press("Enter");
    await expect(flashToast(page, "Notes Update Successfully")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(bodyRows(page).first()).toContainText("a note saved by keys");
    await expect(bodyRows(page).first()).toContainText("noun (object)");
    expect((await fetchNotes(page.request, userId))[0]).toMatchObject({ word: "keynote7", type: "noun (object)", definitions: "a note saved by keys" });
    // Back on the button that opened it.
    await expect(editSeven).toBeFocused();
    await expectVisibleFocus(page);

    // Delete: Cancel (Enter on the dialog's first button) keeps the note and returns focus.
    const deleteSix = main.getByRole("button", { name: "Delete the note on keynote6" });
    await tabTo(page, deleteSix);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete note" });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    await expect(deleteSix).toBeFocused();
    expect(await rowTexts(page)).toEqual(newestFirst.slice(0, 6));

    // Then Delete: the row goes, and focus does not fall back to the page.
    await page.keyboard.press("Enter");
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole("button", { name: "Delete" }), { max: 4 });
    await page.keyboard.press("Enter");
    await expect.poll(() => rowTexts(page)).toEqual(newestFirst.filter((word) => word !== "keynote6").slice(0, 6));
    expect((await fetchNotes(page.request, userId)).map((note) => note.word)).toEqual(newestFirst.filter((word) => word !== "keynote6"));
    await expectFocusInside(table(page));
    await expectVisibleFocus(page);
    // The same control of the row now in its place.
    await expect(main.getByRole("button", { name: "Delete the note on keynote5" })).toBeFocused();
  });

  test("password reset by the e-mailed link, then log in with the new password", async ({ page, baseURL }) => {
    const { email } = await newLearner();
    const seen = lastMailSeq(email);
    await openForgotPassword(page);
    await headerReady(page, { signedIn: false });
    const main = page.getByRole("main");
    await tabTo(page, main.getByLabel("Email"));
    await typeHere(page, email);
    await page.keyboard.press("Tab");
    await expect(main.getByRole("button", { name: "Continue" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(accountToast(page, "Password reset link sent successfully to your email")).toBeVisible();
    await expect(page).toHaveURL("/");

    await page.goto(linkIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }), baseURL!).toString());
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await headerReady(page, { signedIn: false });
    await tabTo(page, main.getByLabel("New password", { exact: true }));
    await typeHere(page, "abcdefg1");
    await expect(main.getByRole("group", { name: "Password requirements" })).toBeVisible();
    await replaceHere(page, NEW_STRONG_PASSWORD);
    await tabTo(page, main.getByLabel("Confirm new password", { exact: true }));
    await typeHere(page, NEW_STRONG_PASSWORD);
    await tabTo(page, main.getByRole("button", { name: "Reset password" }));
    await page.keyboard.press("Enter");
    await expect(accountToast(page, "Your password has been changed. Please log in with your new password.")).toBeVisible();
    await expect(page).toHaveURL("/login");

    await logInByKeyboard(page, email, NEW_STRONG_PASSWORD);
  });

  test("log out from the profile menu", { tag: "@phone" }, async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto("/about");
    await headerReady(page, { signedIn: true });
    if (isNarrow(page)) {
      await tabTo(page, menuToggle(page));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    }
    const profile = page.getByRole("banner").getByRole("button", { name: "Profile", exact: true });
    await tabTo(page, profile);
    await page.keyboard.press("Enter");
    await expect(profile).toHaveAttribute("aria-expanded", "true");
    await tabTo(page, page.getByRole("banner").getByRole("button", { name: isNarrow(page) ? "Log Out" : "Logout", exact: true }));
    await page.keyboard.press("Enter");
    await expect(accountToast(page, "logout successfully")).toBeVisible();
    await expect(page).toHaveURL("/");
    expect(await sessionOf(page.request)).toBeNull();
    await headerReady(page, { signedIn: false });
    if (isNarrow(page)) await expect(menuToggle(page)).toBeVisible();
    else await expect(page.getByRole("banner").getByRole("link", { name: "Log In", exact: true })).toBeVisible();
  });
});
