import { jsonHandler } from "@/lib/http/json";
import { notesRequest } from "@/lib/notes/http";
import { recentNotes } from "@/lib/notes/notes";
import { listNotesBodySchema } from "@/lib/validations/notes";

/** POST /api/v1/notes/getrecentnotes (spec section 7): { userId } → { data: [the 5 newest notes, newest first] }. */
export const POST = jsonHandler("POST /api/v1/notes/getrecentnotes", async (request) => {
  const input = await notesRequest(request, listNotesBodySchema);
  if ("response" in input) return input.response;

  return Response.json({ data: await recentNotes(input.userId) });
});
