import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { idiomHref, type IdiomRecord } from "./idiom-record";

// The idioms (prisma/data/idioms.json, docs/idioms.md) as the pages and
// practice read them: a list of their own beside the word set, commonest
// first; an idiom's position in it is its id in practice. Read once per process.

const IDIOMS_FILE = path.join(process.cwd(), "prisma/data/idioms.json");

export type IdiomEntry = IdiomRecord & {
  /** Its position in idioms.json. */
  index: number;
  /** Its page's path: /words/<slug>. */
  href: string;
};

export type IdiomSet = {
  /** Commonest first, as in the file. */
  list: readonly IdiomEntry[];
  bySlug: ReadonlyMap<string, IdiomEntry>;
};

let cached: IdiomSet | undefined;

export function idiomSet(): IdiomSet {
  if (cached) return cached;
  const records = JSON.parse(readFileSync(IDIOMS_FILE, "utf8")) as IdiomRecord[];
  const list = records.map((record, index): IdiomEntry => ({ ...record, index, href: idiomHref(record.slug) }));
  cached = { list, bySlug: new Map(list.map((entry) => [entry.slug, entry])) };
  return cached;
}
