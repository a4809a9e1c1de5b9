// A note's fields and their limits, free of zod and of server code so the notes
// widget and table can use them in the browser. lib/notes/schema.ts builds the
// request schemas from them.

export const NOTE_FIELDS = ["word", "type", "definitions", "example", "breakdown"] as const;
export type NoteField = (typeof NOTE_FIELDS)[number];

/** Maximum lengths in characters, after trimming. */
export const NOTE_LIMITS: Record<NoteField, number> = {
  word: 100,
  type: 50,
  definitions: 2000,
  example: 2000,
  breakdown: 2000,
};

/**
 * What an edit needs: the word and its meaning. A note imported from Anki or
 * Quizlet has nothing else, and must stay editable; creating a note in the
 * widget needs all five (NOTE_FIELDS, docs/product.md#notes).
 */
export const UPDATE_REQUIRED_FIELDS: readonly NoteField[] = ["word", "definitions"];

/** The `required` fields left empty (blank after trimming), in form order: what a save refuses. */
export function emptyNoteFields(values: Record<NoteField, string>, required: readonly NoteField[] = NOTE_FIELDS): NoteField[] {
  return NOTE_FIELDS.filter((field) => required.includes(field) && values[field].trim() === "");
}
