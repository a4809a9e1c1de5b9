// The redirect rules (docs/product.md#redirect-rules) as data and pure
// functions, shared by middleware.ts (Edge), the login page and the client. No
// imports: safe anywhere.

export const LOGIN_PATH = "/login";
export const FORGOT_PASSWORD_PATH = "/forgotpass";

/** Login required: these paths and everything below them. */
export const PROTECTED_PATHS = ["/favourites", "/mynotes", "/review", "/progress", "/account"] as const;

/** Guests only: a signed-in user is sent to the stored return path or /. */
export const GUEST_ONLY_PATHS = ["/login", "/register", "/forgotpass", "/verifyemail"] as const;

/**
 * The remembered return path, so that login returns them there. A cookie rather
 * than only local storage, so middleware can read it; not HttpOnly, so client
 * code that sends a visitor to /login (a favourite click on the flashcards) can
 * set it too. Every reader validates it.
 */
export const RETURN_PATH_COOKIE = "returnPath";
export const RETURN_PATH_MAX_AGE_SECONDS = 60 * 60;

/** The login page's parameter saying a sign-in link did not work (`link=invalid`, set by /api/v1/auth/sign-in-link). */
export const SIGN_IN_LINK_PARAM = "link";

/** The query parameter the login page reads the return path from. */
export const CALLBACK_URL_PARAM = "callbackUrl";

function isSameOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((base) => isSameOrBelow(pathname, base));
}

export function isGuestOnlyPath(pathname: string): boolean {
  return GUEST_ONLY_PATHS.some((base) => isSameOrBelow(pathname, base));
}

const MAX_RETURN_PATH_LENGTH = 512;
// Any origin would do; what matters is that resolving against it does not change it.
const PROBE_ORIGIN = "http://return-path.invalid";

/**
 * `value` as a same-origin path ("/mynotes?page=2"), or null. Only a relative
 * path that starts with a single "/" is accepted: no scheme, no "//host", no
 * backslashes (browsers read "/\host" as "//host"), no control characters.
 * Guest-only pages and the API are refused too, so a return can never loop.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (isGuestOnlyPath(url.pathname) || isSameOrBelow(url.pathname, "/api")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's URL that returns to `returnPath` after a successful login. */
export function loginUrlFor(returnPath: string | null): string {
  const safe = safeReturnPath(returnPath);
  return safe ? `${LOGIN_PATH}?${new URLSearchParams({ [CALLBACK_URL_PARAM]: safe })}` : LOGIN_PATH;
}

export type RouteDecision =
  | { action: "next" }
  /** A visitor on a protected page: to the login page, remembering where they were. */
  | { action: "login"; location: string; returnPath: string }
  /** A signed-in user on a guest-only page: to the stored path (then forgotten) or /. */
  | { action: "leave"; location: string };

/**
 * What middleware does with a request. `storedPath` is the cookie's value,
 * `callbackUrl` the query parameter of the same name (either may be junk).
 */
export function decideRoute(input: {
  pathname: string;
  search: string;
  signedIn: boolean;
  storedPath: string | undefined;
  callbackUrl: string | null;
}): RouteDecision {
  const { pathname, search, signedIn } = input;
  if (!signedIn && isProtectedPath(pathname)) {
    const returnPath = safeReturnPath(`${pathname}${search}`) ?? pathname;
    return { action: "login", location: loginUrlFor(returnPath), returnPath };
  }
  if (signedIn && isGuestOnlyPath(pathname)) {
    return { action: "leave", location: safeReturnPath(input.callbackUrl) ?? safeReturnPath(input.storedPath) ?? "/" };
  }
  return { action: "next" };
}
