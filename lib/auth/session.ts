import "server-only";
import { getToken } from "next-auth/jwt";
import type { SessionUser } from "@/auth.config";
import { authSecret } from "@/lib/env";
import { decodeRemembered } from "./decoded-tokens";
import { checkSessionToken } from "./session-token";

export type { SessionUser } from "@/auth.config";

export { SESSION_COOKIE } from "./cookie-names";

/** Whether the client reached us over HTTPS (directly, or as the proxy in front says). */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(/:$/, "")) === "https";
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
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: isSecureRequest(request), decode: decodeRemembered });
  if (!token) return null;
  const checked = await checkSessionToken({ token });
  if (!checked?.sub) return null;
  return { id: checked.sub, name: checked.name ?? null, email: checked.email ?? "" };
}
