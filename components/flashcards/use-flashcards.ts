"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/toasts/toast";
import {
  readFlashcardCategory,
  readNextWordTimeSpan,
  readUnseenHistory,
  setFlashcardCategoryCounts,
  storeFlashcardCategory,
} from "@/lib/client/flashcard-storage";
import { categoryNeedsAccount, categoryReason, type LoginReason } from "@/lib/auth/login-reasons";
import { rememberReturnPath } from "@/lib/client/return-path";
import { addSeen, setInReview, setMark } from "@/lib/flashcards/client-api";
import { FAVOURITE_NAME, FLASHCARD_MESSAGES, FLASHCARDS_PATH, REVIEW_MESSAGES, SEEN_NAME } from "@/lib/flashcards/messages";
import {
  categoryStep,
  flashcardsReducer,
  flipMarksSeen,
  initialFlashcardsState,
  markChangesList,
  NEW_RANDOM_WORD,
  reconcileHistory,
  unseenStep,
  type AutoAdvance,
  type CardStatus,
  type FlashcardsAction,
  type FlashcardsState,
  type MarkKind,
  type Side,
} from "@/lib/flashcards/reducer";
import type { CardWord, InitialCard, MarkStatus } from "@/lib/flashcards/types";
import { useAutoAdvance, useSwapTimer } from "./use-card-timers";
import { useFlashcardsStorage } from "./use-flashcards-storage";
import { useWordSource } from "./use-word-source";

// The flashcards screen's behaviour (spec section 4, Flashcards): the state
// and its transitions are lib/flashcards/reducer.ts; this hook runs the
// effects around them: fetching (use-word-source), local storage
// (use-flashcards-storage), timers (use-card-timers), seen records, mark and
// review changes, toasts and the ways to /login and /error.

export type { Side };

export interface FlashcardsView {
  /** The word on the card (during a swap, the old one until the swap lands). */
  shown: CardWord | null;
  side: Side;
  /** The word the card is moving to is still turning in: its content swaps in shortly. */
  swapping: boolean;
  marks: MarkStatus;
  /** Whether the word is in the review deck. */
  inDeck: boolean;
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
  toggleReview: () => void;
}

/**
 * What happened on the screen, for its feedback (the stamp, the session
 * summary): a word turned over for the first time, a mark set or cleared,
 * a word in or out of the review deck, the next word put on the card.
 */
export type FlashcardsEvent =
  | { type: "seen"; wordIndex: number }
  | { type: "mark"; kind: MarkKind; on: boolean; wordIndex: number }
  | { type: "deck"; on: boolean; wordIndex: number }
  | { type: "shown"; wordIndex: number };

const MAX_QUEUED_MOVES = 3;
const REVIEW_TOAST_ID = "review-toggle";

/**
 * The reducer's state, with a ref that is current as soon as an action is
 * dispatched: handlers that run outside React's render (timers, fetches)
 * read the state they act on from it.
 */
function useLiveReducer(init: () => FlashcardsState) {
  const [state, setState] = useState(init);
  const live = useRef(state);
  const dispatch = useCallback((action: FlashcardsAction) => {
    live.current = flashcardsReducer(live.current, action);
    setState(live.current);
  }, []);
  return [state, dispatch, live] as const;
}

