import { NOT_SIGNED_IN, jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { fetchWordBodySchema, NEW_RANDOM_WORD } from "@/lib/words/schema";
import { categoryWordAt, randomUnseenWord, wordByIndex } from "@/lib/words/words";

/**
 * POST /api/v1/word/fetchword: { wordCategory, authUserId, wordIndex }
 * → { data: word | null, wordIndex, total? }.
 * - unseen (signed out too): wordIndex -1 is a new random word (for a signed-in
 *   user one they have not seen), any other value re-fetches that source index;
 * - seen, favourite, remember, unremember (signed in only): wordIndex is the
 *   position in the user's list, oldest mark first; the answer carries the
 *   word's source index as wordIndex and the list's length as total.
 * data is null when there is no such word; wordIndex then echoes the request.
 */
export const POST = apiRoute({ user: "optional", body: fetchWordBodySchema, claim: "authUserId" }, async ({ userId, data }) => {
  const { wordCategory, wordIndex, excludeIndexes } = data;

  if (wordCategory === "unseen") {
    const found = wordIndex === NEW_RANDOM_WORD ? await randomUnseenWord(userId, excludeIndexes) : await wordByIndex(wordIndex);
    return Response.json({ data: found?.word ?? null, wordIndex: found?.wordIndex ?? wordIndex });
  }

  if (userId === null) return jsonError(401, NOT_SIGNED_IN);
  const { total, entry } = await categoryWordAt(userId, wordCategory, wordIndex);
  return Response.json({ data: entry?.word ?? null, wordIndex: entry?.wordIndex ?? wordIndex, total });
});
