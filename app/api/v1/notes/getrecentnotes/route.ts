import { apiRoute } from "@/lib/http/route";
import { NOTE_BODY } from "@/lib/notes/http";
import { recentNotes } from "@/lib/notes/notes";
import { listNotesBodySchema } from "@/lib/notes/schema";

/** POST /api/v1/notes/getrecentnotes: { userId } → { data: [the 5 newest notes, newest first] }. */
export const POST = apiRoute({ body: listNotesBodySchema, ...NOTE_BODY }, async ({ userId }) => {
  return Response.json({ data: await recentNotes(userId) });
});
