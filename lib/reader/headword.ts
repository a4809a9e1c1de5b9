// The headword a written form belongs to: the form itself when the word set
// has it, otherwise the commonest word it is an inflection of ("children" →
// child, "went" → go, "stopped" → stop).
import { basesOf } from "@/lib/words/word-forms";

/** A word set's lookup: lower-case word (or other spelling) → its index, commonest first. */
export type WordIndexLookup = (word: string) => number | undefined;

export type Headword = { word: string; index: number };

export function headwordOf(form: string, indexOf: WordIndexLookup): Headword | null {
  const written = form.toLowerCase();
  const own = indexOf(written);
  if (own !== undefined) return { word: written, index: own };
  // "café", "naïve": the word set spells them without accents.
  const lower = written.normalize("NFD").replace(/\p{M}/gu, "");
  const plain = indexOf(lower);
  if (plain !== undefined) return { word: lower, index: plain };
  let best: Headword | null = null;
  for (const base of basesOf(lower, (candidate) => indexOf(candidate) !== undefined)) {
    const index = indexOf(base)!;
    if (!best || index < best.index) best = { word: base, index };
  }
  return best;
}
