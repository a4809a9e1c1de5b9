// The strings of "I already know this" (lib/known), exact to the letter: the components and the tests share them.
export const KNOWN_MESSAGES = {
  button: "I already know this",
  marked: (word: string) => `Marked “${word}” as known`,
  undo: "Undo",
  undone: "Back among your new words",
  failed: "Could not save that. Please try again.",
  markedOnPage: "You marked this word as known",
  fromTest: "Known from your vocabulary test",
  learnAnyway: "Learn it anyway",
  addedToReview: "Added to review",
} as const;

/** The empty element at the end of a word page its known-word note is shown in (below everything that could move). */
export const KNOWN_NOTE_SLOT_ID = "known-word-note";

/** The spot-check round's page (app/(learn)/review/spot-check). */
export const SPOT_CHECK_PATH = "/review/spot-check";

/** The offer on /review's done screen and /progress: "Check 5 words you marked as known". */
export function spotCheckOffer(count: number): string {
  return `Check ${count} ${count === 1 ? "word" : "words"} you marked as known`;
}
