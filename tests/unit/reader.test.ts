// The reader's core (lib/reader): a text's tokens, the headword of a written
// form and a text's coverage at a band, against the real word set.
import { describe, expect, it } from "vitest";
import { bandCoverage } from "@/lib/reader/coverage";
import { headwordOf } from "@/lib/reader/headword";
import { textTokens } from "@/lib/reader/tokens";
import { isUncounted, UNCOUNTED_WORDS } from "@/lib/reader/uncounted-words";
import { wordSet } from "@/lib/words/word-set";

const indexOf = (word: string) => wordSet().byWord.get(word)?.index;
const words = (text: string) => textTokens(text).map((token) => token.word);

describe("textTokens", () => {
  it("reads a negative contraction as its first word", () => {
    expect(words("I don't know. He won't go, she can't stop, it isn't far, we shan't wait.")).toEqual([
      "i",
      "do",
      "know",
      "he",
      "will",
      "go",
      "she",
      "can",
      "stop",
      "it",
      "is",
      "far",
      "we",
      "shall",
      "wait",
    ]);
  });

  it("takes curly apostrophes as straight ones", () => {
    expect(words("Don’t, WON’T, can’t, the children’s toys")).toEqual(["do", "will", "can", "the", "children", "toys"]);
  });

  it("reads other contractions and possessives as their first word, lower case", () => {
    expect(words("We'll see. It's Sam's. They've gone, you'd know, I'm here.")).toEqual(["we", "see", "it", "sam", "they", "gone", "you", "know", "i", "here"]);
  });

  it("keeps each token as written, with where it stands", () => {
    const text = "“Don’t go,” said Anna, 2 times.";
    const tokens = textTokens(text);
    expect(tokens.map(({ text: written, start, end }) => [written, start, end])).toEqual([
      ["Don’t", 1, 6],
      ["go", 7, 9],
      ["said", 12, 16],
      ["Anna", 17, 21],
      ["times", 25, 30],
    ]);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
  });
});

describe("headwordOf", () => {
  it("finds the headword of an inflected form", () => {
    expect(headwordOf("children", indexOf)?.word).toBe("child");
    expect(headwordOf("went", indexOf)?.word).toBe("go");
    expect(headwordOf("stopped", indexOf)?.word).toBe("stop");
    expect(headwordOf("Stopped", indexOf)).toEqual({ word: "stop", index: indexOf("stop") });
  });

  it("keeps a form the word set has, another spelling included", () => {
    expect(headwordOf("umbrella", indexOf)).toEqual({ word: "umbrella", index: indexOf("umbrella") });
    expect(headwordOf("colour", indexOf)).toEqual({ word: "colour", index: indexOf("color") });
  });

  it("finds nothing for a word outside the set", () => {
    expect(headwordOf("xylophonically", indexOf)).toBeNull();
  });
});

describe("isUncounted", () => {
  const indexOf = (word: string) => wordSet().byWord.get(word)?.index;
  it("leaves out the uncounted words and their inflections that are no word of their own", () => {
    for (const word of ["the", "someone", "tuesday", "others", "hundreds", "tuesdays", "mr"]) expect(isUncounted(word, indexOf), word).toBe(true);
  });
  it("counts a word of the word set that only looks like an inflection of one (red, butter, best, owner)", () => {
    for (const word of ["red", "butter", "best", "owner", "bed", "thing", "shoulder"]) expect(isUncounted(word, indexOf), word).toBe(false);
  });
});

describe("bandCoverage", () => {
  const text = "Anna and Sam went to the bus stop on Monday with two umbrellas. Yes, hello!";

  it("counts the running words by their headwords' bands, uncounted words and names aside", () => {
    const coverage = bandCoverage(text, 0, indexOf, new Set(["anna", "sam"]));
    expect(coverage).toEqual({
      counted: 4,
      within: 3,
      share: 0.75,
      outside: [{ written: "umbrellas", headword: "umbrella", band: 2 }],
    });
    expect(bandCoverage(text, 2, indexOf, new Set(["anna", "sam"])).share).toBe(1);
  });

  it("counts names the header leaves out as words outside the set", () => {
    const coverage = bandCoverage(text, 2, indexOf);
    expect(coverage.counted).toBe(6);
    expect(coverage.outside).toEqual([
      { written: "Anna", headword: null, band: null },
      { written: "Sam", headword: null, band: null },
    ]);
  });

  it("is whole for a text with nothing to count", () => {
    expect(bandCoverage("", 0, indexOf)).toEqual({ counted: 0, within: 0, share: 1, outside: [] });
    expect(bandCoverage("The one and the two? No, nobody, on Friday. Okay!", 0, indexOf)).toMatchObject({ counted: 0, share: 1 });
  });

  it("leaves out grammar words, stand-ins, numbers, days and months, and spoken words", () => {
    for (const word of ["the", "would", "someone", "nothing", "seven", "monday", "june", "yes", "hello", "okay"])
      expect(UNCOUNTED_WORDS.has(word), word).toBe(true);
    for (const word of ["umbrella", "child", "go"]) expect(UNCOUNTED_WORDS.has(word), word).toBe(false);
  });
});
