import "server-only";
import { PUBLIC_PAGES } from "@/lib/navigation";
import { absoluteUrl } from "@/lib/site-url";
import { letterPageCount } from "@/lib/words/word-pages";
import { letterHref, WORDS_PATH } from "@/lib/words/word-path";
import { wordSet } from "@/lib/words/word-set";

// The sitemaps (sitemaps.org): /sitemap.xml is an index of pages.xml (the
// site's pages, the word index and the letter lists) and words-<n>.xml (the
// word pages, at most 50,000 URLs a file, the protocol's limit).

export const MAX_URLS_PER_SITEMAP = 50_000;
export const SITEMAP_INDEX_PATH = "/sitemap.xml";
const SITEMAPS_PATH = "/sitemaps";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

export function urlSetResponse(paths: readonly string[]): Response {
  const urls = paths.map((path) => `<url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`).join("\n");
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`);
}

export function sitemapIndexResponse(): Response {
  const entries = sitemapFiles()
    .map((file) => `<sitemap><loc>${escapeXml(absoluteUrl(`${SITEMAPS_PATH}/${file}`))}</loc></sitemap>`)
    .join("\n");
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>`);
}

/** pages.xml, words-1.xml, words-2.xml, … */
export function sitemapFiles(): string[] {
  const wordFiles = Math.ceil(wordSet().alphabetical.length / MAX_URLS_PER_SITEMAP);
  return ["pages.xml", ...Array.from({ length: wordFiles }, (_, i) => `words-${i + 1}.xml`)];
}

/** The paths a sitemap file lists, or null when there is no such file. */
export function sitemapPaths(file: string): string[] | null {
  if (file === "pages.xml") {
    const letters = [...wordSet().letters.keys()].flatMap((letter) => Array.from({ length: letterPageCount(letter) }, (_, i) => letterHref(letter, i + 1)));
    return [...PUBLIC_PAGES, WORDS_PATH, ...letters];
  }
  const number = /^words-([1-9][0-9]*)\.xml$/.exec(file)?.[1];
  if (!number || !sitemapFiles().includes(file)) return null;
  const start = (Number(number) - 1) * MAX_URLS_PER_SITEMAP;
  return wordSet()
    .alphabetical.slice(start, start + MAX_URLS_PER_SITEMAP)
    .map((entry) => entry.href);
}
