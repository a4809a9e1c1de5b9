"use client";

import { useEffect } from "react";
import { LazyErrorScreen } from "@/components/site/lazy-error-screen";
import { buttonClassName } from "@/components/ui/button-link";
import "./globals.css";

export type GlobalErrorProps = {
  error: unknown;
  retry: () => void;
};

/**
 * When the root layout itself fails, this replaces the whole document, so it
 * brings its own html, body and styles, and leaves out the header (which may
 * be what failed). Go Home reloads the page rather than trusting the router.
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body>
        <title>Something went wrong · Lexi</title>
        <LazyErrorScreen
          fullReload
          extraAction={
            <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={() => retry()}>
              Try again
            </button>
          }
        />
      </body>
    </html>
  );
}
