// The pages `next build` prerenders, and that are served as built files: their
// Content-Security-Policy allows their own inline scripts by hash, written
// into each page's prerender metadata after the build
// (scripts/lib/static-page-csp.ts). middleware.ts leaves exactly these paths
// alone in production (a nonce policy on top would block those scripts), and
// the build fails if one of them was not prerendered. Every other path, a
// miss under /words included, is rendered per request with a nonce.
// Edge-safe: the Edge runtime and the build scripts both use it.
import headwords from "../../prisma/data/headwords.json" with { type: "json" };
import { wordsPagePaths } from "../words/word-path";

/** The fixed static pages (spec section 2 and the word index). */
export const STATIC_PAGE_PATHS = [
  "/",
  "/about",
  "/contact",
  "/ambiguous_words",
  "/learn_with_context",
  "/learn_with_story",
  "/learn_with_friends",
  "/error",
  "/words",
] as const;

let staticPaths: ReadonlySet<string> | undefined;

/** Every static page's path (canonical, URL-encoded as requested): about 7,500. */
export function staticPagePaths(): ReadonlySet<string> {
  return (staticPaths ??= new Set([...STATIC_PAGE_PATHS, ...wordsPagePaths(headwords)]));
}

export function isStaticPagePath(pathname: string): boolean {
  return staticPagePaths().has(pathname);
}
