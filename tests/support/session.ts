// Signed-in requests for route-handler tests, with a REAL session: a user in
// the user store and the encrypted JWT cookie next-auth sets at login (same
// secret, same cookie name as salt, the session version and id the jwt
// callback checks). Handlers see it through lib/auth/session's getSessionUser, exactly
// as in production; nothing is mocked.
import { randomUUID } from "node:crypto";
import { authSecret } from "@/lib/env";
import { userStore } from "@/lib/users/user-store";
import { sessionCookieHeader } from "@/scripts/lib/session-cookie";

export interface SignedInUser {
  id: string;
  email: string;
  /** The Cookie header value that carries the session. */
  cookie: string;
}

/** A new user in the user store and a session cookie for them, as after a login. */
export async function signedInUser(label = "user"): Promise<SignedInUser> {
  const email = `${label}-${randomUUID()}@example.com`;
  // No one logs in with this user, so no real (slow, argon2) hash is needed.
  const user = await userStore().createUser({ name: label, email, passwordHash: "test-user-without-a-password" });
  return { id: user.id, email, cookie: await sessionCookie({ sub: user.id, name: label, email, sv: 0 }) };
}

/** A session cookie holding `token` (with a session id of its own unless it names one), encrypted as next-auth does it (salted with the cookie name). */
export function sessionCookie(token: Record<string, unknown>): Promise<string> {
  return sessionCookieHeader(token, authSecret());
}

interface RequestOptions {
  /** Whose session the request carries; none: signed out. */
  user?: { cookie: string } | null;
  /** Any cookie header instead (e.g. a forged session). */
  cookie?: string;
}

function headersFor({ user, cookie }: RequestOptions, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  const value = cookie ?? user?.cookie;
  if (value) headers.set("cookie", value);
  return headers;
}

/** POST `path` with `body` as JSON (or `raw` text as it is). */
export function postRequest(path: string, body: unknown, options: RequestOptions & { raw?: string } = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: headersFor(options, { "content-type": "application/json" }),
    body: options.raw ?? JSON.stringify(body),
  });
}

/** GET `path` with `query` as its query string (a string is used as it is). */
export function getRequest(path: string, query: Record<string, string> | string = {}, options: RequestOptions = {}): Request {
  const search = typeof query === "string" ? query : new URLSearchParams(query).toString();
  return new Request(`http://localhost${path}${search ? `?${search.replace(/^\?/, "")}` : ""}`, { headers: headersFor(options) });
}
