// Cross-site request forgery: the one check, applied to every state-changing
// /api/v1 call by their shared wrapper, jsonHandler (lib/http/json.ts).
//
// The session cookie is SameSite=Lax, so browsers already leave it off
// cross-site POSTs; this is the second wall, and it also covers the calls
// that need no session (contact, sign-up, password reset, which send e-mail).

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_REFUSED = "Cross-site requests are not allowed.";

/**
 * Whether a request must be refused as cross-site:
 * - GET, HEAD, OPTIONS: never (they change nothing);
 * - an `Origin` header: refused unless it is one of `allowedOrigins()` (the
 *   site's own, worked out only then: a read, most calls, does not build
 *   them; "null", sent by sandboxed frames and privacy redirects, is refused);
 * - no `Origin` but `Sec-Fetch-Site`: refused unless "same-origin" or "none";
 * - neither header: allowed. Browsers send Origin on every cross-origin
 *   POST, so this is a non-browser client (curl, a server, a test), which
 *   carries no victim's cookies.
 */
export function isCrossSiteRequest(request: { method: string; headers: Headers }, allowedOrigins: () => readonly string[]): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return !allowedOrigins().includes(origin.trim().toLowerCase());
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return !["same-origin", "none"].includes(site.trim().toLowerCase());
  return false;
}

/** The 403 JSON answer to a cross-site request. */
export function crossSiteRefusal(): Response {
  return Response.json({ error: CROSS_SITE_REFUSED }, { status: 403 });
}

/**
 * The origins a request may come from as the site's own: the host the
 * request was made to (its Host header, with the scheme it arrived over;
 * Next builds request.url from its own listen address, so a browser at
 * 127.0.0.1, a LAN address or a second production host name would not match
 * it), request.url's origin, and `appUrl`. Behind a trusted proxy
 * (`trustProxy`, from TRUST_PROXY) also the X-Forwarded-Host and
 * X-Forwarded-Proto it sets; never otherwise, since a client can write them.
 *
 * A Host header names our own server: a page on another site cannot make a
 * browser send its cookies to us under another Host (DNS rebinding gives the
 * attacker's name, whose cookies are not ours), so accepting it opens nothing.
 */
export function requestOrigins(request: { url: string; headers: Headers }, { appUrl, trustProxy }: { appUrl?: string; trustProxy: boolean }): string[] {
  const url = new URL(request.url);
  const hosts: (string | null | undefined)[] = [request.headers.get("host")];
  const schemes = [url.protocol];
  if (trustProxy) {
    hosts.push(lastEntry(request.headers.get("x-forwarded-host")));
    const proto = lastEntry(request.headers.get("x-forwarded-proto"));
    if (proto) schemes.push(`${proto.replace(/:$/, "")}:`);
  }
  const candidates: string[] = [url.origin];
  for (const host of hosts) {
    if (!host) continue;
    for (const scheme of schemes) candidates.push(`${scheme}//${host.trim()}`);
  }
  return originsOf(...candidates, appUrl);
}

/** The last entry of a comma-separated header: the one the nearest proxy wrote. */
function lastEntry(value: string | null): string | undefined {
  return value?.split(",").at(-1)?.trim() || undefined;
}

/** The origins (scheme://host[:port], lower case) of these URLs, skipping any that do not parse. */
export function originsOf(...urls: (string | URL | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (url === undefined) continue;
    try {
      origins.add(new URL(url).origin.toLowerCase());
    } catch {
      // Not a URL: contributes nothing.
    }
  }
  return [...origins];
}
