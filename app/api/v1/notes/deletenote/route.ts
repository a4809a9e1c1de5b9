import { apiRoute } from "@/lib/http/route";
import { NOTE_BODY, noteNotFound } from "@/lib/notes/http";
import { deleteNote } from "@/lib/notes/notes";
import { deleteNoteBodySchema } from "@/lib/notes/schema";

/** POST /api/v1/notes/deletenote: { userId, noteId } → { ok: true }; 404 when the note is not the caller's or does not exist. */
export const POST = apiRoute({ body: deleteNoteBodySchema, ...NOTE_BODY }, async ({ userId, data }) => {
  const result = await deleteNote(userId, data.noteId);
  return result.ok ? Response.json({ ok: true }) : noteNotFound();
});
