import "server-only";
import { headwordOf } from "@/lib/reader/headword";
import { textTokens } from "@/lib/reader/tokens";
import { isUncounted } from "@/lib/reader/uncounted-words";
import { bandOf } from "@/lib/words/bands";
import { wordSet, type WordEntry } from "@/lib/words/word-set";
import { parseStoryFile } from "./story-file";
import { storySlugs, storySource } from "./story-files";
import { storyHref } from "./story-path";

// The graded stories as the library and the story pages show them, read from
// prisma/data/stories/*.md once per process, as the word set is: every page
// that shows them is prerendered, so in production that is the build.

/** A learner's reading pace, in running words a minute. */
const WORDS_PER_MINUTE = 200;

/** A word a story teaches, with its page. */
export type TaughtWord = { word: string; index: number; href: string };

export type Story = {
  slug: string;
  title: string;
  /** Band of the word set, from 0; learners see it as "Band 1" (./story-labels.ts). */
  band: number;
  description: string;
  paragraphs: readonly string[];
  href: string;
  /** Running words, names and grammar words included. */
  wordCount: number;
  /** Reading time in whole minutes, at least 1. */
  minutes: number;
  /** The distinct headwords of the story's own band that it uses, in word-set order (commonest first). */
  teaches: readonly TaughtWord[];
};

/** What a story's running words are, for measuring it against a learner's words (./story-fit.ts). */
export type StoryUsage = {
  story: Story;
  /** Running words counted (uncounted words and names aside), those outside the word set included. */
  counted: number;
  /** Headword index → its running words in the story. */
  words: ReadonlyMap<number, number>;
};

export type StoryLibrary = {
  /** Every story, by band, then title. */
  list: readonly Story[];
  /** Each story's running words, in list order. */
  usage: readonly StoryUsage[];
  bySlug: ReadonlyMap<string, Story>;
  /** Word index → the stories whose text uses that headword, in list order. */
  byWordIndex: ReadonlyMap<number, readonly Story[]>;
};

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A story and the word indexes of every headword it uses (names and uncounted words aside, as coverage has them). */
function readStory(slug: string, source: string, byWord: ReadonlyMap<string, WordEntry>): StoryUsage {
  const file = parseStoryFile(slug, source);
  const tokens = textTokens(file.paragraphs.join("\n\n"));
  const indexOf = (word: string) => byWord.get(word)?.index;
  const uses = new Map<number, number>();
  let counted = 0;
  const taught = new Map<number, TaughtWord>();
  for (const token of tokens) {
    if (isUncounted(token.word, indexOf) || file.names.has(token.word)) continue;
    counted += 1;
    const headword = headwordOf(token.word, indexOf);
    if (!headword) continue;
    uses.set(headword.index, (uses.get(headword.index) ?? 0) + 1);
    if (bandOf(headword.index) !== file.band || taught.has(headword.index)) continue;
    // The headword's entry, for its spelling and page: "colour" teaches color.
    const entry = byWord.get(headword.word)!;
    taught.set(headword.index, { word: entry.word, index: entry.index, href: entry.href });
  }
  const story: Story = {
    slug,
    title: file.title,
    band: file.band,
    description: file.description,
    paragraphs: file.paragraphs,
    href: storyHref(slug),
    wordCount: tokens.length,
    minutes: readingMinutes(tokens.length),
    teaches: [...taught.values()].sort((a, b) => a.index - b.index),
  };
  return { story, counted, words: uses };
}

/** A story file: its slug and its text. */
export type StorySource = { slug: string; source: string };

/** The library of these story files, graded against the word set. Throws on a file that breaks the format (docs/stories.md). */
export function storyLibrary(files: readonly StorySource[]): StoryLibrary {
  const words = wordSet().byWord;
  const read = files.map(({ slug, source }) => readStory(slug, source, words));
  read.sort((a, b) => a.story.band - b.story.band || a.story.title.localeCompare(b.story.title, "en"));
  const byWordIndex = new Map<number, Story[]>();
  for (const { story, words: uses } of read) {
    for (const index of uses.keys()) {
      const list = byWordIndex.get(index);
      if (list) list.push(story);
      else byWordIndex.set(index, [story]);
    }
  }
  const list = read.map(({ story }) => story);
  return { list, usage: read, bySlug: new Map(list.map((story) => [story.slug, story])), byWordIndex };
}

let cached: StoryLibrary | undefined;

/** The library of prisma/data/stories/. */
function library(): StoryLibrary {
  return (cached ??= storyLibrary(storySlugs().map((slug) => ({ slug, source: storySource(slug) }))));
}

/** Every story, by band, then title. */
export function stories(): readonly Story[] {
  return library().list;
}

export function storyBySlug(slug: string): Story | undefined {
  return library().bySlug.get(slug);
}

/** Each story's running words, in the library's order. */
export function storyUsage(): readonly StoryUsage[] {
  return library().usage;
}

/** The stories whose text uses the headword at `index` (an inflection counts: "went" uses go). */
export function storiesUsingWord(index: number): readonly Story[] {
  return library().byWordIndex.get(index) ?? [];
}

/** How many stories a word's page offers to read it in. */
const WORD_PAGE_STORIES = 3;

/**
 * The stories a word's page offers: at most 3 that use the headword at
 * `index`, easiest first (the library's order: band, then title). A lookup in
 * the index the library builds once, so each of the ~16,000 prerendered word
 * pages costs one map read. `from` is for tests; the pages read prisma/data/stories/.
 */
export function storiesToReadWord(index: number, from?: StoryLibrary): readonly Story[] {
  return ((from ?? library()).byWordIndex.get(index) ?? []).slice(0, WORD_PAGE_STORIES);
}
