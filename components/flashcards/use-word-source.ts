"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import { setFlashcardCategoryCounts } from "@/lib/client/flashcard-storage";
import { fetchCategoryCounts } from "@/lib/flashcards/actions";
import { fetchMarkStatus, fetchReviewStatus, fetchWord, type FetchedWord } from "@/lib/flashcards/client-api";
import { knownIndexes, NEW_RANDOM_WORD, type CardStatus, type FlashcardsState } from "@/lib/flashcards/reducer";
import { NO_MARKS, type CardWord, type FlashcardCategory } from "@/lib/flashcards/types";

// The flashcards screen's fetching: words and card statuses cached by key,
// the neighbours of the card on screen fetched ahead (so Next and Prev show
// the next card at once), and one chain of mark changes that later status
// and list fetches wait behind (so they see those changes).

const NEW_WORD_KEY = "u:new";
const NO_STATUS: CardStatus = Object.freeze({ marks: NO_MARKS, inDeck: false });

/** A card's marks and review status; a review status that fails is only logged (the deck is an extra). */
async function fetchCardStatus(userId: string, wordIndex: number): Promise<CardStatus> {
  const [marks, inDeck] = await Promise.all([
    fetchMarkStatus(userId, wordIndex),
    fetchReviewStatus(wordIndex).catch((error: unknown) => {
      console.error("Flashcards: review status failed", error);
      return null;
    }),
  ]);
  return { marks, inDeck };
}

/** The cached promise for `key`, or a new one; a failed one is forgotten so the next use retries. */
function cached<K, V>(cache: Map<K, Promise<V>>, key: K, make: () => Promise<V>, fresh = false): Promise<V> {
  let promise = fresh ? undefined : cache.get(key);
  if (!promise) {
    promise = make();
    cache.set(key, promise);
    const made = promise;
    made.catch(() => {
      if (cache.get(key) === made) cache.delete(key);
    });
  }
  return promise;
}

