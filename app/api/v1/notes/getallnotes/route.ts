import { apiRoute } from "@/lib/http/route";
import { NOTE_BODY } from "@/lib/notes/http";
import { notesPageJson } from "@/lib/notes/note-pages";
import { NOTES_PAGE_SIZE_MAX, getAllNotesBodySchema } from "@/lib/notes/schema";

/**
 * POST /api/v1/notes/getallnotes: { userId, page?, pageSize?, q? } →
 * { data: [note, …], page, pageSize, pageCount, total }, newest first. Without
 * paging fields: the first NOTES_PAGE_SIZE_MAX notes, so the original app's
 * client still gets every note of an account that has no more than that.
 */
export const POST = apiRoute({ body: getAllNotesBodySchema, ...NOTE_BODY }, async ({ userId, data }) => {
  const { page = 1, pageSize = NOTES_PAGE_SIZE_MAX, q = "" } = data;
  const { json, ...paging } = await notesPageJson(userId, { page, pageSize, search: q });
  // The page's JSON as PostgreSQL wrote it, not parsed and serialised again.
  const info = JSON.stringify(paging).slice(1, -1);
  return new Response(`{"data":${json},${info}}`, { headers: { "content-type": "application/json" } });
});
