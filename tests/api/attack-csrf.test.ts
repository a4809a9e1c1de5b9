// Cross-site requests, security headers and cookie attributes, at the one
// place each is decided: middleware.ts (CSRF check, Content-Security-Policy)
// and next-auth's cookies. The browser side (no CSP violation on any page,
// headers on static files) is tests/e2e/security-headers.spec.ts.
import { NextRequest, type NextFetchEvent } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CROSS_SITE_REFUSED } from "@/lib/http/csrf";
import { NON_PAGE_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";
import { ENDPOINTS } from "@/tests/support/api-endpoints";

type Middleware = (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

const APP_URL = "https://lexi.example.org";
let middleware: Middleware;

beforeAll(async () => {
  vi.stubEnv("APP_URL", APP_URL);
  vi.resetModules();
  middleware = (await import("@/middleware")).default as Middleware;
});

afterAll(() => {
  vi.unstubAllEnvs();
});

// next-auth's middleware form passes the event on; none of our code uses it.
const event = {} as NextFetchEvent;

function send(url: string, { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return middleware(new NextRequest(url, { method, headers }), event);
}

/** Middleware let the request through to the handler. */
const passedOn = (response: Response) => response.headers.get("x-middleware-next") === "1";

describe("CSRF: state-changing /api/v1 calls from another site are refused in middleware", () => {
  const stateChanging = ENDPOINTS.filter((spec) => spec.method !== "GET");

  it("a cross-site Origin, Origin null, or Sec-Fetch-Site cross-site: 403 JSON on every POST endpoint", async () => {
    expect(stateChanging.length).toBeGreaterThan(15);
    for (const spec of stateChanging) {
      for (const headers of <Record<string, string>[]>[
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "http://lexi.example.org" }, // the right host over the wrong scheme is another origin
        { origin: "https://lexi.example.org.evil.example" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" }, // a sibling subdomain is not us either
        { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
      ]) {
        const response = await send(`http://localhost${spec.path}`, { headers });
        expect(response.status, `${spec.path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ error: CROSS_SITE_REFUSED });
        expect(passedOn(response)).toBe(false);
      }
    }
  });

  it("PUT, PATCH and DELETE are state-changing too", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await send("http://localhost/api/v1/notes/deletenote", { method, headers: { origin: "https://evil.example" } });
      expect(response.status, method).toBe(403);
    }
  });

  it("passes on same-origin calls (by the request's host or APP_URL) and calls without Origin (servers, curl)", async () => {
    const allowed: [string, Record<string, string>][] = [
      ["http://localhost/api/v1/contact", { origin: "http://localhost" }],
      ["http://localhost:3000/api/v1/contact", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }],
      // Behind a proxy that does not pass the public host on: APP_URL's origin.
      ["http://10.0.0.5:3000/api/v1/notes/createnote", { origin: APP_URL }],
      ["http://localhost/api/v1/notes/createnote", {}],
      ["http://localhost/api/v1/notes/createnote", { "sec-fetch-site": "same-origin" }],
      ["http://localhost/api/v1/notes/createnote", { "sec-fetch-site": "none" }],
    ];
    for (const [url, headers] of allowed) {
      const response = await send(url, { headers });
      expect(passedOn(response), `${url} ${JSON.stringify(headers)}`).toBe(true);
    }
  });

  it("reads (GET) are never refused, nor next-auth's own routes, which check their own CSRF token", async () => {
    expect(passedOn(await send("http://localhost/api/v1/favourite/fetchItems", { method: "GET", headers: { origin: "https://evil.example" } }))).toBe(true);
    expect(passedOn(await send("http://localhost/api/auth/signout", { headers: { origin: "https://evil.example" } }))).toBe(true);
  });
});

describe("Content-Security-Policy", () => {
  const scriptSources = (policy: string) => policy.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src"))!;

  it("pages: a fresh nonce per request, on the response and on the request Next renders with; no inline scripts; no framing", async () => {
    const policies: string[] = [];
    for (const path of ["/", "/about", "/flashcards", "/no-such-page"]) {
      const response = await send(`http://localhost${path}`, { method: "GET" });
      expect(passedOn(response), path).toBe(true);
      const policy = response.headers.get("content-security-policy")!;
      // Next reads the nonce from the request's policy: the same one.
      expect(response.headers.get("x-middleware-request-content-security-policy"), path).toBe(policy);
      expect(scriptSources(policy)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      policies.push(policy);
    }
    expect(new Set(policies).size).toBe(policies.length);
  });

  it("over HTTPS pages also upgrade insecure requests", async () => {
    const policy = (await send("https://lexi.example.org/", { method: "GET" })).headers.get("content-security-policy")!;
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("the redirect rules still apply, and their redirects carry a policy", async () => {
    const response = await send("http://localhost/favourites", { method: "GET" });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/login");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("API answers: nothing may run or frame them", async () => {
    const response = await send("http://localhost/api/v1/favourite/fetchItems", { method: "GET" });
    expect(response.headers.get("content-security-policy")).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
  });
});

describe("cookies", () => {
  it("over HTTPS, next-auth's cookies are __Secure-/__Host- prefixed, Secure, HttpOnly and SameSite=Lax, the session cookie included", async () => {
    const [{ handlers }, { userStore }, { hashPassword }] = await Promise.all([import("@/auth"), import("@/lib/users/user-store"), import("@/lib/users/password")]);
    const email = `cookies-${crypto.randomUUID()}@example.com`;
    const password = "Abcdefghij1!";
    const user = await userStore().createUser({ name: "Ada", email, passwordHash: await hashPassword(password) });
    await userStore().markEmailVerified(user.id);

    const headers = { "x-forwarded-for": "192.0.2.200" };
    const csrf = await handlers.GET(new NextRequest(`${APP_URL}/api/auth/csrf`, { headers }));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookies = csrf.headers.getSetCookie();
    const login = await handlers.POST(
      new NextRequest(`${APP_URL}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: csrfCookies.map((cookie) => cookie.split(";")[0]).join("; ") },
        body: new URLSearchParams({ email, password, csrfToken }),
      }),
    );
    const cookies = [...csrfCookies, ...login.headers.getSetCookie()];
    const session = cookies.find((cookie) => cookie.startsWith("__Secure-authjs.session-token="));
    expect(session, cookies.join("\n")).toBeDefined();
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/^__(Secure|Host)-authjs\./);
      expect(cookie, cookie).toMatch(/; HttpOnly/i);
      expect(cookie, cookie).toMatch(/; Secure/i);
      expect(cookie, cookie).toMatch(/; SameSite=Lax/i);
    }
  });
});
