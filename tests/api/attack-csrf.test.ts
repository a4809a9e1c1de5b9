// api group: app
// Cross-site requests, security headers and cookie attributes, at the one
// place each is decided: the handlers' shared wrapper jsonHandler (CSRF
// check), middleware.ts (pages' Content-Security-Policy), next.config.ts (the
// API's headers) and next-auth's cookies. Against the running server: the
// headers of every page, API answers and static files and a cross-site POST
// in tests/e2e/security-http.spec.ts; no CSP violation in a browser in
// tests/e2e/security-headers.spec.ts and a11y.spec.ts.
import { NextRequest, type NextFetchEvent } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CROSS_SITE_REFUSED, isCrossSiteRequest, requestOrigins } from "@/lib/http/csrf";
import { NON_PAGE_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";
import { ENDPOINTS, endpointKey, loadHandlers, type Handler } from "@/tests/support/api-endpoints";

type Middleware = (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

const APP_URL = "https://lexi.example.org";
let middleware: Middleware;
let matcher: string[];
let handlers: Map<string, Handler>;

beforeAll(async () => {
  vi.stubEnv("APP_URL", APP_URL);
  vi.resetModules();
  const module = await import("@/middleware");
  middleware = module.default as Middleware;
  matcher = module.config.matcher;
  handlers = await loadHandlers();
});

afterAll(() => {
  vi.unstubAllEnvs();
});

// next-auth's middleware form passes the event on; none of our code uses it.
const event = {} as NextFetchEvent;

function send(url: string, { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return middleware(new NextRequest(url, { method, headers }), event);
}

/** Calls the route handler for `url` as Next would, with a JSON body for POST. */
function call(url: string, { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const handler = handlers.get(endpointKey(method, new URL(url).pathname));
  if (!handler) throw new Error(`no ${method} handler for ${url}`);
  const body = method === "GET" ? undefined : "{}";
  return handler(new Request(url, { method, headers: { "content-type": "application/json", ...headers }, body }));
}

/** Middleware let the request through to the page. */
const passedOn = (response: Response) => response.headers.get("x-middleware-next") === "1";

/**
 * Whether a path is one middleware runs for: config.matcher as Next anchors it, its one named
 * parameter ("/words/:spelling(…)") read as the group it is. tests/deploy/middleware-matcher.test.ts
 * checks the matcher the build compiled.
 */
const middlewareRunsFor = (path: string) => matcher.some((pattern) => new RegExp(`^${pattern.replace(/:\w+\(/g, "(")}$`).test(path));

describe("CSRF: state-changing /api/v1 calls from another site are refused before the handler runs", () => {
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
        const response = await call(`http://localhost${spec.path}`, { method: spec.method, headers });
        expect(response.status, `${spec.path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ error: CROSS_SITE_REFUSED });
      }
    }
  });

  it("PUT, PATCH and DELETE are state-changing too; GET, HEAD and OPTIONS are not", () => {
    const origins = () => ["http://localhost"];
    // A read's origins are never worked out: most calls are reads.
    const unread = () => {
      throw new Error("A read's origins were worked out.");
    };
    for (const method of ["PUT", "PATCH", "DELETE", "post"]) {
      expect(
        isCrossSiteRequest(new Request("http://localhost/api/v1/notes/deletenote", { method, headers: { origin: "https://evil.example" } }), origins),
        method,
      ).toBe(true);
    }
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(
        isCrossSiteRequest(new Request("http://localhost/api/v1/favourite/fetchItems", { method, headers: { origin: "https://evil.example" } }), unread),
        method,
      ).toBe(false);
    }
  });

  it("lets same-origin calls (by the request's host or APP_URL) and calls without Origin (servers, curl) reach the handler", async () => {
    const allowed: [string, Record<string, string>][] = [
      ["http://localhost/api/v1/notes/createnote", { origin: "http://localhost" }],
      ["http://localhost:3000/api/v1/notes/createnote", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }],
      // Behind a proxy that does not pass the public host on: APP_URL's origin.
      ["http://10.0.0.5:3000/api/v1/notes/createnote", { origin: APP_URL }],
      ["http://localhost/api/v1/notes/createnote", {}],
      ["http://localhost/api/v1/notes/createnote", { "sec-fetch-site": "same-origin" }],
      ["http://localhost/api/v1/notes/createnote", { "sec-fetch-site": "none" }],
    ];
    for (const [url, headers] of allowed) {
      // The handler ran: it asks for a session.
      const response = await call(url, { headers });
      expect(response.status, `${url} ${JSON.stringify(headers)}`).toBe(401);
    }
  });

  it("accepts the host the request was made to: 127.0.0.1, a LAN address, a second host name (Next's request.url names its own listen address)", async () => {
    const allowed: Record<string, string>[] = [
      { host: "127.0.0.1:3999", origin: "http://127.0.0.1:3999" },
      { host: "192.168.1.20:3000", origin: "http://192.168.1.20:3000" },
      { host: "www.lexi.example.org", origin: "http://www.lexi.example.org" },
      // Behind the trusted proxy (the api tests set TRUST_PROXY=1): the host and scheme it forwards.
      { host: "10.0.0.5:3000", "x-forwarded-host": "lexi-alias.example.net", "x-forwarded-proto": "https", origin: "https://lexi-alias.example.net" },
    ];
    for (const headers of allowed) {
      const response = await call("http://localhost:3000/api/v1/notes/createnote", { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
    }
  });

  it("still refuses every other site, whatever host the request names", async () => {
    const refused: Record<string, string>[] = [
      { host: "127.0.0.1:3999", origin: "http://127.0.0.1:4000" },
      { host: "127.0.0.1:3999", origin: "https://127.0.0.1:3999" },
      { host: "www.lexi.example.org", origin: "https://evil.example" },
      { host: "www.lexi.example.org", "x-forwarded-host": "www.lexi.example.org", origin: "http://evil.example" },
    ];
    for (const headers of refused) {
      const response = await call("http://localhost:3000/api/v1/notes/createnote", { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("believes X-Forwarded-Host and X-Forwarded-Proto only behind a trusted proxy", () => {
    const request = new Request("http://localhost:3000/api/v1/notes/createnote", {
      method: "POST",
      headers: { host: "localhost:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", origin: "https://evil.example" },
    });
    expect(isCrossSiteRequest(request, () => requestOrigins(request, { appUrl: APP_URL, trustProxy: false }))).toBe(true);
    expect(isCrossSiteRequest(request, () => requestOrigins(request, { appUrl: APP_URL, trustProxy: true }))).toBe(false);
    // A proxy appends to what the client sent: the last entry is the proxy's.
    const appended = new Request("http://localhost:3000/api/v1/notes/createnote", {
      method: "POST",
      headers: { host: "localhost:3000", "x-forwarded-host": "evil.example, lexi.example.org", "x-forwarded-proto": "https", origin: "https://evil.example" },
    });
    expect(isCrossSiteRequest(appended, () => requestOrigins(appended, { appUrl: APP_URL, trustProxy: true }))).toBe(true);
  });

  it("reads (GET) are never refused", async () => {
    const response = await call("http://localhost/api/v1/favourite/fetchItems", { method: "GET", headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(401);
  });

  it("middleware stays off the API (it cost about 40% of its throughput), so next-auth's routes check their own CSRF token", () => {
    for (const path of ["/api/v1/word/fetchword", "/api/v1/notes/getallnotes", "/api/auth/signout", "/api/auth/callback/credentials"]) {
      expect(middlewareRunsFor(path), path).toBe(false);
    }
    for (const path of ["/flashcards", "/favourites/all", "/login", "/words/Person"]) {
      expect(middlewareRunsFor(path), path).toBe(true);
    }
  });
});

describe("Content-Security-Policy", () => {
  const scriptSources = (policy: string) =>
    policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src"))!;

  it("pages rendered per request: a fresh nonce per request, on the response and on the request Next renders with; no inline scripts; no framing", async () => {
    const policies: string[] = [];
    for (const path of ["/flashcards", "/login", "/register", "/resetpass"]) {
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

  it("prerendered pages and paths without a page are not middleware's: their built policy (hashes) is the only one", () => {
    for (const path of [
      "/",
      "/about",
      "/words",
      "/words/s",
      "/words/s/2",
      "/words/person",
      "/robots.txt",
      "/no-such-page",
      "/words/no-such-word",
      "/about/more",
    ]) {
      expect(middlewareRunsFor(path), path).toBe(false);
    }
  });

  it("another spelling of a word page's URL is sent to the canonical one (308)", async () => {
    for (const [from, to] of [
      ["/words/Person", "/words/person"],
      ["/words/PERSON?x=1", "/words/person?x=1"],
      ["/words/S/2", "/words/s/2"],
      ["/words/%70erson", "/words/person"],
    ]) {
      const response = await send(`http://localhost${from}`, { method: "GET" });
      expect(response.status, from).toBe(308);
      expect(new URL(response.headers.get("location")!).pathname + new URL(response.headers.get("location")!).search, from).toBe(to);
    }
  });

  it("over HTTPS pages also upgrade insecure requests", async () => {
    const policy = (await send("https://lexi.example.org/flashcards", { method: "GET" })).headers.get("content-security-policy")!;
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("the redirect rules still apply, and their redirects carry a policy", async () => {
    const response = await send("http://localhost/favourites", { method: "GET" });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/login");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("API answers: nothing may run or frame them (next.config.ts; the e2e spec reads it off a real answer)", async () => {
    const { default: config } = await import("@/next.config");
    const rules = (await config.headers?.()) ?? [];
    const api = rules.find((rule) => rule.source === "/api/:path*");
    expect(api?.headers).toContainEqual({ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY });
  });
});

describe("cookies", () => {
  it("over HTTPS, next-auth's cookies are __Secure-/__Host- prefixed, Secure, HttpOnly and SameSite=Lax, the session cookie included", async () => {
    const [{ handlers }, { userStore }, { hashPassword }] = await Promise.all([
      import("@/auth"),
      import("@/lib/users/user-store"),
      import("@/lib/users/password"),
    ]);
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
