// schema.org data of a word page (JSON-LD): the word as a DefinedTerm of
// Lexi's word set, and the page's place in the site as a BreadcrumbList.
import { absoluteUrl, SITE_NAME } from "@/lib/seo/site-url";
import { WORDS_PATH, type Crumb } from "@/lib/words/word-path";

export const WORD_SET_NAME = `${SITE_NAME} English vocabulary`;

export function definedTermData({ word, description, href }: { word: string; description: string; href: string }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTerm",
    name: word,
    description,
    url: absoluteUrl(href),
    inDefinedTermSet: { "@type": "DefinedTermSet", name: WORD_SET_NAME, url: absoluteUrl(WORDS_PATH) },
  };
}

export function breadcrumbListData(trail: readonly Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: absoluteUrl(crumb.href) })),
  };
}
