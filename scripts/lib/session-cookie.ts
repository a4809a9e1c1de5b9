// The session cookie a password sign-in would leave, minted without one:
// next-auth's encrypted JWT (salted with the cookie name) under the server's
// AUTH_SECRET, at session version 0, as the jwt callback checks it
// (lib/auth/session-token.ts). For the bench and the load test, whose
// learners are written straight into the database by the thousand.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { SESSION_COOKIE } from "../../lib/auth/cookie-names";

/** The Cookie header value that signs `user` in on a server started with `secret`, for an hour. */
export async function mintedSessionCookie(user: { id: string; name: string; email: string }, secret: string): Promise<string> {
  const token = await encode({
    token: { sub: user.id, name: user.name, email: user.email, sv: 0, sid: randomUUID() },
    secret,
    salt: SESSION_COOKIE,
    maxAge: 60 * 60,
  });
  return `${SESSION_COOKIE}=${token}`;
}
