// The flashcards screen's messages, exact to the letter (docs/product.md#messages).
export const FLASHCARD_MESSAGES = {
  noMoreWords: "No more words!",
  noWordsInCategory: "No words found in this category!",
  serverError: "There is some server error!",
} as const;

/** The "Add to review" button's toasts. */
export const REVIEW_MESSAGES = {
  added: "Added to review",
  removed: "Removed from review",
} as const;

/** The favourite's name by the side shown (a favourite's `name`). */
export const FAVOURITE_NAME = { back: "Flashcards-Seen", front: "Flashcards-Unseen" } as const;

/** The name a seen record carries (POST /seen/add). */
export const SEEN_NAME = "Flashcards";

/** The route the screen lives at: the return path after a login it asks for. */
export const FLASHCARDS_PATH = "/flashcards";
