import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { markKnown } from "@/lib/known/known-words";
import { knownWordSchema } from "@/lib/known/schema";
import { NO_SUCH_WORD } from "@/lib/marks/mark-routes";

/** POST /api/v1/known/add { wordIndex } → { known: true, removedFromDeck }: "I already know this". */
export const POST = apiRoute({ body: knownWordSchema }, async ({ userId, data }) => {
  const result = await markKnown(userId, data.wordIndex);
  return result ? Response.json(result) : jsonError(404, NO_SUCH_WORD);
});
