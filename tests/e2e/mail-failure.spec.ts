// No silent mail loss, in the browser: when the SMTP server refuses the
// verification e-mail, sign-up says so and offers "Send again"; forgot
// password says it could not send. (The test SMTP server refuses mail to
// refused-…@ addresses: scripts/e2e-server.ts.)
import { REFUSED_MAIL_PREFIX } from "@/scripts/lib/smtp";
import { STRONG_PASSWORD, accountFormHydrated, accountToast, createAccount, openForgotPassword, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const NOT_SENT = "Your account was created, but we could not send the verification email. Please send it again.";
const COULD_NOT_SEND = "We could not send the email. Please try again in a few minutes.";

test("sign-up whose verification e-mail is refused says so and offers Send again", async ({ page }) => {
  const email = uniqueEmail(REFUSED_MAIL_PREFIX.slice(0, -1));
  await page.goto("/register");
  await accountFormHydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill("Refused Reader");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await main.getByLabel("Confirm Password", { exact: true }).fill(STRONG_PASSWORD);
  await main.getByRole("button", { name: "Sign Up" }).click();

  await expect(main.getByRole("alert")).toHaveText(NOT_SENT);
  await expect(accountToast(page, "Check your email for verification")).toHaveCount(0);
  await expect(page).toHaveURL("/register");

  // Send again: refused again, and said so.
  await main.getByRole("button", { name: "Send again" }).click();
  await expect(accountToast(page, COULD_NOT_SEND)).toBeVisible();
});

test("forgot password says it could not send when the e-mail is refused", async ({ page, request, baseURL }) => {
  const { email } = await createAccount(request, baseURL!, { email: uniqueEmail(REFUSED_MAIL_PREFIX.slice(0, -1)), verified: false });
  await openForgotPassword(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByRole("button", { name: "Continue" }).click();
  await expect(accountToast(page, COULD_NOT_SEND)).toBeVisible();
});
