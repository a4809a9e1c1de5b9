// Learn with Story's calls for the bench: the reader on a text at its limit
// (20,000 characters, about 3,500 words: the 5,000-word figure is past
// what the call takes), one caller at a time as a learner pastes a text, and
// the stories ranked for a learner.
import { parseStoryFile } from "../../lib/stories/story-file";
import { storySlugs, storySource } from "../../lib/stories/story-files";
import { MAX_TEXT_CHARACTERS } from "../../lib/reader/schema";

/** Real English at the reader's limit: the stories' paragraphs one after another, cut at the last whole paragraph that fits. */
export function readerBenchText(): string {
  let text = "";
  for (const slug of storySlugs()) {
    for (const paragraph of parseStoryFile(slug, storySource(slug)).paragraphs) {
      const next = text ? `${text}\n\n${paragraph}` : paragraph;
      if (next.length > MAX_TEXT_CHARACTERS) return text;
      text = next;
    }
  }
  return text;
}

export type SequentialFigures = { calls: number; medianMs: number; worstMs: number; failed: number };

/** `count` calls one after another (after 2 to warm up): the median and the worst. */
export async function timeSequential(count: number, call: () => Promise<Response>): Promise<SequentialFigures> {
  const times: number[] = [];
  let failed = 0;
  for (let round = -2; round < count; round += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) failed += 1;
    else if (round >= 0) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { calls: times.length, medianMs: times[Math.floor(times.length / 2)] ?? NaN, worstMs: times.at(-1) ?? NaN, failed };
}
