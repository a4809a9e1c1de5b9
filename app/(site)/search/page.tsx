import type { Metadata } from "next";
import { ContentPage } from "@/components/site/content-page";
import { AppLink } from "@/components/ui/app-link";
import { CloseWordLinks } from "@/components/words/close-word-links";
import { SearchBox } from "@/components/words/search-box";
import { pageMetadata } from "@/lib/seo/site-url";
import { MAX_SEARCH_QUERY_LENGTH, wordSearchQuerySchema } from "@/lib/words/schema";
import { SEARCH_PATH, WORDS_PATH, wordHref } from "@/lib/words/word-path";
import { searchIdioms, wordSearchResults } from "@/lib/words/word-search";

// /search?q=went: where Enter in a search box goes when no suggestion was
// chosen (and where the box's form goes without JavaScript). Rendered per
// request from the in-memory search index; kept out of search engines.
export const metadata: Metadata = pageMetadata({
  title: "Word search",
  description:
    "Search Lexi's English word set: find a word's meaning, pronunciation and examples, or an idiom, as you type, with close spellings for a misspelt word.",
  path: SEARCH_PATH,
  indexed: false,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function WordSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).q;
  const parsed = wordSearchQuerySchema.safeParse({ q: (Array.isArray(raw) ? raw[0] : raw) ?? "" });
  const { query, words, closeWords } = wordSearchResults(parsed.success ? parsed.data.q : "");
  // Idioms have pages of their own under /words (docs/idioms.md).
  const idioms = query ? searchIdioms(query) : [];
  const lede = !parsed.success
    ? `Type at most ${MAX_SEARCH_QUERY_LENGTH} characters.`
    : !query
      ? "Type a word to search for."
      : words.length
        ? `Words for “${query}”:`
        : idioms.length
          ? `Idioms for “${query}”:`
          : `No words found for “${query}”.`;
  return (
    <ContentPage title="Word search" lede={lede}>
      <SearchBox initialQuery={query} />
      {words.length ? (
        <ul aria-label={`Words for “${query}”`}>
          {words.map((word) => (
            <li key={word}>
              <AppLink href={wordHref(word)} prefetch={false}>
                {word}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      {words.length && idioms.length ? <h2>Idioms</h2> : null}
      {idioms.length ? (
        <ul aria-label={`Idioms for “${query}”`}>
          {idioms.map(({ idiom, href }) => (
            <li key={href}>
              <AppLink href={href} prefetch={false}>
                {idiom}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      {words.length || idioms.length ? null : (
        <>
          <CloseWordLinks words={closeWords} />
          <p>
            <AppLink href={WORDS_PATH}>Browse all words</AppLink>
          </p>
        </>
      )}
    </ContentPage>
  );
}
