import "server-only";
import type { RefusalTable } from "@/lib/http/refusal";
import { REVIEW_MESSAGES } from "./messages";

/** The review API's refusals (lib/http/refusal.ts). */
export const REVIEW_REFUSALS = {
  notInDeck: [404, REVIEW_MESSAGES.notInDeck],
  reviewIdTaken: [409, REVIEW_MESSAGES.reviewIdTaken],
  undone: [409, REVIEW_MESSAGES.gradeUndone],
  nothingToUndo: [404, REVIEW_MESSAGES.nothingToUndo],
  notLastGrade: [409, REVIEW_MESSAGES.notLastGrade],
  alreadyRunning: [409, REVIEW_MESSAGES.optimizerRunning],
} as const satisfies RefusalTable;
