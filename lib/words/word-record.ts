// Shape of one line of prisma/data/words.jsonl (built by scripts/build-words.ts).
// The 0-based line number of a record is the word's stable index.

export interface WordSense {
  partOfSpeech: "noun" | "verb" | "adjective" | "adverb";
  definition: string;
  examples: string[];
  synonyms: string[];
  antonyms: string[];
}

export interface WordRecord {
  word: string;
  /** Pronunciation in IPA (General American, from the CMU Pronouncing Dictionary), or null where it has none. */
  ipa: string | null;
  details: WordSense[];
}
