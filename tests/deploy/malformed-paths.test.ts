// Malformed percent-encoding in dynamic routes on `next start` (the
// production build): Next's router throws as it decodes the route's
// parameters and answered a bare 500 (text/plain, no security headers).
// Middleware answers them 400 first, with the headers every response carries
// (lib/http/malformed-path.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithoutDatabase, type NextServer } from "./support/next-server";
import { ensureProductionBuild } from "./support/production-build";

const MALFORMED = ["/words/%ff", "/words/%", "/words/abc%", "/words/%C0%AE", "/words/s/%ff", "/challenge/%ff", "/api/auth/%ff", "/sitemaps/%ff"];

let server: NextServer | undefined;

describe("malformed paths (next start)", () => {
  beforeAll(async () => {
    await ensureProductionBuild();
    server = await startServerWithoutDatabase();
  }, 30 * 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("answers each 400 JSON with the security headers, never a 500", async () => {
    for (const path of MALFORMED) {
      const response = await fetch(`${server!.baseUrl}${path}`, { redirect: "manual" });
      const context = `${path}\n${server!.output().slice(-2_000)}`;
      expect(response.status, context).toBe(400);
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy"), path).toContain("default-src 'none'");
      expect(response.headers.get("strict-transport-security"), path).toMatch(/^max-age=/);
      expect(await response.json(), path).toEqual({ error: "Bad request: the address is not valid." });
    }
  });

  it("still serves well-formed encoded paths as before", async () => {
    // Another spelling of a word: redirected to its canonical page.
    const spelling = await fetch(`${server!.baseUrl}/words/Person`, { redirect: "manual" });
    expect(spelling.status).toBe(308);
    const missing = await fetch(`${server!.baseUrl}/api/auth/no%20such`, { redirect: "manual" });
    expect(missing.status).toBeLessThan(500);
  });
});
