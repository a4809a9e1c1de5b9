"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/toasts/toast";
import { rememberReturnPath } from "@/lib/client/return-path";
import {
  NEW_RANDOM_WORD,
  readFlashcardCategory,
  readNextWordTimeSpan,
  readUnseenHistory,
  setFlashcardCategoryCounts,
  storeFlashcardCategory,
  writeCategoryPosition,
  writeUnseenHistory,
  type UnseenHistory,
} from "@/lib/client/flashcard-storage";
import { fetchCategoryCounts } from "@/lib/flashcards/actions";
import { addSeen, fetchMarkStatus, fetchWord, setMark, type FetchedWord, type MarkKind } from "@/lib/flashcards/client-api";
import { FAVOURITE_NAME, FLASHCARD_MESSAGES, FLASHCARDS_PATH, SEEN_NAME } from "@/lib/flashcards/messages";
import { AUTO_ADVANCE_MS, FLIP_SWAP_MS } from "@/lib/flashcards/timings";
import { NO_MARKS, type CardWord, type InitialCard, type MarkStatus } from "@/lib/flashcards/types";

// The flashcards screen's behaviour (spec section 4, Flashcards): flipping,
// Next and Prev through the unseen history or a category's list, seen
// records, and the favourite, remember and unremember marks. Words and mark
// statuses of the neighbouring cards are fetched ahead, so Next and Prev show
// the next card at once.

export type Side = "front" | "back";

export interface FlashcardsView {
  /** The word on the card (during a swap, the old one until the swap lands). */
  shown: CardWord | null;
  side: Side;
  /** The word the card is moving to is still turning in: its content swaps in shortly. */
  swapping: boolean;
  marks: MarkStatus;
  /** A word is being fetched that was not fetched ahead. */
  busy: boolean;
  /** Position and length of a category's list (not unseen). */
  position: number;
  total: number | null;
  /** What the live region says about the card. */
  announcement: string;
}

export interface FlashcardsActions {
  flip: () => void;
  next: () => void;
  prev: () => void;
  toggleFavourite: () => void;
  toggleRemember: () => void;
  toggleUnremember: () => void;
}

const NEW_WORD_KEY = "u:new";
const MAX_EXCLUDED = 100;
const MAX_QUEUED_MOVES = 3;
const STATUS_FIELD = { favourite: "isFavourite", remember: "isRemember", unremember: "isUnremember" } as const;

/** Categories whose list a mark of this kind changes. */
const LISTS_CHANGED_BY: Record<MarkKind, readonly string[]> = {
  favourite: ["favourite"],
  remember: ["remember", "unremember"],
  unremember: ["remember", "unremember"],
};

function announce(card: CardWord | null, side: Side): string {
  if (!card) return "";
  const { word, details } = card.data;
  if (side === "front") return `Front of the card: ${word}.`;
  const first = details[0];
  return first ? `Back of the card: ${word}${first.partOfSpeech ? `, ${first.partOfSpeech}` : ""}: ${first.definition}.` : `Back of the card: ${word}.`;
}

