import "server-only";
import { getToken } from "next-auth/jwt";
import type { SessionUser } from "@/auth.config";
import { authSecret } from "@/lib/env";
import { decodeRemembered } from "./decoded-tokens";
import { checkSessionToken } from "./session-token";

export type { SessionUser } from "@/auth.config";

export { SESSION_COOKIE } from "./cookie-names";

/** Whether the client reached us over HTTPS, as the proxy in front says (Next sets the header on every request it serves itself). */
function forwardedHttps(headers: Headers): boolean | undefined {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return forwarded === undefined ? undefined : forwarded === "https";
}

/** Whether the client reached us over HTTPS (directly, or as the proxy in front says). */
export function isSecureRequest(request: Request): boolean {
  return forwardedHttps(request.headers) ?? new URL(request.url).protocol === "https:";
}

// Deliberately free of next-auth's main module (and so of next/server and
// next/headers): route handlers that read the session through it stay
// testable by calling them with a plain Request. Pages use requirePageUser() (page-session.ts).

/**
 * The signed-in user of a request, or null. Reads the session cookie the way
 * next-auth does and applies the same session-version check as auth.ts, but
 * needs only the Request, so route handlers work (and are tested) without
 * Next's request scope.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return sessionUserOf(request.headers, isSecureRequest(request));
}

/**
 * The signed-in user of the page being rendered, from its request's headers (next/headers), checked as
 * getSessionUser checks an API call's: the decrypted cookie remembered, the session version read at most every few seconds.
 * next-auth's own auth() decrypted the cookie and encrypted a renewed one on every render (docs/performance.md), and a
 * Server Component cannot set the renewed cookie anyway: the header's session check (/api/auth/session) renews it.
 */
export function sessionUserOfHeaders(headers: Headers): Promise<SessionUser | null> {
  return sessionUserOf(headers, forwardedHttps(headers) ?? false);
}

async function sessionUserOf(headers: Headers, secureCookie: boolean): Promise<SessionUser | null> {
  const token = await getToken({ req: { headers }, secret: authSecret(), secureCookie, decode: decodeRemembered });
  if (!token) return null;
  const checked = await checkSessionToken({ token });
  if (!checked?.sub) return null;
  return { id: checked.sub, name: checked.name ?? null, email: checked.email ?? "" };
}
