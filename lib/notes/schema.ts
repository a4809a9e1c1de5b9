import "@/lib/zod-config";
import { z } from "zod";
import { NOTE_LIMITS, type NoteField } from "@/lib/notes/fields";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";

// Requests of the notes calls, shared by the route handlers, lib/notes and the
// notes widget and table. Field names are the original app's. Unknown fields
// are dropped, not refused, so the original client's extras (e.g. `id`,
// `timestamp` sent back with an edited note) do no harm. `userId` is accepted
// for compatibility and only compared with the session's user.

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

/** A field a note may leave empty (on update): text within its limit, "" when missing. */
function optionalText(field: NoteField) {
  return z
    .string({ error: `${field} must be a string.` })
    .trim()
    .max(NOTE_LIMITS[field], { error: `${field} must be at most ${NOTE_LIMITS[field]} characters.`, abort: true })
    .refine((value) => !value.includes("\u0000"), { error: `${field} must not contain NUL characters.` })
    .default("");
}

/** The five fields of a note, all required and non-empty: creating a note. */
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

/**
 * The fields of an edit: the word and its meaning required (UPDATE_REQUIRED_FIELDS), the others may be
 * empty, so a note imported with only those two stays editable.
 */
export const updatedNoteFieldsSchema = z.object(
  {
    word: requiredText("word"),
    type: optionalText("type"),
    definitions: requiredText("definitions"),
    example: optionalText("example"),
    breakdown: optionalText("breakdown"),
  },
  { error: "Expected a JSON object." },
);

/** Body of POST /notes/updatenote: the note fields plus userId and noteId. */
export const updateNoteBodySchema = updatedNoteFieldsSchema.extend({ userId: claimedUserIdSchema, noteId: noteIdSchema });

/** Body of POST /notes/deletenote: userId, noteId. */
export const deleteNoteBodySchema = z.object({ userId: claimedUserIdSchema, noteId: noteIdSchema }, OBJECT_ERROR);

/** Body of POST /notes/getrecentnotes: userId. */
export const listNotesBodySchema = z.object({ userId: claimedUserIdSchema }, OBJECT_ERROR);

/**
 * The most notes one getallnotes answer holds, and what it holds when the
 * client names no page size: the original app's client asked for every note,
 * which an account below this many still gets in one answer.
 */
export const NOTES_PAGE_SIZE_MAX = 100;

/** A longer search cannot match: no field it looks in (word, definitions) is longer. */
export const NOTES_SEARCH_MAX = NOTE_LIMITS.definitions;

const pageSchema = z
  .int({ error: "page must be a whole number." })
  .min(1, { error: "page must be at least 1." })
  .max(1_000_000, { error: "page is too large." });
const searchSchema = z.string({ error: "q must be a string." }).max(NOTES_SEARCH_MAX, { error: `q must be at most ${NOTES_SEARCH_MAX} characters.` });

/**
 * Body of POST /notes/getallnotes: userId, and optionally page (from 1, past
 * the last: the last), pageSize (1 to NOTES_PAGE_SIZE_MAX, default the
 * maximum) and q (the notes search).
 */
export const getAllNotesBodySchema = listNotesBodySchema.extend({
  page: pageSchema.optional(),
  pageSize: z
    .int({ error: "pageSize must be a whole number." })
    .min(1, { error: "pageSize must be at least 1." })
    .max(NOTES_PAGE_SIZE_MAX, { error: `pageSize must be at most ${NOTES_PAGE_SIZE_MAX}.` })
    .optional(),
  q: searchSchema.optional(),
});

/** The /mynotes URL's query (?page=2&q=apple): anything unreadable is the default (page 1, no search), never an error page. */
export const myNotesQuerySchema = z.object({
  page: z.coerce.number().pipe(pageSchema).catch(1),
  q: searchSchema.catch(""),
});

export type NoteFields = z.infer<typeof noteFieldsSchema>;
