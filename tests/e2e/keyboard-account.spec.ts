// The account page's dangerous actions with the keyboard alone: importing a
// file and deleting the account. Tab / Shift+Tab to move, Enter and Space to
// press; nothing here clicks or taps.
import type { Page } from "@playwright/test";
import { accountToast, sessionOf } from "./support/accounts";
import { expect as baseExpect, headerReady, test } from "./support/audit";
import { tabTo, typeHere } from "./support/keyboard";
import { newLearner, signIn } from "./support/learner";

// Steps that wait on a password check (argon2) may take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A learner signed in (logging in by keyboard is keyboard.spec.ts's), on /account. */
async function onAccountPage(page: Page, baseURL: string) {
  const learner = await newLearner();
  await signIn(page.context(), learner, baseURL);
  await page.goto("/account");
  await headerReady(page, { signedIn: true });
  return learner;
}

test.describe("keyboard only, on the account page", () => {
  test("import a CSV: choose the file, check the review option, import, read the report", async ({ page, baseURL }) => {
    await onAccountPage(page, baseURL!);
    const main = page.getByRole("main");

    await tabTo(page, main.getByLabel("File to import"));
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (
      await chooser
    ).setFiles({ name: "cards.csv", mimeType: "text/csv", buffer: Buffer.from("snollygoster,a shrewd person not guided by principles\n,no front\n") });
    // The review option is next: Space checks it.
    await page.keyboard.press("Tab");
    const toReview = main.getByLabel("Add the words that are in Lexi’s word set to my review deck");
    await expect(toReview).toBeFocused();
    await page.keyboard.press("Space");
    await expect(toReview).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(main.getByRole("button", { name: "Import", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(main.getByText("Added 1 note. 0 rows were already in your notes. 1 row was refused.")).toBeVisible();
    await expect(main.getByText("Added 0 words to your review deck. 1 word is not in Lexi's word set: kept as notes only.")).toBeVisible();
    await expect(main.getByRole("list", { name: "Refused rows" })).toHaveText("Line 2: The front (the word) is empty.");
  });

  test("delete the account: the dialog, the password and the address typed, then the landing page", async ({ page, baseURL }) => {
    const { email, password } = await onAccountPage(page, baseURL!);

    await tabTo(page, page.getByRole("main").getByRole("button", { name: "Delete my account", exact: true }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    // The modal dialog takes the focus to its first field, and keeps it inside.
    await expect(dialog.getByLabel("Password", { exact: true })).toBeFocused();
    await typeHere(page, password);
    await tabTo(page, dialog.getByLabel(`Type ${email} to confirm`));
    await typeHere(page, email);
    await tabTo(page, dialog.getByRole("button", { name: "Delete my account for good" }));
    await page.keyboard.press("Enter");

    await expect(accountToast(page, "Your account has been deleted.")).toBeVisible();
    await expect(page).toHaveURL("/");
    expect(await sessionOf(page.request)).toBeNull();
  });

  test("Escape closes the delete dialog and deletes nothing", async ({ page, baseURL }) => {
    const { email } = await onAccountPage(page, baseURL!);
    const open = page.getByRole("main").getByRole("button", { name: "Delete my account", exact: true });
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeHidden();
    await expect(open).toBeFocused();
    expect((await sessionOf(page.request))?.user?.email).toBe(email);
  });
});
