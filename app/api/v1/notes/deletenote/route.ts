import { jsonHandler } from "@/lib/http/json";
import { noteNotFound, notesRequest } from "@/lib/notes/http";
import { deleteNote } from "@/lib/notes/notes";
import { deleteNoteBodySchema } from "@/lib/validations/notes";

/** POST /api/v1/notes/deletenote (spec section 7): { userId, noteId } → { ok: true }; 404 when the note is not the caller's or does not exist. */
export const POST = jsonHandler("POST /api/v1/notes/deletenote", async (request) => {
  const input = await notesRequest(request, deleteNoteBodySchema);
  if ("response" in input) return input.response;

  const result = await deleteNote(input.userId, input.data.noteId);
  return result.ok ? Response.json({ ok: true }) : noteNotFound();
});
