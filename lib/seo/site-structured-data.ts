// schema.org data (JSON-LD) of the site as a whole: the landing page's
// WebSite, whose SearchAction is the word search (it opens the word's page,
// /words/<word>; there is no results page), and the word index's
// DefinedTermSet, the set every word page's DefinedTerm belongs to.
import { absoluteUrl, SITE_NAME } from "@/lib/seo/site-url";
import { WORDS_PATH } from "@/lib/words/word-path";
import { WORD_SET_NAME } from "./word-structured-data";

const LANGUAGE = "en-US";

/** The search box's placeholder in the SearchAction's URL template. */
export const SEARCH_TERM = "search_term_string";

export function webSiteData({ description }: { description: string }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    description,
    inLanguage: LANGUAGE,
    potentialAction: {
      "@type": "SearchAction",
      // Concatenated: absoluteUrl would percent-encode the braces.
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(WORDS_PATH)}/{${SEARCH_TERM}}` },
      "query-input": `required name=${SEARCH_TERM}`,
    },
  };
}

export function wordSetData({ description }: { description: string }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    name: WORD_SET_NAME,
    url: absoluteUrl(WORDS_PATH),
    description,
    inLanguage: LANGUAGE,
  };
}
