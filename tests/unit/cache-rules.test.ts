import { describe, expect, it } from "vitest";
import { STATIC_PAGE_PATHS } from "@/lib/http/static-page-paths";
import { cacheKindOf, cacheableResponse } from "@/lib/offline/cache-rules";

// What the service worker may cache (lib/offline/cache-rules.ts): public
// prerendered pages and the build's static files, never an API answer or a
// page rendered per request, never a private answer or one setting a cookie.

const ORIGIN = "https://lexi.example.org";
const get = (path: string, method = "GET") => cacheKindOf({ url: new URL(path, ORIGIN).toString(), method, origin: ORIGIN });

describe("cacheKindOf", () => {
  it("caches the build's static files", () => {
    expect(get("/_next/static/chunks/app-123abc.js")).toBe("static");
    expect(get("/_next/static/css/4f2a.css")).toBe("static");
  });

  it("caches every static public page, the offline shell and the word pages", () => {
    for (const path of STATIC_PAGE_PATHS) expect(get(path), path).toBe("page");
    expect(get("/offline")).toBe("page");
    expect(get("/words/person")).toBe("page");
    expect(get("/words/kick-the-bucket")).toBe("page");
  });

  it("never caches an API answer, whatever its method", () => {
    for (const path of ["/api/v1/review/due", "/api/v1/review/due?offline=1", "/api/v1/word/fetchword", "/api/auth/session", "/api/v1/notes/list"]) {
      expect(get(path), path).toBeNull();
      expect(get(path, "POST"), path).toBeNull();
    }
  });

  it("never caches a page rendered per request (the learning, account and sign-in pages)", () => {
    for (const path of [
      "/review",
      "/review/quiz",
      "/review/spot-check",
      "/progress",
      "/account",
      "/flashcards",
      "/favourites",
      "/favourites/all",
      "/mynotes",
      "/login",
      "/register",
      "/forgotpass",
      "/resetpass",
      "/search",
    ]) {
      expect(get(path), path).toBeNull();
    }
  });

  it("never caches a query (a callback URL, Next's RSC flight), another origin, a write or an image route under /words", () => {
    expect(get("/?callbackUrl=%2Freview")).toBeNull();
    expect(get("/words/person?_rsc=1x2y")).toBeNull();
    expect(get("/about", "POST")).toBeNull();
    expect(get("/about", "HEAD")).toBeNull();
    expect(cacheKindOf({ url: "https://elsewhere.example/about", method: "GET", origin: ORIGIN })).toBeNull();
    expect(get("/words/s/2")).toBeNull();
    expect(get("/words/person/opengraph-image.png")).toBeNull();
    expect(cacheKindOf({ url: "not a url", method: "GET", origin: ORIGIN })).toBeNull();
  });
});

function response(status: number, headers: Record<string, string>, type = "basic") {
  return { status, type, headers: new Headers(headers) };
}

describe("cacheableResponse", () => {
  it("stores a public 200", () => {
    expect(cacheableResponse(response(200, { "cache-control": "s-maxage=31536000", "content-type": "text/html; charset=utf-8" }))).toBe(true);
    expect(cacheableResponse(response(200, { "cache-control": "public, max-age=31536000, immutable" }))).toBe(true);
    expect(cacheableResponse(response(200, { vary: "RSC, Next-Router-State-Tree, Accept-Encoding" }))).toBe(true);
  });

  it("never stores a private or no-store answer (every page rendered per request, every API answer)", () => {
    expect(cacheableResponse(response(200, { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }))).toBe(false);
    expect(cacheableResponse(response(200, { "cache-control": "private, no-store" }))).toBe(false);
    expect(cacheableResponse(response(200, { "cache-control": "no-store" }))).toBe(false);
    expect(cacheableResponse(response(200, { "Cache-Control": "Private" }))).toBe(false);
  });

  it("never stores an answer that sets a cookie or varies by one", () => {
    expect(cacheableResponse(response(200, { "set-cookie": "authjs.session-token=x; Path=/; HttpOnly" }))).toBe(false);
    expect(cacheableResponse(response(200, { vary: "Cookie" }))).toBe(false);
    expect(cacheableResponse(response(200, { vary: "Accept-Encoding, Authorization" }))).toBe(false);
    expect(cacheableResponse(response(200, { vary: "*" }))).toBe(false);
  });

  it("never stores an error, a redirect, an opaque answer or an RSC flight", () => {
    expect(cacheableResponse(response(404, {}))).toBe(false);
    expect(cacheableResponse(response(503, {}))).toBe(false);
    expect(cacheableResponse(response(307, { location: "/login" }))).toBe(false);
    expect(cacheableResponse(response(0, {}, "opaque"))).toBe(false);
    expect(cacheableResponse(response(200, {}, "opaqueredirect"))).toBe(false);
    expect(cacheableResponse(response(200, { "content-type": "text/x-component" }))).toBe(false);
  });
});
