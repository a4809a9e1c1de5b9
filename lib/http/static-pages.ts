// The pages `next build` must prerender, served as built files: their
// Content-Security-Policy allows their own inline scripts by hash, written
// into each page's prerender metadata after the build
// (scripts/lib/static-page-csp.ts), and middleware.ts's matcher leaves them
// out. The build fails if one of them was not prerendered. Any other path
// without a page (a miss under /words included) is the prebuilt not-found page.
import headwords from "../../prisma/data/headwords.json" with { type: "json" };
import idiomSlugs from "../../prisma/data/idiom-slugs.json" with { type: "json" };
import { idiomHref } from "../words/idiom-record";
import { wordsPagePaths } from "../words/word-path";

/** The fixed static pages (spec section 2, the word index, the grades' explanation beside /review, the reminder e-mail's unsubscribe page, the service worker's offline shell). */
export const STATIC_PAGE_PATHS = [
  "/",
  "/about",
  "/contact",
  "/ambiguous_words",
  "/test_vocabulary",
  "/learn_with_context",
  "/learn_with_story",
  "/learn_with_friends",
  "/error",
  "/words",
  "/review/how-grading-works",
  "/reminders/unsubscribe",
  "/offline",
] as const;

let staticPaths: ReadonlySet<string> | undefined;

/** Every static page's path (canonical, URL-encoded as requested): about 7,500. */
export function staticPagePaths(): ReadonlySet<string> {
  return (staticPaths ??= new Set([...STATIC_PAGE_PATHS, ...wordsPagePaths(headwords), ...idiomSlugs.map(idiomHref)]));
}

export function isStaticPagePath(pathname: string): boolean {
  return staticPagePaths().has(pathname);
}
