"use client";

import { useSpellingPreference } from "@/lib/client/spelling-preference";
import { displaySpelling } from "@/lib/words/spelling";

/** A headword as the learner prefers it spelt (colour for color); the word set's spelling in the server's HTML. */
export function SpelledHeadword({ word, variants }: { word: string; variants?: readonly string[] }) {
  return <>{displaySpelling({ word, variants: variants ? [...variants] : undefined }, useSpellingPreference())}</>;
}
