import type { Metadata } from "next";
import { headers } from "next/headers";
import { YourText } from "@/components/reader/your-text";
import { ContentPage } from "@/components/site/content-page";
import { ErrorScreen } from "@/components/site/error-screen";
import { ReloadButton } from "@/components/site/reload-button";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/seo/site-url";
import { pageSessionUser } from "@/lib/auth/page-session";
import { loginUrlFor } from "@/lib/auth/routes";
import { isUnavailableRender } from "@/lib/http/unavailable-page";
import { listSavedTexts } from "@/lib/reader/saved-texts";
import { STORIES_PATH, YOUR_TEXT_PATH } from "@/lib/stories/story-path";

// Rendered per request: it reads the session, to offer a learner "Add to
// review" and their saved texts, and a visitor the sign-in line. The reading itself is the browser's
// call to /api/v1/reader/analyse. A page of the learner's own text, so kept out of search engines.
export const metadata: Metadata = pageMetadata({
  title: "Read your own text",
  description:
    "Paste any English text and see how much of it you know: each word marked known, in review or new, its coverage by band, and the new words to learn first.",
  path: YOUR_TEXT_PATH,
  indexed: false,
});

export default async function YourTextPage() {
  // The database is out of reach: middleware answers 503 with this page in its error state (lib/http/unavailable-page.ts).
  if (isUnavailableRender(await headers())) return <ErrorScreen extraAction={<ReloadButton />} />;
  const user = await pageSessionUser();
  const saved = user ? await listSavedTexts(user.id) : null;
  return (
    <ContentPage
      title="Read your own text"
      lede="Paste an English text you want to read: Lexi counts its words, shows which you know and lists the new ones, commonest first."
    >
      <p>
        <AppLink href={STORIES_PATH}>Back to the stories</AppLink>
      </p>
      <YourText signedIn={user !== null} loginHref={loginUrlFor(YOUR_TEXT_PATH)} saved={saved} />
    </ContentPage>
  );
}
