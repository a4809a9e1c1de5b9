// Security headers and policies as the real server sends them, no browser:
// every public page (and a sample of word pages) under its
// Content-Security-Policy, prerendered pages under the hashes of their own
// inline scripts (a policy in their HTML), pages rendered per request under a
// nonce (a header); API answers and static files carry the headers; a
// cross-site POST is refused; the cookies a real login sets. Only `request`,
// so it runs once, on desktop: the phone project runs only tests that open a
// page (tests/tooling/test-placement.test.ts). The policies at work in a
// browser: security-headers.spec.ts. The decisions are in docs/security.md;
// the unit side in tests/api/attack-csrf.test.ts.
import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import { isStaticPagePath } from "@/lib/http/static-pages";
import { wordHref } from "@/lib/words/word-path";
import { newLearner } from "./support/learner";
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

/** How many Content-Security-Policy headers the answer carries: a second one would tighten the first, not replace it. */
function policyHeaderCount(response: APIResponse): number {
  return response.headersArray().filter(({ name }) => name.toLowerCase() === "content-security-policy").length;
}

/** The policy of a prerendered page: the <meta http-equiv> tag first in <head>, before anything it governs, and the only one. */
function metaPolicy(html: string): string {
  expect(html.match(/<meta http-equiv="Content-Security-Policy"/gi) ?? [], "one policy tag").toHaveLength(1);
  const content = /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
  expect(content, "the policy tag first in <head>").toBeDefined();
  return content!.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

/** The base64 sha256 of each inline script of the page's HTML as served (not data blocks such as JSON-LD). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) =>
    createHash("sha256").update(body!, "utf8").digest("base64"),
  );
}

/** The script-src directive of `policy`, which never allows inline scripts wholesale. */
function scriptSrcOf(policy: string): string {
  const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src"));
  expect(scriptSrc, policy).toBeDefined();
  expect(scriptSrc).not.toContain("unsafe-inline");
  return scriptSrc!;
}

/** A page rendered per request: one policy header with a fresh nonce, which every script tag the server wrote carries. */
async function expectNoncePolicy(response: APIResponse, label: string) {
  const headers = response.headers();
  expectCommonHeaders(headers, label);
  expect(policyHeaderCount(response), "one policy").toBe(1);
  const scriptSrc = scriptSrcOf(headers["content-security-policy"]!);
  expect(scriptSrc).toMatch(/^\s*script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  // The chunks Next's runtime adds later run by 'strict-dynamic'.
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
  const tags = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
  expect(tags.length, label).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, label).toContain(`nonce="${nonce}"`);
}

// Whether each page's scripts then run with no violation is the browser's to
// say: a11y.spec.ts opens every page in every state and fails on a
// securitypolicyviolation; security-headers.spec.ts runs one page of each kind.
for (const path of PAGES) {
  const prerendered = isStaticPagePath(new URL(path, "http://localhost").pathname) || MISSES.has(path);
  test(`${path} is served under its ${prerendered ? "hash" : "nonce"} policy, with the common headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(MISSES.has(path) ? 404 : 200);
    if (!prerendered) {
      await expectNoncePolicy(response, path);
      return;
    }
    expectCommonHeaders(response.headers(), path, { withPolicyHeader: false });
    expect(policyHeaderCount(response), "no policy header").toBe(0);
    // Served as built; its own inline scripts by hash, and nothing else inline. No
    // frame-ancestors in the tag (a <meta> policy cannot carry it): X-Frame-Options forbids framing.
    const html = await response.text();
    const policy = metaPolicy(html);
    expect(policy).not.toContain("frame-ancestors");
    const scriptSrc = scriptSrcOf(policy);
    expect(scriptSrc).not.toContain("nonce-");
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(
      scriptSrc
        .split(" ")
        .filter((source) => source.startsWith("'sha256-"))
        .sort(),
    ).toEqual([...new Set(hashes)].map((hash) => `'sha256-${hash}'`).sort());
  });
}

test("API answers and static files carry the headers too", async ({ request }) => {
  const api = await request.get("/api/v1/favourite/fetchItems");
  expect(api.status()).toBe(401);
  expectCommonHeaders(api.headers(), "API");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");

  const script = /<script\b[^>]*\ssrc="(\/_next\/static\/[^"]+)"/.exec(await (await request.get("/")).text())?.[1];
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
    "/favicon.ico",
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

/** The Set-Cookie headers of an answer, by cookie name. */
function setCookies(response: APIResponse): Map<string, string> {
  return new Map(
    response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === "set-cookie")
      .map(({ value }) => [value.slice(0, value.indexOf("=")), value]),
  );
}

test("a real login: next-auth's cookies are HttpOnly and SameSite=Lax, the hint beside them readable by the page by design; /account is then served under its nonce policy", async ({
  request,
  baseURL,
}) => {
  const account = await newLearner();
  // The login form's own call: next-auth's CSRF token, then the credentials.
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const login = await request.post("/api/auth/callback/credentials", {
    form: { email: account.email, password: account.password, csrfToken, callbackUrl: `${baseURL}/account` },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const cookies = new Map([...setCookies(csrf), ...setCookies(login)]);
  const names = [...cookies.keys()].join(", ");
  expect(cookies.get("authjs.session-token"), names).toBeDefined();
  // Plain HTTP here, so not Secure; over HTTPS next-auth names them __Secure-… and marks them Secure (tests/api/attack-csrf.test.ts).
  for (const [name, cookie] of cookies) {
    expect(cookie, name).toMatch(/; SameSite=Lax/i);
    expect(cookie, name).toMatch(/; Path=\/(;|$)/i);
    expect(cookie, name).not.toMatch(/; Secure/i);
    if (name.startsWith("authjs.")) expect(cookie, name).toMatch(/; HttpOnly/i);
  }
  // "Signed in as" for the page's scripts: the user's id and name, nothing the server trusts.
  expect(cookies.get("lexiUser"), names).toBeDefined();
  expect(cookies.get("lexiUser")).not.toMatch(/; HttpOnly/i);

  const page = await request.get("/account", { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  await expectNoncePolicy(page, "/account");
});
