import type { Metadata } from "next";
import { siteUrlFrom } from "@/lib/production-config";
import { DEFAULT_SOCIAL_IMAGE, OPEN_GRAPH_LOCALE } from "./social-image";

// The site's public origin, for metadataBase, canonical URLs, Open Graph, the
// sitemap and robots.txt. Read here rather than through env() from lib/env.ts:
// env() also demands DATABASE_URL, and these values are baked into statically
// rendered pages at build time, so set APP_URL in the build environment (on
// Vercel it defaults to https://$VERCEL_PROJECT_PRODUCTION_URL, set there at build time too).
export const SITE_URL = new URL(siteUrlFrom(process.env));

export const SITE_NAME = "Lexi";

/** An absolute URL on this site for a path such as "/about". */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}

type PageMetadataInput = {
  /** The page's own title; the root layout's template adds " · Lexi" unless `absoluteTitle`. */
  title: string;
  /** Use the title as it is, without the template (the landing page). */
  absoluteTitle?: boolean;
  description: string;
  /** The page's path, e.g. "/about": its canonical URL and og:url. */
  path: string;
  /** False for a page search engines should not list (yet), though they may follow its links. */
  indexed?: boolean;
  /**
   * The route draws its own social image (an opengraph-image file beside it).
   * Next adds that image only when the page's openGraph names no images, so
   * the default image is left out for it.
   */
  ownImage?: boolean;
};

/**
 * Title, description, canonical URL and Open Graph tags for a public page.
 * Next replaces (not merges) a parent's openGraph object, so each page gets a
 * complete one from here.
 */
export function pageMetadata({ title, absoluteTitle = false, description, path, indexed = true, ownImage = false }: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} · ${SITE_NAME}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: SITE_NAME,
      type: "website",
      locale: OPEN_GRAPH_LOCALE,
      ...(ownImage ? {} : { images: [DEFAULT_SOCIAL_IMAGE] }),
    },
    ...(indexed ? {} : { robots: { index: false, follow: true } }),
  };
}
