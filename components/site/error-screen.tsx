import type { ReactNode } from "react";
import { ButtonLink, buttonClassName } from "@/components/ui/button-link";
import { ErrorIllustration } from "./illustrations";
import { StatusScreen } from "./status-screen";

export type ErrorScreenProps = {
  /** An extra action beside Go Home (an error boundary's Try again). */
  extraAction?: ReactNode;
  /** Go Home by a full page load: for when the app shell itself has failed. */
  fullReload?: boolean;
};

/** The error screen: /error, and what an error boundary shows instead of a blank page. */
export function ErrorScreen({ extraAction, fullReload = false }: ErrorScreenProps) {
  return (
    <StatusScreen
      illustration={<ErrorIllustration />}
      title="Sorry, something went wrong."
      message={<p>Please try again in a moment. If it keeps happening, let us know through the contact page.</p>}
      actions={
        <>
          {fullReload ? (
            // A plain link on purpose: a full page load, as the app shell itself has failed.
            // eslint-disable-next-line @next/next/no-html-link-for-pages
            <a href="/" className={buttonClassName()}>
              Go Home
            </a>
          ) : (
            <ButtonLink href="/">Go Home</ButtonLink>
          )}
          {extraAction}
        </>
      }
    />
  );
}
