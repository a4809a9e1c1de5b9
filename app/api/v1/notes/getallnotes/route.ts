import { jsonHandler } from "@/lib/http/json";
import { notesRequest } from "@/lib/notes/http";
import { listNotesJson } from "@/lib/notes/notes";
import { listNotesBodySchema } from "@/lib/validations/notes";

/** POST /api/v1/notes/getallnotes (spec section 7): { userId } → { data: [note, …] }, newest first. */
export const POST = jsonHandler("POST /api/v1/notes/getallnotes", async (request) => {
  const input = await notesRequest(request, listNotesBodySchema);
  if ("response" in input) return input.response;

  // The list's JSON as PostgreSQL wrote it, not parsed and serialised again.
  return new Response(`{"data":${await listNotesJson(input.userId)}}`, { headers: { "content-type": "application/json" } });
});
