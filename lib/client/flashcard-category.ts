import "client-only";
// The chosen flashcard category in the browser: local storage (the original
// app's key) plus a cookie mirror so a server render can see the choice too.
import { useSyncExternalStore } from "react";
import { subscribeToStoredValue } from "./stored-value";
import { DEFAULT_FLASHCARD_CATEGORY, FLASHCARD_CATEGORY_KEY, isFlashcardCategory, type FlashcardCategory } from "@/lib/navigation";

export { FLASHCARD_CATEGORIES, type FlashcardCategory } from "@/lib/navigation";

const CHANGE_EVENT = "lexi:flashcard-category";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The stored category, or the default (unseen) when none or an unknown value is stored. */
export function readFlashcardCategory(): FlashcardCategory {
  if (typeof window === "undefined") return DEFAULT_FLASHCARD_CATEGORY;
  try {
    const stored = window.localStorage.getItem(FLASHCARD_CATEGORY_KEY);
    return isFlashcardCategory(stored) ? stored : DEFAULT_FLASHCARD_CATEGORY;
  } catch {
    return DEFAULT_FLASHCARD_CATEGORY;
  }
}

/** Stores the category in local storage and in the `flashCardCategory` cookie (path /, SameSite=Lax, one year). */
export function storeFlashcardCategory(category: FlashcardCategory): void {
  try {
    window.localStorage.setItem(FLASHCARD_CATEGORY_KEY, category);
  } catch {
    // Blocked storage: the cookie below still carries the choice.
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${FLASHCARD_CATEGORY_KEY}=${category}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the category changes in this tab or another; returns the unsubscribe function. */
export function subscribeFlashcardCategory(onChange: () => void): () => void {
  return subscribeToStoredValue(FLASHCARD_CATEGORY_KEY, CHANGE_EVENT, onChange);
}

function serverSnapshot(): FlashcardCategory {
  return DEFAULT_FLASHCARD_CATEGORY;
}

/** The stored category in a client component (the default during server render and hydration). */
export function useFlashcardCategory(): FlashcardCategory {
  return useSyncExternalStore(subscribeFlashcardCategory, readFlashcardCategory, serverSnapshot);
}

/** Forgets the stored category (local storage and cookie): the default applies again. */
export function resetFlashcardCategory(): void {
  try {
    window.localStorage.removeItem(FLASHCARD_CATEGORY_KEY);
  } catch {
    // Blocked storage: nothing stored there.
  }
  document.cookie = `${FLASHCARD_CATEGORY_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** How many words each category holds for the signed-in user, when the flashcards screen knows (null: not shown). */
export type FlashcardCategoryCounts = Record<FlashcardCategory, number>;

const COUNTS_EVENT = "lexi:flashcard-category-counts";
let categoryCounts: FlashcardCategoryCounts | null = null;

/** Published by the flashcards screen for a signed-in user; null hides the counts again. */
export function setFlashcardCategoryCounts(counts: FlashcardCategoryCounts | null): void {
  categoryCounts = counts;
  window.dispatchEvent(new Event(COUNTS_EVENT));
}

function subscribeCounts(onChange: () => void): () => void {
  window.addEventListener(COUNTS_EVENT, onChange);
  return () => window.removeEventListener(COUNTS_EVENT, onChange);
}

/** The category counts for the drop-down (null during server render, for visitors and off the flashcards screen). */
export function useFlashcardCategoryCounts(): FlashcardCategoryCounts | null {
  return useSyncExternalStore(
    subscribeCounts,
    () => categoryCounts,
    () => null,
  );
}
