// How a story's band and length are said to people. Bands are 0-based in the
// code and counted from 1 for learners, as the vocabulary test says them
// (lib/placement/result-text.ts).
import { BAND_SIZE } from "@/lib/words/bands";

/** "Band 1" for band 0. */
export function bandLabel(band: number): string {
  return `Band ${band + 1}`;
}

/** What a band's reader knows: "Within the commonest 2,000 words" for band 1. */
export function bandScope(band: number): string {
  return `Within the commonest ${((band + 1) * BAND_SIZE).toLocaleString("en-US")} words`;
}

/** "3 min read". */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** How a story fits a learner: "98% of its words known · 4 of your due words". Rounded down, so 94.6% never reads as 95%. */
export function storyFitLabel(fit: { known: number; due: number }): string {
  // The epsilon keeps 0.29 (28.999… × 100 in floating point) at 29.
  const known = `${Math.floor(fit.known * 100 + 1e-9)}% of its words known`;
  if (fit.due === 0) return known;
  return `${known} · ${fit.due} of your due words`;
}
