import { apiRoute } from "@/lib/http/route";
import { refusalResponse } from "@/lib/http/refusal";
import { openSavedText, SAVED_TEXT_REFUSALS } from "@/lib/reader/saved-texts";
import { savedTextIdSchema } from "@/lib/reader/schema";

/** GET /api/v1/reader/texts/open?id= → { text: { id, title, createdAt, text } }; 404 when it is not the learner's or not there. */
export const GET = apiRoute({ query: savedTextIdSchema }, async ({ userId, data }) => {
  const outcome = await openSavedText(userId, data.id);
  return "ok" in outcome ? Response.json({ text: outcome.text }) : refusalResponse(SAVED_TEXT_REFUSALS, outcome);
});
