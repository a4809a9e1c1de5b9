// The installable app's icons (app/manifest.ts), drawn into public/icons by
// scripts/draw-app-icons.tsx from the same mark as app/icon.svg. "any" icons
// keep the mark's rounded square; "maskable" ones fill the whole square with
// the brand colour and keep the mark inside the safe zone (the middle 80 %
// circle), so a launcher's circle or squircle crop never cuts it.

export const BRAND_COLOUR = "#4f46e5";

export interface AppIcon {
  src: string;
  size: number;
  purpose: "any" | "maskable";
}

export const APP_ICONS: readonly AppIcon[] = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/maskable-192.png", size: 192, purpose: "maskable" },
  { src: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
];

/** The mark's strokes on a 32 × 32 grid, as app/icon.svg draws them. */
const MARK = `<rect x="11" y="5.5" width="14" height="19" rx="3" transform="rotate(12 18 15)" fill="#fff" fill-opacity=".55"/><rect x="7.5" y="7.5" width="14" height="19" rx="3" fill="#fff"/><path d="M12 12.25v9.25h5.5" fill="none" stroke="${BRAND_COLOUR}" stroke-width="2.75" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The icon as SVG: a rounded square ("any"), or a full square with the mark shrunk into the safe zone ("maskable"). */
export function appIconSvg(purpose: AppIcon["purpose"]): string {
  const body =
    purpose === "any"
      ? `<rect width="32" height="32" rx="9" fill="${BRAND_COLOUR}"/>${MARK}`
      : `<rect width="32" height="32" fill="${BRAND_COLOUR}"/><g transform="translate(16 16) scale(0.62) translate(-16 -16)">${MARK}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${body}</svg>`;
}
