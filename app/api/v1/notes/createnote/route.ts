import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { NOTE_BODY } from "@/lib/notes/http";
import { createNote } from "@/lib/notes/notes";
import { NotesFullError } from "@/lib/notes/room";
import { createNoteBodySchema } from "@/lib/notes/schema";

/**
 * POST /api/v1/notes/createnote: { word, type, definitions, example,
 * breakdown, userId } → 201 { data: note }; invalid input → 400
 * { errors: [{ field, message }] }; an account at the cap on notes → 409 { error }.
 */
export const POST = apiRoute({ body: createNoteBodySchema, ...NOTE_BODY }, async ({ userId, data }) => {
  try {
    return Response.json({ data: await createNote(userId, data) }, { status: 201 });
  } catch (error) {
    if (error instanceof NotesFullError) return jsonError(409, error.message);
    throw error;
  }
});
