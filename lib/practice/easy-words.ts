// Easy Words: the commonest band of the word set (indexes 0 to EASY_WORDS - 1;
// the set is ordered commonest first). One place for the band's size.

/** The commonest band: the first 1,000 words of the set, single words all. */
export const EASY_WORDS = 1000;

/** The band's word indexes, commonest first. */
export function easyWordIndexes(wordCount: number): number[] {
  return Array.from({ length: Math.min(EASY_WORDS, wordCount) }, (_, index) => index);
}
