"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/toasts/toast";
import { categoryNeedsAccount, categoryReason } from "@/lib/auth/login-reasons";
import {
  readFlashcardCategory,
  readNextWordTimeSpan,
  readUnseenHistory,
  setFlashcardCategoryCounts,
  storeFlashcardCategory,
} from "@/lib/client/flashcard-storage";
import { rememberReturnPath } from "@/lib/client/return-path";
import { FLASHCARD_MESSAGES, FLASHCARDS_PATH } from "@/lib/flashcards/messages";
import type { InitialCard } from "@/lib/flashcards/types";
import { reconcileHistory } from "./flashcards-reducer";
import type { Screen } from "./screen";

/**
 * On load: a visitor on another category goes back to unseen and off to log
 * in; otherwise the screen starts from storage and fetches the card's
 * neighbours ahead. The server rendered the first card with its status, so
 * nothing else is fetched.
 */
export function useFlashcardsStart(initial: InitialCard, screen: Screen) {
  const router = useRouter();
  useEffect(() => {
    const { category, userId, dispatch } = screen;
    const card = initial.card;
    if (initial.easyWords) {
      // Easy Words' flashcards: a signed-in learner's own round, apart from the stored category and history.
      dispatch({ type: "started", history: reconcileHistory({ list: [], position: 0 }, card?.wordIndex ?? null) });
      screen.data.prefetchNeighbours(screen.live.current);
      return;
    }
    const storedCategory = readFlashcardCategory();
    const wanted = initial.loginRequiredFor ?? (userId ? "unseen" : storedCategory);
    if (categoryNeedsAccount(wanted)) {
      storeFlashcardCategory("unseen");
      router.replace(rememberReturnPath(FLASHCARDS_PATH, categoryReason(wanted)));
      return;
    }
    if (storedCategory !== category) storeFlashcardCategory(category);
    readNextWordTimeSpan();

    dispatch(category === "unseen" ? { type: "started", history: reconcileHistory(readUnseenHistory(), card?.wordIndex ?? null) } : { type: "started" });
    if (!card) toast(FLASHCARD_MESSAGES.noWordsInCategory, { id: FLASHCARD_MESSAGES.noWordsInCategory });
    screen.data.prefetchNeighbours(screen.live.current);
    // Once per mount: the page gives the screen a new key for another first card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (initial.counts) setFlashcardCategoryCounts(initial.counts);
    return () => setFlashcardCategoryCounts(null);
  }, [initial.counts]);
}
