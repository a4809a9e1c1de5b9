// Issue 20, "Confusing moments": what the app tells a learner at the turns
// that used to be silent. Visitors sent to log in are told why (the spec's
// redirects unchanged); a reset by code starts from the reset toast with the
// address remembered; a used reset link says so before any password is typed;
// an unverified login offers the verification e-mail again, and a verified
// address is filled in on the login page; an empty category shows Prev and
// Next as unavailable and leads back to Unseen Words.
import type { Page } from "@playwright/test";
import { CATEGORY_LABELS, button, card, chooseCategory, flashToast, openFlashcards, signedIn, storeCategory } from "./support/flashcards";
import {
  NEW_STRONG_PASSWORD,
  RESET_SUBJECT,
  STRONG_PASSWORD,
  VERIFY_SUBJECT,
  accountToast,
  createAccount,
  openForgotPassword,
  submitLogin,
  LOGIN_TIMEOUT_MS,
} from "./support/accounts";
import { expectNoAxeViolations, headerReady } from "./support/audit";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";
import { layoutShifts } from "./support/layout-shift";
import { codeIn, lastMailSeq, linkIn, waitForMail } from "./support/mailbox";

const WELCOME = "Welcome back! Log in to keep learning.";

/** The login page's line under its title: why the visitor is here. */
function loginLede(page: Page) {
  return page.getByRole("main").locator("h1 + p");
}

test.describe("a visitor sent to log in is told why", () => {
  test("the category drop-down marks for a visitor the categories that need an account", async ({ page }) => {
    await openFlashcards(page);
    const nav = page.getByRole("navigation", { name: "Learning" });
    await nav.getByRole("button", { name: "Choose a flashcard category" }).click();
    const options = nav.getByRole("group", { name: "Flashcard categories" });
    for (const [category, label] of Object.entries(CATEGORY_LABELS)) {
      const option = options.getByRole("button", { name: label, exact: true });
      const mark = option.getByTestId("needs-account");
      if (category === "unseen") {
        await expect(mark).toHaveCount(0);
        await expect(option).toHaveAccessibleDescription("");
      } else {
        await expect(mark).toBeVisible();
        expect(await mark.evaluate((element) => getComputedStyle(element, "::after").content)).toBe('"Log in"');
        await expect(option).toHaveAccessibleDescription("Needs an account: you will be asked to log in");
      }
      // The option's text is still the spec's label.
      await expect(option).toHaveText(label);
    }
    await expectNoAxeViolations(page, "category drop-down with account marks");
  });

  test("a signed-in user's drop-down has no such marks", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openFlashcards(page);
    const nav = page.getByRole("navigation", { name: "Learning" });
    await nav.getByRole("button", { name: "Choose a flashcard category" }).click();
    const options = nav.getByRole("group", { name: "Flashcard categories" });
    await expect(options.getByRole("button")).toHaveCount(5);
    await expect(options.getByTestId("needs-account")).toHaveCount(0);
    // Each option is described by its count, which is shown but hidden from the accessible name.
    for (const label of Object.values(CATEGORY_LABELS)) {
      await expect(options.getByRole("button", { name: label, exact: true })).toHaveAccessibleDescription(/^\d+ words$/);
    }
  });

  test("choosing Favourite Words: the spec's redirect, and the login page says why", async ({ page }) => {
    await openFlashcards(page);
    await chooseCategory(page, "favourite");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fflashcards");
    await expect(loginLede(page)).toHaveText("Log in to study your Favourite Words.");
  });

  for (const [name, reason] of [
    ["Favourite", "Log in to keep favourites."],
    ["Remember", "Log in to mark the words you remember."],
    ["Not remembered", "Log in to mark the words you don't remember yet."],
    ["Add to review", "Log in to add words to your review."],
  ] as const) {
    test(`${name} on a card: the spec's redirect, and "${reason}"`, async ({ page }) => {
      await openFlashcards(page);
      await button(page, name).click();
      await expect(page).toHaveURL("/login?callbackUrl=%2Fflashcards");
      await expect(loginLede(page)).toHaveText(reason);
    });
  }

  test("a protected page says what it is for; the reason is forgotten once shown", async ({ page }) => {
    await page.goto("/favourites");
    await expect(page).toHaveURL("/login?callbackUrl=%2Ffavourites");
    await expect(loginLede(page)).toHaveText("Log in to see your favourites.");
    await page.goto("/mynotes");
    await expect(loginLede(page)).toHaveText("Log in to see your notes.");

    await openFlashcards(page);
    await button(page, "Favourite").click();
    await expect(loginLede(page)).toHaveText("Log in to keep favourites.");
    await headerReady(page, { signedIn: false });
    // Later, the header's Log In: no stale reason.
    await page.goto("/");
    await page.goto("/login");
    await expect(loginLede(page)).toHaveText(WELCOME);
  });
});

