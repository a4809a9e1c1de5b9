import { BAND_SIZE, bandStart } from "@/lib/words/bands";

// Easy Words: the commonest band of the word set (lib/words/bands.ts; the set
// is ordered commonest first).

/** The commonest band's word indexes, commonest first. */
export function easyWordIndexes(wordCount: number): number[] {
  const start = bandStart(0);
  return Array.from({ length: Math.max(0, Math.min(BAND_SIZE, wordCount - start)) }, (_, offset) => start + offset);
}

/**
 * A random word of the commonest band not in `exclude` (Easy Words' flashcards: the server's first card, then
 * each new card in the browser); null when every one is excluded.
 */
export function randomEasyWord(exclude: readonly number[], random: () => number = Math.random): number | null {
  const excluded = new Set(exclude);
  const first = bandStart(0);
  // A few draws find a free word while most are free; past that, the first free one from a random place.
  for (let tries = 0; tries < 20; tries += 1) {
    const index = first + Math.floor(random() * BAND_SIZE);
    if (!excluded.has(index)) return index;
  }
  const offset = Math.floor(random() * BAND_SIZE);
  for (let step = 0; step < BAND_SIZE; step += 1) {
    const index = first + ((offset + step) % BAND_SIZE);
    if (!excluded.has(index)) return index;
  }
  return null;
}
