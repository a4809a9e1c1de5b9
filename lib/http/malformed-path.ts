import { NON_PAGE_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from "./security-headers";

// A path whose percent-encoding does not decode ("/words/%ff", "/words/%",
// "/challenge/abc%", the overlong "/words/%C0%AE") makes Next's router throw
// as it decodes a dynamic route's parameters, and `next start` answers a bare
// 500 (text/plain, none of our headers). Middleware answers such a path 400
// first (middleware.ts), with the headers every response carries.

/** Whether some segment of `pathname` (as requested, still encoded) is not valid percent-encoded UTF-8. */
export function hasMalformedEncoding(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** 400 JSON for a malformed path, with the security headers of next.config.ts (non-page policy) and no caching. */
export function malformedPathResponse({ production = process.env.NODE_ENV === "production" }: { production?: boolean } = {}): Response {
  const headers = new Headers({
    "content-type": "application/json",
    "cache-control": "no-store",
    "content-security-policy": NON_PAGE_CONTENT_SECURITY_POLICY,
  });
  for (const { key, value } of staticSecurityHeaders({ production })) headers.set(key, value);
  return new Response(JSON.stringify({ error: "Bad request: the address is not valid." }), { status: 400, headers });
}
