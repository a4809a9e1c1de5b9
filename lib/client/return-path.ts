import "client-only";
import { LOGIN_REASON_COOKIE, LOGIN_REASON_MAX_AGE_SECONDS, type LoginReason } from "@/lib/auth/login-reasons";
import { RETURN_PATH_COOKIE, RETURN_PATH_MAX_AGE_SECONDS, loginUrlFor, safeReturnPath } from "@/lib/auth/routes";

// The remembered return path (docs/product.md#redirect-rules): a cookie the
// login page and middleware read (URI-encoded, as Next writes cookies),
// mirrored in local storage under the same key. The login page sets it when a
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

function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * Remembers `path` for after login and returns the login page's URL, for
 * client code that sends a visitor to log in (e.g. a favourite click):
 *   router.push(rememberReturnPath(pathname, "favourite"));
 * `reason` lets the login page say why the visitor is there (lib/auth/login-reasons.ts).
 */
export function rememberReturnPath(path: string, reason?: LoginReason): string {
  const safe = safeReturnPath(path);
  if (safe) {
    setCookie(RETURN_PATH_COOKIE, safe, RETURN_PATH_MAX_AGE_SECONDS);
    mirror(safe);
  }
  if (reason) setCookie(LOGIN_REASON_COOKIE, reason, LOGIN_REASON_MAX_AGE_SECONDS);
  return loginUrlFor(safe);
}

/** Forgets why the visitor came to log in, once the login page has said it (a later visit has its own reason, or none). */
export function forgetLoginReason(): void {
  document.cookie = `${LOGIN_REASON_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Forgets the remembered return path once a login has used it, or at logout. */
export function forgetReturnPath(): void {
  document.cookie = `${RETURN_PATH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  mirror(null);
}
