// Pages during a database outage: `next start` (the production
// build) with a DATABASE_URL nothing listens at, so every connection is
// refused, as when PostgreSQL is down. Each page that reads the database
// answers 503 with the API's Retry-After and the error screen ("Sorry,
// something went wrong."), not the 500 Next gives a page whose render failed
// (nor, for a signed-in page, a redirect: next-auth took the failed session
// check for no session). The rules that need no database are unchanged: a
// visitor is still sent to /login, a static page is still served, the API
// still answers 503 JSON.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_PAGE_PATHS } from "@/lib/http/database-pages";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/http/database-unavailable";
import { SERVICE_UNAVAILABLE } from "@/lib/http/json";
import { mintedSessionCookie } from "@/scripts/lib/session-cookie";
import { startServerWithoutDatabase, TEST_AUTH_SECRET, type NextServer } from "./support/next-server";
import { ensureProductionBuild } from "./support/production-build";

const ERROR_SCREEN_TITLE = "Sorry, something went wrong.";
/** The signed-in pages, one below a base path too (/favourites/all). */
const SIGNED_IN_PAGES = [...DATABASE_PAGE_PATHS.filter((path) => path !== "/flashcards"), "/favourites/all"];

let server: NextServer | undefined;
let baseUrl = "";
/** A session as a login would have set it (the database would be asked for its version, and is down). */
let sessionCookie = "";

async function get(path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers, redirect: "manual" });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

describe("pages while the database is out of reach (next start)", () => {
  beforeAll(async () => {
    await ensureProductionBuild();
    server = await startServerWithoutDatabase();
    baseUrl = server.baseUrl;
    sessionCookie = await mintedSessionCookie({ id: randomUUID(), name: "Outage", email: "outage@example.com" }, TEST_AUTH_SECRET);
  }, 20 * 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("/flashcards and every signed-in page answer 503 with Retry-After and the error screen, at once", async () => {
    const cases = [{ path: "/flashcards", cookie: "" }, ...SIGNED_IN_PAGES.map((path) => ({ path, cookie: sessionCookie }))];
    for (const { path, cookie } of cases) {
      const { response, body, ms } = await get(path, cookie ? { cookie } : {});
      const context = `${path}\n${server?.output().slice(-2_000)}`;
      expect(response.status, context).toBe(503);
      expect(response.headers.get("retry-after"), path).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("content-security-policy"), path).toMatch(/script-src 'self' 'nonce-/);
      expect(body, path).toContain(ERROR_SCREEN_TITLE);
      expect(body, path).toContain("Try again");
      expect(ms, path).toBeLessThan(5_000);
    }
  });

  it("in a browser the 503 shows the error screen, hydrates as the page it stands for, and Go Home works", async () => {
    // Debian's Chromium where present, as in playwright.config.ts.
    const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
    const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
    try {
      const page = await browser.newPage();
      // A policy violation, or a hydration error (the HTML of another page than the URL's).
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      const response = await page.goto(`${baseUrl}/flashcards`);
      expect(response?.status()).toBe(503);
      await expect.poll(() => page.getByRole("heading", { name: ERROR_SCREEN_TITLE }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
      // Hydrated: the header's visitor corner replaces its empty placeholder; the learning bar is the page's.
      await expect.poll(() => page.getByRole("banner").locator('a[href="/login"]').count()).toBe(1);
      expect(await page.getByRole("navigation", { name: "Learning" }).isVisible()).toBe(true);
      expect(page.url()).toBe(`${baseUrl}/flashcards`);
      expect(problems).toEqual([]);
      await page.getByRole("link", { name: "Go Home" }).click();
      await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${baseUrl}/`);
    } finally {
      await browser.close();
    }
  });

  it("what needs no database is unchanged: a visitor is sent to /login, a static page is served, the API answers 503 JSON", async () => {
    const visitor = await get("/mynotes");
    expect(visitor.response.status).toBe(307);
    expect(visitor.response.headers.get("location")).toMatch(/\/login\?callbackUrl=/);

    const home = await get("/");
    expect(home.response.status).toBe(200);

    const api = await get("/api/v1/review/due", { cookie: sessionCookie });
    expect(api.response.status).toBe(503);
    expect(api.response.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(JSON.parse(api.body)).toEqual({ error: SERVICE_UNAVAILABLE });
  });
});
