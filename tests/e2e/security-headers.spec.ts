// The Content-Security-Policy at work in a browser, on one page of each kind:
// a prerendered page runs its own inline scripts under the hash policy in its
// HTML and blocks (and reports) an inline script added later; /account,
// rendered per request, runs under its nonce policy signed in, its dialog
// open; the flashcards work under the policy. Runtime violations on every
// other page are caught by a11y.spec.ts, which opens every page in every
// state and fails on a securitypolicyviolation. What the server sends (the
// headers, the policies, the nonces and hashes in the HTML, cookies, the
// cross-site refusal) needs no browser: security-http.spec.ts.
// The decisions are in docs/security.md.
import type { Page } from "@playwright/test";
import { card, frontWord, openFlashcards, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";

/** Collects CSP violations the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return seen;
}

/** Waits until Next's inline RSC payload scripts have run (they define self.__next_f). */
async function payloadRan(page: Page) {
  await page.waitForFunction(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));
}

test("a prerendered page runs its own inline scripts under its hash policy with no violation; an inline script added later does not run, and is reported", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto("/words/person");
  await payloadRan(page);
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((line) => /script-src/.test(line))).toBe(true);
});

test("/account, signed in, runs its scripts under the nonce policy with no CSP violation, its dialog open too", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  const violations = await watchViolations(page);
  const response = await page.goto("/account");
  expect(response?.status()).toBe(200);
  await payloadRan(page);
  await page.getByRole("main").getByRole("button", { name: "Delete my account", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const withoutNonce = await page.evaluate(() => [...document.scripts].filter((script) => !script.nonce).map((script) => script.src || "inline"));
  // Next's router adds the chunks of a page it prefetches (here /contact's
  // form) without a nonce: 'strict-dynamic' trusts them as loaded by a nonced
  // script, and no violation is reported. Nothing else may lack the nonce.
  expect(withoutNonce.filter((src) => !src.startsWith(`${baseURL}/_next/static/chunks/`))).toEqual([]);
  expect(violations).toEqual([]);
});

test("the flashcards work under the policy: a card loads and flips with no violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await openFlashcards(page);
  await frontWord(page).click();
  await expect(card(page)).toHaveAttribute("data-side", "back");
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
