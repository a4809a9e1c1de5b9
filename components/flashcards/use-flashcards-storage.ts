"use client";

import { useEffect } from "react";
import { NEW_RANDOM_WORD, writeCategoryPosition, writeUnseenHistory } from "@/lib/client/flashcard-storage";
import type { FlashcardsState } from "./flashcards-reducer";

/**
 * Mirrors the screen's place in local storage (the unseen history, the
 * per-category positions), once the screen has started: the unseen history and
 * the word on screen, or the category's position and word (0 and 0 for an empty
 * list). Not when `stored` is false (Easy Words' flashcards keep no place).
 */
export function useFlashcardsStorage(state: Pick<FlashcardsState, "started" | "category" | "history" | "position" | "current">, stored = true) {
  const { started, category, history, position } = state;
  const wordIndex = state.current?.wordIndex ?? null;
  useEffect(() => {
    if (!started || !stored) return;
    if (category === "unseen") writeUnseenHistory(history, wordIndex ?? NEW_RANDOM_WORD);
    else writeCategoryPosition(category, wordIndex === null ? 0 : position, wordIndex ?? 0);
  }, [started, stored, category, history, position, wordIndex]);
}
