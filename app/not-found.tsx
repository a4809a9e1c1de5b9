import type { Metadata } from "next";
import { NotFoundIllustration } from "@/components/site/illustrations";
import { StatusScreen } from "@/components/site/status-screen";
import { ButtonLink } from "@/components/ui/button-link";
import { LazyCloseWords } from "@/components/words/lazy-close-words";
import { SearchBox } from "@/components/words/search-box";

// Any path without a page shows this with HTTP 404 (Next adds noindex):
// prerendered once, with its hash policy, and served as built for every miss
// (a path no route has, a word not in the set, a page past a letter's last),
// with no middleware in front (middleware.ts). Readable without JavaScript;
// with it, a missing word's page also offers the close words (CloseWords, loaded only here).
// No page rendered per request calls notFound(): Next answers that with an
// empty shell whose content arrives only with JavaScript (docs/security.md).
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
          <LazyCloseWords />
        </>
      }
      actions={
        <>
          <ButtonLink href="/">Go Home</ButtonLink>
          <ButtonLink href="/words" variant="secondary">
            Browse all words
          </ButtonLink>
        </>
      }
    />
  );
}
