// The flashcards screen's calls to /api/v1 (spec section 7), from the browser.
// Every function throws on a network failure or an error status, so callers
// decide: a word or status failure goes to /error, a mark change toasts.
import { apiCall, apiPost } from "@/lib/client/api";
import type { FlashcardCategory } from "@/lib/navigation";
import { SEEN_NAME } from "./messages";
import type { MarkKind } from "./reducer";
import type { CardWord, MarkStatus, WordData } from "./types";

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
  signal?: AbortSignal;
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

export type { MarkKind };

const STATUS_FIELD = { favourite: "isFavourite", remember: "isRemember", unremember: "isUnremember" } as const satisfies Record<MarkKind, keyof MarkStatus>;

/** GET /{favourite,remember,unremember}/fetchStatus for a word, all three at once. */
export async function fetchMarkStatus(userId: string, wordIndex: number): Promise<MarkStatus> {
  const query = new URLSearchParams({ itemId: String(wordIndex), type: "words", userId }).toString();
  const kinds = Object.keys(STATUS_FIELD) as MarkKind[];
  const answers = await Promise.all(kinds.map((kind) => apiCall<Record<string, unknown>>(`/${kind}/fetchStatus?${query}`)));
  const status = { isFavourite: false, isRemember: false, isUnremember: false };
  kinds.forEach((kind, i) => {
    status[STATUS_FIELD[kind]] = answers[i]?.[STATUS_FIELD[kind]] === true;
  });
  return status;
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

/** GET /review/status: whether the word is in the learner's review deck (issue 13). */
export async function fetchReviewStatus(wordIndex: number): Promise<boolean> {
  const answer = await apiCall<{ inDeck?: unknown }>(`/review/status?${new URLSearchParams({ wordIndex: String(wordIndex) })}`);
  return answer.inDeck === true;
}

/** POST /review/add or /review/remove for a word. */
export async function setInReview(on: boolean, wordIndex: number): Promise<void> {
  await apiPost(`/review/${on ? "add" : "remove"}`, { wordIndex });
}
