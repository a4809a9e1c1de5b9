// The notes messages, exact to the letter (docs/product.md#messages); shared by
// the widget, the notes table and the request schemas.
export const NOTE_MESSAGES = {
  /** Create: shown when the server answers with an errors list. */
  createInvalid: "Please fill all fields!",
  /** Update: shown when the word or the meaning is empty (checked before calling the server); the other fields may be (lib/notes/fields.ts). */
  updateInvalid: "Please fill in the word and its meaning!",
  created: "Notes Created Successfully",
  createFailed: "Failed to create note!",
  updated: "Notes Update Successfully",
  updateFailed: "Failed to update note!",
  removeFailed: "Failed to remove note!",
  recentFailed: "Recent notes fetching failed!",
  listFailed: "There is some server error!",
  /** Followed by navigation to /error. */
  serverError: "Server error!",
  loginRequired: "Please login to create notes!",
} as const;

/**
 * Dispatched on window by whatever changes the user's notes outside the table
 * (the notes widget): the table on screen fetches its list again.
 */
export const NOTES_CHANGED_EVENT = "lexi:notes-changed";

export const MY_NOTES_PATH = "/mynotes";
