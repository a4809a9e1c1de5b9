import { QueryClient } from "@tanstack/query-core";
import { setFlashcardCategoryCounts } from "@/lib/client/flashcard-storage";
import { fetchWord, type FetchedWord } from "@/lib/client/flashcards-api";
import { fetchWordStatus } from "@/lib/client/word-marks-api";
import { fetchCategoryCounts } from "@/lib/flashcards/actions";
import { NO_MARKS, type FlashcardCategory } from "@/lib/flashcards/types";
import { knownIndexes, NEW_RANDOM_WORD, type CardStatus, type FlashcardsState, type UnseenHistory } from "./flashcards-reducer";

// The flashcards screen's server data, on TanStack Query's QueryClient used
// without React (the screen's state is its reducer): words and card statuses
// cached by key, the words beside the card fetched ahead with their statuses
// (so Next and Prev show the next card, marks and all, at once), and the
// learner's changes sent one after another, with the reads they affect
// waiting behind them. Mutation scopes would order the changes too, but give
// a read nothing to wait on; a promise chain does both.
//
// A forgotten status or list gets a new key (its revision) rather than being
// removed: removing a query cancels its fetch under whoever waits for it.

const NO_STATUS: CardStatus = Object.freeze({ marks: NO_MARKS, inDeck: false });
const COUNTS_DELAY_MS = 300;

export type CardData = ReturnType<typeof createCardData>;

/**
 * `drawNew`: where a new word comes from instead of the server's random unseen word (Easy Words' flashcards
 * draw from the commonest band); it gets the visited words and gives a source index, or null when none is left.
 */
export function createCardData(category: FlashcardCategory, userId: string | null, drawNew?: (exclude: number[]) => number | null) {
  const client = new QueryClient({
    // Kept while the screen lives; offline, a fetch fails (to /error, or a toast) rather than waiting to be online.
    defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false, networkMode: "always" } },
  });
  let writes: Promise<void> = Promise.resolve();
  let listRevision = 0;
  const statusRevisions = new Map<number, number>();
  let countsTimer: ReturnType<typeof setTimeout> | undefined;

  /** A word's status from the server, after the changes sent before it (so it sees them). */
  async function freshStatus(wordIndex: number): Promise<CardStatus> {
    if (!userId) return NO_STATUS;
    const { isFavourite, isRemember, isUnremember, inDeck } = await writes.then(() => fetchWordStatus(userId, wordIndex));
    return { marks: { isFavourite, isRemember, isUnremember }, inDeck };
  }

  const statusQuery = (wordIndex: number) => ({ queryKey: ["status", wordIndex, statusRevisions.get(wordIndex) ?? 0], queryFn: () => freshStatus(wordIndex) });
  const forgetStatus = (wordIndex: number) => void statusRevisions.set(wordIndex, (statusRevisions.get(wordIndex) ?? 0) + 1);

  /** The word under `key`, cached; for a signed-in user its status is fetched ahead as soon as the word is known. */
  function word(key: readonly unknown[], fetch: () => Promise<FetchedWord>): Promise<FetchedWord> {
    const fetched = client.query({ queryKey: ["word", ...key], queryFn: fetch });
    if (userId) fetched.then((found) => found.card && client.query(statusQuery(found.card.wordIndex))).catch(() => undefined);
    return fetched;
  }

  /** An unseen history entry's word: a source index, or NEW_RANDOM_WORD (none of the words in `history`). */
  function unseenWord(entry: number, history: UnseenHistory): Promise<FetchedWord> {
    if (entry !== NEW_RANDOM_WORD) return word(["unseen", entry], () => fetchWord({ category, userId, wordIndex: entry }));
    return word(["unseen", "new"], async () => {
      const drawn = drawNew?.(knownIndexes(history));
      if (drawn === null) return { card: null, total: null };
      const found = await fetchWord({ category, userId, wordIndex: drawn ?? NEW_RANDOM_WORD, excludeIndexes: knownIndexes(history) });
      // Kept under its index too, for Prev and Next later.
      if (found.card) client.setQueryData(["word", "unseen", found.card.wordIndex], found);
      return found;
    });
  }

  /** The word at `at` in the category's list, fetched after the changes sent before it (they may move the list). */
  const categoryWord = (at: number) => word([category, listRevision, at], () => writes.then(() => fetchWord({ category, userId, wordIndex: at })));

  return {
    unseenWord,
    categoryWord,
    freshStatus,
    /** A local change to the word: its status is fetched afresh next time. */
    forgetStatus,

    /** The new random word fetched ahead is used up once shown (its fetch is over). */
    forgetNewWord: () => client.removeQueries({ queryKey: ["word", "unseen", "new"], exact: true }),
    /** A change moved the category's list: every position is fetched afresh. */
    listChanged: () => void (listRevision += 1),
    /** The end of the list (its fetch is over): asked again next time, the list may grow. */
    forgetCategoryWord: (at: number) => client.removeQueries({ queryKey: ["word", category, listRevision, at], exact: true }),

    /** The status fetched ahead with the word, used once (so the heart is right on the first frame); null when none was asked for. */
    async takeStatus(wordIndex: number): Promise<CardStatus | null> {
      if (!userId) return NO_STATUS;
      const query = statusQuery(wordIndex);
      if (!client.getQueryState(query.queryKey)) return null;
      forgetStatus(wordIndex);
      // One that failed is asked once more before it counts as a failure.
      return client.query(query).catch(() => freshStatus(wordIndex));
    },

    /** Fetches the words beside the one on screen (and their statuses), so Next and Prev need no wait. */
    prefetchNeighbours(state: FlashcardsState) {
      if (!state.current) return;
      const ahead = (fetched: Promise<FetchedWord>) => void fetched.catch(() => undefined);
      if (category === "unseen") {
        const { list, position: at } = state.history;
        ahead(unseenWord(list[at + 1] ?? NEW_RANDOM_WORD, state.history));
        const previous = list[at - 1];
        if (previous !== undefined && previous !== NEW_RANDOM_WORD) ahead(unseenWord(previous, state.history));
      } else {
        if (!state.listChanged) ahead(categoryWord(state.position + 1));
        if (state.position > 0) ahead(categoryWord(state.position - 1));
      }
    },

    /** Sends `change` after the changes before it; it handles its own failure (a toast: changes are never rolled back). */
    write(change: () => Promise<void>) {
      writes = writes.then(change);
    },

    /** Counts the words per category again once the changes have landed (the drop-down shows them). */
    refreshCounts() {
      if (!userId) return;
      clearTimeout(countsTimer);
      countsTimer = setTimeout(() => {
        writes
          .then(() => fetchCategoryCounts())
          .then(
            (counts) => counts && setFlashcardCategoryCounts(counts),
            (error: unknown) => console.error("Flashcards: counting words failed", error),
          );
      }, COUNTS_DELAY_MS);
    },

    dispose: () => clearTimeout(countsTimer),
  };
}
