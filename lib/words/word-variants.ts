import "server-only";
import variants from "@/prisma/data/spelling-variants.json" with { type: "json" };

// The other spellings of the word set's headwords (color → colour), from
// prisma/data/spelling-variants.json, which `npm run words:build` writes
// beside words.jsonl: a few KB bundled with the code, so a cold start reads no
// word file for them. The database's words table has no column for them.

/** Headword (lower case) → its other spellings. */
const byHeadword = new Map<string, readonly string[]>(Object.entries(variants));

/** Other spelling (lower case) → its headword; the commonest headword wins a spelling two share. */
const byVariant = new Map<string, string>();
for (const [headword, spellings] of byHeadword) {
  for (const spelling of spellings) if (!byVariant.has(spelling.toLowerCase())) byVariant.set(spelling.toLowerCase(), headword);
}

/** A headword's other spellings (UK first), or undefined when it has none. */
export function variantsOf(headword: string): readonly string[] | undefined {
  return byHeadword.get(headword.toLowerCase());
}

/** Every other spelling with its headword, lower case: what the word search looks them up in. */
export function variantHeadwords(): ReadonlyMap<string, string> {
  return byVariant;
}
