// Debian's Chromium through Playwright (CHROMIUM_PATH overrides), with the
// flags that keep it off the closed network; and signing in through the
// login page.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { BENCH_USER } from "./bench-user";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A context signed in as the bench user (or `user`) (session cookie and the app's local storage). */
export async function signedInContext(browser: Browser, baseURL: string, user: { email: string; password: string } = BENCH_USER): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("main").getByLabel("Email").fill(user.email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 30_000 });
  await page.waitForFunction(() => window.localStorage.getItem("authUserId") !== null);
  await page.close();
  return context;
}
