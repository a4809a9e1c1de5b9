// Nothing lost at sign-up (issue 29): a visitor's note from the widget and
// Remember on a flashcard wait in the browser through sign-up, the
// verification link (opened in a new tab, which it signs in), are applied
// to the new account once, and are gone after. The store's rules (caps,
// dedupe, refusals) are unit tests: tests/unit/pending-store.test.ts.
import { NOTE_MESSAGES } from "@/lib/notes/messages";
import { STRONG_PASSWORD, VERIFY_SUBJECT, accountToast, uniqueEmail, LOGIN_TIMEOUT_MS } from "./support/accounts";
import { button, flashToast, openFlashcards, shownIndex } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mailbox";
import { bodyRows, tableHydrated } from "./support/tables";

const PENDING_KEY = "lexi:pending";

test("a visitor's note and remembered word reach the account they sign up for, once", async ({ page, context, baseURL }) => {
  test.slow(); // A sign-up, a mail round trip and a login.
  const email = uniqueEmail("visitor");
  const word = `kept-${email.slice(8, 16)}`;

  // The note: the widget keeps it, then the spec's toast and redirect.
  await openFlashcards(page);
  await page.getByRole("button", { name: "Notes", exact: true }).click();
  const widget = page.getByRole("dialog", { name: "Notes" });
  await expect(widget).toContainText("A note you save now waits in this browser");
  for (const [label, value] of [
    ["Word", word],
    ["Type", "noun"],
    ["Definitions", "kept through sign-up"],
    ["Example", "an example"],
    ["Breakdown", "a breakdown"],
  ] as const) {
    await widget.getByLabel(label, { exact: true }).fill(value);
  }
  await widget.getByRole("button", { name: "Save", exact: true }).click();
  await expect(flashToast(page, NOTE_MESSAGES.loginRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await expect(page.getByTestId("pending-notice")).toHaveText("Your note is waiting in this browser, to be added to your account when you log in.");

  // Remember on a card: kept too, and the login page says so.
  await openFlashcards(page);
  const wordIndex = await shownIndex(page);
  await button(page, "Remember").click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await expect(page.getByTestId("pending-notice")).toHaveText("Your note and 1 word are waiting in this browser, to be added to your account when you log in.");

  // Sign-up through the interface.
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL("/register");
  await expect(page.getByTestId("pending-notice")).toContainText("Your note and 1 word are waiting");
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill("Kept Visitor");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await main.getByLabel("Confirm Password", { exact: true }).fill(STRONG_PASSWORD);
  await main.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/verifyemail/);

  // The link opens in a new tab, which it signs in: local storage carried what
  // was kept. The first tab is closed, so the summary shows in this one (an
  // open tab that hears the sign-in first may apply and show it instead).
  const link = linkIn(await waitForMail(email, { subject: VERIFY_SUBJECT }), baseURL!);
  const tab = await context.newPage();
  await page.close();
  await tab.goto(link.toString());
  await expect(tab).toHaveURL("/test_vocabulary?verified=1");
  await expect(accountToast(tab, "Saved your note and 1 word from before you signed in.")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
  expect(await tab.evaluate((key) => window.localStorage.getItem(key), PENDING_KEY)).toBeNull();

  const userId = await tab.evaluate(() => window.localStorage.getItem("authUserId"));
  const status = await tab.request.get(`/api/v1/word/status?${new URLSearchParams({ wordIndex: String(wordIndex), userId: userId! })}`);
  expect(await status.json()).toMatchObject({ isRemember: true, inDeck: true });

  // In /mynotes once; a reload there applies nothing again.
  for (let visit = 0; visit < 2; visit += 1) {
    if (visit === 0) await tab.goto("/mynotes");
    else await tab.reload();
    await tableHydrated(tab);
    await expect(bodyRows(tab)).toHaveCount(1);
    await expect(bodyRows(tab)).toContainText(word);
  }
  expect(await tab.evaluate((key) => window.localStorage.getItem(key), PENDING_KEY)).toBeNull();
});
