// Close words for a spelling the search finds nothing for (definately,
// necesary): the words found for its shorter beginnings, closest spelling
// first. Every beginning down to a few letters is searched and the words
// found are ranked by edit distance to the spelling, so the common word one
// letter off (definitely) beats a rare one that shares a longer beginning
// (definable). Used by the word search (lib/words/word-search.ts), whose
// answer carries them for the search results page and the not-found page.

/** Fewer letters than this find too many words to be a suggestion. */
const MIN_QUERY_LENGTH = 3;
/** Letters taken off the end, one at a time, before giving up. */
const MAX_LETTERS_DROPPED = 6;
export const MAX_CLOSE_WORDS = 5;

/** The searches to try for a spelling, longest first: itself, then its beginnings one letter shorter each. */
export function closeWordQueriesFor(text: string): string[] {
  const queries: string[] = [];
  for (let length = text.length; length >= Math.max(MIN_QUERY_LENGTH, text.length - MAX_LETTERS_DROPPED); length -= 1) {
    queries.push(text.slice(0, length));
  }
  return queries;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours (recieve → receive) cost 1. */
export function spellingDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The candidates closest in spelling to `text`, at most MAX_CLOSE_WORDS; ties keep the candidates' order (commonest first). */
export function closestWords(text: string, candidates: readonly string[]): string[] {
  return [...new Set(candidates)]
    .map((word, order) => ({ word, order, distance: spellingDistance(text, word) }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, MAX_CLOSE_WORDS)
    .map(({ word }) => word);
}
