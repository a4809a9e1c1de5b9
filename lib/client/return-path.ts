import { RETURN_PATH_COOKIE, RETURN_PATH_MAX_AGE_SECONDS, loginUrlFor, safeReturnPath } from "@/lib/auth/routes";

// The remembered return path (spec section 2): a cookie the login page and
// middleware read (URI-encoded, as Next writes cookies), mirrored in local
// storage under the same key (spec section 3). The login page sets it when a
// visitor arrives with a callbackUrl; client code sets it before sending a
// visitor to log in.

function mirror(path: string | null): void {
  try {
    if (path) window.localStorage.setItem(RETURN_PATH_COOKIE, path);
    else window.localStorage.removeItem(RETURN_PATH_COOKIE);
  } catch {
    // Blocked storage: the cookie alone carries it.
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

/** Forgets the remembered return path once a login has used it, or at logout. */
export function forgetReturnPath(): void {
  document.cookie = `${RETURN_PATH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  mirror(null);
}
