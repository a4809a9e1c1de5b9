// Account helpers for the e2e specs: unique addresses, accounts made through
// the real endpoints, the account forms once hydrated, and the account toasts.
import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, request as apiRequest } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { linkIn, waitForMail } from "./mailbox";

export const STRONG_PASSWORD = "Abcdefghij1!";
export const NEW_STRONG_PASSWORD = "Zyxwvutsrq9$";
export const VERIFY_SUBJECT = "Verify your email for Lexi";
export const RESET_SUBJECT = "Reset your Lexi password";

export function uniqueEmail(label = "user"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Where the verification link lands the browser it signs in. */
export const VERIFIED_LANDING = "/test_vocabulary?verified=1";

/**
 * A new account through POST /api/v1/auth/register; verified by following the
 * e-mailed link unless `verified: false`. The link signs in whoever follows
 * it: here a throwaway client of its own, so `request` stays as it was.
 */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string,
  { email = uniqueEmail(), password = STRONG_PASSWORD, username = "Ada Lovelace", verified = true } = {},
) {
  const response = await request.post("/api/v1/auth/register", { data: { username, email, password, confirmPassword: password } });
  expect(response.status(), await response.text()).toBe(201);
  if (verified) {
    const link = linkIn(await waitForMail(email, { subject: VERIFY_SUBJECT }), baseURL);
    const client = await apiRequest.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    try {
      const verify = await client.get(link.toString(), { maxRedirects: 0 });
      expect(verify.headers().location).toContain(VERIFIED_LANDING);
    } finally {
      await client.dispose();
    }
  }
  return { email, password, username };
}

/** A toast in the account style: the 5000 ms toaster (top-right). */
export function accountToast(page: Page, text: string): Locator {
  return page
    .locator('section[aria-label^="Account notifications"] [data-sonner-toaster][data-y-position="top"][data-x-position="right"]')
    .getByText(text, { exact: true });
}

/**
 * Waits until React has hydrated the login or sign-up form on the page (both
 * have a "password" field): typed or pressed before that, the form loses the
 * text or is sent natively (a flake seen in CI).
 */
export async function accountFormHydrated(page: Page) {
  await waitForHydration(page, 'main input[name="password"]');
}

/** Opens /forgotpass and waits until React has hydrated both its forms (the code form comes last). */
export async function openForgotPassword(page: Page) {
  await page.goto("/forgotpass");
  await waitForHydration(page, 'main input[name="code"]');
}

/** Fills and submits the login form on the current page, once hydrated. */
export async function submitLogin(page: Page, email: string, password: string) {
  await accountFormHydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Log In" }).click();
}

/** How long a login may take on a busy machine (an argon2 check, then the session): the toast is awaited that long. */
export const LOGIN_TIMEOUT_MS = 15_000;

/** Logs in through the login page and waits for the success toast. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await expect(accountToast(page, "Login Successfully")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
}

/** The user the app keeps in local storage (spec: "Auth state"). */
export function storedAuthState(page: Page) {
  return page.evaluate(() => ({
    authUserId: window.localStorage.getItem("authUserId"),
    userName: window.localStorage.getItem("userName"),
    userEmail: window.localStorage.getItem("userEmail"),
    flashCardCategory: window.localStorage.getItem("flashCardCategory"),
  }));
}

/** The session as next-auth's endpoint reports it (null when signed out or ended). */
export async function sessionOf(request: APIRequestContext): Promise<{ user?: { id?: string; name?: string; email?: string } } | null> {
  const response = await request.get("/api/auth/session");
  expect(response.ok()).toBe(true);
  return (await response.json()) as { user?: { id?: string; name?: string; email?: string } } | null;
}

/**
 * Holds the header's session check (GET /api/auth/session): the server answers it at once, renewing the
 * session cookie, and the page gets that answer only on `release()`. `order` records when the page got it
 * and when a request to `watched` left the page: a logout sent before a check's answer lands would have
 * that answer sign the browser in again. Install it once signed in (the login form asks the same endpoint).
 */
export async function holdSessionCheck(page: Page, watched: string) {
  const order: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered!: () => void;
  const held = new Promise<void>((resolve) => (answered = resolve));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === watched) order.push(`${watched} sent`);
  });
  await page.route("**/api/auth/session", async (route) => {
    const response = await route.fetch();
    answered();
    await released;
    order.push("session check answered");
    await route.fulfill({ response });
  });
  return { order, held, release };
}
