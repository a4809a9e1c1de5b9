// Which stories fit a learner (lib/stories/story-fit.ts): the share of a
// story's running words they know or review, the due words it uses, and the
// order the library and the home page show them in, on the fixture stories.
import { describe, expect, it } from "vitest";
import type { LearnerWords } from "@/lib/reader/analyse";
import { bandCoverage } from "@/lib/reader/coverage";
import { parseStoryFile } from "@/lib/stories/story-file";
import { FIT_DUE_WORDS, rankStories } from "@/lib/stories/story-fit";
import { storyLibrary } from "@/lib/stories/stories";
import { wordSet } from "@/lib/words/word-set";
import { fixtureStoryFiles } from "./support/fixture-stories";

const FILES = fixtureStoryFiles();
const library = storyLibrary(FILES);
const indexOf = (word: string) => wordSet().byWord.get(word)?.index;

const learner = (changes: Partial<LearnerWords> = {}): LearnerWords => ({
  level: 0,
  placed: false,
  deck: new Set(),
  due: new Set(),
  known: new Set(),
  ...changes,
});
/** A learner placed past every word: every story reads with ease but for the words outside the word set. */
const knowsAll = (changes: Partial<LearnerWords> = {}) => learner({ level: wordSet().alphabetical.length, placed: true, ...changes });
const usageOf = (slug: string) => library.usage.find((usage) => usage.story.slug === slug)!;

describe("rankStories", () => {
  it("measures a story as coverage does: running words known or reviewed over words counted, names aside, words outside the word set unknown", () => {
    for (const { slug, source } of FILES) {
      const file = parseStoryFile(slug, source);
      const expected = bandCoverage(file.paragraphs.join("\n\n"), 99, indexOf, file.names).share;
      const fit = rankStories(library.usage, knowsAll()).find((story) => story.slug === slug)!;
      expect(fit.known, slug).toBeCloseTo(expected, 10);
    }
    // Nothing known: no story reads with ease.
    expect(rankStories(library.usage, learner()).every((fit) => fit.known === 0 && !fit.fits)).toBe(true);
  });

  it("counts a word in the deck or marked known as known, whatever the level", () => {
    const home = usageOf("the-walk-home");
    const words = [...home.words.keys()];
    const fromDeck = rankStories(library.usage, learner({ deck: new Set(words) })).find((fit) => fit.slug === "the-walk-home")!;
    const marked = rankStories(library.usage, learner({ known: new Set(words) })).find((fit) => fit.slug === "the-walk-home")!;
    const placed = rankStories(library.usage, knowsAll()).find((fit) => fit.slug === "the-walk-home")!;
    expect(fromDeck.known).toBe(placed.known);
    expect(marked.known).toBe(placed.known);
  });

  it("puts first the stories that fit (read with ease and use at least 3 due words), most due words first", () => {
    const byUse = (slug: string) => [...usageOf(slug).words.keys()];
    const home = byUse("the-walk-home");
    const bread = byUse("bread-for-breakfast").filter((index) => !home.includes(index));
    // Every fixture story reads with ease for this learner (checked below); due: 4 words of the walk home, 3 of breakfast's own.
    const due = new Set([...home.slice(0, FIT_DUE_WORDS + 1), ...bread.slice(0, FIT_DUE_WORDS)]);
    const ranked = rankStories(library.usage, knowsAll({ due }));
    expect(ranked.every((fit) => fit.known >= 0.95)).toBe(true);
    expect(ranked.map((fit) => [fit.slug, fit.due, fit.fits])).toEqual([
      ["the-walk-home", FIT_DUE_WORDS + 1 + bread.filter((index) => home.includes(index)).length, true],
      ["bread-for-breakfast", expect.any(Number), true],
      ["apples-in-the-garden", expect.any(Number), false],
    ]);
    expect(ranked[1]!.due).toBeGreaterThanOrEqual(FIT_DUE_WORDS);
    expect(ranked[2]!.due).toBeLessThan(FIT_DUE_WORDS);
  });

  it("with fewer than 3 due words, no story fits: those that read with ease come first, the highest band first", () => {
    const ranked = rankStories(library.usage, knowsAll({ due: new Set([...usageOf("the-walk-home").words.keys()].slice(0, FIT_DUE_WORDS - 1)) }));
    expect(ranked.some((fit) => fit.fits)).toBe(false);
    expect(ranked.map((fit) => [fit.band, fit.slug])).toEqual([
      [1, "apples-in-the-garden"],
      [0, "bread-for-breakfast"],
      [0, "the-walk-home"],
    ]);
  });

  it("a story that does not read with ease comes after those that do, however many due words it uses", () => {
    // The two band-0 stories' words marked known; every word of Apples in the Garden due (and not in the deck).
    const known = new Set([...usageOf("bread-for-breakfast").words.keys(), ...usageOf("the-walk-home").words.keys()]);
    const ranked = rankStories(library.usage, learner({ placed: true, known, due: new Set(usageOf("apples-in-the-garden").words.keys()) }));
    const apples = ranked.at(-1)!;
    expect(apples.slug).toBe("apples-in-the-garden");
    expect(apples.known).toBeLessThan(0.95);
    expect(apples.due).toBeGreaterThanOrEqual(FIT_DUE_WORDS);
    expect(apples.fits).toBe(false);
    expect(ranked.slice(0, 2).every((fit) => fit.known >= 0.95)).toBe(true);
  });
});
