// The review API's error messages, shared by the handlers and the screens.
export const REVIEW_MESSAGES = {
  notInDeck: "This word is not in your review deck.",
  reviewIdTaken: "This reviewId was already used for another grade.",
  nothingToUndo: "There is no grade to undo.",
  notLastGrade: "That grade is no longer the last one.",
  gradeUndone: "This grade was undone.",
  optimizerRunning: "Your schedule is already being optimized. Please wait for it to finish.",
} as const;
