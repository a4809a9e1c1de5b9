// The word pages' meta descriptions (lib/seo/word-description.ts), over every
// word of the committed word set: long enough not to be thin, short enough not
// to be cut by search engines, and no two alike. Prints the figures.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, wordDescription } from "@/lib/seo/word-description";
import type { WordRecord } from "@/lib/words/word-record";
import { WORDS_FILE } from "../../scripts/build-words";

const records = readFileSync(WORDS_FILE, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as WordRecord);
const descriptions = records.map((record) => ({ word: record.word, description: wordDescription(record) }));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe("word page descriptions", () => {
  it(`are ${DESCRIPTION_MIN_LENGTH}–${DESCRIPTION_MAX_LENGTH} characters for every word, and unique`, () => {
    const lengths = descriptions.map(({ description }) => description.length);
    const duplicates = descriptions.length - new Set(descriptions.map(({ description }) => description)).size;
    console.log(
      `word page descriptions: ${descriptions.length} words, length median ${median(lengths)}, minimum ${Math.min(...lengths)}, ` +
        `maximum ${Math.max(...lengths)}, duplicates ${duplicates}`,
    );
    const outOfRange = descriptions.filter(({ description }) => description.length < DESCRIPTION_MIN_LENGTH || description.length > DESCRIPTION_MAX_LENGTH);
    expect(outOfRange.slice(0, 10)).toEqual([]);
    expect(duplicates).toBe(0);
  });

  it("begin with the word, its part of speech and its first definition", () => {
    const person = records.find((record) => record.word === "person")!;
    expect(wordDescription(person)).toMatch(/^person \(noun\): a human being\. Example: “there was too much for one person to do\.” Synonyms: individual, /);
    const wrong = descriptions.filter(({ word, description }) => !description.startsWith(`${word} (`));
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("cut a long definition at a word, with an ellipsis, and close a quotation they cut", () => {
    const long = "a very long definition that goes on and on about the word ".repeat(4).trim();
    const cut = wordDescription({
      word: "long",
      ipa: null,
      details: [{ partOfSpeech: "adjective", definition: long, examples: [], synonyms: [], antonyms: [] }],
    });
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(cut).toMatch(/^long \(adjective\): a very long definition .*[a-z]…$/);
    expect(cut).not.toMatch(/ (?:the|about|on|and)…$/);

    const example = "the example sentence is much longer than any description could ever hold, so it has to be cut somewhere in the middle of a clause or two";
    const quoted = wordDescription({
      word: "tiny",
      ipa: null,
      details: [{ partOfSpeech: "adjective", definition: "very small", examples: [example], synonyms: [], antonyms: [] }],
    });
    expect(quoted).toMatch(/^tiny \(adjective\): very small\. Example: “the example sentence .*[a-z]…”/);
    expect(quoted.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN_LENGTH);
  });

  it("fill out a word with little data with what the page offers", () => {
    const sparse = wordDescription({
      word: "go",
      ipa: null,
      details: [{ partOfSpeech: "verb", definition: "move", examples: [], synonyms: [], antonyms: [] }],
    });
    expect(sparse.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN_LENGTH);
    expect(sparse.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(sparse).toMatch(/^go \(verb\): move\. Learn what go means/);
    expect(sparse).not.toContain("…");
  });
});
