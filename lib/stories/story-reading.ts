import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { wordSet, type WordEntry } from "@/lib/words/word-set";
import { parseStoryFile } from "./story-file";
import { storySource } from "./story-files";
import type { Story } from "./stories";
import { segmentWords, storySegments, type StorySegment, type StoryWord } from "./story-tokens";

// What a story's page gives its text at build time: the paragraphs cut into
// words (./story-tokens.ts) and, for each distinct headword, what its popover
// shows: only the story's own headwords, and no page address the browser can
// make itself (lib/words/word-path.ts), to keep the page's payload small.

export type StoryReading = { paragraphs: StorySegment[][]; words: StoryWord[] };

/**
 * The definition a word's popover shows: the sense its page shows first, in
 * Lexi's learner wording when that sense has one, else as the page words it.
 */
export function firstDefinition(details: readonly WordSense[]): string {
  const first = details[0];
  return first?.learner?.definition ?? first?.definition ?? "";
}

/** The word set's lookup, lower case → index. */
function indexOf(word: string): number | undefined {
  return wordSet().byWord.get(word)?.index;
}

let byIndex: ReadonlyMap<number, WordEntry> | undefined;

/** The word set by index, built once per process (each story page reads a few hundred). */
function entryAt(index: number): WordEntry {
  byIndex ??= new Map(wordSet().alphabetical.map((entry) => [entry.index, entry]));
  return byIndex.get(index)!;
}

export function storyReading(story: Pick<Story, "slug" | "paragraphs">): StoryReading {
  // The names are the file's alone (the library keeps none): they stay plain text.
  const { names } = parseStoryFile(story.slug, storySource(story.slug));
  const paragraphs = story.paragraphs.map((paragraph) => storySegments(paragraph, names, indexOf));
  const words = segmentWords(paragraphs).map((index): StoryWord => {
    const entry = entryAt(index);
    return { index, word: entry.word, definition: firstDefinition(entry.details) };
  });
  return { paragraphs, words };
}
