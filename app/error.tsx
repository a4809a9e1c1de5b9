"use client";

import { useEffect } from "react";
import { LazyErrorScreen } from "@/components/site/lazy-error-screen";
import { buttonClassName } from "@/components/ui/button-link";

export type ErrorBoundaryProps = {
  error: unknown;
  retry: () => void;
};

/** A page that throws shows the error screen inside the normal header and footer, never a blank page. */
export default function ErrorBoundary({ error, retry }: ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <LazyErrorScreen
      extraAction={
        <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={() => retry()}>
          Try again
        </button>
      }
    />
  );
}
