// The URLs of the word pages, in one place: /words (the index), /search?q= (the search's results), /words/<l>
// and /words/<l>/<page> (the words of one letter) and /words/<word>. A
// one-character segment is a letter: every word in the set has at least two
// (tests/tooling/word-set.test.ts). Pure and import-free: middleware.ts (Edge)
// uses it to send every other spelling of a URL to its one canonical URL.

export const WORDS_PATH = "/words";

/** The word search's results page (not under /words: "search" is a word of the set). */
export const SEARCH_PATH = "/search";

/** The results page for a query, as typed. */
export function searchHref(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: query })}`;
}

/** One level of a breadcrumb trail (/words › S › the word). */
export type Crumb = { name: string; href: string };

/** Words per page of a letter's list: S, the longest letter, has 852 in 5 pages. */
export const LETTER_PAGE_SIZE = 200;

/** A word's path segment: lower case, URL-encoded ("ice cream" → "ice%20cream"; an apostrophe stays as it is). */
export function wordSegment(word: string): string {
  return encodeURIComponent(word.toLowerCase());
}

/** The one URL path of a word's page: a flat string, not a rope of its parts (the word set keeps 17,000 of them; docs/performance.md). */
export function wordHref(word: string): string {
  return [WORDS_PATH, wordSegment(word)].join("/");
}

/** The letter a word is listed under: its first character, lower case. */
export function letterOf(word: string): string {
  return word.charAt(0).toLowerCase();
}

/** Whether a (decoded) /words/<segment> names a letter's list rather than a word. */
export function isLetterSegment(segment: string): boolean {
  return [...segment].length === 1;
}

/** The path of a letter's list; page 1 has no page number. */
export function letterHref(letter: string, page = 1): string {
  const base = `${WORDS_PATH}/${wordSegment(letter)}`;
  return page > 1 ? `${base}/${page}` : base;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Where a request for another spelling of a words URL belongs: the canonical
 * path when `pathname` (as requested, still encoded) is a word or letter path
 * in another case or encoding ("/words/Serendipity", "/words/o%27clock",
 * "/words/S/2"), else null (already canonical, not a words path, or
 * undecodable). Whether the word exists is the page's business (404).
 */
export function canonicalWordsPath(pathname: string): string | null {
  if (!pathname.startsWith(`${WORDS_PATH}/`)) return null;
  const [segment, ...rest] = pathname.slice(WORDS_PATH.length + 1).split("/");
  if (!segment || rest.length > 1) return null;
  const word = decoded(segment);
  if (word === null) return null;
  const canonical = `${WORDS_PATH}/${wordSegment(word)}${rest.length ? `/${rest[0]}` : ""}`;
  return canonical === pathname ? null : canonical;
}

/**
 * Every path the /words routes prerender for a word set: each word's page,
 * each letter's list and its later pages. What middleware serves as built.
 */
export function wordsPagePaths(headwords: readonly string[]): Set<string> {
  const paths = new Set<string>();
  const perLetter = new Map<string, number>();
  for (const word of headwords) {
    paths.add(wordHref(word));
    const letter = letterOf(word);
    perLetter.set(letter, (perLetter.get(letter) ?? 0) + 1);
  }
  for (const [letter, count] of perLetter) {
    for (let page = 1; page <= Math.ceil(count / LETTER_PAGE_SIZE); page += 1) paths.add(letterHref(letter, page));
  }
  return paths;
}
