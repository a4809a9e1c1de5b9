import { apiRoute } from "@/lib/http/route";
import { NOTE_BODY, noteNotFound } from "@/lib/notes/http";
import { updateNote } from "@/lib/notes/notes";
import { updateNoteBodySchema } from "@/lib/notes/schema";

/**
 * POST /api/v1/notes/updatenote: the five note fields (word and definitions
 * non-empty, the others may be empty) plus userId and noteId → { data: note };
 * 404 when the note is not the caller's or does not exist.
 */
export const POST = apiRoute({ body: updateNoteBodySchema, ...NOTE_BODY }, async ({ userId, data }) => {
  const result = await updateNote(userId, data.noteId, data);
  return result.ok ? Response.json({ data: result.note }) : noteNotFound();
});
