import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/header/site-header";
import { CONTENT_ID, SkipLink } from "@/components/site/skip-link";
import { ServiceWorkerUpdates } from "@/components/pwa/service-worker-updates";
import { PendingApply } from "@/components/site/pending-apply";
import { SHELL_END_ID, SiteFooter } from "@/components/site/site-footer";
import { AppToasters } from "@/components/toasts/app-toasters";
import { DEFAULT_SOCIAL_IMAGE, OPEN_GRAPH_LOCALE } from "@/lib/seo/social-image";
import { SITE_NAME, SITE_URL } from "@/lib/seo/site-url";
import "./globals.css";

const DESCRIPTION =
  "Learn English vocabulary with flashcards, spaced review and practice checked as you go. Keep favourites, write notes on words and see your progress.";

export const metadata: Metadata = {
  metadataBase: SITE_URL,
  title: { default: "Lexi: learn English vocabulary", template: `%s · ${SITE_NAME}` },
  description: DESCRIPTION,
  applicationName: SITE_NAME,
  // What a page without Open Graph tags of its own shares (pageMetadata gives the public pages theirs).
  openGraph: { siteName: SITE_NAME, type: "website", locale: OPEN_GRAPH_LOCALE, description: DESCRIPTION, images: [DEFAULT_SOCIAL_IMAGE] },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#111318" },
  ],
};

// The layout reads no cookies or session: what depends on the visitor is
// decided in the browser, so the public pages and the word pages are
// prerendered (their policy allows their inline scripts by hash). The account
// and learning pages render per request ((auth)/layout.tsx, (learn)/layout.tsx),
// with a nonce (middleware.ts; docs/security.md).
export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en">
      <head>
        {/*
          No paint until the end of the footer, the end of every page's shell,
          has been parsed: a paint of a half-received page moved what later lines
          complete (the header's row, the footer's; docs/performance.md, CLS).
          Next sends the shell as soon as it is rendered, so the wait is its
          transfer and parse. Browsers without rel=expect ignore it.
        */}
        <link rel="expect" href={`#${SHELL_END_ID}`} blocking="render" />
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        <div id={CONTENT_ID} className="site-content">
          {children}
        </div>
        <SiteFooter />
        <AppToasters />
        <PendingApply />
        <ServiceWorkerUpdates />
      </body>
    </html>
  );
}
