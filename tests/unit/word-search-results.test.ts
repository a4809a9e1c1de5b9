// What the search results page (/search?q=) shows: lib/words/word-search.ts over the real word set.
import { describe, expect, it } from "vitest";
import { wordSearchResults } from "@/lib/words/word-search";
import { searchHref } from "@/lib/words/word-path";

describe("wordSearchResults", () => {
  it("lists the words found, the query quoted as typed (trimmed, spaces collapsed)", () => {
    expect(wordSearchResults("went")).toEqual({ query: "went", words: ["go", "twenties", "twentieth"], closeWords: [] });
    expect(wordSearchResults("  Went  up ")).toEqual({ query: "Went up", words: ["go"], closeWords: [] });
  });

  it("offers close words when nothing is found: the words of the query's shorter beginnings, closest spelling first", () => {
    expect(wordSearchResults("definately").closeWords[0]).toBe("definitely");
    expect(wordSearchResults("definately").words).toEqual([]);
    expect(wordSearchResults("happpy").closeWords).toEqual(["happy", "happen", "happily", "unhappy", "unhappily"]);
    expect(wordSearchResults("recieve").closeWords[0]).toBe("receive");
    expect(wordSearchResults("necesary").closeWords[0]).toBe("necessary");
  });

  it("for several words none of which is found, tries each word's beginnings", () => {
    expect(wordSearchResults("qqqq definately")).toEqual({
      query: "qqqq definately",
      words: [],
      closeWords: ["definitely", "definable", "definite", "indefinitely", "define"],
    });
  });

  it("has nothing for an empty query or one nothing is close to", () => {
    expect(wordSearchResults("   ")).toEqual({ query: "", words: [], closeWords: [] });
    expect(wordSearchResults("xyzzyq")).toEqual({ query: "xyzzyq", words: [], closeWords: [] });
  });
});

describe("searchHref", () => {
  it("is /search with the query encoded", () => {
    expect(searchHref("went")).toBe("/search?q=went");
    expect(searchHref("look up & more")).toBe("/search?q=look+up+%26+more");
  });
});
