// The names of the cookies that carry who is signed in, for the server,
// middleware and the browser alike (no server-only imports here).

/** The session cookie's base name; over HTTPS next-auth prefixes it with __Secure-, and splits a large one into .0, .1, … */
export const SESSION_COOKIE = "authjs.session-token";

/**
 * "Signed in as": {"id","name"} URI-encoded, set by the server beside every
 * session cookie it writes, with the same lifetime, and readable by the
 * page's scripts (lib/client/auth-state.ts); never trusted by the server.
 */
export const AUTH_HINT_COOKIE = "lexiUser";

/** Whether a cookie of this name is (part of) a session cookie. */
export function isSessionCookieName(name: string): boolean {
  return name.replace(/^__Secure-/, "").startsWith(SESSION_COOKIE);
}
