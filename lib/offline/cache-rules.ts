// What the service worker (worker/sw.ts) may keep in the browser's caches:
// the app's own static files, the prerendered public pages (the static pages
// and the word pages) and nothing else. Never an API answer, never a page
// rendered per request (they may be one learner's), never an answer marked
// private or no-store, or one that sets a cookie. Pure: tests/unit/cache-rules.test.ts.
import { STATIC_PAGE_PATHS } from "../http/static-page-paths";

/** The prerendered public pages besides the word pages, the offline shell among them. */
const CACHEABLE_PAGE_PATHS: ReadonlySet<string> = new Set(STATIC_PAGE_PATHS);

/** The page the worker answers with when a page cannot be fetched (it reads the offline deck, lib/offline/client-deck.ts). */
export const OFFLINE_SHELL_PATH = "/offline";

/** The Cache Storage names the worker and the page use (logout deletes them: lib/offline/client-deck.ts). */
export { CACHE_NAMES } from "./storage-names";

export type CacheKind = "static" | "page" | null;

/** A word page: /words/<slug> (one segment, not an Open Graph image). */
function isWordPage(pathname: string): boolean {
  return /^\/words\/[^/]+$/.test(pathname);
}

/**
 * Whether a request may be answered from (and stored in) a cache, and which:
 * "static" for the build's hashed files, "page" for a public prerendered page,
 * null for everything else (the network only).
 */
export function cacheKindOf(request: { url: string; method: string; origin: string }): CacheKind {
  if (request.method !== "GET") return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== request.origin) return null;
  // A query can make a page per request (?callbackUrl=…) or carry Next's RSC flight (?_rsc=…): network only.
  if (url.search !== "") return null;
  const { pathname } = url;
  if (pathname.startsWith("/api/")) return null;
  if (pathname.startsWith("/_next/static/")) return "static";
  if (CACHEABLE_PAGE_PATHS.has(pathname) || isWordPage(pathname)) return "page";
  return null;
}

/** Whether an answer may be stored: a plain 200, public, setting no cookie, not an RSC flight. */
export function cacheableResponse(response: { status: number; type?: string; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200) return false;
  if (response.type !== undefined && response.type !== "basic" && response.type !== "default") return false;
  const { headers } = response;
  if (headers.get("set-cookie") !== null) return false;
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  if (/(^|[,\s])(private|no-store)([,\s=]|$)/.test(cacheControl)) return false;
  const vary = (headers.get("vary") ?? "").toLowerCase();
  if (/(^|[,\s])(cookie|authorization|\*)([,\s]|$)/.test(vary)) return false;
  if ((headers.get("content-type") ?? "").startsWith("text/x-component")) return false;
  return true;
}
