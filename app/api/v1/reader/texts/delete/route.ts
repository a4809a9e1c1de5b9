import { apiRoute } from "@/lib/http/route";
import { refusalResponse } from "@/lib/http/refusal";
import { deleteSavedText, SAVED_TEXT_REFUSALS } from "@/lib/reader/saved-texts";
import { savedTextIdSchema } from "@/lib/reader/schema";

/** POST /api/v1/reader/texts/delete { id } → { deleted: true }; 404 when it is not the learner's or not there. */
export const POST = apiRoute({ body: savedTextIdSchema }, async ({ userId, data }) => {
  const outcome = await deleteSavedText(userId, data.id);
  return "ok" in outcome ? Response.json({ deleted: true }) : refusalResponse(SAVED_TEXT_REFUSALS, outcome);
});
