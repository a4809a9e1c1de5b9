// After `next build`: gives every prerendered page a Content-Security-Policy
// that allows exactly its own inline scripts (Next's bootstrap and RSC
// payload), by their sha256 hashes, as a <meta http-equiv> tag first in the
// page's <head>, before anything it governs. In the HTML file, not in the
// page's headers: a host sends prerendered pages' headers from
// prerender-manifest.json (Vercel's builder reads them only there), and
// every server function loads that manifest at start-up, where 7,440
// distinct policies weighed 2.8 MB none of those functions uses. The tag
// goes wherever the file goes (`next start`, the CDN), with no middleware and
// no rendering per request. Why this design and its limits: docs/security.md.
//
// It also refuses a build whose middleware matcher (middleware.ts) takes in a
// prerendered page, which would then have a function in front of it and a
// nonce policy that blocks its scripts, or leaves out a page rendered per
// request, which would then have no script policy at all; and one in which a
// page expected to be prebuilt (lib/http/static-pages.ts) was not prerendered.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { hashedPageContentSecurityPolicy } from "../../lib/http/security-headers";
import { staticPagePaths } from "../../lib/http/static-pages";

/** Written into the build folder when every page has its policy; its figures go into the build report. */
export const STATIC_CSP_REPORT = "static-page-csp.json";

export type StaticCspReport = {
  pages: number;
  /** The most inline scripts one page has. */
  maxScripts: number;
  /** Bytes of all the pages' script-src lists: what a manifest of hashes for middleware would weigh. */
  hashBytes: number;
  milliseconds: number;
};

type PrerenderManifest = {
  routes: Record<string, { srcRoute?: string | null; htmlSize?: number }>;
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** The base64 sha256 of each inline script a browser would run, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    // Data blocks (JSON-LD) never run, so a policy need not allow them.
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** The prerendered page's HTML: "/" → index.html, "/words/ice cream" → words/ice cream.html. */
function pageFile(distDir: string, route: string): string {
  return path.join(distDir, "server/app", `${route === "/" ? "index" : route.slice(1)}.html`);
}

const POLICY_TAG = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const CHARSET_TAG = '<meta charSet="utf-8"/>';

/**
 * `html` with `policy` as a <meta http-equiv> tag right after the charset
 * declaration, the first child of <head>: before every script and link it
 * governs. Replaces the tag of an earlier run, so the step can run twice.
 */
export function withPolicyTag(html: string, policy: string, route: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"/>`;
  if (POLICY_TAG.test(html)) return html.replace(POLICY_TAG, tag);
  const at = html.indexOf(CHARSET_TAG);
  if (at < 0 || at > html.indexOf("<script")) throw new Error(`${route}: no <meta charSet> before the first script to put its policy after.`);
  return html.slice(0, at + CHARSET_TAG.length) + tag + html.slice(at + CHARSET_TAG.length);
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function writeStaticPageCsp(distDir: string): Promise<StaticCspReport> {
  const started = performance.now();
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as PrerenderManifest;

  // The manifest names routes decoded ("/words/ice cream"); middleware sees them as requested.
  const prerendered = new Set(Object.keys(manifest.routes).map((route) => route.split("/").map(encodeURIComponent).join("/")));
  const missing = [...staticPagePaths()].filter((path) => !prerendered.has(path));
  if (missing.length) {
    throw new Error(
      `${missing.length} pages middleware serves as built were not prerendered, so they would have no script policy ` +
        `(does one read the request, or is a word missing from the build?): ${missing.slice(0, 10).join(", ")}`,
    );
  }

  await checkMiddlewareMatcher(distDir, Object.keys(manifest.routes));

  let pages = 0;
  let maxScripts = 0;
  let hashBytes = 0;
  const writePolicy = async (route: string) => {
    const file = pageFile(distDir, route);
    const html = await readIfExists(file);
    if (html === null) return; // robots.txt, sitemaps, images: not pages
    const hashes = inlineScriptHashes(html);
    const withPolicy = withPolicyTag(html, hashedPageContentSecurityPolicy(hashes), route);
    await writeFile(file, withPolicy);
    const entry = manifest.routes[route]!;
    if (entry.htmlSize !== undefined) entry.htmlSize = Buffer.byteLength(withPolicy);
    pages += 1;
    maxScripts = Math.max(maxScripts, hashes.length);
    hashBytes += hashes.reduce((sum, hash) => sum + hash.length + 10, 0);
  };
  // A few dozen files at a time: the work is mostly waiting on the disk.
  const routes = Object.keys(manifest.routes);
  for (let start = 0; start < routes.length; start += 64) await Promise.all(routes.slice(start, start + 64).map(writePolicy));
  await writeFile(manifestFile, JSON.stringify(manifest));
  const report = { pages, maxScripts, hashBytes, milliseconds: Math.round(performance.now() - started) };
  await writeFile(path.join(distDir, STATIC_CSP_REPORT), JSON.stringify(report, null, 2));
  return report;
}

type FunctionsConfig = { functions: Record<string, { matchers?: { regexp: string }[] }> };

/** The regular expressions of middleware's matcher, as the build compiled them. */
export async function middlewareMatchers(distDir: string): Promise<RegExp[]> {
  const config = JSON.parse(await readFile(path.join(distDir, "server/functions-config-manifest.json"), "utf8")) as FunctionsConfig;
  const matchers = config.functions["/_middleware"]?.matchers;
  if (!matchers?.length) throw new Error("The build has no Node.js middleware matcher (server/functions-config-manifest.json).");
  return matchers.map(({ regexp }) => new RegExp(regexp));
}

/** The app's page routes without dynamic segments, as URL paths ("/(learn)/review/page" → "/review"). */
async function plainPageRoutes(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, "server/app-paths-manifest.json"), "utf8")) as Record<string, string>;
  return Object.keys(manifest)
    .filter((route) => route.endsWith("/page") && !route.includes("["))
    .map((route) => route.slice(0, -"/page".length).replace(/\/\([^)]*\)/g, "") || "/");
}

async function checkMiddlewareMatcher(distDir: string, prerenderedRoutes: readonly string[]): Promise<void> {
  const matchers = await middlewareMatchers(distDir);
  const matched = (route: string) => matchers.some((matcher) => matcher.test(route));
  const encoded = (route: string) => route.split("/").map(encodeURIComponent).join("/");
  const fronted = prerenderedRoutes.filter((route) => matched(encoded(route)));
  if (fronted.length) {
    throw new Error(
      `middleware.ts's matcher takes in ${fronted.length} prerendered pages, which would run it before their file: ${fronted.slice(0, 10).join(", ")}`,
    );
  }
  const prerendered = new Set(prerenderedRoutes);
  const unguarded = (await plainPageRoutes(distDir)).filter((route) => !prerendered.has(route) && !matched(route));
  if (unguarded.length) {
    throw new Error(`middleware.ts's matcher leaves out pages rendered per request, which would have no script policy: ${unguarded.join(", ")}`);
  }
}
