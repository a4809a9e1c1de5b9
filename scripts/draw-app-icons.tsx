// Draws the installable app's icons into public/icons (lib/seo/app-icons.ts),
// the home-screen icon iOS asks for, app/apple-icon.png, and app/favicon.ico
// (16, 32 and 48 px PNGs in one icon file) for what asks /favicon.ico. Committed files
// rather than routes, so serving them runs no code. Run again after changing
// the mark: npx tsx scripts/draw-app-icons.tsx
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { APP_ICONS, appIconSvg, type AppIcon } from "../lib/seo/app-icons";

const ROOT = path.join(import.meta.dirname, "..");

async function png(purpose: AppIcon["purpose"], size: number): Promise<Buffer> {
  const src = `data:image/svg+xml;base64,${Buffer.from(appIconSvg(purpose)).toString("base64")}`;
  // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
  const image = new ImageResponse(<img src={src} width={size} height={size} alt="" />, { width: size, height: size });
  return Buffer.from(await image.arrayBuffer());
}

async function draw(purpose: AppIcon["purpose"], size: number, file: string) {
  writeFileSync(path.join(ROOT, file), await png(purpose, size));
  console.log(`Wrote ${file}`);
}

/** An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
async function drawIco(sizes: readonly number[], file: string) {
  const images = await Promise.all(sizes.map((size) => png("any", size)));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length + 16 * sizes.length;
  const entries = sizes.map((size, at) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(images[at]!.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += images[at]!.length;
    return entry;
  });
  writeFileSync(path.join(ROOT, file), Buffer.concat([header, ...entries, ...images]));
  console.log(`Wrote ${file}`);
}

for (const icon of APP_ICONS) await draw(icon.purpose, icon.size, path.join("public", icon.src));
// iOS rounds the corners itself: the full square, at the size it asks for.
await draw("maskable", 180, "app/apple-icon.png");
await drawIco([16, 32, 48], "app/favicon.ico");
