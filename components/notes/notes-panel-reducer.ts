import type { Note, NoteDraft } from "@/lib/client/notes-api";
import type { NoteField } from "@/lib/notes/fields";
import type { NotesPrefill } from "./notes-widget";

// The notes panel's state as a pure reducer: no React, no fetch, no focus.
// The hook (./use-notes-panel.ts) feeds it the server's answers, so every
// transition is a unit test (tests/unit/notes-panel-reducer.test.ts).

export type NotesMode = { kind: "create" } | { kind: "edit"; note: Note };

export type RecentNotes = { state: "loading" | "failed" } | { state: "ready"; notes: Note[] };

export interface NotesPanelState {
  mode: NotesMode;
  draft: NoteDraft;
  recent: RecentNotes;
  /** A save is under way. */
  busy: boolean;
  /** Fields a save refused as empty: marked until filled in. */
  invalid: NoteField[];
  /** The user typed in the create form: their draft is kept instead of the card's word. */
  typed: boolean;
  /** The panel's props as last seen: a change of either may restart an untouched draft. */
  shown: { open: boolean; prefill: NotesPrefill | null };
}

export type NotesPanelAction =
  /** The panel opened or closed, or the card on screen changed. */
  | { type: "propsSeen"; open: boolean; prefill: NotesPrefill | null }
  | { type: "recentLoaded"; notes: Note[] }
  | { type: "recentFailed" }
  | { type: "fieldChanged"; name: NoteField; value: string }
  /** The fields a save found empty (none: the marks cleared). */
  | { type: "fieldsMarked"; fields: NoteField[] }
  | { type: "busyChanged"; busy: boolean }
  /** A new note from `fields`: after a save (empty), or Cancel (the card's word). */
  | { type: "createStarted"; fields: NoteDraft }
  | { type: "editStarted"; note: Note };

export const EMPTY_DRAFT: NoteDraft = { word: "", type: "", definitions: "", example: "", breakdown: "" };

/** A new note's fields: the card's word and meaning, when there is a card. */
export function draftFrom(prefill: NotesPrefill | null): NoteDraft {
  return prefill ? { ...EMPTY_DRAFT, word: prefill.word, definitions: prefill.definitions } : EMPTY_DRAFT;
}

function noteDraft(note: Note): NoteDraft {
  return { word: note.word, type: note.type, definitions: note.definitions, example: note.example, breakdown: note.breakdown };
}

export function initialNotesPanelState({ open, prefill }: { open: boolean; prefill: NotesPrefill | null }): NotesPanelState {
  return {
    mode: { kind: "create" },
    draft: draftFrom(prefill),
    recent: { state: "loading" },
    busy: false,
    invalid: [],
    typed: false,
    shown: { open, prefill },
  };
}

/** The note being edited; null in create mode. */
export function editingId(state: NotesPanelState): string | null {
  return state.mode.kind === "edit" ? state.mode.note.id : null;
}

export function notesPanelReducer(state: NotesPanelState, action: NotesPanelAction): NotesPanelState {
  switch (action.type) {
    case "propsSeen": {
      const { open, prefill } = action;
      if (state.shown.open === open && state.shown.prefill === prefill) return state;
      // An untouched new note starts from the card at each opening and follows the card while open.
      const follows = open && state.mode.kind === "create" && !state.typed;
      return { ...state, shown: { open, prefill }, draft: follows ? draftFrom(prefill) : state.draft };
    }
    case "recentLoaded":
      return { ...state, recent: { state: "ready", notes: action.notes } };
    case "recentFailed":
      return { ...state, recent: { state: "failed" } };
    case "fieldChanged": {
      const { name, value } = action;
      // A field filled in is no longer marked; one left blank stays so.
      const invalid = value.trim() && state.invalid.includes(name) ? state.invalid.filter((field) => field !== name) : state.invalid;
      return { ...state, typed: state.mode.kind === "create" ? true : state.typed, draft: { ...state.draft, [name]: value }, invalid };
    }
    case "fieldsMarked":
      return { ...state, invalid: action.fields };
    case "busyChanged":
      return { ...state, busy: action.busy };
    case "createStarted":
      return { ...state, typed: false, mode: { kind: "create" }, draft: action.fields, invalid: [] };
    case "editStarted":
      return { ...state, mode: { kind: "edit", note: action.note }, draft: noteDraft(action.note), invalid: [] };
  }
}
