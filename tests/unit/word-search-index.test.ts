// The word search's index (lib/words/search-index.ts) and the word-page URLs (lib/words/word-path.ts).
import { describe, expect, it } from "vitest";
import { buildSearchIndex, SEARCH_LIMIT } from "@/lib/words/search-index";
import { canonicalWordsPath, isLetterSegment, letterHref, wordHref } from "@/lib/words/word-path";

const WORDS = [
  "serendipity",
  "series",
  "serious",
  "sermon",
  "serve",
  "server",
  "service",
  "session",
  "observe",
  "deserve",
  "preserve",
  "dessert",
  "ice cream",
  "o'clock",
];

/** What the index must answer, by a plain scan: prefix matches, then contains-matches, each in the list's order (commonest first). */
function scan(words: string[], rawQuery: string, limit = SEARCH_LIMIT): string[] {
  const query = rawQuery.trim();
  const prefix = words.filter((word) => word.startsWith(query));
  const contains = words.filter((word) => !word.startsWith(query) && word.includes(query));
  return [...prefix, ...contains].slice(0, limit);
}

describe("buildSearchIndex", () => {
  const index = buildSearchIndex(WORDS);

  it("answers prefix matches first, then words containing the query, each group in the list's order (commonest first)", () => {
    expect(index.search("serv")).toEqual(["serve", "server", "service", "observe", "deserve", "preserve"]);
    expect(index.search("ser")).toEqual(["serendipity", "series", "serious", "sermon", "serve", "server", "service", "observe", "deserve", "preserve"]);
    // Not alphabetical: the list's order decides.
    expect(buildSearchIndex(["runner", "rune", "run"]).search("ru")).toEqual(["runner", "rune", "run"]);
  });

  it("gives at most ten, and none for an empty or unknown query", () => {
    const many = buildSearchIndex(Array.from({ length: 30 }, (_, i) => `word${String(i).padStart(2, "0")}`));
    expect(many.search("word")).toHaveLength(SEARCH_LIMIT);
    expect(index.search("")).toEqual([]);
    expect(index.search("   ")).toEqual([]);
    expect(index.search("zzz")).toEqual([]);
  });

  it("ignores case and extra spaces, and finds multi-word entries and apostrophes", () => {
    expect(index.search("  SERENDIP ")).toEqual(["serendipity"]);
    expect(index.search("ice  cr")).toEqual(["ice cream"]);
    expect(index.search("cream")).toEqual(["ice cream"]);
    expect(index.search("o'c")).toEqual(["o'clock"]);
  });

  it("agrees with a plain scan on every prefix and infix of the words", () => {
    const queries = new Set(WORDS.flatMap((word) => [...word].flatMap((_, start) => [word.slice(start, start + 1), word.slice(start, start + 3)])));
    for (const query of [...queries].filter((q) => q.trim())) expect(index.search(query), query).toEqual(scan(WORDS, query));
  });
});

describe("word page URLs", () => {
  it("are the word in lower case, URL-encoded", () => {
    expect(wordHref("Serendipity")).toBe("/words/serendipity");
    expect(wordHref("ice cream")).toBe("/words/ice%20cream");
    expect(wordHref("o'clock")).toBe("/words/o'clock");
    expect(letterHref("S")).toBe("/words/s");
    expect(letterHref("s", 2)).toBe("/words/s/2");
    expect(isLetterSegment("s")).toBe(true);
    expect(isLetterSegment("go")).toBe(false);
  });

  it("send every other spelling to the one canonical path", () => {
    expect(canonicalWordsPath("/words/Serendipity")).toBe("/words/serendipity");
    expect(canonicalWordsPath("/words/SERENDIPITY")).toBe("/words/serendipity");
    expect(canonicalWordsPath("/words/o%27clock")).toBe("/words/o'clock");
    expect(canonicalWordsPath("/words/Ice%20Cream")).toBe("/words/ice%20cream");
    expect(canonicalWordsPath("/words/%73erendipity")).toBe("/words/serendipity");
    expect(canonicalWordsPath("/words/S")).toBe("/words/s");
    expect(canonicalWordsPath("/words/S/2")).toBe("/words/s/2");
  });

  it("leave canonical, foreign and undecodable paths alone", () => {
    for (const path of [
      "/words/serendipity",
      "/words/ice%20cream",
      "/words/o'clock",
      "/words/s",
      "/words/s/2",
      "/words",
      "/wordsmith/X",
      "/words/%E0%A4%A",
      "/words/a/b/c",
    ]) {
      expect(canonicalWordsPath(path), path).toBeNull();
    }
  });
});
