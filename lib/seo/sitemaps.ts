import "server-only";
import { PUBLIC_PAGES } from "@/lib/navigation";
import { absoluteUrl } from "@/lib/seo/site-url";
import { stories } from "@/lib/stories/stories";
import { idiomSet } from "@/lib/words/idioms";
import { WORD_DATA_DATE } from "@/lib/words/word-data-date";
import { letterPageCount } from "@/lib/words/word-pages";
import { letterHref, WORDS_PATH } from "@/lib/words/word-path";
import { wordSet } from "@/lib/words/word-set";

// The sitemaps (sitemaps.org): /sitemap.xml is an index of pages.xml (the
// site's pages, the story pages, the word index, the letter lists and the idioms' pages) and words-<n>.xml (the
// word pages, at most 50,000 URLs a file, the protocol's limit). The pages
// built from the word data carry its date as lastmod; the site's own pages
// and the stories change with a release, so theirs is the day of the build
// that made them (the sitemaps are built with the pages).

export const MAX_URLS_PER_SITEMAP = 50_000;
/** The day this build ran (YYYY-MM-DD): the site pages' lastmod. */
export const BUILD_DAY = new Date().toISOString().slice(0, 10);
const SITEMAPS_PATH = "/sitemaps";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

/** A URL of a sitemap, with the day its content last changed where that is known. */
export type SitemapEntry = { path: string; lastModified?: string };

function lastmod(date: string | undefined): string {
  return date ? `<lastmod>${date}</lastmod>` : "";
}

export function urlSetResponse(entries: readonly SitemapEntry[]): Response {
  const urls = entries.map(({ path, lastModified }) => `<url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod(lastModified)}</url>`).join("\n");
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`);
}

/** Every file lists pages built from the word data (pages.xml its letter lists), so each changes with it. */
export function sitemapIndexResponse(): Response {
  const entries = sitemapFiles()
    .map((file) => `<sitemap><loc>${escapeXml(absoluteUrl(`${SITEMAPS_PATH}/${file}`))}</loc>${lastmod(WORD_DATA_DATE)}</sitemap>`)
    .join("\n");
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>`);
}

/** pages.xml, words-1.xml, words-2.xml, … */
export function sitemapFiles(): string[] {
  const wordFiles = Math.ceil(wordSet().alphabetical.length / MAX_URLS_PER_SITEMAP);
  return ["pages.xml", ...Array.from({ length: wordFiles }, (_, i) => `words-${i + 1}.xml`)];
}

function fromWordData(path: string): SitemapEntry {
  return { path, lastModified: WORD_DATA_DATE };
}

/** The URLs a sitemap file lists, or null when there is no such file. */
export function sitemapEntries(file: string): SitemapEntry[] | null {
  if (file === "pages.xml") {
    const letters = [...wordSet().letters.keys()].flatMap((letter) => Array.from({ length: letterPageCount(letter) }, (_, i) => letterHref(letter, i + 1)));
    const idioms = idiomSet().list.map((entry) => entry.href);
    const sitePages = [...PUBLIC_PAGES, ...stories().map((story) => story.href)];
    return [...sitePages.map((path) => ({ path, lastModified: BUILD_DAY })), ...[WORDS_PATH, ...letters, ...idioms].map(fromWordData)];
  }
  const number = /^words-([1-9][0-9]*)\.xml$/.exec(file)?.[1];
  if (!number || !sitemapFiles().includes(file)) return null;
  const start = (Number(number) - 1) * MAX_URLS_PER_SITEMAP;
  return wordSet()
    .alphabetical.slice(start, start + MAX_URLS_PER_SITEMAP)
    .map((entry) => fromWordData(entry.href));
}
