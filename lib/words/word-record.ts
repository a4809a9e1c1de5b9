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
  details: WordSense[];
}
