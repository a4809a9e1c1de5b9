import type { MetadataRoute } from "next";
import { PUBLIC_PAGES } from "@/lib/navigation";
import { absoluteUrl } from "@/lib/site-url";

// Built once at build time from the one list of public pages.
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path === "/flashcards" ? 0.9 : 0.6,
  }));
}
