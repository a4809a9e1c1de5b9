"use client";

import { lazy, Suspense } from "react";
import type { ErrorScreenProps } from "./error-screen";

/** The error screen's title and Go Home, without the screen's styles: for when even the error screen's code cannot load. */
function PlainErrorScreen({ extraAction }: ErrorScreenProps) {
  return (
    <main>
      <h1>Sorry, something went wrong.</h1>
      <p>
        {/* A plain link: a full page load, as the app may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Go Home</a> {extraAction}
      </p>
    </main>
  );
}

// The error boundaries (app/error.tsx, app/global-error.tsx) are in every
// page's scripts; the screen they show loads only when a page fails. The
// failure may be the network's, so a screen that cannot load falls back to
// the plain one.
const ErrorScreen = lazy(() =>
  import("./error-screen").then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

/** The error screen (./error-screen.tsx), loaded on first use. */
export function LazyErrorScreen(props: ErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
