import { RETURN_PATH_COOKIE, RETURN_PATH_MAX_AGE_SECONDS, loginUrlFor, safeReturnPath } from "@/lib/auth/routes";

// The remembered return path in the browser: the same cookie middleware sets
// for a visitor on a protected page (URI-encoded, as Next writes cookies).

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
  }
  return loginUrlFor(safe);
}

/** Forgets the remembered return path once a login has used it. */
export function forgetReturnPath(): void {
  document.cookie = `${RETURN_PATH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
