import { SITE_NAME } from "@/lib/seo/site-url";

// The one look of Lexi's social images (Open Graph), drawn by next/og: the
// word pages' images (app/(site)/words/[word]/opengraph-image.tsx) and the
// site's default image (public/og-image.png, scripts/draw-social-image.tsx).

export type SocialCardProps = { title: string; subtitle?: string };

export function SocialCard({ title, subtitle }: SocialCardProps) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: 72,
        background: "#ffffff",
        color: "#1a1d23",
      }}
    >
      <div style={{ display: "flex", fontSize: 40, color: "#4f46e5" }}>{SITE_NAME}</div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 112, fontWeight: 700, letterSpacing: -3 }}>{title}</div>
        {subtitle ? <div style={{ display: "flex", marginTop: 24, fontSize: 44, color: "#5b6270" }}>{subtitle}</div> : null}
      </div>
    </div>
  );
}
