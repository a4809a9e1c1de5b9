// Bands of commonness over the word set, which is ordered commonest first
// (scripts/lib/word-frequency.ts: uses in spoken and written English, the
// word's inflections counted with it; docs/placement.md). Band 0 is the
// commonest BAND_SIZE words; the vocabulary test places a learner in a band,
// Easy Words is band 0.

/** Words per band. */
export const BAND_SIZE = 1000;

/** The band of the word at `index` in the word set. */
export function bandOf(index: number): number {
  return Math.floor(index / BAND_SIZE);
}

/** The first word index of `band`. */
export function bandStart(band: number): number {
  return band * BAND_SIZE;
}

/** How many bands `wordCount` words make (the last may be short). */
export function bandCount(wordCount: number): number {
  return Math.ceil(wordCount / BAND_SIZE);
}
