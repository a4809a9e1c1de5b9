import "server-only";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import idioms from "@/prisma/data/idioms.json" with { type: "json" };
import { closestWords, closeWordQueriesFor } from "./close-words";
import { buildIdiomSearch, type IdiomHit } from "./idiom-search";
import { buildSearchIndex, normalizeSearchText, type SearchIndex } from "./search-index";
import { withOtherSpellings } from "./variant-search";

/**
 * A search's answer is the same for everyone until the next deployment, which
 * purges the CDN: browsers keep it an hour, the CDN a day, and the CDN serves
 * a stale copy for up to a week while it fetches a fresh one.
 */
export const SEARCH_CACHE_CONTROL = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800";

// The process's one search index over the word set (prisma/data/headwords.json,
// bundled with the route), built on the first search: 45,320 suffixes,
// timed by `npm run bench -- words`.
let index: SearchIndex | undefined;

export function searchWords(query: string): string[] {
  index ??= buildSearchIndex(headwords);
  // Its other spellings are no headwords of their own: colour finds color (./variant-search.ts).
  return withOtherSpellings(query, index.search(query));
}

let idiomSearch: ((query: string) => IdiomHit[]) | undefined;

/** The idioms the query finds (prisma/data/idioms.json, bundled with the route as the words are), each with its page. */
export function searchIdioms(query: string): IdiomHit[] {
  idiomSearch ??= buildIdiomSearch(idioms);
  return idiomSearch(query);
}

/**
 * For a query that finds nothing: the words found for its shorter beginnings
 * (or, for several words, for each word's), closest spelling first
 * (lib/words/close-words.ts); none when nothing is close.
 */
export function closeWords(query: string): string[] {
  const text = normalizeSearchText(query);
  const tokens = text.split(" ");
  for (const attempt of tokens.length > 1 ? [text, ...tokens] : [text]) {
    const found = closeWordQueriesFor(attempt).flatMap((beginning) => searchWords(beginning));
    if (found.length) return closestWords(attempt, found);
  }
  return [];
}

export type WordSearchResults = {
  /** The query as typed, trimmed, spaces collapsed: what the page quotes. */
  query: string;
  words: string[];
  /** Only when no word is found. */
  closeWords: string[];
};

/** What the search results page (/search?q=) shows for a query. */
export function wordSearchResults(rawQuery: string): WordSearchResults {
  const query = rawQuery.replace(/\s+/g, " ").trim();
  const words = query ? searchWords(query) : [];
  return { query, words, closeWords: query && !words.length ? closeWords(query) : [] };
}
