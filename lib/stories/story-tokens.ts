// A story's paragraphs cut for its page: plain text, and each running word
// that counts, with its headword's word-set index, so the page can offer the
// word's meaning and mark it for a learner. A word counts as the library
// counts the words a story uses and teaches (./stories.ts), so every word it
// teaches can be pressed. Pure: the page builds it at build time, the unit
// tests check it, the browser only reads it.
import { headwordOf, type WordIndexLookup } from "@/lib/reader/headword";
import { textTokens } from "@/lib/reader/tokens";
import { isUncounted } from "@/lib/reader/uncounted-words";

/** Plain text, or a counted word as written with its headword's index. A tuple, to keep the page's payload small. */
export type StorySegment = string | [text: string, index: number];

/** A story word as its popover shows it: the headword and its first sense in learner's words (its page is wordHref(word)). */
export type StoryWord = { index: number; word: string; definition: string };

/**
 * `paragraph` as segments that join back into it: a word becomes a word
 * segment unless it is uncounted (grammar words, numbers, days), one of the
 * story's `names`, or outside the word set; neighbouring plain text is one
 * segment.
 */
export function storySegments(paragraph: string, names: ReadonlySet<string>, indexOf: WordIndexLookup): StorySegment[] {
  const segments: StorySegment[] = [];
  let plain = "";
  let at = 0;
  for (const token of textTokens(paragraph)) {
    if (isUncounted(token.word, indexOf) || names.has(token.word)) continue;
    const headword = headwordOf(token.word, indexOf);
    if (!headword) continue;
    plain += paragraph.slice(at, token.start);
    if (plain) segments.push(plain);
    plain = "";
    segments.push([token.text, headword.index]);
    at = token.end;
  }
  plain += paragraph.slice(at);
  if (plain) segments.push(plain);
  return segments;
}

/** The distinct word indexes of paragraphs' segments, in order of first use. */
export function segmentWords(paragraphs: readonly (readonly StorySegment[])[]): number[] {
  const seen = new Set<number>();
  for (const segments of paragraphs) for (const segment of segments) if (typeof segment !== "string") seen.add(segment[1]);
  return [...seen];
}
