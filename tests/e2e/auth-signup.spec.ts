// Sign-up (spec: "Sign-up page", sections 4, 5 and 8): the password popup and
// its rule colours for each password class, the mismatch messages, the
// verification e-mail from the test SMTP server, its link and the first login.
import type { Locator, Page } from "@playwright/test";
import {
  STRONG_PASSWORD,
  VERIFIED_LANDING,
  VERIFY_SUBJECT,
  accountFormHydrated,
  accountToast,
  createAccount,
  storedAuthState,
  submitLogin,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { lastMailSeq, linkIn, waitForMail } from "./support/mailbox";

const GREEN = "rgb(21, 128, 61)";
const RED = "rgb(185, 28, 28)";
const RULES = [
  "At least 12 characters",
  "One lowercase letter",
  "One uppercase letter",
  "One number",
  "One special character (@$!%*?&)",
  "Only letters, numbers and @$!%*?&",
] as const;

function form(page: Page) {
  const main = page.getByRole("main");
  return {
    username: main.getByLabel("Username"),
    email: main.getByLabel("Email"),
    password: main.getByLabel("Password", { exact: true }),
    confirm: main.getByLabel("Confirm Password", { exact: true }),
    submit: main.getByRole("button", { name: "Sign Up" }),
    popup: main.getByRole("group", { name: "Password requirements" }),
    strength: main.getByTestId("password-strength"),
  };
}

function rule(popup: Locator, label: (typeof RULES)[number]): Locator {
  return popup.getByRole("listitem").filter({ hasText: label });
}

/** Checks every rule's colour: `met` lists the green ones, the rest must be red. */
async function expectRules(popup: Locator, met: readonly (typeof RULES)[number][]) {
  for (const label of RULES) {
    await expect(rule(popup, label), label).toHaveCSS("color", met.includes(label) ? GREEN : RED);
  }
}

test.describe("sign-up form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/register");
    await accountFormHydrated(page);
  });

  test("has the four fields and is not indexed", async ({ page }) => {
    const f = form(page);
    for (const field of [f.username, f.email, f.password, f.confirm]) await expect(field).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(f.submit).toBeDisabled();
  });

  test("the popup shows each rule green or red for each password class, and hides once Strong", async ({ page }) => {
    const f = form(page);
    await expect(f.popup).toBeHidden();
    await f.password.focus();
    await expect(f.popup).toBeVisible();
    await expectRules(f.popup, ["Only letters, numbers and @$!%*?&"]);

    await f.password.fill("abc");
    await expect(f.strength).toHaveText("Very Weak");
    await expectRules(f.popup, ["One lowercase letter", "Only letters, numbers and @$!%*?&"]);

    await f.password.fill("abcdef");
    await expect(f.strength).toHaveText("Weak");
    await expect(f.popup).toBeVisible();

    await f.password.fill("abcdefg1");
    await expect(f.strength).toHaveText("Medium");
    await expectRules(f.popup, ["One lowercase letter", "One number", "Only letters, numbers and @$!%*?&"]);

    await f.password.fill("Abcdefghij12-");
    await expect(f.strength).toHaveText("Medium");
    await expectRules(f.popup, ["At least 12 characters", "One lowercase letter", "One uppercase letter", "One number"]);

    await f.password.fill(STRONG_PASSWORD);
    await expect(f.strength).toHaveText("Strong");
    await expect(f.popup).toBeHidden();
    await expect(f.submit).toBeDisabled(); // not confirmed yet
  });

  test("'* Password is not Strong enough' shows once focus leaves a password that is not Strong", async ({ page }) => {
    const f = form(page);
    const notStrong = page.getByText("* Password is not Strong enough", { exact: true });
    await f.password.fill("abcdefg1");
    await expect(notStrong).toBeHidden(); // still focused: the popup instead
    await f.confirm.focus();
    await expect(f.popup).toBeHidden();
    await expect(notStrong).toBeVisible();
    await f.confirm.fill("abcdefg1");
    await expect(f.submit).toBeDisabled(); // equal, but only Medium

    await f.password.fill(STRONG_PASSWORD);
    await f.username.focus();
    await expect(notStrong).toBeHidden();
  });

  test('a mismatch shows "* Password doesn\'t match", keeps the button disabled and toasts on submit', async ({ page }) => {
    const f = form(page);
    const inline = page.getByText("* Password doesn't match", { exact: true });
    await f.username.fill("Ada");
    await f.email.fill(uniqueEmail("mismatch"));
    await f.password.fill(STRONG_PASSWORD);
    await f.confirm.fill(`${STRONG_PASSWORD}x`);
    await expect(inline).toBeVisible();
    await expect(f.submit).toBeDisabled();

    await f.confirm.press("Enter");
    await expect(accountToast(page, "Password doesn't match")).toBeVisible();
    await expect(page).toHaveURL("/register");

    await f.confirm.fill(STRONG_PASSWORD);
    await expect(inline).toBeHidden();
    await expect(f.submit).toBeEnabled();
  });

  test("an address in use goes on to /verifyemail as a new one would: sign-up tells nobody which addresses have accounts", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await createAccount(request, baseURL!, { verified: false });
    const f = form(page);
    await f.username.fill("Someone Else");
    await f.email.fill(email.toUpperCase());
    await f.password.fill(STRONG_PASSWORD);
    await f.confirm.fill(STRONG_PASSWORD);
    await f.submit.click();
    await expect(accountToast(page, "Check your email for verification")).toBeVisible();
    await expect(page).toHaveURL(/\/verifyemail/);
  });
});

