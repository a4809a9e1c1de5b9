// The pages that read the database while they render: those of app/(learn), a challenge's page and
// "Your own text" (its session check)
// (tests/unit/database-pages.test.ts keeps the two lists in step). While the
// database is out of reach, middleware answers them 503 with Retry-After and
// the error screen instead of rendering them (lib/http/unavailable-page.ts,
// docs/reliability.md). Pure, so middleware and tests can use it.
import { PROTECTED_PATHS } from "../auth/routes";

/** These paths and everything below them. */
export const DATABASE_PAGE_PATHS = ["/flashcards", "/learn_with_story/your-text", ...PROTECTED_PATHS] as const;
/** The pages below these paths, not the path itself (it has no page): a challenge's, /challenge/<id>. */
export const DATABASE_PAGE_PARENTS = ["/challenge"] as const;

export function readsDatabase(pathname: string): boolean {
  return (
    DATABASE_PAGE_PATHS.some((base) => pathname === base || pathname.startsWith(`${base}/`)) ||
    DATABASE_PAGE_PARENTS.some((parent) => pathname.startsWith(`${parent}/`))
  );
}

/**
 * Whether middleware checks the database before `request` is rendered: a GET
 * (or HEAD) of such a page. Next strips its own headers from requests before
 * middleware sees them, so a client navigation and a <Link> prefetch of the
 * page count too (during an outage the router drops a prefetch that answered
 * 503, and a navigation that did becomes a full page load: the error screen).
 */
export function rendersDatabasePage(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return readsDatabase(new URL(request.url).pathname);
}
