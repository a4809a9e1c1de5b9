// The notes calls from the browser, for the notes widget and the notes table.
// Create and update never throw: they answer what happened, and the caller
// picks the message.
import "client-only";
import { ApiError, apiPost } from "./api";
import type { NoteField } from "@/lib/notes/fields";
import type { Note } from "@/lib/notes/notes";

export type { Note } from "@/lib/notes/notes";

/** The five fields as the user typed them. */
export type NoteDraft = Record<NoteField, string>;

/**
 * Why a create or update did not happen:
 * - `invalid`: the server answered an errors list (a field empty or too long);
 * - `signed-out`: no session (401);
 * - `full`: the account holds the most notes it can (409, lib/notes/cap.ts);
 * - `server`: the server failed (5xx);
 * - `failed`: anything else (network failure, not the caller's note, …).
 */
export type NoteFailure = "invalid" | "signed-out" | "full" | "server" | "failed";

export type NoteSaveResult = { ok: true; note: Note } | { ok: false; reason: NoteFailure; error: unknown };

function failure(error: unknown): NoteFailure {
  if (!(error instanceof ApiError)) return "failed";
  if (error.status === 401) return "signed-out";
  if (error.status === 409) return "full";
  if (error.status >= 500) return "server";
  const body = error.body as { errors?: unknown } | null;
  if (error.status === 400 && Array.isArray(body?.errors)) return "invalid";
  return "failed";
}

async function save(path: string, body: unknown): Promise<NoteSaveResult> {
  try {
    const answer = await apiPost<{ data: Note }>(path, body);
    return { ok: true, note: answer.data };
  } catch (error) {
    return { ok: false, reason: failure(error), error };
  }
}

/** POST /notes/getrecentnotes: the user's 5 newest notes, newest first. @throws on any failure */
export async function fetchRecentNotes(userId: string): Promise<Note[]> {
  const answer = await apiPost<{ data?: unknown }>("/notes/getrecentnotes", { userId });
  if (!Array.isArray(answer.data)) throw new TypeError("getrecentnotes answered no list");
  return answer.data as Note[];
}

/** POST /notes/createnote. */
export function createNote(userId: string, draft: NoteDraft): Promise<NoteSaveResult> {
  return save("/notes/createnote", { ...draft, userId });
}

/** POST /notes/updatenote: replaces the five fields of the user's note `noteId`. */
export function updateNote(userId: string, noteId: string, draft: NoteDraft): Promise<NoteSaveResult> {
  return save("/notes/updatenote", { ...draft, userId, noteId });
}

/** A page of notes as getallnotes answers it (and /mynotes renders the first). */
export interface NotesPage {
  notes: Note[];
  page: number;
  pageCount: number;
  /** Notes matching the search the page was read with. */
  total: number;
}

/** POST /notes/getallnotes: one page of the user's notes matching `query` (the word or the definitions). @throws on any failure */
export async function fetchNotesPage(userId: string, input: { page: number; pageSize: number; query: string }): Promise<NotesPage> {
  const answer = await apiPost<{ data: Note[]; page: number; pageCount: number; total: number }>("/notes/getallnotes", {
    userId,
    page: input.page,
    pageSize: input.pageSize,
    q: input.query,
  });
  return { notes: answer.data, page: answer.page, pageCount: answer.pageCount, total: answer.total };
}

/** POST /notes/deletenote. @throws on any failure */
export async function deleteNote(userId: string, noteId: string): Promise<void> {
  await apiPost("/notes/deletenote", { userId, noteId });
}
