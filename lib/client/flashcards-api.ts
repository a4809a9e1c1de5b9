import "client-only";
// The flashcards screen's own calls to /api/v1, from the browser; a word's
// marks are ./word-marks-api.ts. Each throws as apiCall does (./api.ts), so
// callers decide: a word failure goes to /error, a change toasts.
import { SEEN_NAME } from "@/lib/flashcards/messages";
import type { CardWord, FlashcardCategory, WordData } from "@/lib/flashcards/types";
import { apiPost } from "./api";

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

/** POST /seen/add: the word's back has been shown. */
export async function addSeen(userId: string, wordIndex: number): Promise<void> {
  await apiPost("/seen/add", { itemId: String(wordIndex), userId, type: "words", name: SEEN_NAME });
}
