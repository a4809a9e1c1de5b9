"use client";

import { lazy, Suspense } from "react";

// A chunk of its own, loaded only where a word has another spelling: the page's client parts share one
// chunk, so the learner's spelling choice would otherwise come with every word page.
const PreferredSpelling = lazy(() => import("./preferred-spelling"));

/** A headword as the learner prefers it spelt (colour for color); the word set's spelling in the server's HTML. */
export function SpelledHeadword({ word, variants }: { word: string; variants: readonly string[] }) {
  return (
    <Suspense fallback={word}>
      <PreferredSpelling word={word} variants={variants} />
    </Suspense>
  );
}
