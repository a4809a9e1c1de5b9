// Password reset (spec: "Forgot-password page", section 8; the second panel
// made real): by the e-mailed link and by the 6-digit code, and what a reset
// does to the other sessions.
import type { Page } from "@playwright/test";
import {
  NEW_STRONG_PASSWORD,
  RESET_SUBJECT,
  STRONG_PASSWORD,
  accountFormHydrated,
  accountToast,
  createAccount,
  holdSessionCheck,
  logIn,
  openForgotPassword,
  sessionOf,
  storedAuthState,
  submitLogin,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { codeIn, lastMailSeq, linkIn, mailsTo, waitForMail } from "./support/mailbox";

const SENT = "Password reset link sent successfully to your email";
const DONE = "Your password has been changed. Please log in with your new password.";
const BURNT = "Too many wrong codes: this code no longer works. Please ask for a new one.";

async function requestReset(page: Page, email: string) {
  await openForgotPassword(page);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByRole("button", { name: "Continue" }).click();
  await expect(accountToast(page, SENT)).toBeVisible();
  await expect(page).toHaveURL("/");
}

/** Fills the new-password form (the popup rules apply here too) and submits it. */
async function setNewPassword(page: Page, password: string) {
  const main = page.getByRole("main");
  const field = main.getByLabel("New password", { exact: true });
  await field.fill("abcdefg1");
  await expect(main.getByRole("group", { name: "Password requirements" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Reset password" })).toBeDisabled();
  await field.fill(password);
  await main.getByLabel("Confirm new password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Reset password" }).click();
  await expect(accountToast(page, DONE)).toBeVisible();
  await expect(page).toHaveURL("/login");
}

async function expectLogin(page: Page, email: string, password: string, outcome: "Login Successfully" | "Email or Password do not match!") {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await expect(accountToast(page, outcome)).toBeVisible();
}

test("reset by the e-mailed link", async ({ page, request, baseURL }) => {
  test.slow(); // Sign-up, a mail round trip, a reset, two logins and the reuse check: one long flow.
  const { email } = await createAccount(request, baseURL!);
  const seen = lastMailSeq(email);
  await requestReset(page, email);

  const mail = await waitForMail(email, { subject: RESET_SUBJECT, after: seen });
  const link = linkIn(mail, baseURL!);
  expect(link.pathname).toBe("/resetpass");
  await page.goto(link.toString());
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await setNewPassword(page, NEW_STRONG_PASSWORD);

  await expectLogin(page, email, STRONG_PASSWORD, "Email or Password do not match!");
  await expectLogin(page, email, NEW_STRONG_PASSWORD, "Login Successfully");

  // The link worked once, and says so before any password is typed (issue 20).
  await page.context().clearCookies();
  await page.goto(link.toString());
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText("This reset link has expired or has already been used. Request a new one.");
  await expect(main.getByLabel("New password", { exact: true })).toHaveCount(0);
  await main.getByRole("link", { name: "Request a new one" }).click();
  await expect(page).toHaveURL("/forgotpass");
});

test("reset by the 6-digit code in the second panel", async ({ page, request, baseURL }) => {
  const { email } = await createAccount(request, baseURL!);
  const seen = lastMailSeq(email);
  await requestReset(page, email);
  const code = codeIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }));

  await openForgotPassword(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  // A wrong code first.
  await main.getByLabel("Verification code").fill(code === "000000" ? "000001" : "000000");
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(accountToast(page, "This code is wrong or has expired.")).toBeVisible();

  await main.getByLabel("Verification code").fill(code);
  await main.getByRole("button", { name: "Verify" }).click();
  await setNewPassword(page, NEW_STRONG_PASSWORD);
  await expectLogin(page, email, NEW_STRONG_PASSWORD, "Login Successfully");
});

test("five wrong codes burn the code: the right one is then refused, and a new code works", async ({ page, request, baseURL }) => {
  test.slow(); // Two mail round trips and eight code checks.
  const { email } = await createAccount(request, baseURL!);
  let seen = lastMailSeq(email);
  await requestReset(page, email);
  const code = codeIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }));

  await openForgotPassword(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  const wrongCodes = ["000000", "111111", "222222", "333333", "444444", "555555"].filter((candidate) => candidate !== code).slice(0, 5);
  /** Submits `value` and returns the error the server answered (the toast shows it). */
  const verify = async (value: string) => {
    await main.getByLabel("Verification code").fill(value);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/reset-code"));
    await main.getByRole("button", { name: "Verify" }).click();
    const { error } = (await (await answer).json()) as { error?: string };
    await expect(accountToast(page, error ?? "").first()).toBeVisible();
    return error;
  };
  for (const [index, wrong] of wrongCodes.entries()) {
    expect(await verify(wrong), `wrong code ${index + 1}`).toBe(index < 4 ? "This code is wrong or has expired." : BURNT);
  }
  expect(await verify(code)).toBe(BURNT);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toHaveCount(0);

  seen = lastMailSeq(email);
  await requestReset(page, email);
  const fresh = codeIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }));
  await openForgotPassword(page);
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Verification code").fill(fresh);
  await main.getByRole("button", { name: "Verify" }).click();
  await setNewPassword(page, NEW_STRONG_PASSWORD);
});

