// Close words for a spelling the search finds nothing for: the words found
// for its shorter beginnings (necesary → neces → necessary). Shared by the
// not-found page (components/words/close-words.tsx, in the browser) and the
// search results page (lib/words/word-search.ts, on the server).

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
