// Draws the site's default social image, public/og-image.png: the Open Graph
// image of every page without one of its own (lib/seo/social-image.ts). A
// committed file rather than a route, so serving it runs no code. Drawn like
// the word pages' images (components/seo/social-card.tsx); run again after
// changing either: npx tsx scripts/draw-social-image.tsx
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { SocialCard } from "../components/seo/social-card";
import { DEFAULT_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE } from "../lib/seo/social-image";

const file = path.join(import.meta.dirname, "../public", DEFAULT_SOCIAL_IMAGE.url);
const image = new ImageResponse(
  <SocialCard title="Learn English words" subtitle="Flashcards with meanings, examples, synonyms and antonyms" />,
  SOCIAL_IMAGE_SIZE,
);
writeFileSync(file, Buffer.from(await image.arrayBuffer()));
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
