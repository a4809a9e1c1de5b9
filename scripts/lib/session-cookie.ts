// The session cookie a password sign-in would leave, minted without one:
// next-auth's encrypted JWT (salted with the cookie name) under the server's
// AUTH_SECRET, as the jwt callback checks it (lib/auth/session-token.ts). For
// the bench and the load test, whose learners are written straight into the
// database by the thousand, and the API tests' signed-in requests.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { SESSION_COOKIE } from "../../lib/auth/cookie-names";

/** The Cookie header value carrying `token` (with a session id of its own unless it names one), for an hour, on a server started with `secret`. */
export async function sessionCookieHeader(token: Record<string, unknown>, secret: string): Promise<string> {
  const value = await encode({ token: { sid: randomUUID(), ...token }, secret, salt: SESSION_COOKIE, maxAge: 60 * 60 });
  return `${SESSION_COOKIE}=${value}`;
}

/** The Cookie header value that signs `user` in at session version 0. */
export function mintedSessionCookie(user: { id: string; name: string; email: string }, secret: string): Promise<string> {
  return sessionCookieHeader({ sub: user.id, name: user.name, email: user.email, sv: 0 }, secret);
}
