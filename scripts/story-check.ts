// npm run stories:check -- [slug…]: each graded story's length and its
// coverage at its band, with the words above it. Exits 1 when a story breaks
// a rule of docs/stories.md (STORY_RULES, which tests/tooling/stories.test.ts
// holds every story to).
import { bandCoverage } from "@/lib/reader/coverage";
import { textTokens } from "@/lib/reader/tokens";
import { parseStoryFile, STORY_RULES } from "@/lib/stories/story-file";
import { storySlugs, storySource } from "@/lib/stories/story-files";
import { wordSet } from "@/lib/words/word-set";

const indexOf = (word: string) => wordSet().byWord.get(word)?.index;

const slugs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : storySlugs();
let failed = 0;
for (const slug of slugs) {
  try {
    const story = parseStoryFile(slug, storySource(slug.replace(/\.md$/, "")));
    const text = story.paragraphs.join("\n\n");
    const words = textTokens(text).length;
    const coverage = bandCoverage(text, story.band, indexOf, story.names);
    const { minWords, maxWords, minCoverage } = STORY_RULES;
    const problems = [
      words < minWords || words > maxWords ? `${words} words (${minWords}–${maxWords})` : null,
      coverage.share < minCoverage ? `coverage ${(coverage.share * 100).toFixed(1)} % (≥ ${minCoverage * 100} %)` : null,
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
