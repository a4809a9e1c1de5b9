// Every graded story of prisma/data/stories/ keeps the rules of
// docs/stories.md (STORY_RULES), as `npm run stories:check` prints them: its header parses,
// it is 150–600 running words long, and at least 95 % of the words counted
// are in its band or below. The library as a whole: titles unique, every
// file's name a slug (so, slugs unique), at least 4 stories in each of
// Bands 1–10 and 60 in all.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bandCoverage } from "@/lib/reader/coverage";
import { textTokens } from "@/lib/reader/tokens";
import { MARK_LIMITS } from "@/lib/marks/schema";
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from "@/lib/seo/word-description";
import { parseStoryFile, STORY_RULES, type StoryFile } from "@/lib/stories/story-file";
import { storySlugOf, storySlugs, storySource } from "@/lib/stories/story-files";
import { wordSet } from "@/lib/words/word-set";
import { ROOT } from "@/scripts/lib/child-process";

const { minWords: MIN_WORDS, maxWords: MAX_WORDS, minCoverage: MIN_COVERAGE } = STORY_RULES;
/** Bands as learners count them, each with at least MIN_PER_BAND stories. */
const FILLED_BANDS = Array.from({ length: 10 }, (_, i) => i + 1);
const MIN_PER_BAND = 4;
const MIN_STORIES = 60;

const slugs = storySlugs();
const indexOf = (word: string) => wordSet().byWord.get(word)?.index;

/** The story's file, parsed, or the reason it does not parse. */
function read(slug: string): StoryFile | Error {
  try {
    return parseStoryFile(slug, storySource(slug));
  } catch (error) {
    return error as Error;
  }
}

/** The .md files of the folder that are meant as stories: every one but the licence. */
function storyFileNames(): string[] {
  return readdirSync(path.join(ROOT, "prisma/data/stories")).filter((name) => name.endsWith(".md") && name !== "LICENSE.md");
}

const files = new Map(slugs.map((slug) => [slug, read(slug)]));
const parsed = [...files.values()].filter((file): file is StoryFile => !(file instanceof Error));

describe("every story file", () => {
  it("is found", () => {
    expect(slugs.length).toBeGreaterThan(0);
  });

  describe.each(slugs)("%s", (slug) => {
    const file = files.get(slug)!;

    it("has a header that parses, with a description of 110–160 characters", () => {
      if (file instanceof Error) return expect.fail(file.message);
      expect(file.description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN_LENGTH);
      expect(file.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
      expect(file.paragraphs.length).toBeGreaterThan(0);
    });

    it(`is ${MIN_WORDS}–${MAX_WORDS} running words long`, () => {
      if (file instanceof Error) return expect.fail(file.message);
      const words = textTokens(file.paragraphs.join("\n\n")).length;
      expect(words).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(words).toBeLessThanOrEqual(MAX_WORDS);
    });

    it(`has at least ${MIN_COVERAGE * 100} % of its counted words in its band or below`, () => {
      if (file instanceof Error) return expect.fail(file.message);
      const coverage = bandCoverage(file.paragraphs.join("\n\n"), file.band, indexOf, file.names);
      const above = coverage.outside.map(({ written, headword, band }) => `${written} (${headword ? `band ${band! + 1}` : "not in the word set"})`);
      expect(coverage.share, `above band ${file.band + 1}: ${above.join(", ")}`).toBeGreaterThanOrEqual(MIN_COVERAGE);
    });

    it("has a slug short enough to be a favourite's item", () => {
      expect(slug.length).toBeLessThanOrEqual(MARK_LIMITS.itemId);
    });
  });
});

describe("the library", () => {
  it("has no two stories with one title", () => {
    const titles = parsed.map((file) => file.title.toLowerCase());
    expect(titles.filter((title, position) => titles.indexOf(title) !== position)).toEqual([]);
  });

  it("has no story file whose name is not a slug (the site would leave it out)", () => {
    expect(storyFileNames().filter((name) => storySlugOf(name) === null)).toEqual([]);
  });

  it(`has at least ${MIN_PER_BAND} stories in each of Bands ${FILLED_BANDS[0]}–${FILLED_BANDS.at(-1)}, and ${MIN_STORIES} in all`, () => {
    const perBand = new Map<number, number>();
    for (const file of parsed) perBand.set(file.band + 1, (perBand.get(file.band + 1) ?? 0) + 1);
    const short = FILLED_BANDS.filter((band) => (perBand.get(band) ?? 0) < MIN_PER_BAND).map((band) => `Band ${band}: ${perBand.get(band) ?? 0}`);
    expect(short, `bands with fewer than ${MIN_PER_BAND} stories`).toEqual([]);
    expect(slugs.length).toBeGreaterThanOrEqual(MIN_STORIES);
  });
});
