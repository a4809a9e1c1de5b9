// What the flashcards screen shows, shared by the server page and the client
// components. A word is the API's word object.
import type { FlashcardCategory } from "@/lib/navigation";

export type { FlashcardCategory } from "@/lib/navigation";

export interface WordSense {
  partOfSpeech?: string;
  definition: string;
  examples: string[];
  synonyms: string[];
  antonyms: string[];
}

export interface WordData {
  word: string;
  /** Its other spellings (colour for color), when it has some: shown instead when the learner prefers UK spelling. */
  variants?: string[];
  /** Pronunciation in IPA, when the word set has one (added with the word pages). */
  ipa?: string | null;
  details: WordSense[];
}

/** A word with its index in the source list (the API's wordIndex, a mark's itemId). */
export interface CardWord {
  data: WordData;
  wordIndex: number;
}

export interface MarkStatus {
  isFavourite: boolean;
  isRemember: boolean;
  isUnremember: boolean;
}

/** The marks a learner sets on a card (seen is set by the first flip). */
export type MarkKind = "favourite" | "remember" | "unremember";

/** GET /api/v1/word/status: a word's whole status for the signed-in learner, in one call. */
export interface WordStatus extends MarkStatus {
  isSeen: boolean;
  /** In the learner's review deck. */
  inDeck: boolean;
}

/** Words per category for the signed-in user (shown in the category drop-down). */
export type CategoryCounts = Record<FlashcardCategory, number>;

export const NO_MARKS: MarkStatus = Object.freeze({ isFavourite: false, isRemember: false, isUnremember: false });

/** The first card as the server renders it. */
export interface InitialCard {
  category: FlashcardCategory;
  /** null: the category holds no word (the client toasts 'No words found in this category!'). */
  card: CardWord | null;
  /** The position in the user's list (other categories); 0 for unseen. */
  position: number;
  /** The list's length (other categories), when known. */
  total: number | null;
  marks: MarkStatus;
  /** Whether the word is in the review deck (false for a visitor). */
  inDeck: boolean;
  /** The signed-in user's id (from the session), or null for a visitor. */
  userId: string | null;
  /** The signed-in user's word count per category; null for a visitor. */
  counts: CategoryCounts | null;
  /**
   * A visitor whose stored category is not unseen: the server rendered unseen
   * and the client resets the category and sends them to log in.
   */
  loginRequiredFor: FlashcardCategory | null;
  /**
   * Easy Words' flashcards (/favourites/easy-words/flashcards): each new word is drawn from the commonest
   * band, and the screen's place is not stored (the stored one is /flashcards').
   */
  easyWords?: boolean;
}
