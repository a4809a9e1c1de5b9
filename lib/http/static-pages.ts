// The pages `next build` must prerender, served as built files: their
// Content-Security-Policy allows their own inline scripts by hash, written
// into each page's prerender metadata after the build
// (scripts/lib/static-page-csp.ts), and middleware.ts's matcher leaves them
// out. The build fails if one of them was not prerendered. Any other path
// without a page (a miss under /words or /learn_with_story included) is the
// prebuilt not-found page.
import headwords from "../../prisma/data/headwords.json" with { type: "json" };
import idiomSlugs from "../../prisma/data/idiom-slugs.json" with { type: "json" };
import { storySlugs } from "../stories/story-files";
import { storyHref } from "../stories/story-path";
import { idiomHref } from "../words/idiom-record";
import { wordsPagePaths } from "../words/word-path";
import { STATIC_PAGE_PATHS } from "./static-page-paths";

let staticPaths: ReadonlySet<string> | undefined;

/** Every static page's path (canonical, URL-encoded as requested): about 7,500. */
export function staticPagePaths(): ReadonlySet<string> {
  return (staticPaths ??= new Set([...STATIC_PAGE_PATHS, ...wordsPagePaths(headwords), ...idiomSlugs.map(idiomHref), ...storySlugs().map(storyHref)]));
}

export function isStaticPagePath(pathname: string): boolean {
  return staticPagePaths().has(pathname);
}