test("sign-up, the verification e-mail and its link, which signs in and welcomes to the vocabulary test", async ({ page, baseURL }) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/register");
  await accountFormHydrated(page);
  const f = form(page);
  await f.username.fill("Grace Hopper");
  await f.email.fill(email);
  await f.password.fill(STRONG_PASSWORD);
  await f.confirm.fill(STRONG_PASSWORD);
  await f.submit.click();

  await expect(accountToast(page, "Check your email for verification")).toBeVisible();
  await expect(page).toHaveURL(`/verifyemail?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
  await expect(page.getByTestId("masked-email")).toHaveText(`${email[0]}***@example.com`);
  await expect(page.getByRole("main")).not.toContainText(email);

  // Not verified yet: the right password gets 'User not exist!'.
  await page.getByRole("main").getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL("/login");
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(accountToast(page, "User not exist!")).toBeVisible();

  const mail = await waitForMail(email, { subject: VERIFY_SUBJECT });
  expect(mail.text).toContain("Hello Grace Hopper,");
  const link = linkIn(mail, baseURL!);
  expect(link.pathname).toBe("/api/v1/auth/verify-email");
  await page.goto(link.toString());
  await expect(page).toHaveURL("/test_vocabulary?verified=1");
  await expect(page.getByTestId("verified-welcome")).toHaveText("Your email is verified and you are logged in. Take the test to start at your level.");
  await expect
    .poll(() => storedAuthState(page))
    .toMatchObject({
      authUserId: expect.stringMatching(/.+/),
      userName: "Grace Hopper",
      userEmail: email,
    });
});

test("a used verification link says so; a bad one offers a new link that works", async ({ page, request, baseURL }) => {
  const { email } = await createAccount(request, baseURL!, { verified: false });
  const link = linkIn(await waitForMail(email, { subject: VERIFY_SUBJECT }), baseURL!);

  // Used once (by another client, which it signs in), then here: this browser stays signed out.
  const first = await request.get(link.toString(), { maxRedirects: 0 });
  expect(first.headers().location).toContain(VERIFIED_LANDING);
  await page.goto(link.toString());
  await expect(page).toHaveURL(`/login?verified=already&email=${encodeURIComponent(email)}`);
  await expect(page.getByText("Your email is already verified. You can log in.")).toBeVisible();

  const other = await createAccount(request, baseURL!, { verified: false });
  const firstMail = await waitForMail(other.email, { subject: VERIFY_SUBJECT });
  const broken = linkIn(firstMail, baseURL!);
  broken.searchParams.set("token", "A".repeat(43));
  await page.goto(broken.toString());
  await expect(page.getByRole("alert").filter({ hasText: "This verification link has expired or has already been used." })).toBeVisible();

  const seen = lastMailSeq(other.email);
  await page.getByRole("button", { name: "Send a new verification link" }).click();
  await expect(accountToast(page, "If this address has an account waiting for verification, we have sent a new link to it.")).toBeVisible();
  const fresh = await waitForMail(other.email, { subject: VERIFY_SUBJECT, after: seen });
  await page.goto(linkIn(fresh, baseURL!).toString());
  await expect(page).toHaveURL("/test_vocabulary?verified=1");
  await expect(page.getByTestId("verified-welcome")).toContainText("Your email is verified and you are logged in.");
});
