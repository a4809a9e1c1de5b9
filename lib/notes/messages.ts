// The notes table's messages (spec sections 5 and 8), exact to the letter.
import { NOTE_MESSAGES } from "@/lib/validations/notes";

export const NOTES_TABLE_MESSAGES = {
  /** Update with an empty field (checked before the call). */
  fillAllFields: NOTE_MESSAGES.updateInvalid,
  updated: "Notes Update Successfully",
  updateFailed: "Failed to update note!",
  removeFailed: "Failed to remove note!",
  /** The list could not be fetched. */
  listFailed: "There is some server error!",
} as const;

/**
 * Dispatched on window by whatever changes the user's notes outside the table
 * (the notes widget): the table on screen fetches its list again.
 */
export const NOTES_CHANGED_EVENT = "lexi:notes-changed";

export const MY_NOTES_PATH = "/mynotes";
