// How the build writes a prerendered page's hash policy into its HTML
// (scripts/lib/static-page-csp.ts), on a page of its own: the build's pages
// themselves are checked in tests/deploy/static-page-csp.test.ts.
import { expect, it } from "vitest";
import { withPolicyTag } from "@/scripts/lib/static-page-csp";

it("the tag goes after the charset declaration, and a second run replaces it rather than adding another", () => {
  const page = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>1</script></head></html>';
  const once = withPolicyTag(page, "script-src 'self'", "/x");
  expect(once).toBe(
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/><script>1</script></head></html>',
  );
  expect(withPolicyTag(once, "script-src 'none'", "/x")).toBe(once.replace("script-src 'self'", "script-src 'none'"));
  expect(() => withPolicyTag("<html><head><script>1</script></head></html>", "script-src 'self'", "/x")).toThrow(/no <meta charSet>/);
});
