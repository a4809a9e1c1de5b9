// The graded stories as the pages read them (lib/stories/stories.ts): each
// story's facts, the words it teaches and the stories that use a word, on
// three fixture stories (tests/fixtures/stories/), and the library of the
// real folder as the pages get it. The rules every real story keeps:
// tests/tooling/stories.test.ts.
import { describe, expect, it } from "vitest";
import { bandLabel, bandScope, readingTimeLabel, storyFitLabel } from "@/lib/stories/story-labels";
import { readingMinutes, stories, storiesToReadWord, storiesUsingWord, storyBySlug, storyLibrary } from "@/lib/stories/stories";
import { storySlugOf, storySlugs } from "@/lib/stories/story-files";
import { bandSectionId, storyHref } from "@/lib/stories/story-path";
import { bandOf } from "@/lib/words/bands";
import { wordHref } from "@/lib/words/word-path";
import { wordSet } from "@/lib/words/word-set";
import { fixtureStoryFiles } from "./support/fixture-stories";

const FIXTURE_FILES = fixtureStoryFiles();
const library = storyLibrary(FIXTURE_FILES);
const indexOf = (word: string) => wordSet().byWord.get(word)!.index;

describe("a story library", () => {
  it("takes the files named by a slug as stories, and lists them by band, then title", () => {
    expect(FIXTURE_FILES.map(({ slug }) => slug).sort()).toEqual(["apples-in-the-garden", "bread-for-breakfast", "the-walk-home"]);
    expect(["the-red-hat.md", "README.md", "LICENSE.md", "the_red_hat.md", "the-red-hat.txt", "-red.md"].map(storySlugOf)).toEqual([
      "the-red-hat",
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(library.list.map((story) => [story.band, story.title])).toEqual([
      [0, "Bread for Breakfast"],
      [0, "The Walk Home"],
      [1, "Apples in the Garden"],
    ]);
  });

  it("gives each story its header, paragraphs, page and length", () => {
    const story = library.bySlug.get("the-walk-home")!;
    expect(story).toMatchObject({
      slug: "the-walk-home",
      title: "The Walk Home",
      band: 0,
      href: "/learn_with_story/the-walk-home",
      wordCount: 72,
      minutes: 1,
    });
    expect(story.description).toMatch(/^Rose and Tom walk home/);
    expect(story.paragraphs).toHaveLength(2);
    expect(story.paragraphs[1]).toMatch(/^Rose laughed\. "We won't stay long\./);
  });

  it("teaches the distinct headwords of its own band it uses, commonest first", () => {
    const taught = library.bySlug.get("the-walk-home")!.teaches;
    const words = taught.map(({ word }) => word);
    // Inflections count as their headword, a UK spelling as the word's own entry.
    expect(words).toEqual(expect.arrayContaining(["child", "go", "stop", "laugh", "walk", "shoe", "rain", "neighbor", "color"]));
    // Not a name (Rose is not "rise", Tom not "tom"), nor an uncounted word, nor a word of another band (bread, wet, umbrella).
    for (const word of ["rise", "tom", "the", "do", "will", "can", "bread", "wet", "umbrella"]) expect(words, word).not.toContain(word);
    expect(new Set(words).size).toBe(words.length);
    expect(taught.map(({ index }) => index)).toEqual(taught.map(({ index }) => index).sort((a, b) => a - b));
    for (const { word, index, href } of taught) {
      expect(bandOf(index), word).toBe(0);
      expect(index).toBe(indexOf(word));
      expect(href).toBe(wordHref(word));
    }
    expect(library.bySlug.get("apples-in-the-garden")!.teaches.map(({ word }) => word)).toEqual(["apple", "bread", "basket"]);
  });

  it("knows the stories that use a word, an inflection included, names aside", () => {
    const usingWord = (word: string) => (library.byWordIndex.get(indexOf(word)) ?? []).map((story) => story.slug);
    expect(usingWord("bread")).toEqual(["bread-for-breakfast", "the-walk-home", "apples-in-the-garden"]);
    expect(usingWord("go")).toEqual(["the-walk-home"]);
    expect(usingWord("pick")).toEqual(["apples-in-the-garden"]);
    expect(usingWord("rise")).toEqual([]);
  });

  it("takes a minute for every 200 words, rounded up, at least one", () => {
    expect([0, 1, 200, 201, 400, 401, 600].map(readingMinutes)).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });

  it("refuses a story that breaks the format, naming it", () => {
    expect(() => storyLibrary([...FIXTURE_FILES, { slug: "no-header", source: "Just a paragraph.\n" }])).toThrow("no-header: no header between --- lines");
  });
});

describe("the stories of prisma/data/stories", () => {
  it("are read once, each found by its slug", () => {
    expect(stories()).toBe(stories());
    expect(
      stories()
        .map((story) => story.slug)
        .sort(),
    ).toEqual(storySlugs());
    for (const story of stories()) expect(storyBySlug(story.slug)).toBe(story);
    expect(storyBySlug("no-such-story")).toBeUndefined();
  });

  it("are found by the words they teach", () => {
    for (const story of stories()) {
      for (const { index } of story.teaches) expect(storiesUsingWord(index)).toContain(story);
    }
    expect(storiesUsingWord(-1)).toEqual([]);
  });
});

describe("the stories a word's page offers", () => {
  const offered = (word: string, from?: typeof library) => storiesToReadWord(indexOf(word), from).map((story) => story.slug);

  it("are the stories that use the word, an inflection included, easiest first", () => {
    expect(offered("pick", library)).toEqual(["apples-in-the-garden"]);
    expect(offered("go", library)).toEqual(["the-walk-home"]);
    expect(offered("bread", library)).toEqual(["bread-for-breakfast", "the-walk-home", "apples-in-the-garden"]);
  });

  it("are none for a word no story uses", () => {
    expect(offered("rise", library)).toEqual([]);
    expect(storiesToReadWord(-1)).toEqual([]);
  });

  it("are at most 3, the first of the library's stories that use it", () => {
    const go = indexOf("go");
    expect(storiesUsingWord(go).length).toBeGreaterThan(3);
    expect(storiesToReadWord(go)).toEqual(storiesUsingWord(go).slice(0, 3));
    expect(storiesToReadWord(go)).toHaveLength(3);
    for (const story of stories()) {
      for (const { index } of story.teaches) {
        const offer = storiesToReadWord(index);
        expect(offer.length).toBeLessThanOrEqual(3);
        if (offer.length < 3) expect(offer).toContain(story);
      }
    }
  });
});

describe("what people read about a story", () => {
  it("counts bands from 1 and says what a band covers", () => {
    expect(bandLabel(0)).toBe("Band 1");
    expect(bandLabel(9)).toBe("Band 10");
    expect(bandScope(1)).toBe("Within the commonest 2,000 words");
    expect(readingTimeLabel(3)).toBe("3 min read");
    expect(bandSectionId(2)).toBe("band-3");
    expect(storyHref("the-red-hat")).toBe("/learn_with_story/the-red-hat");
  });

  it("says how a story fits a learner: the share known rounded down, and their due words it uses", () => {
    expect(storyFitLabel({ known: 0.9999, due: 4 })).toBe("99% of its words known · 4 of your due words");
    expect(storyFitLabel({ known: 0.949, due: 1 })).toBe("94% of its words known · 1 of your due words");
    expect(storyFitLabel({ known: 0.29, due: 0 })).toBe("29% of its words known");
    expect(storyFitLabel({ known: 1, due: 0 })).toBe("100% of its words known");
  });
});
