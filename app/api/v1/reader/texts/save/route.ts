import { apiRoute } from "@/lib/http/route";
import { refusalResponse } from "@/lib/http/refusal";
import { SAVED_TEXT_REFUSALS, saveText } from "@/lib/reader/saved-texts";
import { MAX_ANALYSE_BODY_BYTES, saveTextBodySchema } from "@/lib/reader/schema";

/**
 * POST /api/v1/reader/texts/save { text } → 201 { saved: { id, title, createdAt } }: the text kept for the
 * learner, titled by its first line. A text the reader would refuse 400; 50 saved already 409.
 */
export const POST = apiRoute({ body: saveTextBodySchema, maxBytes: MAX_ANALYSE_BODY_BYTES }, async ({ userId, data }) => {
  const outcome = await saveText(userId, data.text);
  return "ok" in outcome ? Response.json({ saved: outcome.saved }, { status: 201 }) : refusalResponse(SAVED_TEXT_REFUSALS, outcome);
});
