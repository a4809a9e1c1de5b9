// Shape of prisma/data/confusables.json: the reviewed sets of words learners
// confuse (Ambiguous Words). Checked by scripts/lib/confusables.ts at
// `npm run words:build`; read by lib/words/confusables.ts.

/** Where a contrast sentence comes from: a WordNet example of the word (WORDNET-LICENSE.txt) or written for Lexi. */
export type ConfusableSentenceSource = "wordnet" | "lexi";

export interface ConfusableSentence {
  /** The member that fills the blank. */
  word: string;
  /** The sentence with the member's form replaced by the practice engine's blank (_____). */
  text: string;
  source: ConfusableSentenceSource;
}

export interface ConfusableSetRecord {
  /** The members, headwords of the word set. */
  words: string[];
  /** How to tell them apart, one line. */
  hint: string;
  sentences: ConfusableSentence[];
  /** Members that are meant to be in another set too (steal: steal/steel and rob/steal). */
  shared?: string[];
}

export interface ConfusablesFile {
  sets: ConfusableSetRecord[];
}