test("an unknown address gets the same answer, and no e-mail", async ({ page, request, baseURL }) => {
  const unknown = uniqueEmail("nobody");
  await requestReset(page, unknown);
  // A known address asked afterwards: once its mail is there, the unknown one's would be too.
  const { email } = await createAccount(request, baseURL!);
  const seen = lastMailSeq(email);
  await requestReset(page, email);
  await waitForMail(email, { subject: RESET_SUBJECT, after: seen });
  expect(mailsTo(unknown)).toEqual([]);
});

test("the code panel needs the address, and Continue needs a valid one", async ({ page }) => {
  await openForgotPassword(page);
  const main = page.getByRole("main");
  await main.getByLabel("Verification code").fill("123456");
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(accountToast(page, "Please enter your email address above first.")).toBeVisible();
  await main.getByLabel("Email").fill("not-an-address");
  await main.getByRole("button", { name: "Continue" }).click();
  await expect(accountToast(page, "Please enter a valid email address.")).toBeVisible();
  await expect(page).toHaveURL("/forgotpass");
});

test("a reset ends the user's other sessions", async ({ page, browser, request, baseURL, clientIp }) => {
  const { email } = await createAccount(request, baseURL!);
  await logIn(page, email, STRONG_PASSWORD);
  expect((await sessionOf(page.request))?.user?.email).toBe(email);

  // Elsewhere, the password is reset.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
  const otherPage = await other.newPage();
  const seen = lastMailSeq(email);
  await requestReset(otherPage, email);
  await otherPage.goto(linkIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }), baseURL!).toString());
  await setNewPassword(otherPage, NEW_STRONG_PASSWORD);
  await other.close();

  // The first browser's session is over.
  expect(await sessionOf(page.request)).toBeNull();
  await page.goto("/mynotes");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmynotes$/);
});

test("a reset in a signed-in browser waits for the header's session check under way: its answer cannot sign the browser in again", async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await createAccount(request, baseURL!);
  await logIn(page, email, STRONG_PASSWORD);
  const seen = lastMailSeq(email);
  expect((await request.post("/api/v1/auth/forgot-password", { data: { email } })).ok()).toBe(true);
  const link = linkIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }), baseURL!);

  // next-auth's signOut first asks for its CSRF token: that request is the logout leaving.
  const check = await holdSessionCheck(page, "/api/auth/csrf");
  await page.goto(link.toString());
  await check.held;
  await accountFormHydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("New password", { exact: true }).fill(NEW_STRONG_PASSWORD);
  await main.getByLabel("Confirm new password", { exact: true }).fill(NEW_STRONG_PASSWORD);
  const resetAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/auth/reset-password");
  await main.getByRole("button", { name: "Reset password" }).click();
  expect((await resetAnswered).ok()).toBe(true);
  // Without the wait the logout leaves within milliseconds of the reset's answer: a second is ample to see it
  // go (a wait for something that must not happen can only be bounded).
  await page.waitForRequest("**/api/auth/csrf", { timeout: 1_000 }).catch(() => undefined);
  check.release();
  await expect(page).toHaveURL("/login");
  expect(check.order).toEqual(["session check answered", "/api/auth/csrf sent"]);
  expect(await storedAuthState(page)).toMatchObject({ authUserId: "null" });
});
