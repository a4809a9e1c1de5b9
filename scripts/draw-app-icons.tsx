// Draws the installable app's icons into public/icons (lib/seo/app-icons.ts)
// and the home-screen icon iOS asks for, app/apple-icon.png. Committed files
// rather than routes, so serving them runs no code. Run again after changing
// the mark: npx tsx scripts/draw-app-icons.tsx
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { APP_ICONS, appIconSvg, type AppIcon } from "../lib/seo/app-icons";

const ROOT = path.join(import.meta.dirname, "..");

async function draw(purpose: AppIcon["purpose"], size: number, file: string) {
  const src = `data:image/svg+xml;base64,${Buffer.from(appIconSvg(purpose)).toString("base64")}`;
  // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
  const image = new ImageResponse(<img src={src} width={size} height={size} alt="" />, { width: size, height: size });
  writeFileSync(path.join(ROOT, file), Buffer.from(await image.arrayBuffer()));
  console.log(`Wrote ${file}`);
}

for (const icon of APP_ICONS) await draw(icon.purpose, icon.size, path.join("public", icon.src));
// iOS rounds the corners itself: the full square, at the size it asks for.
await draw("maskable", 180, "app/apple-icon.png");
