import { apiRoute } from "@/lib/http/route";
import { listSavedTexts } from "@/lib/reader/saved-texts";
import { savedTextsQuerySchema } from "@/lib/reader/schema";

/** GET /api/v1/reader/texts → { texts: [{ id, title, createdAt }, …] }: the learner's saved texts, newest first (at most 50). */
export const GET = apiRoute({ query: savedTextsQuerySchema }, async ({ userId }) => {
  return Response.json({ texts: await listSavedTexts(userId) });
});
