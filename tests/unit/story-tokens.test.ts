// A story's text as its page renders it (lib/stories/story-tokens.ts,
// lib/stories/story-reading.ts): which running words become word spans with
// their headword's index (counted words of the word set) and which stay plain
// text (grammar words, numbers, the story's names, words outside the set),
// and the popover data of each distinct headword, over every real story.
import { describe, expect, it } from "vitest";
import { UNCOUNTED_WORDS } from "@/lib/reader/uncounted-words";
import { stories } from "@/lib/stories/stories";
import { firstDefinition, storyReading } from "@/lib/stories/story-reading";
import { segmentWords, storySegments, type StorySegment } from "@/lib/stories/story-tokens";
import { wordHref } from "@/lib/words/word-path";
import type { WordSense } from "@/lib/words/word-record";
import { wordSet } from "@/lib/words/word-set";

const TABLE: Record<string, number> = { child: 3, go: 5, stop: 7, cafe: 9, anna: 11, river: 20 };
const lookup = (word: string) => TABLE[word];
const joined = (segments: readonly StorySegment[]) => segments.map((segment) => (typeof segment === "string" ? segment : segment[0])).join("");

describe("storySegments", () => {
  it("makes a word span of each counted word with its headword's index, inflections and accents included", () => {
    const paragraph = "Anna went to the café with two children, and didn't stop.";
    const segments = storySegments(paragraph, new Set(["anna"]), lookup);
    expect(segments).toEqual(["Anna ", ["went", 5], " to the ", ["café", 9], " with two ", ["children", 3], ", and didn't ", ["stop", 7], "."]);
    expect(joined(segments)).toBe(paragraph);
  });

  it("leaves plain the story's names (whatever their case), uncounted words and words outside the set", () => {
    expect(storySegments("ANNA and Quixlorb saw the river on Monday.", new Set(["anna"]), lookup)).toEqual([
      "ANNA and Quixlorb saw the ",
      ["river", 20],
      " on Monday.",
    ]);
    // Not a name in this story: the word set's word.
    expect(storySegments("Anna", new Set(), lookup)).toEqual([["Anna", 11]]);
    expect(storySegments("", new Set(), lookup)).toEqual([]);
  });

  it("lists the distinct words of paragraphs in order of first use", () => {
    expect(
      segmentWords([
        [["went", 5], " ", ["go", 5]],
        [["stop", 7], " and ", ["goes", 5]],
      ]),
    ).toEqual([5, 7]);
  });
});

describe("firstDefinition", () => {
  const sense = (definition: string, learner?: string): WordSense => ({
    partOfSpeech: "noun",
    definition,
    examples: [],
    synonyms: [],
    antonyms: [],
    ...(learner ? { learner: { definition: learner, typed: true } } : {}),
  });

  it("is the first sense's learner wording, else its own definition", () => {
    expect(firstDefinition([sense("a domestic animal", "an animal kept at home"), sense("other", "other learner")])).toBe("an animal kept at home");
    expect(firstDefinition([sense("a domestic animal"), sense("other", "other learner")])).toBe("a domestic animal");
    expect(firstDefinition([])).toBe("");
  });
});

describe("every story's text", () => {
  const byIndex = new Map(wordSet().alphabetical.map((entry) => [entry.index, entry]));

  for (const story of stories()) {
    it(`${story.slug}: reads as written, with a span for each counted word and a popover for each headword`, () => {
      const { paragraphs, words } = storyReading(story);
      expect(paragraphs.map(joined)).toEqual(story.paragraphs);
      const spans = paragraphs.flat().filter((segment) => typeof segment !== "string");
      expect(spans.filter(([text]) => UNCOUNTED_WORDS.has(text.toLowerCase()))).toEqual([]);
      expect(words.map((word) => word.index)).toEqual(segmentWords(paragraphs));
      for (const word of words) {
        const entry = byIndex.get(word.index)!;
        expect(word).toEqual({ index: entry.index, word: entry.word, definition: firstDefinition(entry.details) });
        // The popover's link, made in the browser from the word, is the word's page.
        expect(wordHref(word.word)).toBe(entry.href);
        expect(word.definition.length).toBeGreaterThan(0);
      }
      // Every word the story teaches is a word to press in its text.
      expect(story.teaches.every((taught) => words.some((word) => word.index === taught.index))).toBe(true);
    });
  }
});
