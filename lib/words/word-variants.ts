import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

// The other spellings of the word set's headwords (color → colour), read from
// prisma/data/words.jsonl once per process. The database's words table has no
// column for them, so what the API answers about a word takes them from here.
// Only the few hundred lines that carry `variants` are parsed.

const WORDS_FILE = path.join(process.cwd(), "prisma/data/words.jsonl");

type VariantTables = {
  /** Headword (lower case) → its other spellings. */
  byHeadword: ReadonlyMap<string, readonly string[]>;
  /** Other spelling (lower case) → its headword. */
  byVariant: ReadonlyMap<string, string>;
};

let cached: VariantTables | undefined;

function variantTables(): VariantTables {
  if (cached) return cached;
  const byHeadword = new Map<string, readonly string[]>();
  const byVariant = new Map<string, string>();
  for (const line of readFileSync(WORDS_FILE, "utf8").split("\n")) {
    if (!line.includes('"variants"')) continue;
    const record = JSON.parse(line) as { word: string; variants?: string[] };
    if (!record.variants?.length) continue;
    byHeadword.set(record.word.toLowerCase(), record.variants);
    for (const variant of record.variants) if (!byVariant.has(variant.toLowerCase())) byVariant.set(variant.toLowerCase(), record.word);
  }
  cached = { byHeadword, byVariant };
  return cached;
}

/** A headword's other spellings (UK first), or undefined when it has none. */
export function variantsOf(headword: string): readonly string[] | undefined {
  return variantTables().byHeadword.get(headword.toLowerCase());
}

/** Every other spelling with its headword, lower case: what the word search looks them up in. */
export function variantHeadwords(): ReadonlyMap<string, string> {
  return variantTables().byVariant;
}
