import "client-only";
// "I already know this" from the browser (lib/known): the flashcards, review
// and the word pages' island share these. Each throws as apiCall does (./api.ts).
import { apiCall, apiPost } from "./api";

export type KnownStatusAnswer = { known: "marked"; checkedAt: string | null } | { known: "placement" } | { known: null };

/** POST /known/add: marks the word known; `removedFromDeck` says its new card left the deck. */
export function markKnown(wordIndex: number): Promise<{ known: true; removedFromDeck: boolean }> {
  return apiPost("/known/add", { wordIndex });
}

/** POST /known/remove: undoes it; `learn` adds the word to review as a new card. */
export function unmarkKnown(wordIndex: number, learn: boolean): Promise<{ known: false; inDeck: boolean }> {
  return apiPost("/known/remove", { wordIndex, learn });
}

/** GET /known/status: how the learner knows the word, if they do. */
export function fetchKnownStatus(wordIndex: number): Promise<KnownStatusAnswer> {
  return apiCall(`/known/status?${new URLSearchParams({ wordIndex: String(wordIndex) })}`);
}
