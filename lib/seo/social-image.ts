// The social (Open Graph) image's size, the site's default image, and the locale.

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 };

/** The Open Graph image of every page that has none of its own: a file in public/, drawn by scripts/draw-social-image.tsx. */
export const DEFAULT_SOCIAL_IMAGE = {
  url: "/og-image.png",
  ...SOCIAL_IMAGE_SIZE,
  alt: "Lexi: learn English words with flashcards",
  type: "image/png",
};

/** The site is written in American English (as the word data is spelt). */
export const OPEN_GRAPH_LOCALE = "en_US";
