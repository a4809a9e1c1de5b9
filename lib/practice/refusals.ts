import "server-only";
import type { RefusalTable } from "@/lib/http/refusal";
import { PRACTICE_MESSAGES } from "./messages";

/** The practice API's refusals (lib/http/refusal.ts): a question not the learner's, answered, expired, not typed; an override not allowed; a story that does not exist. */
export const PRACTICE_REFUSALS = {
  notFound: [404, PRACTICE_MESSAGES.questionNotFound],
  answered: [409, PRACTICE_MESSAGES.questionAnswered],
  beingAnswered: [409, PRACTICE_MESSAGES.questionBeingAnswered],
  expired: [410, PRACTICE_MESSAGES.questionExpired],
  notTyped: [400, PRACTICE_MESSAGES.hintTypedOnly],
  tooManyOpen: [429, PRACTICE_MESSAGES.tooManyOpen],
  answerFirst: [409, PRACTICE_MESSAGES.answerFirst],
  used: [409, PRACTICE_MESSAGES.overrideUsed],
  tooLate: [409, PRACTICE_MESSAGES.overrideTooLate],
  notAllowed: [409, PRACTICE_MESSAGES.overrideNotAllowed],
  unknownStory: [404, PRACTICE_MESSAGES.storyNotFound],
} as const satisfies RefusalTable;
