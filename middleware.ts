// Runs only on the paths in `config.matcher` below, on the Node.js runtime
// (it reaches the database; see the last point). Every prerendered page (the
// landing, the site pages, the word pages) and every 404 is left out, so on
// Vercel they are files from the CDN with no function in front of them, each
// with the hash policy `npm run build` wrote beside it (docs/security.md);
// `npm run build` fails if the matcher takes in a prerendered page or leaves
// out a page rendered per request (scripts/lib/static-page-csp.ts).
// On the paths it runs on:
// - another spelling of a word page's URL (/words/Serendipity): a permanent
//   redirect to its one canonical URL (lib/words/word-path.ts);
// - every page rendered per request: a Content-Security-Policy with a fresh
//   nonce, passed to the render through the request headers, where Next reads
//   it and puts it on its own script tags (lib/http/security-headers.ts);
// - the pages with redirect rules (docs/product.md#redirect-rules) first go
//   through next-auth, which reads the session cookie with the Edge-safe
//   configuration and whose `authorized` callback decides (auth.config.ts,
//   rules in lib/auth/routes.ts).
//   It does not check the session against the database, so protected pages
//   and handlers check the session again themselves
//   (lib/auth/page-session.ts, lib/auth/session.ts), and the renewed session
//   cookie next-auth would set here is dropped: only a checked session is
//   renewed (/api/auth/session), so a signed-out cookie never is;
// - the pages that read the database (lib/http/database-pages.ts), once they
//   would render: while the database is out of reach they are answered 503
//   with Retry-After and the page in its error state (rendered through a
//   request of middleware's own), as the API is answered, instead of a 500
//   from a render that failed (docs/reliability.md). A healthy request costs
//   no query: the database is probed (on the app's one pool) only while an
//   outage is suspected or the last probe is older than a few seconds
//   (lib/http/database-probe.ts);
// - a challenge's page whose challenge does not exist: the prebuilt
//   not-found page (lib/challenges/missing-page.ts).
// A path whose percent-encoding does not decode is answered 400 before all
// of this (lib/http/malformed-path.ts); for it alone the matcher also takes in
// the API's and the sitemaps' dynamic routes.
// The API is otherwise left out: its handlers refuse cross-site calls themselves
// (jsonHandler, lib/http/csrf.ts) and next.config.ts gives it its headers, as
// middleware on every API call cost about 40% of the API's throughput
// (docs/performance.md). The other security headers come from next.config.ts.
import NextAuth, { type NextAuthRequest } from "next-auth";
import { NextResponse, type NextFetchEvent, type NextMiddleware, type NextRequest } from "next/server";
import { edgeAuthConfig } from "@/auth.config";
import { isSessionCookieName } from "@/lib/auth/cookie-names";
import { isGuestOnlyPath, isProtectedPath } from "@/lib/auth/routes";
import { isMissingChallengePage } from "@/lib/challenges/missing-page";
import { rendersDatabasePage } from "@/lib/http/database-pages";
import { databaseUnreachable } from "@/lib/http/database-probe";
import { NON_PAGE_CONTENT_SECURITY_POLICY, createNonce, pageContentSecurityPolicy } from "@/lib/http/security-headers";
import { hasMalformedEncoding, malformedPathResponse } from "@/lib/http/malformed-path";
import { databaseUnavailablePage, isUnavailableRender } from "@/lib/http/unavailable-page";
import { canonicalWordsPath } from "@/lib/words/word-path";

const CSP = "content-security-policy";
const development = process.env.NODE_ENV === "development";

