"use client";

import { lazy, Suspense } from "react";

// The root not-found page's client code loads on every page of the site (Next
// keeps that boundary ready), so the suggestions' own code is fetched only
// where it renders: on the not-found page.
const CloseWords = lazy(() => import("./close-words").then(({ CloseWords }) => ({ default: CloseWords })));

export function LazyCloseWords() {
  return (
    <Suspense fallback={null}>
      <CloseWords />
    </Suspense>
  );
}
