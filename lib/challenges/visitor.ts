import "server-only";
import { randomBytes } from "node:crypto";
import { isSecureRequest } from "@/lib/auth/session";

// A visitor's player id: 24 random bytes in an HttpOnly cookie, the same for
// every challenge this browser plays, so one browser plays a challenge once
// and keeps its result after signing up (POST /api/v1/challenges/claim).

export const VISITOR_COOKIE = "lexiPlayer";

/** A year: a visitor's results stay theirs that long. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const VISITOR_ID = /^[A-Za-z0-9_-]{32}$/;

export function newVisitorId(): string {
  return randomBytes(24).toString("base64url");
}

/** The visitor id a cookie value holds, or null for none or a malformed one. */
export function visitorIdOf(value: string | undefined | null): string | null {
  return value && VISITOR_ID.test(value) ? value : null;
}

/** The request's visitor id, or null. */
export function requestVisitorId(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VISITOR_COOKIE) return visitorIdOf(rest.join("="));
  }
  return null;
}

/** The Set-Cookie value that keeps `id` in this browser. */
export function visitorCookie(request: Request, id: string): string {
  const expires = new Date(Date.now() + MAX_AGE_SECONDS * 1000).toUTCString();
  return `${VISITOR_COOKIE}=${id}; Path=/; Expires=${expires}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${isSecureRequest(request) ? "; Secure" : ""}`;
}
