import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { loginUrlFor, safeReturnPath } from "./routes";
import { sessionUserOfHeaders, type SessionUser } from "./session";

/** Where a page sends a request whose session is missing or no longer valid (see that handler). */
export const SESSION_REQUIRED_PATH = "/api/v1/auth/session-required";

/** The signed-in user of the page being rendered, or null; read once per render, however many components ask. */
export const pageSessionUser = cache(async (): Promise<SessionUser | null> => sessionUserOfHeaders(await headers()));

/**
 * For protected pages (Server Components): the session user, or a redirect to
 * the login page that returns to `currentPath`. Middleware already sends
 * visitors there; this also catches a session that middleware (which cannot
 * reach the database) took for valid but that a password change has ended.
 * Such a request goes through SESSION_REQUIRED_PATH, which clears the stale
 * cookie: otherwise middleware would bounce the user straight back from /login.
 */
export async function requirePageUser(currentPath: string): Promise<SessionUser> {
  const user = await pageSessionUser();
  if (user) return user;
  const returnPath = safeReturnPath(currentPath);
  redirect(returnPath ? `${SESSION_REQUIRED_PATH}?${new URLSearchParams({ callbackUrl: returnPath })}` : loginUrlFor(null));
}
