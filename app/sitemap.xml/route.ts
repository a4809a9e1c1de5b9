import { sitemapIndexResponse } from "@/lib/seo/sitemaps";

// The sitemap index robots.txt points to (lib/seo/sitemaps.ts). Built once, at build time.
export const dynamic = "force-static";

export function GET(): Response {
  return sitemapIndexResponse();
}
