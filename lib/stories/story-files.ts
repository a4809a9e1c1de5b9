// Where the graded stories live and which files there are stories: one
// prisma/data/stories/<slug>.md each, its name a slug (LICENSE.md is not one).
// Without the word set or server-only, so the build's list of prerendered
// pages (lib/http/static-pages.ts) and the story checker can read it too.
// Every path is written out from process.cwd() here: the build traces a read
// it cannot resolve to this folder by taking in the whole project.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A story's slug: its title in lower case, words joined by "-". */
export const STORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The story a file of the folder holds, by its name ("the-red-hat.md" → "the-red-hat"), or null for a file that is no story. */
export function storySlugOf(fileName: string): string | null {
  const slug = fileName.endsWith(".md") ? fileName.slice(0, -".md".length) : null;
  return slug !== null && STORY_SLUG.test(slug) ? slug : null;
}

/** The slugs of the story files, sorted. */
export function storySlugs(): string[] {
  return readdirSync(path.join(process.cwd(), "prisma/data/stories"))
    .map(storySlugOf)
    .filter((slug) => slug !== null)
    .sort();
}

/** The text of a story's file. */
export function storySource(slug: string): string {
  return readFileSync(path.join(process.cwd(), "prisma/data/stories", `${slug}.md`), "utf8");
}
