import "client-only";
// A word's marks and review-deck place, read and changed from the browser: the
// flashcards screen and the word pages share these (a word page loads no more
// than these). Each throws as apiCall does (./api.ts): a status failure goes
// to /error, a change toasts.
import type { MarkKind, WordStatus } from "@/lib/flashcards/types";
import { MAX_CONTEXT_CHARACTERS } from "@/lib/review/card-context";
import { apiCall, apiPost } from "./api";

/** GET /word/status: the word's marks and whether it is in the review deck, in one call. */
export function fetchWordStatus(userId: string, wordIndex: number): Promise<WordStatus> {
  return apiCall<WordStatus>(`/word/status?${new URLSearchParams({ wordIndex: String(wordIndex), userId })}`);
}

/** POST /{kind}/add or /{kind}/remove for a word. */
export async function setMark(kind: MarkKind, on: boolean, input: { userId: string; wordIndex: number; name?: string }): Promise<void> {
  const body = { itemId: String(input.wordIndex), type: "words", userId: input.userId, ...(on && input.name ? { name: input.name } : {}) };
  await apiPost(`/${kind}/${on ? "add" : "remove"}`, body);
}

/**
 * POST /review/add or /review/remove for a word. `context`: the sentence the
 * learner met it in, kept by its card for its cloze questions (one too long to
 * keep is left out, and the word is added without it).
 */
export async function setInReview(on: boolean, wordIndex: number, context?: string | null): Promise<void> {
  const kept = on && context && context.length <= MAX_CONTEXT_CHARACTERS ? { context } : {};
  await apiPost(`/review/${on ? "add" : "remove"}`, { wordIndex, ...kept });
}