export function useWordSource(category: FlashcardCategory, userId: string | null) {
  const words = useRef(new Map<string, Promise<FetchedWord>>());
  const statuses = useRef(new Map<number, Promise<CardStatus>>());
  const mutations = useRef<Promise<void>>(Promise.resolve());
  const countsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(countsTimer.current), []);

  /** Runs `change` after the changes before it; later status and list fetches wait for it. */
  const mutate = useCallback((change: () => Promise<void>) => {
    mutations.current = mutations.current.then(change);
  }, []);

  /** Counts the words per category again once the marks have settled (the drop-down shows them). */
  const refreshCounts = useCallback(() => {
    if (!userId) return;
    clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(() => {
      mutations.current
        .then(() => fetchCategoryCounts())
        .then(
          (counts) => {
            if (counts) setFlashcardCategoryCounts(counts);
          },
          (error: unknown) => console.error("Flashcards: counting words failed", error),
        );
    }, 300);
  }, [userId]);

  const statusOf = useCallback(
    (wordIndex: number, fresh = false): Promise<CardStatus> => {
      if (!userId) return Promise.resolve(NO_STATUS);
      // A status asked for after a mark change must see that change.
      return cached(statuses.current, wordIndex, () => mutations.current.then(() => fetchCardStatus(userId, wordIndex)), fresh);
    },
    [userId],
  );

  /** Only the review status (the server renders the first card's marks, not its deck status). */
  const reviewStatusOf = useCallback(
    (wordIndex: number): Promise<boolean | null> =>
      userId
        ? mutations.current
            .then(() => fetchReviewStatus(wordIndex))
            .catch((error: unknown) => {
              console.error("Flashcards: review status failed", error);
              return null;
            })
        : Promise.resolve(false),
    [userId],
  );

  const forgetStatus = useCallback((wordIndex: number) => {
    statuses.current.delete(wordIndex);
  }, []);

  /** Word fetch plus, for a signed-in user, the word's status ahead of time. */
  const withStatus = useCallback(
    (fetched: Promise<FetchedWord>): Promise<FetchedWord> => {
      void fetched.then(
        (result) => {
          if (result.card) statusOf(result.card.wordIndex).catch(() => undefined);
        },
        () => undefined,
      );
      return fetched;
    },
    [statusOf],
  );

  /** An unseen history entry's word: a source index, or NEW_RANDOM_WORD (none of the words known in `state`). */
  const unseenWord = useCallback(
    (entry: number, state: Pick<FlashcardsState, "history">): Promise<FetchedWord> => {
      if (entry !== NEW_RANDOM_WORD) {
        return cached(words.current, `u:${entry}`, () => withStatus(fetchWord({ category, userId, wordIndex: entry })));
      }
      const excludeIndexes = knownIndexes(state.history);
      return cached(words.current, NEW_WORD_KEY, () =>
        withStatus(fetchWord({ category, userId, wordIndex: NEW_RANDOM_WORD, excludeIndexes })).then((result) => {
          if (result.card) words.current.set(`u:${result.card.wordIndex}`, Promise.resolve(result));
          return result;
        }),
      );
    },
    [category, userId, withStatus],
  );

  /** The new random word fetched ahead is used up once shown. */
  const forgetNewWord = useCallback(() => {
    words.current.delete(NEW_WORD_KEY);
  }, []);

  const categoryWord = useCallback(
    (at: number): Promise<FetchedWord> =>
      cached(words.current, `${category}:${at}`, () => withStatus(mutations.current.then(() => fetchWord({ category, userId, wordIndex: at })))),
    [category, userId, withStatus],
  );

  /** Forgets one position of the list (`at`), or all of them: the list may have changed. */
  const forgetCategoryWords = useCallback(
    (at?: number) => {
      if (at !== undefined) {
        words.current.delete(`${category}:${at}`);
        return;
      }
      for (const key of words.current.keys()) if (key.startsWith(`${category}:`)) words.current.delete(key);
    },
    [category],
  );

  /** The status fetched ahead with the word, if any (so the heart is right on the first frame). */
  const statusIfFetched = useCallback(
    async (card: CardWord): Promise<CardStatus | null> => {
      if (!userId) return NO_STATUS;
      const ahead = statuses.current.get(card.wordIndex);
      // A status fetched ahead that failed is asked once more before it counts as a failure.
      return ahead ? await ahead.catch(() => statusOf(card.wordIndex, true)) : null;
    },
    [userId, statusOf],
  );

  /** Fetches the words beside the one on screen (and their statuses), so Next and Prev need no wait. */
  const prefetchNeighbours = useCallback(
    (state: FlashcardsState) => {
      if (!state.current) return;
      // A word fetched earlier is cached, but its status was used up when it was shown: ask again.
      const ahead = (fetched: Promise<FetchedWord>) => {
        fetched.then((result) => (result.card ? statusOf(result.card.wordIndex) : null)).catch(() => undefined);
      };
      if (category === "unseen") {
        const { list, position: at } = state.history;
        ahead(unseenWord(list[at + 1] ?? NEW_RANDOM_WORD, state));
        const previous = list[at - 1];
        if (previous !== undefined && previous !== NEW_RANDOM_WORD) ahead(unseenWord(previous, state));
      } else {
        const at = state.position;
        if (!state.listChanged) ahead(categoryWord(at + 1));
        if (at > 0) ahead(categoryWord(at - 1));
      }
    },
    [category, unseenWord, categoryWord, statusOf],
  );

  return useMemo(
    () => ({
      mutate,
      refreshCounts,
      statusOf,
      reviewStatusOf,
      forgetStatus,
      statusIfFetched,
      unseenWord,
      forgetNewWord,
      categoryWord,
      forgetCategoryWords,
      prefetchNeighbours,
    }),
    [
      mutate,
      refreshCounts,
      statusOf,
      reviewStatusOf,
      forgetStatus,
      statusIfFetched,
      unseenWord,
      forgetNewWord,
      categoryWord,
      forgetCategoryWords,
      prefetchNeighbours,
    ],
  );
}
