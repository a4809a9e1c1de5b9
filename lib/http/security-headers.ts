// The security headers of every response, in one place: next.config.ts sets
// the fixed ones on every path (pages, API, static files); middleware.ts sets
// the Content-Security-Policy, with a fresh nonce per page request. Edge-safe
// and free of the `@/` alias, because next.config.ts imports it too.
// Why a nonce and not hashes: docs/security.md.

/** Two years, the HSTS preload list's minimum is one. */
const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** Headers every response carries (HSTS only where `production`: browsers ignore it over plain HTTP anyway). */
export function staticSecurityHeaders({ production }: { production: boolean }): { key: string; value: string }[] {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Nothing here uses these; speech synthesis (the pronounce button) needs no permission.
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
    // For browsers without CSP frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (production) headers.push({ key: "Strict-Transport-Security", value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` });
  return headers;
}

/** CSP of responses that are not pages (API JSON, static files): nothing may run, nothing may frame them. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * CSP of an HTML page. Scripts: only those carrying this response's nonce
 * (Next puts it on its own script tags and inline RSC payloads) and what they
 * load ('strict-dynamic'); never inline ones an attacker could inject.
 * Styles allow 'unsafe-inline': sonner inserts its stylesheet from script and
 * React writes style attributes; CSS cannot run code.
 */
export function pageContentSecurityPolicy({ nonce, development, https }: { nonce: string; development: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    // React's development build needs eval for its error overlays; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    // Development: the HMR web socket.
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** A CSP nonce: 128 random bits, base64 (Edge and Node both have Web Crypto). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
