import type { Metadata } from "next";
import { comingSoonFeature, type ComingSoonFeature } from "@/lib/navigation";
import { pageMetadata } from "@/lib/seo/site-url";

/**
 * A coming-soon placeholder's metadata. The page is a few words long, so it is
 * kept out of search results (and out of the sitemap, lib/navigation.ts) until
 * the feature is built; crawlers may still follow its links, and the landing
 * page and the learning bar still link to it.
 */
export function comingSoonMetadata(href: ComingSoonFeature["href"]): Metadata {
  const feature = comingSoonFeature(href);
  return pageMetadata({ title: feature.label, description: `${feature.label} is coming soon to Lexi. ${feature.blurb}`, path: feature.href, indexed: false });
}
