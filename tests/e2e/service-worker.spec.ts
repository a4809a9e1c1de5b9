// The service worker (issue 31; worker/sw.ts, lib/offline/cache-rules.ts):
// served from this origin under its own policy, registered after load with no
// CSP violation, Chromium still finds Lexi installable; a changed worker (a
// deploy) shows "A new version is ready" and Reload moves the page to it; and
// a signed-out browser never gets a page of the learner who used it before.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { cachedUrls, controlledByWorker, offlineState } from "./support/offline";

test.use({ serviceWorkers: "allow" });

const WORKER_FILE = path.resolve("public/sw.js");

/** CSP violations the page reports, from now on. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("the worker is served from this origin with its own policy, registers after load with no CSP violation, and Lexi stays installable", async ({ page }) => {
  const served = await page.request.get("/sw.js");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("javascript");
  expect(served.headers()["content-security-policy"]).toBe(
    "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  expect(served.headers()["cache-control"]).toBe("no-cache");

  const violations = collectViolations(page);
  for (const pathname of ["/", "/login"]) {
    await page.goto(pathname);
    const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? null);
    if (pathname === "/") expect(policy).toContain("worker-src 'self'");
  }
  await controlledByWorker(page);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { scope: found?.scope, script: found?.active?.scriptURL };
  });
  expect(new URL(registration.scope!).pathname).toBe("/");
  expect(new URL(registration.script!).pathname).toBe("/sw.js");
  expect(violations).toEqual([]);

  // The offline shell and the static pages are installed; nothing private is.
  const urls = await cachedUrls(page);
  expect(urls.some((url) => url.startsWith("/offline?"))).toBe(true);
  expect(urls.some((url) => url.startsWith("/_next/static/"))).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
});

test("a deploy's new worker: 'A new version is ready', and Reload moves the page to it", async ({ page }) => {
  await page.goto("/about");
  await controlledByWorker(page);
  const first = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
  const original = await readFile(WORKER_FILE, "utf8");
  try {
    // Another build's worker: another file at the same URL.
    await writeFile(WORKER_FILE, `${original}\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const banner = page.getByRole("status").filter({ hasText: "A new version is ready" });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner.getByText("A new version is ready", { exact: true })).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Reload", exact: true }).click();
    await reloaded;
    await expect(page.getByText("A new version is ready", { exact: true })).toHaveCount(0);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting?.state ?? null, active: registration?.active?.state, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(after).toEqual({ waiting: null, active: "activated", controlled: true });
    expect(first).toMatch(/\/sw\.js$/);
  } finally {
    await writeFile(WORKER_FILE, original);
  }
});

test("a signed-out browser never gets the learner's page: after logout, /review online asks to log in, offline has nothing of theirs", async ({
  page,
  request,
  baseURL,
}) => {
  await signedIn(page, request, baseURL!);
  await page.request.post("/api/v1/review/add", { data: { wordIndex: 1200 } });
  await page.goto("/review");
  await controlledByWorker(page);
  await expect.poll(async () => (await offlineState(page)).deckCards, { timeout: 20_000 }).toBe(1);
  const word = await page.locator('[aria-roledescription="flashcard"] [data-face="front"] h2').textContent();
  // Nothing rendered per request, and no API answer, is in any cache.
  const privatePaths = new Set(["/review", "/review/quiz", "/progress", "/account", "/login", "/flashcards", "/mynotes"]);
  for (const url of await cachedUrls(page)) {
    const pathname = url.split("?")[0]!;
    expect(privatePaths.has(pathname) || pathname.startsWith("/api/"), url).toBe(false);
  }

  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Profile", exact: true }).click();
  await banner.getByRole("button", { name: "Logout", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect.poll(async () => (await offlineState(page)).databases).not.toContain("lexi-offline");

  await page.context().setOffline(true);
  await page.goto("/review");
  await expect(page).toHaveURL("/review");
  await expect(page).toHaveTitle(/^Offline · /);
  await expect(page.getByRole("main")).toContainText("You're offline, and no review is saved on this device.");
  await expect(page.getByRole("main")).not.toContainText(word!);
  await expect(page.locator('[aria-roledescription="flashcard"]')).toHaveCount(0);

  await page.context().setOffline(false);
  await page.goto("/review");
  await expect(page).toHaveURL("/login?callbackUrl=%2Freview");
  await expect(page.getByRole("main")).not.toContainText(word!);
});
