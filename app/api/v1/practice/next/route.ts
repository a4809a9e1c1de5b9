import { NOT_SIGNED_IN, jsonError } from "@/lib/http/json";
import { refusalResponse } from "@/lib/http/refusal";
import { apiRoute } from "@/lib/http/route";
import { issueQuestion } from "@/lib/practice/issue";
import { PRACTICE_REFUSALS } from "@/lib/practice/refusals";
import { nextBodySchema } from "@/lib/practice/schema";
import { withSpellings } from "@/lib/practice/question-spellings";
import { variantsOf } from "@/lib/words/word-variants";

/** The sources a visitor may practise: demo questions, nothing stored. */
const VISITOR_SOURCES: ReadonlySet<string> = new Set(["context", "easy", "idioms", "confusables", "story"]);

/**
 * POST /api/v1/practice/next { source: "review" | "favourites" | "context" | "easy" | "idioms" | "confusables" | "known" | "story", kind?, exclude?: wordIndex[], round?, set?, story? }
 * → { question: QuestionView & { spellings? } } | { done: true, reason }. The question never holds its answer. A visitor may ask
 * for sources context, easy, idioms, confusables and story only (a demo question, nothing stored); 429 when the learner has too many
 * questions open; 404 for a story no story has.
 */
export const POST = apiRoute({ user: "optional", body: nextBodySchema }, async ({ userId, data }) => {
  if (userId === null && !VISITOR_SOURCES.has(data.source)) return jsonError(401, NOT_SIGNED_IN);
  const outcome = await issueQuestion(userId, data);
  if ("tooManyOpen" in outcome || "unknownStory" in outcome) return refusalResponse(PRACTICE_REFUSALS, outcome);
  // The shown words' other spellings travel with the question: the screen shows the learner's (colour for color).
  return Response.json("question" in outcome ? { question: withSpellings(outcome.question, variantsOf) } : outcome);
});
