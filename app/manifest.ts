import type { MetadataRoute } from "next";
import { APP_ICONS } from "@/lib/seo/app-icons";
import { SITE_NAME } from "@/lib/seo/site-url";

// The web app manifest (/manifest.webmanifest, linked from every page): what
// lets Chrome offer "Install" and Safari "Add to Home Screen". The installed
// app opens on the review, the page a returning learner comes for.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Lexi: learn English vocabulary",
    short_name: SITE_NAME,
    description: "Learn English vocabulary with flashcards, spaced review, favourites and notes.",
    start_url: "/review",
    scope: "/",
    display: "standalone",
    orientation: "any",
    lang: "en",
    categories: ["education"],
    // The light theme's; the pages' theme-color meta tags carry both themes (app/layout.tsx).
    background_color: "#ffffff",
    theme_color: "#ffffff",
    icons: APP_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose })),
  };
}
