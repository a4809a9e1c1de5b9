// Security headers in the browser (issues 8 and 14): every public page (and a
// sample of word pages) loads and runs its scripts under its
// Content-Security-Policy with no violation reported, on desktop and mobile:
// prerendered pages under the hashes of their own inline scripts (a policy in
// their HTML), pages rendered per request under a nonce (a header). Pages, API answers and static files
// carry the headers; cross-site calls are refused by the real server; the
// session cookie's attributes.
// The decisions are in docs/security.md; the unit side in tests/api/attack-csrf.test.ts.
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import { isStaticPagePath } from "@/lib/http/static-pages";
import { wordHref } from "@/lib/words/word-path";
import { card, frontWord, openFlashcards } from "./support/flashcards";
import { createAccount, logIn, submitLogin } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { SITE_ROUTES, routesFor } from "./support/routes";

/** Every page a visitor can open (paths without a page among them), and 12 word pages spread over the set. */
const PAGES = [...routesFor("signed out").map(({ path }) => path), ...headwords.filter((_, index) => index % 615 === 7).map(wordHref)];

/** The paths without a page: each is the prebuilt not-found page, under its hash policy. */
const MISSES = new Set(SITE_ROUTES.filter(({ notFound }) => notFound).map(({ path }) => path));

/** The headers every answer carries; a prerendered page's policy is in its HTML instead (`withPolicyHeader` false). */
function expectCommonHeaders(headers: Record<string, string>, label: string, { withPolicyHeader = true } = {}) {
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["x-frame-options"], label).toBe("DENY");
  if (withPolicyHeader) expect(headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
  // `next start` runs in production: HSTS is sent (browsers ignore it over plain HTTP).
  expect(headers["strict-transport-security"], label).toMatch(/^max-age=\d+; includeSubDomains$/);
}

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

/** The base64 sha256 of each inline script of the page's HTML as served (not data blocks such as JSON-LD). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) =>
    createHash("sha256").update(body!, "utf8").digest("base64"),
  );
}

for (const path of PAGES) {
  const prerendered = isStaticPagePath(new URL(path, "http://localhost").pathname) || MISSES.has(path);
  test(`${path} runs its scripts under its ${prerendered ? "hash" : "nonce"} policy, with no CSP violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    expect(response).not.toBeNull();
    const headers = response!.headers();
    expectCommonHeaders(headers, path, { withPolicyHeader: !prerendered });
    const html = await response!.text();
    const policy = prerendered
      ? await page.locator('head > meta[http-equiv="Content-Security-Policy"]').getAttribute("content")
      : headers["content-security-policy"]!;
    expect(policy).toBeTruthy();
    expect(
      (await response!.headersArray()).filter(({ name }) => name.toLowerCase() === "content-security-policy"),
      "one policy",
    ).toHaveLength(prerendered ? 0 : 1);
    const scriptSrc = policy!.split(";").find((part) => part.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    if (prerendered) {
      // Served as built: the policy in its HTML, first in <head>, before anything it governs; its own
      // inline scripts by hash, and nothing else inline. No frame-ancestors there (a <meta> policy cannot
      // carry it): X-Frame-Options forbids framing.
      expect(html).toMatch(/^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/);
      expect(policy).not.toContain("frame-ancestors");
      expect(scriptSrc).not.toContain("nonce-");
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      expect(
        scriptSrc
          .split(" ")
          .filter((source) => source.startsWith("'sha256-"))
          .sort(),
      ).toEqual([...new Set(hashes)].map((hash) => `'sha256-${hash}'`).sort());
    } else {
      expect(scriptSrc).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
      // Every script tag the server wrote carries the response's nonce; the
      // chunks Next's runtime adds later run by 'strict-dynamic'.
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
      const tags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    // Next's inline RSC payload scripts ran (they define self.__next_f).
    await page.waitForFunction(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}

test("a prerendered page's policy in its HTML is enforced: an inline script added later does not run, and is reported", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/words/person");
  await page.waitForFunction(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));
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
  test.slow(); // An account made, verified and logged in first.
  const account = await createAccount(request, baseURL!);
  await logIn(page, account.email, account.password);
  const violations = await watchViolations(page);
  const response = await page.goto("/account");
  expect(response?.status()).toBe(200);
  expectCommonHeaders(response!.headers(), "/account");
  expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  await page.waitForFunction(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));
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

test("API answers and static files carry the headers too", async ({ page, request }) => {
  const api = await request.get("/api/v1/favourite/fetchItems");
  expect(api.status()).toBe(401);
  expectCommonHeaders(api.headers(), "API");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");

  await page.goto("/");
  const script = await page.evaluate(() => (document.querySelector("script[src^='/_next/static/']") as HTMLScriptElement | null)?.getAttribute("src"));
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expectCommonHeaders(asset.headers(), "static file");

  // The site's files that are not pages (middleware runs for none of them).
  for (const path of [
    "/robots.txt",
    "/sitemap.xml",
    "/sitemaps/pages.xml",
    "/icon.svg",
    "/og-image.png",
    "/manifest.webmanifest",
    "/icons/icon-192.png",
    "/apple-icon.png",
  ]) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expectCommonHeaders(file.headers(), path);
    expect(file.headers()["content-security-policy"], path).toContain("default-src 'none'");
  }
});

test("the server refuses a cross-site POST (403 JSON) and serves the same call from the site", async ({ request, baseURL }) => {
  const data = { name: "Ada", email: "ada@example.com", subject: "CSRF", message: "Sent from another site." };
  for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
    const refused = await request.post("/api/v1/contact", { data, headers });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: "Cross-site requests are not allowed." });
  }
  const allowed = await request.post("/api/v1/contact", { data, headers: { origin: new URL(baseURL!).origin } });
  expect(allowed.status()).toBe(200);
});

test("the session cookie is HttpOnly and SameSite=Lax; the return-path mirror is readable by the page by design", async ({ page, request, baseURL }) => {
  const account = await createAccount(request, baseURL!);
  await page.goto("/favourites");
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("authjs.session-token"));
  expect(session, JSON.stringify(cookies.map((cookie) => cookie.name))).toBeDefined();
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  // Plain HTTP here, so not Secure; over HTTPS next-auth names it __Secure-… and marks it Secure (tests/api/attack-csrf.test.ts).
  for (const cookie of cookies.filter((candidate) => candidate.name.includes("authjs"))) expect(cookie.httpOnly, cookie.name).toBe(true);
});
