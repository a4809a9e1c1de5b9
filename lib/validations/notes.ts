import "./zod-config";
import { z } from "zod";
import { NOTE_LIMITS, type NoteField } from "@/lib/notes/fields";
import { claimedUserIdSchema } from "@/lib/validations/marks";

// Requests of the notes calls (spec section 7), shared by the route handlers,
// lib/notes and the notes widget and table. Field names are the spec's.
// Unknown fields are dropped, not refused, so the original client's extras
// (e.g. `id`, `timestamp` sent back with an edited note) do no harm. `userId`
// is accepted for compatibility and only compared with the session's user.

export { NOTE_FIELDS, NOTE_LIMITS, type NoteField } from "@/lib/notes/fields";
export { NOTE_MESSAGES } from "@/lib/notes/messages";

/** Longer than any id we issue (UUIDs are 36); a longer claim is garbage, not a lookup. */
export const NOTE_ID_MAX_LENGTH = 128;

// A missing field reads the same as an empty one; any other type is a client bug.
function requiredText(field: NoteField) {
  return (
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${field} is required.` : `${field} must be a string.`) })
      .trim()
      .min(1, { error: `${field} is required.`, abort: true })
      .max(NOTE_LIMITS[field], { error: `${field} must be at most ${NOTE_LIMITS[field]} characters.`, abort: true })
      // PostgreSQL text cannot hold U+0000: refused here, it would be a 500 there.
      .refine((value) => !value.includes("\u0000"), { error: `${field} must not contain NUL characters.` })
  );
}

/** The five fields of a note, all required and non-empty (create and update alike). */
export const noteFieldsSchema = z.object(
  {
    word: requiredText("word"),
    type: requiredText("type"),
    definitions: requiredText("definitions"),
    example: requiredText("example"),
    breakdown: requiredText("breakdown"),
  },
  { error: "Expected a JSON object." },
);

/**
 * A note's id as the client sends it. Only its presence and size are checked
 * here: whether it names one of the caller's notes (a UUID at all, even) is
 * lib/notes' question, and the answer to "no" is a 404, not a 400.
 */
const noteIdSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "noteId is required." : "noteId must be a string.") })
  .trim()
  .min(1, { error: "noteId is required.", abort: true })
  .max(NOTE_ID_MAX_LENGTH, { error: `noteId must be at most ${NOTE_ID_MAX_LENGTH} characters.`, abort: true });

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** Body of POST /notes/createnote: word, type, definitions, example, breakdown, userId. */
export const createNoteBodySchema = noteFieldsSchema.extend({ userId: claimedUserIdSchema });

/** Body of POST /notes/updatenote: the note fields plus userId and noteId. */
export const updateNoteBodySchema = noteFieldsSchema.extend({ userId: claimedUserIdSchema, noteId: noteIdSchema });

/** Body of POST /notes/deletenote: userId, noteId. */
export const deleteNoteBodySchema = z.object({ userId: claimedUserIdSchema, noteId: noteIdSchema }, OBJECT_ERROR);

/** Body of POST /notes/getallnotes and /notes/getrecentnotes: userId. */
export const listNotesBodySchema = z.object({ userId: claimedUserIdSchema }, OBJECT_ERROR);

export type NoteFields = z.infer<typeof noteFieldsSchema>;
export type CreateNoteBody = z.infer<typeof createNoteBodySchema>;
export type UpdateNoteBody = z.infer<typeof updateNoteBodySchema>;
export type DeleteNoteBody = z.infer<typeof deleteNoteBodySchema>;
export type ListNotesBody = z.infer<typeof listNotesBodySchema>;
