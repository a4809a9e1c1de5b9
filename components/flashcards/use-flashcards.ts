"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { rememberReturnPath } from "@/lib/client/return-path";
import { FLASHCARDS_PATH } from "@/lib/flashcards/messages";
import type { CardWord, InitialCard, MarkStatus } from "@/lib/flashcards/types";
import { flip, markCardKnown, toggleMark, toggleReview } from "./card-changes";
import { randomEasyWord } from "@/lib/practice/easy-words";
import { createCardData } from "./card-data";
import { useCardMoves } from "./card-moves";
import { flashcardsReducer, initialFlashcardsState, type AutoAdvance, type FlashcardsAction, type FlashcardsState, type Side } from "./flashcards-reducer";
import type { FlashcardsEvent, Screen } from "./screen";
import { useAutoAdvance, useSwapTimer } from "./use-card-timers";
import { useFlashcardsStart } from "./use-flashcards-start";
import { useFlashcardsStorage } from "./use-flashcards-storage";

// The flashcards screen's behaviour: the state and its transitions are
// flashcards-reducer.ts; around them, the server data (card-data.ts), the moves
// (card-moves.ts), the changes to the card (card-changes.ts), local storage and
// the timers.

export type { FlashcardsEvent, Side };

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
  markKnown: () => void;
}

/** The reducer's state, with a ref that is current as soon as an action is dispatched (for handlers outside render). */
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
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  });
  const { category, userId } = initial;
  const [state, dispatch, live] = useLiveReducer(() => initialFlashcardsState(initial));
  // One data layer per mount: another first card remounts the screen.
  const [data] = useState(() => createCardData(category, userId, initial.easyWords ? randomEasyWord : undefined));
  useEffect(() => data.dispose, [data]);

  const screen = useMemo<Screen>(
    () => ({
      category,
      userId,
      live,
      dispatch,
      data,
      emit: (event) => listener.current?.(event),
      goToError: (error) => {
        console.error("Flashcards: a request failed", error);
        router.push("/error");
      },
      sendToLogin: (reason) => router.push(rememberReturnPath(FLASHCARDS_PATH, reason)),
    }),
    [category, userId, live, dispatch, data, router],
  );
  const move = useCardMoves(screen);
  const actions = useMemo<FlashcardsActions>(
    () => ({
      flip: () => flip(screen),
      next: () => move(1),
      prev: () => move(-1),
      toggleFavourite: () => toggleMark(screen, "favourite"),
      toggleRemember: () => toggleMark(screen, "remember"),
      toggleUnremember: () => toggleMark(screen, "unremember"),
      toggleReview: () => toggleReview(screen),
      markKnown: () => markCardKnown(screen, () => move(1)),
    }),
    [screen, move],
  );

  useFlashcardsStart(initial, screen);
  useSwapTimer(state, dispatch);
  useFlashcardsStorage(state, !initial.easyWords);
  useAutoAdvance(state.auto, (auto: AutoAdvance) => {
    if (auto.then === "next") return move(1);
    dispatch({ type: "cancelAuto" });
    const now = live.current;
    // On the front, Not remembered flips the card, if it is still on it.
    if (now.side === "front" && now.current?.wordIndex === auto.wordIndex) flip(screen);
  });

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
    actions,
  };
}
