import { jsonHandler } from "@/lib/http/json";
import { notesRequest } from "@/lib/notes/http";
import { createNote } from "@/lib/notes/notes";
import { createNoteBodySchema } from "@/lib/validations/notes";

/**
 * POST /api/v1/notes/createnote (spec section 7): { word, type, definitions,
 * example, breakdown, userId } → 201 { data: note }; invalid input → 400
 * { errors: [{ field, message }] }.
 */
export const POST = jsonHandler("POST /api/v1/notes/createnote", async (request) => {
  const input = await notesRequest(request, createNoteBodySchema);
  if ("response" in input) return input.response;

  const note = await createNote(input.userId, input.data);
  return Response.json({ data: note }, { status: 201 });
});
