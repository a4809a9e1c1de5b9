import { jsonHandler } from "@/lib/http/json";
import { noteNotFound, notesRequest } from "@/lib/notes/http";
import { updateNote } from "@/lib/notes/notes";
import { updateNoteBodySchema } from "@/lib/validations/notes";

/**
 * POST /api/v1/notes/updatenote (spec section 7): the five note fields (all
 * non-empty) plus userId and noteId → { data: note }; 404 when the note is not
 * the caller's or does not exist.
 */
export const POST = jsonHandler("POST /api/v1/notes/updatenote", async (request) => {
  const input = await notesRequest(request, updateNoteBodySchema);
  if ("response" in input) return input.response;

  const result = await updateNote(input.userId, input.data.noteId, input.data);
  return result.ok ? Response.json({ data: result.note }) : noteNotFound();
});
