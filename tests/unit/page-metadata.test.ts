// The Open Graph tags of every public page: og:url is the canonical URL,
// og:locale en_US, and og:image the site's default image unless the route
// draws its own (the word pages and /words/<letter>), for which Next adds it
// only while the page names no image.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Metadata } from "next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUBLIC_PAGES } from "@/lib/navigation";
import { DEFAULT_SOCIAL_IMAGE } from "@/lib/seo/social-image";
import { storySlugs } from "@/lib/stories/story-files";
import { storyHref } from "@/lib/stories/story-path";

// /flashcards renders per request for the visitor; only its metadata is read here.
vi.mock("@/lib/flashcards/session", () => ({ flashcardUserId: async () => null }));
vi.mock("@/lib/flashcards/first-card", () => ({ loadFirstCard: async () => null }));

type Params = Record<string, string>;
/** A story's page stands for them all: the slugs come and go with the story files. */
const STORY = storySlugs()[0]!;
// Each route types its own params; here they are the path's, whatever the route.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageModule = { metadata?: Metadata; generateMetadata?: (props: { params: Promise<any> }) => Promise<Metadata> };

/** Each public page's route module, with the params of the path. */
const ROUTES: Record<string, { load: () => Promise<PageModule>; params?: Params }> = {
  "/": { load: () => import("@/app/(site)/page") },
  "/flashcards": { load: () => import("@/app/(learn)/flashcards/page") },
  "/contact": { load: () => import("@/app/(site)/contact/page") },
  "/about": { load: () => import("@/app/(site)/about/page") },
  "/ambiguous_words": { load: () => import("@/app/(site)/ambiguous_words/page") },
  "/learn_with_context": { load: () => import("@/app/(site)/learn_with_context/page") },
  "/test_vocabulary": { load: () => import("@/app/(site)/test_vocabulary/page") },
  "/learn_with_story": { load: () => import("@/app/(site)/learn_with_story/page") },
  [storyHref(STORY)]: { load: () => import("@/app/(site)/learn_with_story/[slug]/page"), params: { slug: STORY } },
  "/learn_with_friends": { load: () => import("@/app/(site)/learn_with_friends/page") },
  "/words": { load: () => import("@/app/(site)/words/page") },
  "/words/s/2": { load: () => import("@/app/(site)/words/[word]/[page]/page"), params: { word: "s", page: "2" } },
  "/words/s": { load: () => import("@/app/(site)/words/[word]/page"), params: { word: "s" } },
  "/words/person": { load: () => import("@/app/(site)/words/[word]/page"), params: { word: "person" } },
  "/search": { load: () => import("@/app/(site)/search/page") },
};
const OWN_IMAGE = new Set(["/words/s", "/words/person"]);

async function metadataOf(pagePath: string): Promise<Metadata> {
  const { load, params = {} } = ROUTES[pagePath]!;
  const route = await load();
  return route.metadata ?? (await route.generateMetadata!({ params: Promise.resolve(params) }));
}

describe("Open Graph tags", () => {
  // Loading the page modules compiles most of the app: a hook's time, not the first test's (whose 5 s it outran under CI's load).
  beforeAll(() => Promise.all(Object.values(ROUTES).map(({ load }) => load())));

  it("cover every page of the sitemap, and search engines may list each", async () => {
    for (const page of PUBLIC_PAGES) {
      expect(Object.keys(ROUTES)).toContain(page);
      expect((await metadataOf(page)).robots, page).toBeUndefined();
    }
    expect((await metadataOf(storyHref(STORY))).robots).toBeUndefined();
  });

  for (const pagePath of Object.keys(ROUTES)) {
    it(`${pagePath}: og:url is the canonical URL, og:locale en_US, og:image ${OWN_IMAGE.has(pagePath) ? "the route's own" : "the default"}`, async () => {
      const metadata = await metadataOf(pagePath);
      expect(metadata.alternates?.canonical).toBe(pagePath);
      const openGraph = metadata.openGraph as Record<string, unknown>;
      expect(openGraph.url).toBe(pagePath);
      expect(openGraph.locale).toBe("en_US");
      expect(openGraph.siteName).toBe("Lexi");
      if (OWN_IMAGE.has(pagePath)) expect(Object.hasOwn(openGraph, "images")).toBe(false);
      else expect(openGraph.images).toEqual([DEFAULT_SOCIAL_IMAGE]);
    });
  }

  it("the word search's results are kept out of search engines", async () => {
    expect((await metadataOf("/search")).robots).toEqual({ index: false, follow: true });
  });

  it("pages without tags of their own share the default image, in en_US", async () => {
    const { metadata } = await import("@/app/layout");
    expect(metadata.openGraph).toMatchObject({ locale: "en_US", images: [DEFAULT_SOCIAL_IMAGE] });
  });

  it("the default image is a PNG of the size it is declared with", () => {
    const png = readFileSync(path.join(import.meta.dirname, "../../public", DEFAULT_SOCIAL_IMAGE.url));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: DEFAULT_SOCIAL_IMAGE.width, height: DEFAULT_SOCIAL_IMAGE.height });
  });
});
