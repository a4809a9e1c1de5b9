import "client-only";
// Everything the flashcards screen keeps in the browser, under the original
// app's local-storage keys:
//   flashCardCategory                               the category (lib/client/flashcard-category.ts, re-exported here)
//   currentCategoryWordIndex_<category>             position in that category's list (unseen: in the history)
//   currentCategoryWordFileActualIndex_<category>   source index of the word on screen there
//   ArrayofWordFileActualIndex_unseen               the unseen history: visited source indices, -1 = "a new random word"
//   unseenPreviousArrayIndex                        the unseen "previous index": one past the current history entry
//   nextWordTimeSpan                                default 800
// (the category, and the word counts the drop-down shows, are kept by
// lib/client/flashcard-category.ts and re-exported here)
// plus a cookie mirror of the positions (lib/flashcards/positions.ts), so
// the server renders the card the learner was on.
import { formatPositions, POSITIONS_COOKIE, type CategoryPositions } from "@/lib/flashcards/positions";
import { NEW_RANDOM_WORD, trimHistory, type UnseenHistory } from "@/lib/flashcards/history";
import { NEXT_WORD_TIME_SPAN_MS } from "@/lib/flashcards/timings";
import { FLASHCARD_CATEGORIES, type FlashcardCategory } from "@/lib/navigation";

export { readFlashcardCategory, setFlashcardCategoryCounts, storeFlashcardCategory } from "./flashcard-category";

export { NEW_RANDOM_WORD, type UnseenHistory };

const KEYS = {
  position: (category: FlashcardCategory) => `currentCategoryWordIndex_${category}`,
  wordIndex: (category: FlashcardCategory) => `currentCategoryWordFileActualIndex_${category}`,
  unseenList: "ArrayofWordFileActualIndex_unseen",
  unseenPrevious: "unseenPreviousArrayIndex",
  nextWordTimeSpan: "nextWordTimeSpan",
} as const;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Blocked or full storage: the screen still works, it just forgets.
  }
}

function readInteger(key: string, fallback: number, min: number): number {
  const raw = read(key);
  const value = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isSafeInteger(value) && value >= min ? value : fallback;
}

export function readUnseenHistory(): UnseenHistory {
  let list: number[] = [];
  try {
    const parsed: unknown = JSON.parse(read(KEYS.unseenList) ?? "[]");
    if (Array.isArray(parsed)) list = parsed.filter((entry): entry is number => Number.isSafeInteger(entry) && entry >= NEW_RANDOM_WORD);
  } catch {
    list = [];
  }
  if (list.length === 0) list = [NEW_RANDOM_WORD];
  const position = Math.min(readInteger(KEYS.position("unseen"), list.length - 1, 0), list.length - 1);
  return { list, position };
}

/** Stores the history (trimmed to MAX_UNSEEN_HISTORY, the position moved along) and the word on screen. */
export function writeUnseenHistory(history: UnseenHistory, wordIndex: number): UnseenHistory {
  const trimmed = trimHistory(history);
  write(KEYS.unseenList, JSON.stringify(trimmed.list));
  write(KEYS.position("unseen"), String(trimmed.position));
  write(KEYS.unseenPrevious, String(trimmed.position + 1));
  write(KEYS.wordIndex("unseen"), String(wordIndex));
  mirrorPositions();
  return trimmed;
}

/** Position in a category's list and the source index of the word there (both 0 when unknown). */
export function readCategoryPosition(category: FlashcardCategory): { position: number; wordIndex: number } {
  return { position: readInteger(KEYS.position(category), 0, 0), wordIndex: readInteger(KEYS.wordIndex(category), 0, 0) };
}

export function writeCategoryPosition(category: FlashcardCategory, position: number, wordIndex: number): void {
  write(KEYS.position(category), String(position));
  write(KEYS.wordIndex(category), String(wordIndex));
  mirrorPositions();
}

/** nextWordTimeSpan (default 800), stored once so it reads back like the original's. */
export function readNextWordTimeSpan(): number {
  const value = readInteger(KEYS.nextWordTimeSpan, Number.NaN, 0);
  if (Number.isNaN(value)) {
    write(KEYS.nextWordTimeSpan, String(NEXT_WORD_TIME_SPAN_MS));
    return NEXT_WORD_TIME_SPAN_MS;
  }
  return value;
}

/** Writes the positions cookie from local storage (unseen: the word on screen; others: the position). */
function mirrorPositions(): void {
  const positions: CategoryPositions = {};
  for (const { value } of FLASHCARD_CATEGORIES) {
    if (value === "unseen") {
      const { list, position } = readUnseenHistory();
      positions.unseen = list[position] ?? NEW_RANDOM_WORD;
    } else if (read(KEYS.position(value)) !== null) {
      positions[value] = readCategoryPosition(value).position;
    }
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${POSITIONS_COOKIE}=${encodeURIComponent(formatPositions(positions))}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