test.describe("login of an unverified account, and after verification", () => {
  test("'User not exist!' stays, with a way to get the verification e-mail again, whose link signs in", async ({ page, request, baseURL }) => {
    test.slow(); // A sign-up, two mail round trips.
    const { email } = await createAccount(request, baseURL!, { verified: false });
    const first = await waitForMail(email, { subject: VERIFY_SUBJECT });

    await page.goto("/login");
    await headerReady(page, { signedIn: false });
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(accountToast(page, "User not exist!")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
    const notice = page.getByTestId("unverified-login");
    await expect(notice).toContainText("User not exist!");
    // Appearing last in the card, it moves nothing that was on the page: not even within the press's
    // 500 ms grace, which CLS leaves out but a slow answer outlasts.
    expect(await layoutShifts(page), "layout shifts, after input or not").toEqual([]);
    await expectNoAxeViolations(page, "login refused as unverified");

    await notice.getByRole("button", { name: "Resend the verification e-mail" }).click();
    await expect(accountToast(page, "If this address has an account waiting for verification, we have sent a new link to it.")).toBeVisible();
    const fresh = await waitForMail(email, { subject: VERIFY_SUBJECT, after: first.seq });

    // The new link signs in, and lands on the vocabulary test.
    await page.goto(linkIn(fresh, baseURL!).toString());
    await expect(page).toHaveURL("/test_vocabulary?verified=1");
    await expect(page.getByTestId("verified-welcome")).toContainText("Your email is verified and you are logged in.");
    await headerReady(page, { signedIn: true });
  });
});

test.describe("reset by code and reset links", () => {
  test("Continue sends home with the spec's toast, which offers 'I have a code': the address is remembered", async ({ page }) => {
    const { email } = await newLearner();
    const seen = lastMailSeq(email);
    await openForgotPassword(page);
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByRole("button", { name: "Continue" }).click();

    // After the e-mail has gone out (the request waits for the mail server).
    await expect(accountToast(page, "Password reset link sent successfully to your email")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
    await expect(page).toHaveURL("/");
    await page.getByRole("button", { name: "I have a code" }).click();
    await expect(page).toHaveURL("/forgotpass#code");
    const code = codeIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }));
    const main = page.getByRole("main");
    await expect(main.getByLabel("Email")).toHaveValue(email);
    await expect(main.getByLabel("Verification code")).toBeFocused();
    await page.keyboard.type(code);
    await main.getByRole("button", { name: "Verify" }).click();
    await main.getByLabel("New password", { exact: true }).fill(NEW_STRONG_PASSWORD);
    await main.getByLabel("Confirm new password", { exact: true }).fill(NEW_STRONG_PASSWORD);
    await main.getByRole("button", { name: "Reset password" }).click();
    await expect(accountToast(page, "Your password has been changed. Please log in with your new password.")).toBeVisible();

    // Done: the address is no longer filled in.
    await openForgotPassword(page);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("");
  });

  test("a reset link that no longer works says so before any password is typed", async ({ page, request, baseURL }) => {
    const { email } = await newLearner();
    const seen = lastMailSeq(email);
    expect((await request.post("/api/v1/auth/forgot-password", { data: { email } })).ok()).toBe(true);
    const link = linkIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }), baseURL!);

    // A live link shows the form.
    await page.goto(link.toString());
    await expect(page.getByRole("main").getByLabel("New password", { exact: true })).toBeVisible();

    // The same address with a token it was never sent: the message, and no form.
    const wrong = new URL(link);
    wrong.searchParams.set("token", "A".repeat(43));
    await page.goto(wrong.toString());
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toHaveText("This reset link has expired or has already been used. Request a new one.");
    await expect(main.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Request a new one" })).toHaveAttribute("href", "/forgotpass");
  });
});

test.describe("an empty category", () => {
  test("shows Prev and Next as unavailable and leads back to Unseen Words", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await storeCategory(page, baseURL!, "remember");
    await page.goto("/flashcards");
    await expect(page.getByText("No words here yet")).toBeVisible();
    // The toast comes from the hydrated screen.
    await expect(flashToast(page, "No words found in this category!")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Prev" })).toBeDisabled();
    await expect(main.getByRole("button", { name: "Next" })).toBeDisabled();
    await expectNoAxeViolations(page, "empty category");

    await main.getByRole("button", { name: "Back to Unseen Words" }).click();
    await expect(card(page)).toBeVisible();
    await expect(main.getByText(CATEGORY_LABELS.unseen, { exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("flashCardCategory"))).toBe("unseen");
    await expect(main.getByRole("button", { name: "Next" })).toBeEnabled();
  });
});
