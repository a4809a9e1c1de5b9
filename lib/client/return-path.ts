import { RETURN_PATH_COOKIE, RETURN_PATH_MAX_AGE_SECONDS, loginUrlFor, safeReturnPath } from "@/lib/auth/routes";

// The remembered return path in the browser: the same cookie middleware sets
// for a visitor on a protected page (URI-encoded, as Next writes cookies),
// mirrored in local storage under the same key (spec section 3). The cookie
// is what the server reads; the mirror is kept for parity with the spec.

function mirror(path: string | null): void {
  try {
    if (path) window.localStorage.setItem(RETURN_PATH_COOKIE, path);
    else window.localStorage.removeItem(RETURN_PATH_COOKIE);
  } catch {
    // Blocked storage: the cookie alone carries it.
  }
}

/** The return path the cookie holds now, if it is a safe one. */
function cookieReturnPath(): string | null {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${RETURN_PATH_COOKIE}=`));
  if (!entry) return null;
  try {
    return safeReturnPath(decodeURIComponent(entry.slice(RETURN_PATH_COOKIE.length + 1)));
  } catch {
    return null;
  }
}

/**
 * Remembers `path` for after login and returns the login page's URL, for
 * client code that sends a visitor to log in (e.g. a favourite click):
 *   router.push(rememberReturnPath(pathname));
 */
export function rememberReturnPath(path: string): string {
  const safe = safeReturnPath(path);
  if (safe) {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${RETURN_PATH_COOKIE}=${encodeURIComponent(safe)}; Path=/; Max-Age=${RETURN_PATH_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    mirror(safe);
  }
  return loginUrlFor(safe);
}

/** Copies a return path middleware set (cookie) into local storage; the login page calls it. */
export function mirrorReturnPath(): void {
  mirror(cookieReturnPath());
}

/** Forgets the remembered return path once a login has used it, or at logout. */
export function forgetReturnPath(): void {
  document.cookie = `${RETURN_PATH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  mirror(null);
}
