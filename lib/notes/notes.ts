import "server-only";
import { randomUUID } from "node:crypto";
import { kysely } from "@/lib/db";
import { checkedUserId as checkedSignedInUserId } from "@/lib/users/checked-user-id";
import { writeGuard, writeUserData, writeUserStatement } from "@/lib/users/user-lock";
import { noteFieldsSchema, updatedNoteFieldsSchema, type NoteFields } from "@/lib/notes/schema";
import { lockNoteRoom, NotesFullError } from "./room";

// A user's notes on words. Every function is scoped to one user: reads filter
// by userId, and update and delete put id AND userId in the WHERE of a single
// statement, so no request can touch another user's note (and there is no
// read-then-write for a concurrent request to slip between). Writes hold the
// learner's lock (lib/users/user-lock.ts), so none lands after the account is
// deleted. The list a page at a time is lib/notes/note-pages.ts.

export type { NoteFields } from "@/lib/notes/schema";

/** A note as the API answers it; timestamp is createdAt as ISO 8601. */
export type Note = {
  id: string;
  word: string;
  type: string;
  definitions: string;
  example: string;
  breakdown: string;
  userId: string;
  timestamp: string;
};

/** No note with this id belongs to this user (or the id is not one we could have issued). */
export interface NoteNotFound {
  ok: false;
  error: "not-found";
}

export type NoteResult<T> = { ok: true; note: T } | NoteNotFound;

export const NOTE_NOT_FOUND: NoteNotFound = Object.freeze({ ok: false, error: "not-found" });

/** The widget's recent list; recentNotes() refuses more than MAX_RECENT. */
export const RECENT_NOTES_LIMIT = 5;
const MAX_RECENT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns a note is answered with, as toNote reads them. */
const PUBLIC_COLUMNS = ["id", "user_id as userId", "word", "type", "definitions", "example", "breakdown", "created_at as createdAt"] as const;

type NoteRow = { id: string; userId: string; createdAt: Date } & NoteFields;

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    word: row.word,
    type: row.type,
    definitions: row.definitions,
    example: row.example,
    breakdown: row.breakdown,
    userId: row.userId,
    timestamp: row.createdAt.toISOString(),
  };
}

/** A missing user id never reaches a query (`where: { id, userId: undefined }` would match any user's note). */
function checkedUserId(userId: string): string {
  return checkedSignedInUserId(userId, "A note needs the id of a signed-in user.");
}

/** Whether `noteId` could be a note's id; anything else is answered "not found" without asking Postgres (which would fail on a bad uuid). */
export function isNoteId(noteId: unknown): noteId is string {
  return typeof noteId === "string" && UUID.test(noteId);
}

/**
 * The five fields only (a request body's userId or noteId is dropped), trimmed
 * and within limits whoever the caller is. @throws ZodError
 */
function checkedFields(input: NoteFields, schema: typeof noteFieldsSchema | typeof updatedNoteFieldsSchema = noteFieldsSchema): NoteFields {
  return schema.parse(input);
}

/**
 * Creates a note for the user, counted against the cap on notes under the
 * learner's notes lock (lib/notes/room.ts).
 * @throws ZodError when a field is empty or too long; NotesFullError when the account is full.
 */
export async function createNote(userId: string, input: NoteFields): Promise<Note> {
  checkedUserId(userId);
  const fields = checkedFields(input);
  const row = await writeUserData(userId, async (tx) => {
    // The lock may wait for an import's inserts (at most the cap's worth of rows, a second or two): well
    // within a transaction's time limit (lib/db.ts).
    if ((await lockNoteRoom(tx, userId)) < 1) throw new NotesFullError();
    return tx
      .insertInto("notes")
      .values({ id: randomUUID(), user_id: userId, ...fields })
      .returning([...PUBLIC_COLUMNS])
      .executeTakeFirstOrThrow();
  });
  return toNote(row);
}

/** The user's `limit` newest notes, newest first (the widget's list). */
export async function recentNotes(userId: string, limit = RECENT_NOTES_LIMIT): Promise<Note[]> {
  checkedUserId(userId);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECENT) throw new RangeError(`limit must be an integer from 1 to ${MAX_RECENT}.`);
  const rows = await kysely()
    .selectFrom("notes")
    .select([...PUBLIC_COLUMNS])
    .where("user_id", "=", userId)
    // Newest first; the id breaks ties between notes made in the same millisecond, so every call (recent
    // here, the pages of lib/notes/queries.ts) agrees on one order.
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toNote);
}

/**
 * Replaces the five fields of the user's note `noteId`; its id and timestamp
 * stay. Not found when the note is missing, another user's, or `noteId` is
 * not a UUID. @throws ZodError when the word or the meaning is empty, or a field too long.
 */
export async function updateNote(userId: string, noteId: string, input: NoteFields): Promise<NoteResult<Note>> {
  checkedUserId(userId);
  const fields = checkedFields(input, updatedNoteFieldsSchema);
  if (!isNoteId(noteId)) return NOTE_NOT_FOUND;
  // One UPDATE … WHERE id AND user_id … RETURNING: zero rows is "not yours or not there".
  const row = await writeUserStatement(userId, (guard) =>
    kysely()
      .updateTable("notes")
      .set({ ...fields, updated_at: new Date() })
      .where("id", "=", noteId)
      .where("user_id", "=", userId)
      .where(writeGuard(guard))
      .returning([...PUBLIC_COLUMNS])
      .executeTakeFirst(),
  );
  return row ? { ok: true, note: toNote(row) } : NOTE_NOT_FOUND;
}

/** Deletes the user's note `noteId`. Not found when it is missing, another user's, or `noteId` is not a UUID. */
export async function deleteNote(userId: string, noteId: string): Promise<{ ok: true } | NoteNotFound> {
  checkedUserId(userId);
  if (!isNoteId(noteId)) return NOTE_NOT_FOUND;
  const { numDeletedRows } = await writeUserStatement(userId, (guard) =>
    kysely().deleteFrom("notes").where("id", "=", noteId).where("user_id", "=", userId).where(writeGuard(guard)).executeTakeFirstOrThrow(),
  );
  return numDeletedRows > 0n ? { ok: true } : NOTE_NOT_FOUND;
}
