import type { Metadata } from "next";
import { connection } from "next/server";
import { NotFoundIllustration } from "@/components/site/illustrations";
import { StatusScreen } from "@/components/site/status-screen";
import { ButtonLink } from "@/components/ui/button-link";

// Any path without a page renders this with HTTP 404 (Next adds noindex).
export const metadata: Metadata = {
  title: "Page Not Found",
};

export default async function NotFound() {
  // Rendered per request, not prebuilt: the header's client parts (the
  // learning bar under /flashcards/…) then render on the server for the
  // requested path, as they will in the browser, so hydration matches.
  await connection();
  return (
    <StatusScreen
      illustration={<NotFoundIllustration />}
      eyebrow="Error 404"
      title="Page Not Found"
      message={<p>The page you are looking for does not exist or has moved.</p>}
      actions={<ButtonLink href="/">Go Home</ButtonLink>}
    />
  );
}
