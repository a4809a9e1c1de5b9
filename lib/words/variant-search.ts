import "server-only";
import { normalizeSearchText, SEARCH_LIMIT } from "./search-index";
import { variantHeadwords } from "./word-variants";

// The word search finds a word by its other spelling too: "colour" finds
// color, "centr" finds center. The search index holds headwords only (one
// page per word); this adds the headwords whose other spelling the query is
// (first, as the query itself is when it is a word) or begins.

/** The headwords whose other spelling is the query, and those whose other spelling starts with it, commonest first (the word set's order). */
export function headwordsBySpelling(rawQuery: string): { exact: string[]; prefix: string[] } {
  const query = normalizeSearchText(rawQuery);
  if (!query) return { exact: [], prefix: [] };
  const exact: string[] = [];
  const prefix: string[] = [];
  for (const [variant, headword] of variantHeadwords()) {
    if (variant === query) exact.push(headword);
    else if (variant.startsWith(query)) prefix.push(headword);
  }
  return { exact, prefix };
}

/** The search's words with the headwords found by their other spelling: exact ones first, others after the index's own, no repeats. */
export function withOtherSpellings(query: string, found: readonly string[], limit = SEARCH_LIMIT): string[] {
  const { exact, prefix } = headwordsBySpelling(query);
  if (exact.length === 0 && prefix.length === 0) return found.slice(0, limit);
  return [...new Set([...exact, ...found, ...prefix])].slice(0, limit);
}
