import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, ownOrigin } from "@/lib/env";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "./database-unavailable";
import { NON_PAGE_CONTENT_SECURITY_POLICY } from "./security-headers";

// What a page that reads the database answers while the database is out of
// reach: 503 with Retry-After, as the API does (lib/http/json.ts), carrying
// the app's error screen. Middleware sends it itself, since a page cannot set
// its status: Next answers 500 for any error thrown while rendering
// (docs/reliability.md).
//
// The screen is the page itself rendered in its error state: middleware asks
// this deployment for the same URL with a header that only it can make
// (an HMAC of AUTH_SECRET), and the learning pages' layout, seeing it, renders
// the error screen instead of the page (app/(learn)/layout.tsx). So the HTML
// belongs to the URL in the address bar (the header's links, the learning bar)
// and hydrates as it is.

const RENDER_HEADER = "x-lexi-database-unavailable";
const RENDER_TIMEOUT_MS = 10_000;

let token: string | undefined;

function renderToken(): string {
  return (token ??= createHmac("sha256", authSecret()).update("database-unavailable-render").digest("base64url"));
}

/** Whether a request is middleware's own render of a page's error state (headers of a Request, or headers() in a layout). */
export function isUnavailableRender(headers: Headers): boolean {
  const value = headers.get(RENDER_HEADER);
  if (value === null) return false;
  const expected = Buffer.from(renderToken());
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** When the page cannot be rendered even in its error state: the same words, without the site around them. */
const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong · Lexi</title></head><body><main><h1>Sorry, something went wrong.</h1><p>Please try again in a moment.</p><p><a href="/">Go Home</a></p></main></body></html>`;

/**
 * The 503 answer for a page request while the database is out of reach: the
 * page at the same path and query, rendered in its error state by this
 * deployment (on Vercel its own URL, else APP_URL; never the request's Host
 * header, which the client chooses), with the policy of that render.
 */
export async function databaseUnavailablePage(url: URL): Promise<Response> {
  const headers = new Headers({ "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  try {
    const render = await fetch(new URL(`${url.pathname}${url.search}`, ownOrigin()), {
      headers: { [RENDER_HEADER]: renderToken() },
      redirect: "manual",
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const policy = render.headers.get("content-security-policy");
    if (render.status !== 200 || !policy || !render.body) throw new Error(`HTTP ${render.status}${policy ? "" : ", no Content-Security-Policy"}`);
    headers.set("Content-Type", render.headers.get("content-type") ?? "text/html; charset=utf-8");
    headers.set("Content-Security-Policy", policy);
    return new Response(render.body, { status: 503, headers });
  } catch (error) {
    console.error(`${url.pathname} could not be rendered in its error state for a 503:`, error instanceof Error ? error.message : error);
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("Content-Security-Policy", NON_PAGE_CONTENT_SECURITY_POLICY);
    return new Response(FALLBACK_HTML, { status: 503, headers });
  }
}
