import "client-only";
// The flashcards' calls to /api/v1 (spec section 7), from the browser: the
// flashcards screen and the word pages' heart. Each throws as apiCall does
// (./api.ts), so callers decide: a word or status failure goes to /error, a
// change toasts.
import { SEEN_NAME } from "@/lib/flashcards/messages";
import type { CardWord, FlashcardCategory, MarkKind, WordData, WordStatus } from "@/lib/flashcards/types";
import { apiCall, apiPost } from "./api";

export interface FetchedWord {
  card: CardWord | null;
  total: number | null;
}

/**
 * POST /word/fetchword. For unseen, `wordIndex` is a source index or -1 (a new
 * random word, never one of `excludeIndexes`); for the other categories it is
 * the position in the user's list. `card` is null when there is no such word.
 */
export async function fetchWord(input: {
  category: FlashcardCategory;
  userId: string | null;
  wordIndex: number;
  excludeIndexes?: number[];
}): Promise<FetchedWord> {
  const body = {
    wordCategory: input.category,
    authUserId: `${input.userId}`,
    wordIndex: JSON.stringify(input.wordIndex),
    ...(input.excludeIndexes?.length ? { excludeIndexes: input.excludeIndexes } : {}),
  };
  const answer = await apiPost<{ data: WordData | null; wordIndex: number; total?: number }>("/word/fetchword", body);
  return {
    card: answer.data ? { data: answer.data, wordIndex: answer.wordIndex } : null,
    total: typeof answer.total === "number" ? answer.total : null,
  };
}

/** GET /word/status: the word's marks and whether it is in the review deck, in one call. */
export function fetchWordStatus(userId: string, wordIndex: number): Promise<WordStatus> {
  return apiCall<WordStatus>(`/word/status?${new URLSearchParams({ wordIndex: String(wordIndex), userId })}`);
}

/** POST /{kind}/add or /{kind}/remove for a word. */
export async function setMark(kind: MarkKind, on: boolean, input: { userId: string; wordIndex: number; name?: string }): Promise<void> {
  const body = { itemId: String(input.wordIndex), type: "words", userId: input.userId, ...(on && input.name ? { name: input.name } : {}) };
  await apiPost(`/${kind}/${on ? "add" : "remove"}`, body);
}

/** POST /seen/add: the word's back has been shown. */
export async function addSeen(userId: string, wordIndex: number): Promise<void> {
  await apiPost("/seen/add", { itemId: String(wordIndex), userId, type: "words", name: SEEN_NAME });
}

/** POST /review/add or /review/remove for a word. */
export async function setInReview(on: boolean, wordIndex: number): Promise<void> {
  await apiPost(`/review/${on ? "add" : "remove"}`, { wordIndex });
}
