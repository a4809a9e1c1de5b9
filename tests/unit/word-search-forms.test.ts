// The word search finds a word from its inflected forms and from several words
// (lib/words/search-index.ts with lib/words/word-forms.ts), on the real word set.
import { describe, expect, it } from "vitest";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import { buildSearchIndex } from "@/lib/words/search-index";

const index = buildSearchIndex(headwords);

describe("word search over the word set, by inflection", () => {
  // query → the first suggestions, in order.
  const cases: [query: string, first: string[]][] = [
    ["went", ["go"]],
    ["Went ", ["go"]],
    ["  WENT", ["go"]],
    ["goes", ["go"]],
    ["running", ["run"]],
    ["RUNNING", ["run"]],
    ["children", ["child"]],
    ["mice", ["mouse"]],
    ["studies", ["study"]],
    ["stopped", ["stop"]],
    ["happier", ["happy"]],
    ["took", ["take"]],
    // A headword that is also a form: the word itself, then what it is a form of, then the rest.
    ["left", ["left", "leave"]],
    ["found", ["found", "find", "foundation"]],
    // The headword, then words beginning with it, then words containing it, commonest first.
    ["run", ["run", "runner", "runway", "runaway", "rune"]],
    ["child", ["child", "childhood", "childish"]],
  ];

  it.each(cases)("%j suggests %j first", (query, first) => {
    expect(index.search(query).slice(0, first.length)).toEqual(first);
  });

  it("puts the lemma ahead of the prefix and contains-matches", () => {
    expect(index.search("went")).toEqual(["go", "twenties", "twentieth"]);
    expect(index.search("children")).toEqual(["child"]);
  });

  it("is exact for words that are no form of anything", () => {
    expect(index.search("happ")).toEqual(["happen", "happy", "happiness", "happily", "unhappy", "unhappily", "slaphappy"]);
    expect(index.search("qqqq")).toEqual([]);
  });
});

describe("word search over the word set, several words", () => {
  // The set has no entries of several words: each word finds its own (or what it is a form of), in the order typed.
  const cases: [query: string, words: string[]][] = [
    ["look up", ["look"]],
    ["give  up", ["give"]],
    ["Looked Up", ["look"]],
    ["gave up", ["give"]],
    ["took off", ["take"]],
    ["children run", ["child", "run"]],
  ];

  it.each(cases)("%j suggests %j", (query, words) => {
    expect(index.search(query)).toEqual(words);
  });

  it("has no entries of several words (the phrase cases below use their own list)", () => {
    expect(headwords.filter((word) => word.includes(" "))).toEqual([]);
  });
});

describe("word search over entries of several words", () => {
  const phrases = buildSearchIndex(["look", "look up", "give", "give up", "ice cream", "up"]);
  const cases: [query: string, words: string[]][] = [
    ["look up", ["look up", "look", "up"]],
    ["looked  up", ["look up", "look", "up"]],
    ["Gave Up", ["give up", "give", "up"]],
    ["ice creams", ["ice cream"]],
    ["look", ["look", "look up"]],
  ];

  it.each(cases)("%j suggests %j", (query, words) => {
    expect(phrases.search(query)).toEqual(words);
  });
});
