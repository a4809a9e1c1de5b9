// Runs on every request but Next's hashed static files:
// - every page: a Content-Security-Policy with a fresh nonce, passed to the
//   render through the request headers, where Next reads it and puts it on
//   its own script tags (lib/http/security-headers.ts, docs/security.md);
// - /api/v1: state-changing calls from another site are refused here, for
//   every handler at once (lib/http/csrf.ts);
// - the pages with redirect rules (spec section 2) first go through next-auth,
//   which reads the session cookie with the Edge-safe configuration and whose
//   `authorized` callback decides (auth.config.ts, rules in lib/auth/routes.ts).
//   Edge runtime: the session-version check needs the database, so protected
//   pages and handlers check the session again themselves
//   (lib/auth/page-session.ts, lib/auth/session.ts).
// The other security headers come from next.config.ts.
import NextAuth, { type NextAuthRequest } from "next-auth";
import { NextResponse, type NextFetchEvent, type NextMiddleware, type NextRequest } from "next/server";
import { edgeAuthConfig } from "@/auth.config";
import { isGuestOnlyPath, isProtectedPath } from "@/lib/auth/routes";
import { appOrigin } from "@/lib/env";
import { crossSiteRefusal, isCrossSiteRequest, originsOf } from "@/lib/http/csrf";
import { NON_PAGE_CONTENT_SECURITY_POLICY, createNonce, pageContentSecurityPolicy } from "@/lib/http/security-headers";

const CSP = "content-security-policy";

/** A page request, passed on with its nonce'd policy on the request (for Next's renderer) and on the response. */
function pageWithPolicy(request: NextRequest): NextResponse {
  const policy = pageContentSecurityPolicy({
    nonce: createNonce(),
    development: process.env.NODE_ENV === "development",
    https: request.nextUrl.protocol === "https:",
  });
  const headers = new Headers(request.headers);
  headers.set(CSP, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  return response;
}

// Configured lazily, so the secret is read per request and `next build` needs none.
// next-auth runs the `authorized` callback first; only when it lets the request
// through does pageWithPolicy run. With a lazy configuration next-auth hands
// the wrapped middleware back in a Promise, whatever its types say.
const withRedirectRules: Promise<NextMiddleware> = Promise.resolve(
  NextAuth(() => edgeAuthConfig()).auth(
    // Typed with the event, so TypeScript picks next-auth's middleware overload, not the route handler's.
    (request: NextAuthRequest, _event: NextFetchEvent) => pageWithPolicy(request),
  ) as NextMiddleware | Promise<NextMiddleware>,
);

function hasRedirectRule(pathname: string): boolean {
  return isProtectedPath(pathname) || isGuestOnlyPath(pathname);
}

export default async function middleware(request: NextRequest, event: NextFetchEvent): Promise<Response> {
  const { pathname } = request.nextUrl;

  if (pathname.startsWith("/api/")) {
    const refused = pathname.startsWith("/api/v1/") && isCrossSiteRequest(request, originsOf(request.nextUrl.origin, appOrigin()));
    const response = refused ? crossSiteRefusal() : NextResponse.next();
    response.headers.set(CSP, NON_PAGE_CONTENT_SECURITY_POLICY);
    return response;
  }

  if (!hasRedirectRule(pathname)) return pageWithPolicy(request);
  const response = (await (await withRedirectRules)(request, event)) ?? pageWithPolicy(request);
  // A redirect has no page to protect, but every response carries a policy.
  if (!response.headers.has(CSP)) response.headers.set(CSP, NON_PAGE_CONTENT_SECURITY_POLICY);
  return response;
}

export const config = {
  // Everything but Next's build output (/_next/static, /_next/image), which
  // next.config.ts gives its headers; pages, API, robots.txt, sitemap.xml, favicon.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
