import { apiRoute } from "@/lib/http/route";
import { knownStatus } from "@/lib/known/known-words";
import { knownWordSchema } from "@/lib/known/schema";

/** GET /api/v1/known/status?wordIndex=N → { known: "marked" | "placement" | null, checkedAt? } (the word page's island). */
export const GET = apiRoute({ query: knownWordSchema }, async ({ userId, data }) => {
  return Response.json(await knownStatus(userId, data.wordIndex));
});
