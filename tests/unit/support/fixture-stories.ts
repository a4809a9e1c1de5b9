// The fixture stories (tests/fixtures/stories/): three small files the unit
// tests build a story library from, in place of prisma/data/stories/.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { StorySource } from "@/lib/stories/stories";
import { storySlugOf } from "@/lib/stories/story-files";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/stories");

/** The fixture folder's story files, as the library reads prisma/data/stories/: the files named by a slug. */
export function fixtureStoryFiles(): StorySource[] {
  return readdirSync(FIXTURES)
    .map((name) => storySlugOf(name))
    .filter((slug) => slug !== null)
    .map((slug) => ({ slug, source: readFileSync(path.join(FIXTURES, `${slug}.md`), "utf8") }));
}
