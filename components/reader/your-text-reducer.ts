// The "Your own text" screen's states, pure: the text being written, a
// reading in flight, its answer or failure, each new word's "Add to
// review", and the learner's saved texts. The answer keeps the text it was
// read from, so editing the box after "Read it" never shifts the marked words.
import type { AnalysedText } from "@/lib/reader/analyse";
import type { SavedTextSummary } from "@/lib/reader/saved-texts";
import { MAX_TEXT_CHARACTERS, READER_MESSAGES } from "@/lib/reader/schema";

export type AddState = "adding" | "added" | "failed";

/** A call on the saved texts under way: one at a time, so a click cannot race another. */
export type LibraryCall = { kind: "save" } | { kind: "open" | "delete"; id: string };

export type YourTextState = {
  text: string;
  reading: boolean;
  result: { text: string; analysed: AnalysedText } | null;
  error: string | null;
  /** Each new word sent to the review deck, by word index. */
  added: Readonly<Record<number, AddState>>;
  /** The learner's saved texts, newest first; null for a visitor. */
  saved: readonly SavedTextSummary[] | null;
  /** The saved text last saved or opened, and its text: "Save" reads "Saved" while the reading is of it. */
  kept: { id: string; text: string } | null;
  library: LibraryCall | null;
  libraryError: string | null;
};

export type YourTextAction =
  | { type: "edited"; text: string }
  | { type: "submitted" }
  | { type: "answered"; text: string; analysed: AnalysedText }
  | { type: "failed"; message: string }
  | { type: "adding" | "added" | "addFailed"; wordIndex: number }
  | { type: "saveStarted" }
  | { type: "openStarted" | "deleteStarted"; id: string }
  | { type: "saved"; saved: SavedTextSummary; text: string }
  /** A saved text opened: it goes into the box and is read at once. */
  | { type: "opened"; id: string; text: string }
  | { type: "deleted"; id: string }
  /** The text was deleted elsewhere (another tab): off the list, with the message. */
  | { type: "gone"; id: string; message: string }
  | { type: "libraryFailed"; message: string };

export const READ_FAILED = "Could not read the text. Please try again.";

export const SAVED_TEXT_FAILURES = {
  save: "Could not save the text. Please try again.",
  open: "Could not open the text. Please try again.",
  delete: "Could not delete the text. Please try again.",
} as const;

export function initialYourTextState(text = "", saved: readonly SavedTextSummary[] | null = null): YourTextState {
  return { text, reading: false, result: null, error: null, added: {}, saved, kept: null, library: null, libraryError: null };
}

/** Whether the text on show is the saved one, so there is nothing to save. */
export function isKept(state: YourTextState): boolean {
  return state.result !== null && state.kept?.text === state.result.text;
}

/** What stops "Read it": an empty or too long text; null when it can be read. */
export function textProblem(text: string): string | null {
  if (text.length > MAX_TEXT_CHARACTERS) return READER_MESSAGES.textTooLong;
  if (text.trim() === "") return READER_MESSAGES.textRequired;
  return null;
}

export function yourTextReducer(state: YourTextState, action: YourTextAction): YourTextState {
  switch (action.type) {
    case "edited":
      return { ...state, text: action.text, error: null };
    case "submitted": {
      if (state.reading) return state;
      const problem = textProblem(state.text);
      return problem ? { ...state, error: problem } : { ...state, reading: true, error: null };
    }
    case "answered":
      return { ...state, reading: false, error: null, result: { text: action.text, analysed: action.analysed }, added: {} };
    case "failed":
      return { ...state, reading: false, error: action.message };
    case "adding":
      return { ...state, added: { ...state.added, [action.wordIndex]: "adding" } };
    case "added":
      return { ...state, added: { ...state.added, [action.wordIndex]: "added" } };
    case "addFailed":
      return { ...state, added: { ...state.added, [action.wordIndex]: "failed" } };
    default:
      return libraryReducer(state, action);
  }
}

function libraryReducer(state: YourTextState, action: YourTextAction): YourTextState {
  const without = (id: string) => state.saved?.filter((text) => text.id !== id) ?? null;
  const forgotten = (id: string) => (state.kept?.id === id ? null : state.kept);
  switch (action.type) {
    case "saveStarted":
      if (state.library || !state.result || isKept(state)) return state;
      return { ...state, library: { kind: "save" }, libraryError: null };
    case "openStarted":
    case "deleteStarted":
      // Opening reads the text: not while another reading is under way.
      if (state.library || (action.type === "openStarted" && state.reading)) return state;
      return { ...state, library: { kind: action.type === "openStarted" ? "open" : "delete", id: action.id }, libraryError: null };
    case "saved":
      return { ...state, library: null, saved: [action.saved, ...(state.saved ?? [])], kept: { id: action.saved.id, text: action.text } };
    case "opened":
      return { ...state, library: null, text: action.text, kept: { id: action.id, text: action.text }, reading: true, error: null };
    case "deleted":
      return { ...state, library: null, saved: without(action.id), kept: forgotten(action.id) };
    case "gone":
      return { ...state, library: null, saved: without(action.id), kept: forgotten(action.id), libraryError: action.message };
    case "libraryFailed":
      return { ...state, library: null, libraryError: action.message };
    default:
      return state;
  }
}
