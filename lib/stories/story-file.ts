// A graded story as written in prisma/data/stories/<slug>.md: a short header
// (title, band as learners see it, description, the characters' names) and
// paragraphs separated by blank lines. docs/stories.md says how to write one.
import { z } from "zod";

export type StoryFile = {
  slug: string;
  title: string;
  /** Band of the word set, from 0 (the commonest 1,000 words); the file says it as learners see it, from 1. */
  band: number;
  description: string;
  /** Lower-case names of people and places, counted as neither known nor new. */
  names: ReadonlySet<string>;
  paragraphs: string[];
};

/** What a story must keep (docs/stories.md): its length in running words, and the share of its counted words in its band or below. */
export const STORY_RULES = { minWords: 150, maxWords: 600, minCoverage: 0.95 } as const;

const header = z.object({
  title: z.string().min(1).max(80),
  band: z.coerce.number().int().min(1).max(17),
  description: z.string().min(110).max(160),
  names: z.string().default(""),
});

export function parseStoryFile(slug: string, source: string): StoryFile {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${slug}: no header between --- lines`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const parsed = header.safeParse(fields);
  if (!parsed.success) throw new Error(`${slug}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
  const names = new Set(
    parsed.data.names
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name.length > 0),
  );
  const paragraphs = match[2]!
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph.length > 0);
  return { slug, title: parsed.data.title, band: parsed.data.band - 1, description: parsed.data.description, names, paragraphs };
}
