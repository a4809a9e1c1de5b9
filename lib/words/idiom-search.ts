// The idioms in the word search (docs/idioms.md): an idiom is found when each
// word of the query begins a word of the idiom ("bucket", "kick buck" and
// "kick the" all find "kick the bucket"; hyphens count as spaces, so "end all"
// finds "be-all and end-all"), idioms beginning with the query first, then the
// others, each group in the list's order (commonest first). A scan: 234
// idioms of a few words each, a few microseconds a query.
import { idiomHref } from "./idiom-record";
import { normalizeSearchText, SEARCH_LIMIT } from "./search-index";

export type IdiomHit = { idiom: string; href: string };

const wordsOf = (text: string) => text.split(/[ -]+/).filter(Boolean);

export function buildIdiomSearch(idioms: readonly { idiom: string; slug: string }[]): (query: string, limit?: number) => IdiomHit[] {
  const entries = idioms.map(({ idiom, slug }) => ({
    idiom,
    text: normalizeSearchText(idiom),
    words: wordsOf(normalizeSearchText(idiom)),
    href: idiomHref(slug),
  }));
  return (query, limit = SEARCH_LIMIT) => {
    const text = normalizeSearchText(query);
    const tokens = wordsOf(text);
    if (tokens.length === 0) return [];
    const found = entries.filter((entry) => tokens.every((token) => entry.words.some((word) => word.startsWith(token))));
    const first = found.filter((entry) => entry.text.startsWith(text));
    const rest = found.filter((entry) => !entry.text.startsWith(text));
    return [...first, ...rest].slice(0, limit).map(({ idiom, href }) => ({ idiom, href }));
  };
}
