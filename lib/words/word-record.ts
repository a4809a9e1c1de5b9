// Shape of one line of prisma/data/words.jsonl (built by scripts/build-words.ts).
// The 0-based line number of a record is the word's stable index.

export interface WordSense {
  partOfSpeech: "noun" | "verb" | "adjective" | "adverb";
  definition: string;
  examples: string[];
  synonyms: string[];
  antonyms: string[];
  /** Questions, placement, challenges and Easy Words may ask this sense: the learner's first sense, and a second only when common. */
  core?: true;
  /** Shown on the word page ("vulgar", "offensive", "slang", "old use", "dialect", a domain such as "biology"); a labelled sense is never core. */
  labels?: string[];
  /** Lexi's own wording of the sense for learners (prisma/data/learner-definitions): what questions show instead of WordNet's. */
  learner?: LearnerWording;
}

/** A learner's-dictionary definition of a sense, written for Lexi, and a sentence only the word fits. */
export interface LearnerWording {
  definition: string;
  /** A gap-fill sentence that decides the word; absent where none could (then no gap-fill asks the sense). */
  sentence?: string;
  /** Whether the definition alone names this word and no commoner one, so that typing the word from it is fair. */
  typed: boolean;
}

export interface WordRecord {
  word: string;
  /** Other spellings of the same word (UK spellings such as "colour"); the headword is the US spelling. */
  variants?: string[];
  /** Pronunciation in IPA (General American, from the CMU Pronouncing Dictionary), or null where it has none. */
  ipa: string | null;
  details: WordSense[];
}
