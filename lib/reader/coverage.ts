// How much of a text a reader at a band already meets in the word set's
// commoner words: the share of running words (uncounted words, names and
// numbers aside) whose headword lies in `band` or below.
import { bandOf } from "@/lib/words/bands";
import { isUncounted } from "./uncounted-words";
import { headwordOf, type WordIndexLookup } from "./headword";
import { textTokens } from "./tokens";

export type OutsideWord = { written: string; headword: string | null; band: number | null };

export type BandCoverage = {
  /** Words counted (uncounted words and names aside). */
  counted: number;
  /** Of those, how many have a headword in the band or below. */
  within: number;
  /** within / counted (1 for a text with nothing to count). */
  share: number;
  /** The counted words above the band or outside the word set, in text order. */
  outside: OutsideWord[];
};

export function bandCoverage(text: string, band: number, indexOf: WordIndexLookup, names: ReadonlySet<string> = new Set()): BandCoverage {
  let counted = 0;
  let within = 0;
  const outside: OutsideWord[] = [];
  for (const token of textTokens(text)) {
    if (isUncounted(token.word, indexOf) || names.has(token.word)) continue;
    counted += 1;
    const headword = headwordOf(token.word, indexOf);
    const wordBand = headword ? bandOf(headword.index) : null;
    if (wordBand !== null && wordBand <= band) within += 1;
    else outside.push({ written: token.text, headword: headword?.word ?? null, band: wordBand });
  }
  return { counted, within, share: counted === 0 ? 1 : within / counted, outside };
}
