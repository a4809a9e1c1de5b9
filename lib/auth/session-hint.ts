import "server-only";
import { getToken } from "next-auth/jwt";
import { SESSION_MAX_AGE_SECONDS } from "@/auth.config";
import { authSecret } from "@/lib/env";
import { AUTH_HINT_COOKIE, isSessionCookieName } from "./cookie-names";

// The hint cookie (AUTH_HINT_COOKIE) is written by the server whenever it
// writes the session cookie, and cleared whenever it clears it. Written by
// the server, it lives as long as the session: browsers cap cookies written
// by script (Safari: 7 days), which left a learner who came back after a week
// with a valid session but a header saying "Log In / Sign Up".

/** Who the hint names: the session's user id and display name, nothing secret. */
export type HintUser = { id: string; name: string | null };

/** A Set-Cookie value for the hint: naming `user` for `maxAge` seconds, or clearing it. */
export function hintCookie(user: HintUser | null, { secure, maxAge }: { secure: boolean; maxAge: number }): string {
  const value = user ? encodeURIComponent(JSON.stringify({ id: user.id, name: user.name })) : "";
  const age = user ? maxAge : 0;
  return `${AUTH_HINT_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

type SetCookie = { name: string; value: string; maxAge: number | null; secure: boolean };

function parseSetCookie(header: string): SetCookie {
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
  const equals = pair.indexOf("=");
  const attribute = (key: string) => attributes.find((entry) => entry.toLowerCase().startsWith(key));
  const maxAge = attribute("max-age=");
  const expires = attribute("expires=");
  const age = maxAge ? Number(maxAge.slice(8)) : expires ? Math.round((Date.parse(expires.slice(8)) - Date.now()) / 1000) : null;
  return {
    name: pair.slice(0, equals),
    value: pair.slice(equals + 1),
    maxAge: age,
    secure: attributes.some((entry) => entry.toLowerCase() === "secure"),
  };
}

/**
 * `response` (one of next-auth's: login, session renewal, sign-out) with the
 * hint cookie following its session cookie: set beside a session cookie it
 * writes, cleared when it clears the session. Unchanged when it does neither.
 */
export async function withSessionHint(response: Response): Promise<Response> {
  const sessionCookies = response.headers
    .getSetCookie()
    .map(parseSetCookie)
    .filter((cookie) => isSessionCookieName(cookie.name));
  if (sessionCookies.length === 0) return response;
  const written = sessionCookies.filter((cookie) => cookie.value !== "" && cookie.maxAge !== 0);
  const secure = sessionCookies.some((cookie) => cookie.secure);
  let user: HintUser | null = null;
  let maxAge = 0;
  if (written.length > 0) {
    const cookieHeader = written.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const token = await getToken({
      req: { headers: new Headers({ cookie: cookieHeader }) },
      secret: authSecret(),
      secureCookie: written[0]!.name.startsWith("__Secure-"),
    });
    if (token?.sub) user = { id: token.sub, name: typeof token.name === "string" ? token.name : null };
    // Every session cookie written is a fresh one (next-auth states its Expires to the second, so counting back from it loses one).
    maxAge = SESSION_MAX_AGE_SECONDS;
  }
  const hinted = new Response(response.body, response);
  hinted.headers.append("set-cookie", hintCookie(user, { secure, maxAge }));
  return hinted;
}
