import type { MetadataRoute } from "next";
import { NON_INDEXED_PATHS } from "@/lib/navigation";
import { absoluteUrl } from "@/lib/seo/site-url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...NON_INDEXED_PATHS] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