/** A page request, passed on with its nonce'd policy on the request (for Next's renderer) and on the response. */
function pageWithPolicy(request: NextRequest): NextResponse {
  const policy = pageContentSecurityPolicy({
    nonce: createNonce(),
    development,
    https: request.nextUrl.protocol === "https:",
  });
  const headers = new Headers(request.headers);
  headers.set(CSP, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  return response;
}

/** A path no route has: rewritten to it, a request gets the prebuilt not-found page with its 404. */
const NO_ROUTE_PATH = "/challenge/missing/page";

/**
 * pageWithPolicy; for a page that reads the database while it is out of reach, the 503 answer;
 * for a challenge's page without its challenge, the prebuilt not-found page.
 */
async function page(request: NextRequest): Promise<Response> {
  if (rendersDatabasePage(request) && (await databaseUnreachable())) return databaseUnavailablePage(request.nextUrl);
  if (await isMissingChallengePage(request.nextUrl.pathname)) return NextResponse.rewrite(new URL(NO_ROUTE_PATH, request.url));
  return pageWithPolicy(request);
}

// Configured lazily, so the secret is read per request and `next build` needs none.
// next-auth runs the `authorized` callback first; only when it lets the request
// through does page() run. With a lazy configuration next-auth hands
// the wrapped middleware back in a Promise, whatever its types say.
const withRedirectRules: Promise<NextMiddleware> = Promise.resolve(
  NextAuth(() => edgeAuthConfig()).auth(
    // Typed with the event, so TypeScript picks next-auth's middleware overload, not the route handler's.
    (request: NextAuthRequest, _event: NextFetchEvent) => page(request),
  ) as NextMiddleware | Promise<NextMiddleware>,
);

/** `response` without the session cookies next-auth renewed unchecked; a cleared one stays cleared. */
function withoutSessionRenewal(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  const renewal = (cookie: string) => {
    const [name = "", value = ""] = cookie.split(";", 1)[0]!.split("=", 2);
    return isSessionCookieName(name.trim()) && value !== "";
  };
  if (!cookies.some(renewal)) return response;
  response.headers.delete("set-cookie");
  for (const cookie of cookies) if (!renewal(cookie)) response.headers.append("set-cookie", cookie);
  return response;
}

function hasRedirectRule(pathname: string): boolean {
  return isProtectedPath(pathname) || isGuestOnlyPath(pathname);
}

/** The API paths the matcher takes in only for a "%" (below): nothing to do here but refuse a malformed one. */
function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/sitemaps/");
}

export default async function middleware(request: NextRequest, event: NextFetchEvent): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  // Before anything decodes it: Next's router would answer a bare 500 (lib/http/malformed-path.ts).
  if (hasMalformedEncoding(pathname)) return malformedPathResponse();
  if (isApiPath(pathname)) return NextResponse.next();
  const canonical = canonicalWordsPath(pathname);
  if (canonical) return NextResponse.redirect(new URL(`${canonical}${search}`, request.url), 308);
  // Middleware's own render of a page in its error state (lib/http/unavailable-page.ts): no redirect rules, no check.
  if (isUnavailableRender(request.headers)) return pageWithPolicy(request);
  if (!hasRedirectRule(pathname)) return page(request);
  const response = withoutSessionRenewal((await (await withRedirectRules)(request, event)) ?? (await page(request)));
  // A redirect has no page to protect, but every response carries a policy.
  if (!response.headers.has(CSP)) response.headers.set(CSP, NON_PAGE_CONTENT_SECURITY_POLICY);
  return response;
}

export const config = {
  // The database check needs Node.js (pg); the rest runs on either runtime.
  runtime: "nodejs",
  // Literals, as Next reads them without running this file; tests/deploy/middleware-matcher.test.ts
  // holds them to the lists they come from, and the build to the routes it made.
  matcher: [
    // The pages rendered per request (the redirect rules' pages among them, lib/auth/routes.ts).
    "/flashcards",
    "/favourites",
    "/favourites/all",
    "/favourites/unseen-words",
    "/favourites/seen-words",
    "/favourites/learn-with-story",
    "/favourites/practice/word",
    "/favourites/practice/synonym",
    "/favourites/practice/antonym",
    "/favourites/practice/match",
    "/favourites/practice/idioms",
    "/favourites/easy-words",
    "/favourites/easy-words/flashcards",
    "/favourites/idioms",
    "/mynotes",
    "/review",
    "/review/quiz",
    "/review/spot-check",
    "/search",
    "/learn_with_story/your-text",
    "/challenge/:id",
    "/progress",
    "/account",
    "/login",
    "/register",
    "/forgotpass",
    "/resetpass",
    "/verifyemail",
    // Another spelling of a words URL, to be redirected: any but a canonical word or letter segment
    // (every word of the set is lower-case letters, digits, ' and -; tests/tooling/word-set.test.ts),
    // with a letter's page number.
    // The suffixes are the forms Next's router gives a page's data requests.
    // A word's share image (/words/<word>/opengraph-image-<hash>) is no other spelling: left out too.
    "/words/:spelling((?![a-z0-9'-]+(?:/[0-9]+|/opengraph-image[^/]*)?(?:\\.rsc|\\.json|\\.segments/.+)?$).+)",
    // The other dynamic routes, only for a path with a "%" in it, which may not decode
    // (lib/http/malformed-path.ts): the API is otherwise left out (above).
    "/api/auth/:rest(.*%.*)",
    "/sitemaps/:rest(.*%.*)",
  ],
};