export function useFlashcards(initial: InitialCard, onEvent?: (event: FlashcardsEvent) => void): { view: FlashcardsView; actions: FlashcardsActions } {
  const router = useRouter();
  const eventListener = useRef(onEvent);
  useEffect(() => {
    eventListener.current = onEvent;
  });
  const emit = useCallback((event: FlashcardsEvent) => eventListener.current?.(event), []);
  const { category, userId } = initial;
  const [state, dispatch, live] = useLiveReducer(() => initialFlashcardsState(initial));
  const source = useWordSource(category, userId);
  const { statusOf, prefetchNeighbours } = source;
  const moves = useRef<{ chain: Promise<void>; queued: number }>({ chain: Promise.resolve(), queued: 0 });

  useSwapTimer(state, dispatch);
  useFlashcardsStorage(state);

  const goToError = useCallback(
    (error: unknown) => {
      console.error("Flashcards: a request failed", error);
      router.push("/error");
    },
    [router],
  );

  const sendToLogin = useCallback(
    (reason: LoginReason) => {
      router.push(rememberReturnPath(FLASHCARDS_PATH, reason));
    },
    [router],
  );

  /** Fetches the statuses of the word on screen again (on each flip), unless a local change overtakes them. */
  const refreshStatus = useCallback(
    (wordIndex: number) => {
      if (!userId) return;
      const { marksVersion, reviewVersion } = live.current;
      statusOf(wordIndex, true).then(
        ({ marks, inDeck }) => dispatch({ type: "statusFetched", wordIndex, marks, inDeck, marksVersion, reviewVersion }),
        goToError,
      );
    },
    [userId, statusOf, goToError, live, dispatch],
  );

  /** Puts `card` on screen (the reducer turns it to the front and times the swap). */
  const showCard = useCallback(
    (card: CardWord, status: CardStatus | null, place: { position?: number; total?: number | null; history?: FlashcardsState["history"] }) => {
      dispatch({ type: "show", card, status, now: performance.now(), ...place });
      if (!status) refreshStatus(card.wordIndex);
      // Used once: later reads (flips) fetch afresh.
      source.forgetStatus(card.wordIndex);
      emit({ type: "shown", wordIndex: card.wordIndex });
    },
    [dispatch, refreshStatus, source, emit],
  );

  /** Waits for a fetch, showing the busy state only when it was not fetched ahead. */
  const settle = useCallback(
    async <T>(promise: Promise<T>): Promise<T> => {
      let done = false;
      const timer = setTimeout(() => {
        if (!done) dispatch({ type: "busy", busy: true });
      }, 0);
      try {
        return await promise;
      } finally {
        done = true;
        clearTimeout(timer);
        dispatch({ type: "busy", busy: false });
      }
    },
    [dispatch],
  );

  const noMoreWords = () => toast(FLASHCARD_MESSAGES.noMoreWords, { id: FLASHCARD_MESSAGES.noMoreWords });

  const moveUnseen = async (step: 1 | -1) => {
    const state = live.current;
    const hasCard = state.current !== null;
    const planned = unseenStep(state.history, hasCard, step);
    if (planned.refused) {
      noMoreWords();
      return;
    }
    const { target, entry, list } = planned;
    const result = await settle(source.unseenWord(entry, state));
    if (entry === NEW_RANDOM_WORD) source.forgetNewWord();
    if (!result.card) {
      const message = hasCard ? FLASHCARD_MESSAGES.noMoreWords : FLASHCARD_MESSAGES.noWordsInCategory;
      toast(message, { id: message });
      return;
    }
    const status = await source.statusIfFetched(result.card);
    list[target] = result.card.wordIndex;
    showCard(result.card, status, { history: { list, position: target } });
  };

  const moveInCategory = async (step: 1 | -1) => {
    const state = live.current;
    if (!state.current) {
      // An empty list: look again from the start.
      const result = await settle(source.categoryWord(0));
      if (!result.card) {
        toast(FLASHCARD_MESSAGES.noWordsInCategory, { id: FLASHCARD_MESSAGES.noWordsInCategory });
        source.forgetCategoryWords(0);
        return;
      }
      showCard(result.card, await source.statusIfFetched(result.card), { position: 0, total: result.total });
      return;
    }
    let target = categoryStep(state, step);
    if (target === null) {
      noMoreWords();
      return;
    }
    let result = await settle(source.categoryWord(target));
    if (step === 1 && state.listChanged && result.card?.wordIndex === state.current.wordIndex) {
      target += 1;
      result = await settle(source.categoryWord(target));
    }
    if (!result.card) {
      noMoreWords();
      // Ask again next time: the list may grow.
      source.forgetCategoryWords(target);
      return;
    }
    const status = await source.statusIfFetched(result.card);
    showCard(result.card, status, { position: target, total: result.total });
  };

  const moveLatest = useRef({ moveUnseen, moveInCategory });
  useEffect(() => {
    moveLatest.current = { moveUnseen, moveInCategory };
  });

  /** Moves run one after another, so quick presses each count. */
  const move = useCallback(
    (step: 1 | -1) => {
      dispatch({ type: "cancelAuto" });
      const queue = moves.current;
      if (queue.queued >= MAX_QUEUED_MOVES) return;
      queue.queued += 1;
      queue.chain = queue.chain
        .then(() => (category === "unseen" ? moveLatest.current.moveUnseen(step) : moveLatest.current.moveInCategory(step)))
        .then(() => prefetchNeighbours(live.current))
        .catch(goToError)
        .finally(() => {
          queue.queued -= 1;
        });
    },
    [category, dispatch, prefetchNeighbours, goToError, live],
  );

  const next = useCallback(() => move(1), [move]);
  const prev = useCallback(() => move(-1), [move]);

  const flip = useCallback(() => {
    const card = live.current.current;
    if (!card) return;
    // The first flip to the back marks the word seen (a seen record when signed in).
    const firstSeen = flipMarksSeen(live.current);
    dispatch({ type: "flip", now: performance.now() });
    if (firstSeen) emit({ type: "seen", wordIndex: card.wordIndex });
    if (firstSeen && userId) {
      addSeen(userId, card.wordIndex).then(source.refreshCounts, (error: unknown) => console.error("Flashcards: seen/add failed", error));
    }
    refreshStatus(card.wordIndex);
  }, [userId, live, dispatch, source, refreshStatus, emit]);

  const toggleMark = useCallback(
    (kind: MarkKind) => {
      if (!userId) {
        sendToLogin(kind);
        return;
      }
      const card = live.current.current;
      if (!card) return;
      const side = live.current.side;
      const wasInDeck = live.current.inDeck;
      dispatch({ type: "toggleMark", kind });
      const { marks, listChanged, position, inDeck } = live.current;
      const on = kind === "favourite" ? marks.isFavourite : kind === "remember" ? marks.isRemember : marks.isUnremember;
      emit({ type: "mark", kind, on, wordIndex: card.wordIndex });
      if (inDeck && !wasInDeck) emit({ type: "deck", on: true, wordIndex: card.wordIndex });
      source.forgetStatus(card.wordIndex);
      if (markChangesList(kind, category)) source.forgetCategoryWords();
      const name = kind === "favourite" ? FAVOURITE_NAME[side] : kind === "unremember" ? SEEN_NAME : undefined;
      // Optimistic and never rolled back (spec section 8): a failure only toasts.
      source.mutate(() =>
        setMark(kind, on, { userId, wordIndex: card.wordIndex, ...(name ? { name } : {}) }).catch((error: unknown) => {
          console.error(`Flashcards: ${kind} ${on ? "add" : "remove"} failed`, error);
          toast.error(FLASHCARD_MESSAGES.serverError, { id: FLASHCARD_MESSAGES.serverError });
        }),
      );
      source.refreshCounts();
      // Fetch ahead what Next will show once the change has landed.
      if (listChanged) source.categoryWord(position).catch(() => undefined);
    },
    [userId, category, sendToLogin, live, dispatch, source, emit],
  );

  useAutoAdvance(state.auto, (auto: AutoAdvance) => {
    if (auto.then === "next") {
      move(1);
      return;
    }
    dispatch({ type: "cancelAuto" });
    const now = live.current;
    if (now.side === "front" && now.current?.wordIndex === auto.wordIndex) flip();
  });

  const toggleFavourite = useCallback(() => toggleMark("favourite"), [toggleMark]);
  const toggleRemember = useCallback(() => toggleMark("remember"), [toggleMark]);
  const toggleUnremember = useCallback(() => toggleMark("unremember"), [toggleMark]);

  /** "Add to review" (issue 13): optimistic like the heart; the answer toasts. */
  const toggleReview = useCallback(() => {
    if (!userId) {
      sendToLogin("review");
      return;
    }
    const card = live.current.current;
    if (!card) return;
    dispatch({ type: "toggleReview" });
    const on = live.current.inDeck;
    emit({ type: "deck", on, wordIndex: card.wordIndex });
    source.forgetStatus(card.wordIndex);
    source.mutate(() =>
      setInReview(on, card.wordIndex).then(
        () => toast(on ? REVIEW_MESSAGES.added : REVIEW_MESSAGES.removed, { id: REVIEW_TOAST_ID }),
        (error: unknown) => {
          console.error(`Flashcards: review ${on ? "add" : "remove"} failed`, error);
          toast.error(FLASHCARD_MESSAGES.serverError, { id: FLASHCARD_MESSAGES.serverError });
        },
      ),
    );
  }, [userId, sendToLogin, live, dispatch, source, emit]);

  // ---- on load --------------------------------------------------------------

  useEffect(() => {
    // A visitor on another category: back to unseen and off to log in (spec section 4).
    const storedCategory = readFlashcardCategory();
    const wanted = initial.loginRequiredFor ?? (userId ? "unseen" : storedCategory);
    if (categoryNeedsAccount(wanted)) {
      storeFlashcardCategory("unseen");
      router.replace(rememberReturnPath(FLASHCARDS_PATH, categoryReason(wanted)));
      return;
    }
    if (storedCategory !== category) storeFlashcardCategory(category);
    readNextWordTimeSpan();

    const card = initial.card;
    dispatch(category === "unseen" ? { type: "started", history: reconcileHistory(readUnseenHistory(), card?.wordIndex ?? null) } : { type: "started" });
    if (!card) toast(FLASHCARD_MESSAGES.noWordsInCategory, { id: FLASHCARD_MESSAGES.noWordsInCategory });
    prefetchNeighbours(live.current);
    // The server renders the first card's marks; its review status comes from here.
    if (card && userId) {
      const { reviewVersion, marksVersion } = live.current;
      void source
        .reviewStatusOf(card.wordIndex)
        .then((inDeck) => dispatch({ type: "statusFetched", wordIndex: card.wordIndex, inDeck, marksVersion, reviewVersion }));
    }
    // Once per mount: the page gives this component a new key for another first card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (initial.counts) setFlashcardCategoryCounts(initial.counts);
    return () => setFlashcardCategoryCounts(null);
  }, [initial.counts]);

  return {
    view: {
      shown: state.shown,
      side: state.side,
      swapping: state.shown !== state.current,
      marks: state.marks,
      inDeck: state.inDeck,
      busy: state.busy,
      position: state.position,
      total: state.total,
      announcement: state.announcement,
    },
    actions: { flip, next, prev, toggleFavourite, toggleRemember, toggleUnremember, toggleReview },
  };
}
