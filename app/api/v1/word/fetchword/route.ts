import { jsonHandler, parseBody } from "@/lib/http/json";
import { checkClaim, sessionUserId } from "@/lib/http/user-claim";
import { fetchWordBodySchema, NEW_RANDOM_WORD } from "@/lib/validations/words";
import { categoryWordAt, randomUnseenWord, wordByIndex } from "@/lib/words/words";

/**
 * POST /api/v1/word/fetchword (spec section 7): { wordCategory, authUserId, wordIndex }
 * → { data: word | null, wordIndex, total? }.
 * - unseen (signed out too): wordIndex -1 is a new random word (for a signed-in
 *   user one they have not seen), any other value re-fetches that source index;
 * - seen, favourite, remember, unremember (signed in only): wordIndex is the
 *   position in the user's list, oldest mark first; the answer carries the
 *   word's source index as wordIndex and the list's length as total.
 * data is null when there is no such word; wordIndex then echoes the request.
 */
export const POST = jsonHandler("POST /api/v1/word/fetchword", async (request) => {
  const sessionId = await sessionUserId(request);
  const body = await parseBody(request, fetchWordBodySchema);
  if ("response" in body) return body.response;
  const { wordCategory, authUserId, wordIndex, excludeIndexes } = body.data;

  if (wordCategory === "unseen") {
    const user = checkClaim(sessionId, authUserId, { required: false });
    if ("response" in user) return user.response;
    const found = wordIndex === NEW_RANDOM_WORD ? await randomUnseenWord(user.userId, excludeIndexes) : await wordByIndex(wordIndex);
    return Response.json({ data: found?.word ?? null, wordIndex: found?.wordIndex ?? wordIndex });
  }

  const user = checkClaim(sessionId, authUserId, { required: true });
  if ("response" in user) return user.response;
  const { total, entry } = await categoryWordAt(user.userId, wordCategory, wordIndex);
  return Response.json({ data: entry?.word ?? null, wordIndex: entry?.wordIndex ?? wordIndex, total });
});
