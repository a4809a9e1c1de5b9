// Words of the committed word set by name: tests name the word they need and
// read its index, which moves whenever `npm run words:build` reorders the set.
import headwords from "@/prisma/data/headwords.json" with { type: "json" };

/** The word and its index in prisma/data/headwords.json (= words.jsonl's line). */
export function wordNamed(word: string): { index: number; word: string } {
  const index = headwords.indexOf(word);
  if (index === -1) throw new Error(`"${word}" is not in the word set`);
  return { index, word };
}
