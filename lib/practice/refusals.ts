import "server-only";
import { jsonError } from "@/lib/http/json";
import type { QuestionRefusal } from "./answer";
import { PRACTICE_MESSAGES } from "./messages";

/** The JSON error for a question that cannot be answered or hinted: 404 not the learner's, 409 answered, 410 expired, 400 an answer that does not fit. */
export function refusalResponse(refusal: QuestionRefusal): Response {
  if ("notFound" in refusal) return jsonError(404, PRACTICE_MESSAGES.questionNotFound);
  if ("answered" in refusal) return jsonError(409, PRACTICE_MESSAGES.questionAnswered);
  if ("beingAnswered" in refusal) return jsonError(409, PRACTICE_MESSAGES.questionBeingAnswered);
  if ("expired" in refusal) return jsonError(410, PRACTICE_MESSAGES.questionExpired);
  return jsonError(400, refusal.invalid);
}
