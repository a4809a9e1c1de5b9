// Word search for the combobox (GET /api/v1/word/search): up to `limit`
// words: the query itself when it is a word, then the words it is a form of
// (went → go, children → child; for several words, "looked up" → look up, or
// each word's own), then words beginning with the query, then words containing
// it elsewhere, the last two commonest first (the order of the list given:
// the word set's, so "run" offers runner before rune). Built once from the word
// list, then every query is a few set look-ups (word-forms.ts undoes the
// suffixes and confirms each candidate) and two binary searches: one over the
// sorted words (prefixes), one over the sorted suffixes of every word (a
// suffix array: the words containing the query are a contiguous run of
// suffixes starting with it). No scan of the list.

import { basesOf } from "./word-forms";

export const SEARCH_LIMIT = 10;

export type SearchIndex = { search: (query: string, limit?: number) => string[] };

/** Lower case, single spaces, trimmed: how queries and words are compared. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** First position in the sorted `keys` whose key is >= `query`. */
function lowerBound(size: number, keyAt: (i: number) => string, query: string): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyAt(middle) < query) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function buildSearchIndex(headwords: readonly string[]): SearchIndex {
  // Words by rank: rank = position in the list given, commonest first.
  const words = [...new Set(headwords.map(normalizeSearchText))].filter(Boolean);
  // The ranks in alphabetical order of their words: the prefix search's keys.
  const alphabetical = words.map((_, rank) => rank).sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
  // Every suffix after the first character (the whole word is the prefix
  // search's), with its word's rank, sorted by the suffix text.
  const suffixes: { text: string; rank: number }[] = [];
  words.forEach((word, rank) => {
    for (let start = 1; start < word.length; start += 1) suffixes.push({ text: word.slice(start), rank });
  });
  suffixes.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const suffixText = (i: number) => suffixes[i]!.text;
  const wordSet = new Set(words);
  const isWord = (text: string) => wordSet.has(text);

  /** The words `tokens` spell with one token put back to its base form (itself included): went → go, looked up → look up. */
  function lemmas(tokens: readonly string[]): string[] {
    const found: string[] = [];
    tokens.forEach((token, at) => {
      const phraseWith = (base: string) => [...tokens.slice(0, at), base, ...tokens.slice(at + 1)].join(" ");
      for (const base of basesOf(token, (candidate) => isWord(phraseWith(candidate)))) found.push(phraseWith(base));
    });
    return found;
  }

  /** The query itself and what it is a form of; for several words, then each word and what it is a form of. */
  function formMatches(query: string): string[] {
    const tokens = query.split(" ");
    const found = lemmas(tokens);
    if (tokens.length > 1) for (const token of tokens) found.push(...lemmas([token]));
    return found;
  }

  function affixMatches(query: string, limit: number): string[] {
    // Prefix matches: the run of alphabetical keys starting with the query.
    const prefixRanks: number[] = [];
    const wordAt = (i: number) => words[alphabetical[i]!]!;
    for (let i = lowerBound(alphabetical.length, wordAt, query); i < alphabetical.length && wordAt(i).startsWith(query); i += 1) {
      prefixRanks.push(alphabetical[i]!);
    }
    const found = prefixRanks
      .sort((a, b) => a - b)
      .slice(0, limit)
      .map((rank) => words[rank]!);
    if (found.length === limit) return found;
    // Contains-matches: the run of suffixes starting with the query; a word may
    // appear in it more than once, and the prefix matches are left out.
    const ranks = new Set<number>();
    for (let i = lowerBound(suffixes.length, suffixText, query); i < suffixes.length; i += 1) {
      if (!suffixText(i).startsWith(query)) break;
      const { rank } = suffixes[i]!;
      if (!words[rank]!.startsWith(query)) ranks.add(rank);
    }
    const contains = [...ranks].sort((a, b) => a - b).slice(0, limit - found.length);
    return [...found, ...contains.map((rank) => words[rank]!)];
  }

  function search(rawQuery: string, limit = SEARCH_LIMIT): string[] {
    const query = normalizeSearchText(rawQuery);
    if (!query || limit <= 0) return [];
    const found = new Set(formMatches(query));
    for (const word of affixMatches(query, limit + found.size)) found.add(word);
    return [...found].slice(0, limit);
  }

  return { search };
}
