import "server-only";
import { encode, getToken, type JWT } from "next-auth/jwt";
import { SESSION_MAX_AGE_SECONDS } from "@/auth.config";
import { authSecret } from "@/lib/env";
import { SESSION_COOKIE, isSessionCookieName } from "./cookie-names";
import { isSecureRequest } from "./session";
import { hintCookie } from "./session-hint";
import { checkSessionToken } from "./session-token";

// Writing the session cookie outside next-auth's own routes: after a change
// that ends every session (a password change), the browser that made it gets
// a fresh cookie and stays signed in; after deleting an account its cookie
// goes. The cookie is what next-auth itself sets at login: the JWT encrypted
// with AUTH_SECRET and salted with the cookie's name, HttpOnly, SameSite=Lax,
// __Secure- and Secure over HTTPS; the hint cookie follows it
// (lib/auth/session-hint.ts).

function cookieName(request: Request): string {
  return isSecureRequest(request) ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
}

function setCookie(name: string, value: string, { secure, maxAge }: { secure: boolean; maxAge: number }): string {
  const expires = new Date(Date.now() + maxAge * 1000).toUTCString();
  return `${name}=${value}; Path=/; Expires=${expires}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Appends to `headers` a session cookie for the request's own session with
 * `changes` applied (a new session version, a new name), so that this
 * browser's session outlives the change. Nothing when the request has no
 * readable session, or, given `onlyFor`, when its session is another user's.
 */
export async function renewSessionCookie(request: Request, headers: Headers, changes: Partial<JWT>, onlyFor?: string): Promise<void> {
  const secure = isSecureRequest(request);
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secure });
  if (!token || (onlyFor !== undefined && token.sub !== onlyFor)) return;
  const name = cookieName(request);
  // encode() sets a new iat, exp and jti.
  const { iat: _iat, exp: _exp, jti: _jti, ...claims } = token;
  const value = await encode({ token: { ...claims, ...changes }, secret: authSecret(), salt: name, maxAge: SESSION_MAX_AGE_SECONDS });
  headers.append("set-cookie", setCookie(name, value, { secure, maxAge: SESSION_MAX_AGE_SECONDS }));
  const user = { id: String(changes.sub ?? claims.sub), name: (changes.name ?? claims.name ?? null) as string | null };
  headers.append("set-cookie", hintCookie(user, { secure, maxAge: SESSION_MAX_AGE_SECONDS }));
}

/**
 * Appends to `headers` the cookies of a new session for `user`, as a login
 * sets them: the claims next-auth puts in the token plus what auth.ts's jwt
 * callback adds at login (lib/auth/session-token.ts: version and session id).
 */
export async function startSessionCookie(
  request: Request,
  headers: Headers,
  user: { id: string; name: string | null; email: string; sessionVersion: number },
): Promise<void> {
  const secure = isSecureRequest(request);
  const name = cookieName(request);
  const token = await checkSessionToken({ token: { name: user.name, email: user.email, sub: user.id }, user });
  const value = await encode({ token: token ?? {}, secret: authSecret(), salt: name, maxAge: SESSION_MAX_AGE_SECONDS });
  headers.append("set-cookie", setCookie(name, value, { secure, maxAge: SESSION_MAX_AGE_SECONDS }));
  headers.append("set-cookie", hintCookie({ id: user.id, name: user.name }, { secure, maxAge: SESSION_MAX_AGE_SECONDS }));
}

/** Appends to `headers` an expired copy of every session cookie the request carries (plain, __Secure-, and chunks .0, .1, …), and of the hint. */
export function clearSessionCookies(request: Request, headers: Headers): void {
  const names = (request.headers.get("cookie") ?? "").split(";").map((part) => part.split("=")[0]?.trim() ?? "");
  for (const name of names) {
    if (isSessionCookieName(name)) {
      headers.append("set-cookie", setCookie(name, "", { secure: name.startsWith("__Secure-"), maxAge: 0 }));
    }
  }
  headers.append("set-cookie", hintCookie(null, { secure: isSecureRequest(request), maxAge: 0 }));
}
