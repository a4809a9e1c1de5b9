// What the "Your own text" page draws from an analysed text (./analyse.ts):
// the text cut into plain runs and counted words, and the coverage as counts
// with their share. Pure, so the page's client part and the unit tests share it.
import type { AnalysedText, ReaderWord, WordStatus } from "./analyse";

/** A run of the text: plain (`word` null) or one counted word, its headword's entry beside it (null: outside the word set). */
export type TextSegment = { text: string; word: ReaderWord | null; counted: boolean };

/** `text` cut at the analysed tokens' offsets, so that joined again the segments are the text itself. */
export function textSegments(text: string, analysed: Pick<AnalysedText, "tokens" | "words">): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end, place] of analysed.tokens) {
    if (start < at || end > text.length) continue;
    if (start > at) segments.push({ text: text.slice(at, start), word: null, counted: false });
    segments.push({ text: text.slice(start, end), word: place === null ? null : (analysed.words[place] ?? null), counted: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), word: null, counted: false });
  return segments;
}

/** A whole percentage of `part` in `total` (0 of nothing). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

export const STATUS_LABELS: Record<WordStatus, string> = { known: "known", review: "in review", new: "new" };

/** The coverage as the page lists it: each status's running words and share of the words counted. */
export function coverageRows(coverage: AnalysedText["coverage"]): { status: WordStatus; label: string; count: number; percent: number }[] {
  return (["known", "review", "new"] as const).map((status) => ({
    status,
    label: STATUS_LABELS[status],
    count: coverage[status],
    percent: percentOf(coverage[status], coverage.counted),
  }));
}
