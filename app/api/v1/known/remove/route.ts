import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { unmarkKnown } from "@/lib/known/known-words";
import { unmarkKnownSchema } from "@/lib/known/schema";
import { NO_SUCH_WORD } from "@/lib/marks/mark-routes";

/** POST /api/v1/known/remove { wordIndex, learn? } → { known: false, inDeck }: undoes "I already know this"; learn adds the word to review. */
export const POST = apiRoute({ body: unmarkKnownSchema }, async ({ userId, data }) => {
  const result = await unmarkKnown(userId, data.wordIndex, { learn: data.learn === true });
  return result ? Response.json(result) : jsonError(404, NO_SUCH_WORD);
});
