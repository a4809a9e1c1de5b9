import { BAND_SIZE, bandStart } from "@/lib/words/bands";

// Easy Words: the commonest band of the word set (lib/words/bands.ts; the set
// is ordered commonest first).

/** The commonest band's word indexes, commonest first. */
export function easyWordIndexes(wordCount: number): number[] {
  const start = bandStart(0);
  return Array.from({ length: Math.max(0, Math.min(BAND_SIZE, wordCount - start)) }, (_, offset) => start + offset);
}
