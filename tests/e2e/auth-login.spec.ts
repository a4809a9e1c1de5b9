// Login (spec: "Login page", sections 5 and 8) and the redirect rules
// (section 2) both ways, with the remembered return path.
import type { Page } from "@playwright/test";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import {
  LOGIN_TIMEOUT_MS,
  STRONG_PASSWORD,
  accountFormHydrated,
  accountToast,
  createAccount,
  logIn,
  sessionOf,
  storedAuthState,
  submitLogin,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mailbox";

const PROTECTED = ["/favourites", "/favourites/unseen-words", "/mynotes"];
const GUEST_ONLY = ["/login", "/register", "/forgotpass", "/verifyemail"];

/** Sets the remembered return path the way middleware does (the cookie it reads back, URI-encoded). */
async function rememberPath(page: Page, baseURL: string, path: string) {
  await page.context().addCookies([{ name: "returnPath", value: encodeURIComponent(path), url: baseURL }]);
}

test.describe("login page", () => {
  test("E-mail me a sign-in link: the mailed link signs this browser in, once", async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/login");
    await accountFormHydrated(page);
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(email);
    await main.getByRole("button", { name: AUTH_MESSAGES.emailSignInLink }).click();
    await expect(accountToast(page, AUTH_MESSAGES.signInLinkSent)).toBeVisible();

    const link = linkIn(await waitForMail(email, { subject: "Your Lexi sign-in link" }), baseURL!);
    await page.goto(link.toString());
    await expect(page).toHaveURL("/");
    expect((await sessionOf(page.request))?.user?.email).toBe(email);
    // A verified login, as the form's: the user stored and the flashcard category set to unseen.
    await expect.poll(() => storedAuthState(page)).toMatchObject({ userEmail: email, flashCardCategory: "unseen" });

    // Used once: a second visit, even from a signed-out browser, is refused with a way on.
    await page.context().clearCookies();
    await page.goto(link.toString());
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByRole("alert").filter({ hasText: AUTH_MESSAGES.signInLinkInvalid })).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
  });

  test("has email, password with a show/hide toggle, and the two links", async ({ page }) => {
    await page.goto("/login");
    const main = page.getByRole("main");
    const password = main.getByLabel("Password", { exact: true });
    await expect(main.getByLabel("Email")).toBeVisible();
    await expect(password).toHaveAttribute("type", "password");
    await main.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await main.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await main.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgotpass");
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL("/register");
  });

  test("a rate-limited login says in how many minutes to try again", async ({ page, request, baseURL }) => {
    test.slow(); // Eleven logins, each an argon2 check.
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/login");
    const button = page.getByRole("main").getByRole("button", { name: "Log In" });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().includes("/api/auth/callback/credentials"));
      await submitLogin(page, email, "Wrong1Password!");
      await answered;
      await expect(button).toHaveText("Log In");
    }
    await expect(accountToast(page, "Email or Password do not match!").first()).toBeVisible();
    // Ten wrong passwords use up the account's 15-minute window: even the right one now waits.
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(accountToast(page, "Too many attempts. Please try again in 15 minutes.")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
    await expect(page).toHaveURL("/login");
  });

  test("a wrong password and an unknown address both get 'Email or Password do not match!'", async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/login");
    await submitLogin(page, email, "Wrong1Password!");
    await expect(accountToast(page, "Email or Password do not match!")).toBeVisible();
    await expect(page).toHaveURL("/login");

    await page.reload();
    await submitLogin(page, uniqueEmail("nobody"), STRONG_PASSWORD);
    await expect(accountToast(page, "Email or Password do not match!")).toBeVisible();
    expect(await storedAuthState(page)).toMatchObject({ authUserId: null });
  });

  test("an unverified account with the right password gets 'User not exist!'", async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request, baseURL!, { verified: false });
    await page.goto("/login");
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(accountToast(page, "User not exist!")).toBeVisible();
    await expect(page).toHaveURL("/login");
  });

  test("success toasts 'Login Successfully', stores the user, sets the category to unseen and goes home", async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request, baseURL!, { username: "Ada Lovelace" });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("flashCardCategory", "remember");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await logIn(page, email.toUpperCase(), STRONG_PASSWORD);
    await expect(page).toHaveURL("/");
    await expect
      .poll(() => storedAuthState(page))
      .toEqual({
        authUserId: expect.stringMatching(/.+/),
        userName: "Ada Lovelace",
        userEmail: email,
        flashCardCategory: "unseen",
      });
    const session = await page.request.get("/api/auth/session").then((response) => response.json());
    // Trimmed: id, name and e-mail only.
    expect(session.user).toEqual({ id: (await storedAuthState(page)).authUserId, name: "Ada Lovelace", email });
  });
});

