// npx tsx scripts/story-check.ts [slug…]: each graded story's length and its
// coverage at its band, with the words above it. Exits 1 when a story breaks
// a rule of docs/stories.md.
import { readFileSync } from "node:fs";
import path from "node:path";
import { bandCoverage } from "@/lib/reader/coverage";
import { textTokens } from "@/lib/reader/tokens";
import { parseStoryFile } from "@/lib/stories/story-file";
import { storySlugs, storySource } from "@/lib/stories/story-files";

const index = new Map<string, number>();
readFileSync(path.join(process.cwd(), "prisma/data/words.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.length > 0)
  .forEach((line, position) => {
    const record = JSON.parse(line) as { word: string; variants?: string[] };
    for (const word of [record.word, ...(record.variants ?? [])]) if (!index.has(word.toLowerCase())) index.set(word.toLowerCase(), position);
  });

const slugs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : storySlugs();
let failed = 0;
for (const slug of slugs) {
  try {
    const story = parseStoryFile(slug, storySource(slug.replace(/\.md$/, "")));
    const text = story.paragraphs.join("\n\n");
    const words = textTokens(text).length;
    const coverage = bandCoverage(text, story.band, (word) => index.get(word), story.names);
    const problems = [
      words < 150 || words > 600 ? `${words} words (150–600)` : null,
      coverage.share < 0.95 ? `coverage ${(coverage.share * 100).toFixed(1)} % (≥ 95 %)` : null,
    ].filter(Boolean);
    if (problems.length > 0) failed += 1;
    console.log(
      `${problems.length > 0 ? "FAIL" : "ok  "} ${slug}: band ${story.band + 1}, ${words} words, coverage ${(coverage.share * 100).toFixed(1)} %${problems.length ? ` — ${problems.join(", ")}` : ""}`,
    );
    if (coverage.outside.length > 0) {
      console.log(
        `     above band: ${coverage.outside.map((word) => `${word.written}${word.headword ? ` (${word.headword}, band ${word.band! + 1})` : " (not in the word set)"}`).join(", ")}`,
      );
    }
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${slug}: ${(error as Error).message}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
