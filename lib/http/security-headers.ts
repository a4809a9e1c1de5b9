// The security headers of every response, in one place: next.config.ts sets
// the fixed ones on every path (pages, API, static files); middleware.ts sets
// the Content-Security-Policy of pages rendered per request (a fresh nonce),
// `npm run build` that of prerendered pages (their scripts' hashes; why two
// mechanisms: docs/security.md). Edge-safe and free of the `@/` alias,
// because next.config.ts imports it too.

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
 * CSP of the service worker script (/sw.js): a worker runs under the policy
 * its script was served with, and this one fetches the app's own pages and
 * files to cache them (connect-src), and nothing else.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The directives of every page policy but script-src (and upgrade-insecure-requests, which depends on the scheme). */
function pageDirectives({ scriptSrc, development }: { scriptSrc: string; development: boolean }): string[] {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // The service worker (/sw.js, same origin). Said outright: without it workers fall back to script-src,
    // whose 'strict-dynamic' voids 'self' and would refuse the registration.
    "worker-src 'self'",
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
}

/**
 * CSP of a page rendered per request. Scripts: only those carrying this
 * response's nonce (Next puts it on its own script tags and inline RSC
 * payloads) and what they load ('strict-dynamic'); never inline ones an
 * attacker could inject. Styles allow 'unsafe-inline': sonner inserts its
 * stylesheet from script and React writes style attributes; CSS cannot run code.
 */
export function pageContentSecurityPolicy({ nonce, development, https }: { nonce: string; development: boolean; https: boolean }): string {
  // React's development build needs eval for its error overlays; production never does.
  const directives = pageDirectives({ scriptSrc: `'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`, development });
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * CSP of a prerendered page, written into its HTML after `next build` as a
 * <meta http-equiv> tag (scripts/lib/static-page-csp.ts): its inline scripts
 * by their sha256 hashes, Next's chunks from 'self'. No 'strict-dynamic': it
 * would void 'self', and the page's <script src> tags carry no hash. No
 * upgrade-insecure-requests: the scheme is unknown at build time (every URL
 * of the page is same-origin, and production sends HSTS). No frame-ancestors,
 * which a <meta> policy cannot carry (browsers ignore it there, with a console
 * error): X-Frame-Options: DENY, sent on every path, forbids framing.
 */
export function hashedPageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  const sources = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  return pageDirectives({ scriptSrc: sources.join(" "), development: false })
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
}

/** A CSP nonce: 128 random bits, base64 (Edge and Node both have Web Crypto). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