test.describe("redirect rules", () => {
  for (const path of PROTECTED) {
    test(`a visitor on ${path} goes to /login, and login returns there`, async ({ page, request, baseURL }) => {
      const { email } = await createAccount(request, baseURL!);
      await page.goto(path);
      await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(path)}`);
      await submitLogin(page, email, STRONG_PASSWORD);
      await expect(accountToast(page, "Login Successfully")).toBeVisible();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the remembered path survives leaving the login page", async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/mynotes");
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    // Local storage mirrors it (spec section 3) until a login uses it.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("returnPath"))).toBe("/mynotes");
    await page.goto("/login");
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL("/mynotes");
    expect(await page.evaluate(() => window.localStorage.getItem("returnPath"))).toBeNull();
  });

  test("a prefetch of a protected page is not a visit: it remembers nothing", async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request, baseURL!);
    const prefetches: Record<string, string>[] = [{ rsc: "1", "next-router-prefetch": "1" }, { "sec-purpose": "prefetch" }, { purpose: "prefetch" }];
    for (const headers of prefetches) {
      const response = await page.request.get("/mynotes", { headers, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()["set-cookie"] ?? "").not.toContain("returnPath");
    }
    // A learning page prefetches its links to /favourites and /mynotes as they come into view.
    await page.goto("/ambiguous_words");
    await page.waitForLoadState("networkidle");
    expect((await page.context().cookies()).map(({ name }) => name)).not.toContain("returnPath");

    await page.goto("/login");
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(accountToast(page, "Login Successfully")).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("visitors may use every guest-only page", async ({ page }) => {
    for (const path of GUEST_ONLY) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(path);
    }
  });

  test("a signed-in user is sent from each guest-only page to /, or to the remembered path", async ({ page, request, baseURL }) => {
    test.slow(); // A login (argon2) and eleven page loads, each a redirect and the page it lands on.
    const { email } = await createAccount(request, baseURL!);
    await logIn(page, email, STRONG_PASSWORD);
    for (const path of GUEST_ONLY) {
      await page.goto(path);
      await expect(page).toHaveURL("/");
    }
    for (const path of GUEST_ONLY) {
      await rememberPath(page, baseURL!, "/favourites/seen-words");
      await page.goto(path);
      await expect(page).toHaveURL("/favourites/seen-words");
    }
    // Used once: the next visit goes home.
    await page.goto("/login");
    await expect(page).toHaveURL("/");
  });

  test("a signed-in user stays on protected pages", async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request, baseURL!);
    await logIn(page, email, STRONG_PASSWORD);
    for (const path of PROTECTED) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });

  test("return paths never leave the site", async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto(`/login?callbackUrl=${encodeURIComponent("https://evil.example/")}`);
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(accountToast(page, "Login Successfully")).toBeVisible();
    await expect(page).toHaveURL("/");

    for (const hostile of ["//evil.example/", "/\\evil.example", "https://evil.example/"]) {
      await rememberPath(page, baseURL!, hostile);
      await page.goto(`/register?callbackUrl=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL("/");
    }
  });
});

test("a form sent before the page's script runs keeps the password and the reset code out of the address", async ({ browser, baseURL }) => {
  // JavaScript off: the browser sends the form itself, as it would before hydration on a slow phone.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/login");
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill("ada@example.com");
    await main.getByLabel("Password", { exact: true }).fill("Secret-passw0rd!");
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/login" && request.method() === "POST");
    await main.getByRole("button", { name: "Log In" }).click();
    await sent;
    await page.waitForLoadState("domcontentloaded");
    expect(page.url()).not.toContain("Secret");
    expect(page.url()).not.toContain("password");

    await page.goto("/forgotpass");
    await page.getByRole("main").getByLabel("Verification code").fill("123456");
    const verified = page.waitForRequest((request) => new URL(request.url()).pathname === "/forgotpass" && request.method() === "POST");
    await page.getByRole("main").getByRole("button", { name: "Verify" }).click();
    await verified;
    await page.waitForLoadState("domcontentloaded");
    expect(page.url()).not.toContain("123456");
  } finally {
    await context.close();
  }
});
