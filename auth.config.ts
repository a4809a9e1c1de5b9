// The Edge-safe half of the next-auth configuration: what middleware.ts needs
// to read a session cookie. No database, no Node-only modules: the full
// configuration (credentials provider, session-version check) is in auth.ts.
import { NextResponse } from "next/server";
import type { NextAuthConfig } from "next-auth";
import { CredentialsSignin } from "next-auth";
import { CALLBACK_URL_PARAM, LOGIN_PATH, RETURN_PATH_COOKIE, decideRoute } from "@/lib/auth/routes";
import { authSecret } from "@/lib/env";

/** How long a session cookie lives (next-auth's and lib/auth/session-cookie.ts's). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The user as the session carries it to the client: nothing else. */
export type SessionUser = { id: string; name: string | null; email: string };

export const authConfig = {
  // Credentials sign-in requires JWT sessions; the cookie is encrypted (JWE).
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: LOGIN_PATH, error: LOGIN_PATH },
  // next-auth builds its own URLs from the request's host. Safe here: the
  // client calls signIn()/signOut() with redirect: false and navigates itself
  // to validated paths, and every link in e-mail is built from APP_URL.
  trustHost: true,
  providers: [],
  logger: {
    // A failed login is an expected answer (code in the response), not a server error.
    error(error) {
      const type = (error as { type?: string }).type;
      if (error instanceof CredentialsSignin || type === "CredentialsSignin") return;
      // A cookie that does not decrypt (forged, corrupted, or from before a
      // secret rotation) is a visitor, not a fault: one line, no stack.
      if (type === "JWTSessionError") {
        const cause = (error as { cause?: { err?: unknown } }).cause?.err;
        console.warn(`auth: a session cookie could not be read (${cause instanceof Error ? cause.message : "invalid"})`);
        return;
      }
      console.error(error);
    },
  },
  callbacks: {
    // middleware.ts: the spec's redirect rules (section 2), from the session
    // cookie alone. Visitors on /favourites and /mynotes go to /login with the
    // path in the URL; signed-in users on the guest-only pages go to the
    // remembered path or /.
    authorized({ request, auth }) {
      const { nextUrl } = request;
      const decision = decideRoute({
        pathname: nextUrl.pathname,
        search: nextUrl.search,
        signedIn: Boolean(auth?.user),
        storedPath: request.cookies.get(RETURN_PATH_COOKIE)?.value,
        callbackUrl: nextUrl.searchParams.get(CALLBACK_URL_PARAM),
      });
      if (decision.action === "next") return true;
      const response = NextResponse.redirect(new URL(decision.location, nextUrl));
      // A visitor's return path travels in the login URL (callbackUrl); the
      // login page remembers it once it is really shown. Not here: Next's Link
      // prefetches protected pages through this same redirect, with no sign
      // (its prefetch headers are stripped before middleware) that it is not a visit.
      if (decision.action === "leave") {
        // Used once: the user is where they wanted to be.
        response.cookies.delete(RETURN_PATH_COOKIE);
      }
      return response;
    },
    // Edge version: copies the login's user into the token. auth.ts replaces it
    // with one that also checks the session version against the user store.
    jwt({ token, user }) {
      if (user?.id) {
        token.sub = user.id;
        token.sv = user.sessionVersion ?? 0;
      }
      return token;
    },
    // Trimmed: the session the client sees carries id, name and email only.
    session({ session, token }) {
      const user: SessionUser = { id: token.sub ?? "", name: token.name ?? null, email: token.email ?? "" };
      return { expires: session.expires, user } as unknown as typeof session;
    },
  },
} satisfies NextAuthConfig;

let edgeConfig: NextAuthConfig | undefined;

/** The configuration middleware uses; the secret is read on first use, never at import (so `next build` needs none). */
export function edgeAuthConfig(): NextAuthConfig {
  return (edgeConfig ??= { ...authConfig, secret: authSecret() });
}
