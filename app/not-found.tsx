import type { Metadata } from "next";
import { NotFoundIllustration } from "@/components/site/illustrations";
import { StatusScreen } from "@/components/site/status-screen";
import { ButtonLink } from "@/components/ui/button-link";

// Any path without a page renders this with HTTP 404 (Next adds noindex).
export const metadata: Metadata = {
  title: "Page Not Found",
};

export default function NotFound() {
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
