// The committed word set's order (prisma/data/words.jsonl, line = index):
// commonness, not the alphabet; everyday words early; bands of 1,000; the
// US/UK pairs and the advanced words of prisma/data/advanced-words.txt in it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { WordRecord } from "@/lib/words/word-record";
import { BAND_SIZE } from "@/lib/words/bands";
import { readAdvancedWords, WORDS_FILE, wordsPerBand } from "../../scripts/build-words";

const records = readFileSync(WORDS_FILE, "utf8")
  .split("\n")
  .filter((line) => line.length > 0)
  .map((line) => JSON.parse(line) as WordRecord);
const indexOf = new Map(records.map((record, index) => [record.word, index]));

/** Words a learner meets in the first weeks of any course. */
const EVERYDAY_WORDS = [
  "bus",
  "egg",
  "bread",
  "banana",
  "breakfast",
  "birthday",
  "apple",
  "chair",
  "kitchen",
  "hungry",
  "milk",
  "cheese",
  "orange",
  "table",
  "window",
  "door",
  "shoe",
  "shirt",
  "dog",
  "cat",
  "rain",
  "snow",
  "teacher",
  "school",
  "doctor",
  "hospital",
  "train",
  "ticket",
  "sandwich",
  "pencil",
  "umbrella",
  "cousin",
  "grandmother",
  "color",
  "favorite",
];

describe("the order of the word set", () => {
  it("has no alphabetical run of 30 or more consecutive words", () => {
    let longest = 1;
    let run = 1;
    for (let i = 1; i < records.length; i += 1) {
      run = records[i]!.word > records[i - 1]!.word ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeLessThan(30);
  });

  it("puts everyday words among the first 2,500", () => {
    const late = EVERYDAY_WORDS.map((word) => [word, indexOf.get(word) ?? -1] as const).filter(([, index]) => index < 0 || index >= 2500);
    expect(late).toEqual([]);
  });

  it("ranks the commonest words first", () => {
    for (const [common, rarer] of [
      ["go", "bus"],
      ["house", "banana"],
      ["water", "sandwich"],
      ["eat", "ubiquitous"],
      ["bread", "exacerbate"],
    ] as const) {
      expect(indexOf.get(common)!).toBeLessThan(indexOf.get(rarer)!);
    }
  });

  it("makes bands of 1,000 headwords each, the last one short", () => {
    const bands = wordsPerBand(records.length);
    expect(bands.slice(0, -1).every((size) => size === BAND_SIZE)).toBe(true);
    expect(bands.at(-1)!).toBeGreaterThan(0);
  });
});

describe("US and UK spellings", () => {
  it("has the words spelled differently, under the US spelling with the UK one as a variant", () => {
    const pairs: [string, string][] = [
      ["color", "colour"],
      ["center", "centre"],
      ["favorite", "favourite"],
      ["behavior", "behaviour"],
      ["neighbor", "neighbour"],
      ["theater", "theatre"],
      ["realize", "realise"],
      ["organize", "organise"],
      ["analyze", "analyse"],
      ["gray", "grey"],
      ["defense", "defence"],
      ["humor", "humour"],
    ];
    for (const [us, uk] of pairs) {
      const record = records[indexOf.get(us) ?? -1];
      expect(record?.variants, us).toContain(uk);
      expect(indexOf.has(uk), uk).toBe(false);
    }
  });
});

describe("advanced words", () => {
  it("has at least 90 percent of the at least 120 listed academic and exam words", () => {
    const listed = readAdvancedWords();
    expect(listed.length).toBeGreaterThanOrEqual(120);
    const missing = listed.filter((word) => !indexOf.has(word));
    expect(missing.length / listed.length).toBeLessThanOrEqual(0.1);
    for (const word of ["ameliorate", "exacerbate", "serendipity", "taciturn", "sycophant", "ubiquitous"]) expect(indexOf.has(word), word).toBe(true);
  });
});
