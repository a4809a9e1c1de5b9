// The sitemaps (lib/seo/sitemaps.ts): which pages they list, and the lastmod
// of the pages built from the word data, the date kept with that data.
import { describe, expect, it } from "vitest";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import idiomSlugs from "@/prisma/data/idiom-slugs.json" with { type: "json" };
import { BUILD_DAY, sitemapEntries, sitemapIndexResponse, urlSetResponse } from "@/lib/seo/sitemaps";
import { storySlugs } from "@/lib/stories/story-files";
import { STORIES_PATH, storyHref } from "@/lib/stories/story-path";
import { WORD_DATA_DATE } from "@/lib/words/word-data-date";
import { idiomHref } from "@/lib/words/idiom-record";
import { wordHref } from "@/lib/words/word-path";

function pathsOf(file: string): string[] {
  return (sitemapEntries(file) ?? []).map(({ path }) => path);
}

describe("the sitemaps", () => {
  it("list the site's pages with content, the word index, the letter lists and every word page", () => {
    const pages = pathsOf("pages.xml");
    expect(pages.filter((path) => !path.startsWith("/words") && !path.startsWith(`${STORIES_PATH}/`)).sort()).toEqual([
      "/",
      "/about",
      "/ambiguous_words",
      "/contact",
      "/flashcards",
      "/learn_with_context",
      "/learn_with_friends",
      "/learn_with_story",
      "/test_vocabulary",
    ]);
    expect(pages).toEqual(expect.arrayContaining(["/words", "/words/s", "/words/s/5"]));
    expect(pathsOf("words-1.xml").sort()).toEqual(headwords.map(wordHref).sort());
    expect(sitemapEntries("words-2.xml")).toBeNull();
  });

  it("list every idiom's page, with the pages", () => {
    const pages = pathsOf("pages.xml");
    expect(pages).toContain("/words/kick-the-bucket");
    expect(pages.filter((path) => path.startsWith("/words/") && path.includes("-")).sort()).toEqual(idiomSlugs.map(idiomHref).sort());
  });

  it("list every story's page, with the pages", () => {
    const stories = pathsOf("pages.xml").filter((path) => path.startsWith(`${STORIES_PATH}/`));
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.sort()).toEqual(storySlugs().map(storyHref).sort());
  });

  it("date every page built from the word data with the data's build date, and the site's pages with the build's day", () => {
    expect(WORD_DATA_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${WORD_DATA_DATE}T00:00:00Z`).toISOString().slice(0, 10)).toBe(WORD_DATA_DATE);
    for (const { path, lastModified } of [...(sitemapEntries("pages.xml") ?? []), ...(sitemapEntries("words-1.xml") ?? [])]) {
      expect(lastModified, path).toBe(path.startsWith("/words") ? WORD_DATA_DATE : BUILD_DAY);
    }
  });

  it("date the site's pages with today's date when built today", () => {
    expect(BUILD_DAY).toBe(new Date().toISOString().slice(0, 10));
    expect(sitemapEntries("pages.xml")?.find(({ path }) => path === "/about")?.lastModified).toBe(BUILD_DAY);
  });

  it("write lastmod into the XML, the index included", async () => {
    const urlSet = await urlSetResponse([{ path: "/words/person", lastModified: "2026-01-02" }, { path: "/about" }]).text();
    expect(urlSet).toMatch(/<url><loc>https?:\/\/[^<]+\/words\/person<\/loc><lastmod>2026-01-02<\/lastmod><\/url>/);
    expect(urlSet).toMatch(/<url><loc>https?:\/\/[^<]+\/about<\/loc><\/url>/);
    const index = await sitemapIndexResponse().text();
    const entries = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
    expect(entries.map(([, loc]) => new URL(loc!).pathname)).toEqual(["/sitemaps/pages.xml", "/sitemaps/words-1.xml"]);
    for (const [, , date] of entries) expect(date).toBe(WORD_DATA_DATE);
  });
});