export function useFlashcards(initial: InitialCard): { view: FlashcardsView; actions: FlashcardsActions } {
  const router = useRouter();
  const { category, userId } = initial;

  const [shown, setShown] = useState<CardWord | null>(initial.card);
  const [current, setCurrent] = useState<CardWord | null>(initial.card);
  const [side, setSide] = useState<Side>("front");
  const [marks, setMarks] = useState<MarkStatus>(initial.marks);
  const [busy, setBusy] = useState(false);
  const [position, setPosition] = useState(initial.position);
  const [total, setTotal] = useState(initial.total);
  const [announcement, setAnnouncement] = useState("");

  // The same state for the handlers, which run outside React's render (timers, fetches).
  const live = useRef({
    current: initial.card,
    side: "front" as Side,
    marks: initial.marks,
    position: initial.position,
    /** The current word left or re-joined this category's list: positions after it moved. */
    listChanged: false,
    /** performance.now() before which the shown word must not change (a turn to the front is under way). */
    swapAt: 0,
    /** Bumped by every local mark change: a status fetched before it is stale. */
    marksVersion: 0,
  });
  const history = useRef<UnseenHistory>({ list: [NEW_RANDOM_WORD], position: 0 });
  const words = useRef(new Map<string, Promise<FetchedWord>>());
  const statuses = useRef(new Map<number, Promise<MarkStatus>>());
  const seenMarked = useRef(new Set<number>());
  const mutations = useRef<Promise<void>>(Promise.resolve());
  const moves = useRef<{ chain: Promise<void>; queued: number }>({ chain: Promise.resolve(), queued: 0 });
  const swapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const autoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const countsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const goToError = useCallback(
    (error: unknown) => {
      console.error("Flashcards: a request failed", error);
      router.push("/error");
    },
    [router],
  );

  const sendToLogin = useCallback(() => {
    router.push(rememberReturnPath(FLASHCARDS_PATH));
  }, [router]);

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

  // ---- fetching, with the neighbours fetched ahead -------------------------

  /** The cached fetch for `key`, or a new one; a failed fetch is forgotten so the next use retries. */
  const load = useCallback((key: string, make: () => Promise<FetchedWord>): Promise<FetchedWord> => {
    const cache = words.current;
    let promise = cache.get(key);
    if (!promise) {
      promise = make();
      cache.set(key, promise);
      const made = promise;
      made.catch(() => {
        if (cache.get(key) === made) cache.delete(key);
      });
    }
    return promise;
  }, []);

  const statusOf = useCallback(
    (wordIndex: number, fresh = false): Promise<MarkStatus> => {
      if (!userId) return Promise.resolve(NO_MARKS);
      const cache = statuses.current;
      let promise = fresh ? undefined : cache.get(wordIndex);
      if (!promise) {
        // A status asked for after a mark change must see that change.
        promise = mutations.current.then(() => fetchMarkStatus(userId, wordIndex));
        cache.set(wordIndex, promise);
        const made = promise;
        made.catch(() => {
          if (cache.get(wordIndex) === made) cache.delete(wordIndex);
        });
      }
      return promise;
    },
    [userId],
  );

  /** Word fetch plus, for a signed-in user, the word's mark status ahead of time. */
  const withStatus = useCallback(
    (fetched: Promise<FetchedWord>): Promise<FetchedWord> => {
      void fetched.then((result) => {
        if (result.card) statusOf(result.card.wordIndex).catch(() => undefined);
      }, () => undefined);
      return fetched;
    },
    [statusOf],
  );

  const unseenWord = useCallback(
    (entry: number): Promise<FetchedWord> => {
      if (entry !== NEW_RANDOM_WORD) {
        return load(`u:${entry}`, () => withStatus(fetchWord({ category, userId, wordIndex: entry })));
      }
      const known = history.current.list.filter((index) => index !== NEW_RANDOM_WORD).slice(-MAX_EXCLUDED);
      return load(NEW_WORD_KEY, () =>
        withStatus(fetchWord({ category, userId, wordIndex: NEW_RANDOM_WORD, excludeIndexes: known })).then((result) => {
          if (result.card) words.current.set(`u:${result.card.wordIndex}`, Promise.resolve(result));
          return result;
        }),
      );
    },
    [category, userId, load, withStatus],
  );

  const categoryWord = useCallback(
    (at: number): Promise<FetchedWord> =>
      load(`${category}:${at}`, () => withStatus(mutations.current.then(() => fetchWord({ category, userId, wordIndex: at })))),
    [category, userId, load, withStatus],
  );

  const forgetCategoryWords = useCallback(() => {
    for (const key of words.current.keys()) if (key.startsWith(`${category}:`)) words.current.delete(key);
  }, [category]);

  const prefetchNeighbours = useCallback(() => {
    if (!live.current.current) return;
    // A word fetched earlier is cached, but its status was used up when it was shown: ask again.
    const ahead = (fetched: Promise<FetchedWord>) => {
      fetched.then((result) => (result.card ? statusOf(result.card.wordIndex) : null)).catch(() => undefined);
    };
    if (category === "unseen") {
      const { list, position: at } = history.current;
      ahead(unseenWord(list[at + 1] ?? NEW_RANDOM_WORD));
      const previous = list[at - 1];
      if (previous !== undefined && previous !== NEW_RANDOM_WORD) ahead(unseenWord(previous));
    } else {
      const at = live.current.position;
      if (!live.current.listChanged) ahead(categoryWord(at + 1));
      if (at > 0) ahead(categoryWord(at - 1));
    }
  }, [category, unseenWord, categoryWord, statusOf]);

  // ---- showing a card -------------------------------------------------------

  const setSideNow = useCallback((next: Side) => {
    live.current.side = next;
    setSide(next);
  }, []);

  const setMarksNow = useCallback((next: MarkStatus) => {
    live.current.marks = next;
    setMarks(next);
  }, []);

  /** Fetches the marks of the current word again (on each flip), unless a local change overtakes it. */
  const refreshMarks = useCallback(
    (wordIndex: number) => {
      if (!userId) return;
      const version = live.current.marksVersion;
      statusOf(wordIndex, true).then((status) => {
        if (live.current.current?.wordIndex === wordIndex && live.current.marksVersion === version) setMarksNow(status);
      }, goToError);
    },
    [userId, statusOf, setMarksNow, goToError],
  );

  /**
   * Puts `card` on screen. From the back, the card turns to the front now and
   * the content swaps FLIP_SWAP_MS later (spec: the word content swaps 500 ms
   * after a flip).
   */
  const showCard = useCallback(
    (card: CardWord, status: MarkStatus | null) => {
      const state = live.current;
      const now = performance.now();
      if (state.side === "back") {
        setSideNow("front");
        state.swapAt = now + FLIP_SWAP_MS;
      }
      state.current = card;
      state.listChanged = false;
      state.marksVersion += 1;
      setCurrent(card);
      const wait = state.swapAt - now;
      clearTimeout(swapTimer.current);
      if (wait > 0) {
        swapTimer.current = setTimeout(() => setShown(live.current.current), wait);
      } else {
        setShown(card);
      }
      setAnnouncement(announce(card, "front"));
      if (status) {
        setMarksNow(status);
      } else {
        setMarksNow(NO_MARKS);
        refreshMarks(card.wordIndex);
      }
      // Used once: later reads (flips) fetch afresh.
      statuses.current.delete(card.wordIndex);
    },
    [setSideNow, setMarksNow, refreshMarks],
  );

  /** Waits for a fetch, showing the busy state only when it was not fetched ahead. */
  const settle = useCallback(async <T,>(promise: Promise<T>): Promise<T> => {
    let done = false;
    const timer = setTimeout(() => {
      if (!done) setBusy(true);
    }, 0);
    try {
      return await promise;
    } finally {
      done = true;
      clearTimeout(timer);
      setBusy(false);
    }
  }, []);

  /** The status fetched ahead with the word, if any (so the heart is right on the first frame). */
  const statusIfFetched = useCallback(
    async (card: CardWord): Promise<MarkStatus | null> => {
      if (!userId) return NO_MARKS;
      const ahead = statuses.current.get(card.wordIndex);
      // A status fetched ahead that failed is asked once more before it counts as a failure.
      return ahead ? await ahead.catch(() => statusOf(card.wordIndex, true)) : null;
    },
    [userId, statusOf],
  );

  // ---- moving ---------------------------------------------------------------

  const moveUnseen = useCallback(
    async (step: 1 | -1) => {
      const state = live.current;
      const { list: stored, position: at } = history.current;
      if (step === -1 && state.current && at === 0) {
        toast(FLASHCARD_MESSAGES.noMoreWords, { id: FLASHCARD_MESSAGES.noMoreWords });
        return;
      }
      const target = state.current ? at + step : at;
      const list = stored.slice();
      while (list.length <= target) list.push(NEW_RANDOM_WORD);
      const entry = list[target] ?? NEW_RANDOM_WORD;
      const result = await settle(unseenWord(entry));
      if (entry === NEW_RANDOM_WORD) words.current.delete(NEW_WORD_KEY);
      if (!result.card) {
        const message = state.current ? FLASHCARD_MESSAGES.noMoreWords : FLASHCARD_MESSAGES.noWordsInCategory;
        toast(message, { id: message });
        return;
      }
      const status = await statusIfFetched(result.card);
      list[target] = result.card.wordIndex;
      history.current = writeUnseenHistory({ list, position: target }, result.card.wordIndex);
      showCard(result.card, status);
    },
    [settle, unseenWord, statusIfFetched, showCard],
  );

  const moveInCategory = useCallback(
    async (step: 1 | -1) => {
      const state = live.current;
      if (!state.current) {
        // An empty list: look again from the start.
        const result = await settle(categoryWord(0));
        if (!result.card) {
          toast(FLASHCARD_MESSAGES.noWordsInCategory, { id: FLASHCARD_MESSAGES.noWordsInCategory });
          words.current.delete(`${category}:0`);
          return;
        }
        state.position = 0;
        setPosition(0);
        setTotal(result.total);
        writeCategoryPosition(category, 0, result.card.wordIndex);
        showCard(result.card, await statusIfFetched(result.card));
        return;
      }
      let target = state.position + step;
      // The word on screen left the list (or moved to its end): the next one has taken its place.
      if (step === 1 && state.listChanged) target = state.position;
      if (target < 0) {
        toast(FLASHCARD_MESSAGES.noMoreWords, { id: FLASHCARD_MESSAGES.noMoreWords });
        return;
      }
      let result = await settle(categoryWord(target));
      if (step === 1 && state.listChanged && result.card?.wordIndex === state.current.wordIndex) {
        target += 1;
        result = await settle(categoryWord(target));
      }
      if (!result.card) {
        toast(FLASHCARD_MESSAGES.noMoreWords, { id: FLASHCARD_MESSAGES.noMoreWords });
        // Ask again next time: the list may grow.
        words.current.delete(`${category}:${target}`);
        return;
      }
      const status = await statusIfFetched(result.card);
      state.position = target;
      setPosition(target);
      setTotal(result.total);
      writeCategoryPosition(category, target, result.card.wordIndex);
      showCard(result.card, status);
    },
    [category, settle, categoryWord, statusIfFetched, showCard],
  );

  /** Moves run one after another, so quick presses each count. */
  const move = useCallback(
    (step: 1 | -1) => {
      clearTimeout(autoTimer.current);
      const queue = moves.current;
      if (queue.queued >= MAX_QUEUED_MOVES) return;
      queue.queued += 1;
      queue.chain = queue.chain
        .then(() => (category === "unseen" ? moveUnseen(step) : moveInCategory(step)))
        .then(prefetchNeighbours)
        .catch(goToError)
        .finally(() => {
          queue.queued -= 1;
        });
    },
    [category, moveUnseen, moveInCategory, prefetchNeighbours, goToError],
  );

  const next = useCallback(() => move(1), [move]);
  const prev = useCallback(() => move(-1), [move]);

  // ---- flipping -------------------------------------------------------------

  const flip = useCallback(() => {
    const state = live.current;
    const card = state.current;
    if (!card) return;
    const to: Side = state.side === "front" ? "back" : "front";
    setSideNow(to);
    // A word change while the card turns waits for the turn (spec: the swap comes 500 ms after a flip).
    state.swapAt = performance.now() + FLIP_SWAP_MS;
    setAnnouncement(announce(card, to));
    // The first flip to the back marks the word seen (a seen record when signed in).
    if (to === "back" && !seenMarked.current.has(card.wordIndex)) {
      seenMarked.current.add(card.wordIndex);
      if (userId) {
        addSeen(userId, card.wordIndex).then(refreshCounts, (error: unknown) => console.error("Flashcards: seen/add failed", error));
      }
    }
    refreshMarks(card.wordIndex);
  }, [userId, setSideNow, refreshMarks, refreshCounts]);

  // ---- marks ----------------------------------------------------------------

  const toggleMark = useCallback(
    (kind: MarkKind) => {
      if (!userId) {
        sendToLogin();
        return;
      }
      const state = live.current;
      const card = state.current;
      if (!card) return;
      const field = STATUS_FIELD[kind];
      const on = !state.marks[field];
      const updated: MarkStatus = { ...state.marks, [field]: on };
      // Remember and unremember exclude each other (the server clears the other one itself).
      if (on && kind === "remember") updated.isUnremember = false;
      if (on && kind === "unremember") updated.isRemember = false;
      state.marksVersion += 1;
      setMarksNow(updated);
      statuses.current.delete(card.wordIndex);
      if (LISTS_CHANGED_BY[kind].includes(category)) {
        state.listChanged = true;
        forgetCategoryWords();
      }
      const name = kind === "favourite" ? FAVOURITE_NAME[state.side] : kind === "unremember" ? SEEN_NAME : undefined;
      // Optimistic and never rolled back (spec section 8): a failure only toasts.
      mutations.current = mutations.current.then(() =>
        setMark(kind, on, { userId, wordIndex: card.wordIndex, ...(name ? { name } : {}) }).catch((error: unknown) => {
          console.error(`Flashcards: ${kind} ${on ? "add" : "remove"} failed`, error);
          toast.error(FLASHCARD_MESSAGES.serverError, { id: FLASHCARD_MESSAGES.serverError });
        }),
      );

      refreshCounts();
      if (state.listChanged) {
        // Fetch ahead what Next will show once the change has landed.
        categoryWord(state.position).catch(() => undefined);
      }

      if (kind === "favourite") return;
      // After a tap the next word shows in 1 s; on the front, Not remembered flips the card instead.
      const sideAtTap = state.side;
      clearTimeout(autoTimer.current);
      autoTimer.current = setTimeout(() => {
        if (kind === "unremember" && sideAtTap === "front") {
          if (live.current.side === "front" && live.current.current === card) flip();
        } else {
          move(1);
        }
      }, AUTO_ADVANCE_MS);
    },
    [userId, category, sendToLogin, setMarksNow, forgetCategoryWords, categoryWord, refreshCounts, flip, move],
  );

  const toggleFavourite = useCallback(() => toggleMark("favourite"), [toggleMark]);
  const toggleRemember = useCallback(() => toggleMark("remember"), [toggleMark]);
  const toggleUnremember = useCallback(() => toggleMark("unremember"), [toggleMark]);

  // ---- on load --------------------------------------------------------------

  useEffect(() => {
    // A visitor on another category: back to unseen and off to log in (spec section 4).
    const storedCategory = readFlashcardCategory();
    if (initial.loginRequiredFor || (!userId && storedCategory !== "unseen")) {
      storeFlashcardCategory("unseen");
      router.replace(rememberReturnPath(FLASHCARDS_PATH));
      return;
    }
    if (storedCategory !== category) storeFlashcardCategory(category);
    readNextWordTimeSpan();

    const card = initial.card;
    if (category === "unseen") {
      const stored = readUnseenHistory();
      let { list, position: at } = stored;
      if (card && list[at] !== card.wordIndex) {
        if (list[at] === NEW_RANDOM_WORD) {
          list = list.slice();
          list[at] = card.wordIndex;
        } else {
          // The server showed a word the history does not have here: it becomes the newest entry.
          list = [...list.filter((entry) => entry !== NEW_RANDOM_WORD), card.wordIndex];
          at = list.length - 1;
        }
      }
      history.current = writeUnseenHistory({ list, position: at }, card?.wordIndex ?? NEW_RANDOM_WORD);
    } else if (card) {
      writeCategoryPosition(category, initial.position, card.wordIndex);
    }
    if (!card) {
      toast(FLASHCARD_MESSAGES.noWordsInCategory, { id: FLASHCARD_MESSAGES.noWordsInCategory });
      if (category !== "unseen") writeCategoryPosition(category, 0, 0);
    }
    prefetchNeighbours();
    // Once per mount: the page gives this component a new key for another first card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (initial.counts) setFlashcardCategoryCounts(initial.counts);
    return () => {
      clearTimeout(swapTimer.current);
      clearTimeout(autoTimer.current);
      clearTimeout(countsTimer.current);
      setFlashcardCategoryCounts(null);
    };
  }, [initial.counts]);

  return {
    view: {
      shown,
      side,
      swapping: shown !== current,
      marks,
      busy,
      position,
      total,
      announcement,
    },
    actions: { flip, next, prev, toggleFavourite, toggleRemember, toggleUnremember },
  };
}
