import type { Metadata } from "next";
import { NotFoundIllustration } from "@/components/site/illustrations";
import { StatusScreen } from "@/components/site/status-screen";
import { ButtonLink } from "@/components/ui/button-link";
import { SearchBox } from "@/components/words/search-box";

// Any path without a page shows this with HTTP 404 (Next adds noindex).
// Prerendered with its hash policy, and served as built for misses under
// /words; other misses render it per request (app/[...missing]/page.tsx).
export const metadata: Metadata = {
  title: "Page Not Found",
};

export default function NotFound() {
  return (
    <StatusScreen
      illustration={<NotFoundIllustration />}
      eyebrow="Error 404"
      title="Page Not Found"
      message={
        <>
          <p>The page you are looking for does not exist or has moved. Looking for a word?</p>
          <SearchBox />
        </>
      }
      actions={<ButtonLink href="/">Go Home</ButtonLink>}
    />
  );
}
