"use client";

import { useSpellingPreference } from "@/lib/client/spelling-preference";
import { displaySpelling } from "@/lib/words/spelling";

/** A headword as the learner prefers it spelt (colour for color). */
export default function PreferredSpelling({ word, variants }: { word: string; variants: readonly string[] }) {
  return <>{displaySpelling({ word, variants: [...variants] }, useSpellingPreference())}</>;
}
