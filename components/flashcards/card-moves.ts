import { useCallback, useRef } from "react";
import { toast } from "@/components/toasts/toast";
import { FLASHCARD_MESSAGES } from "@/lib/flashcards/messages";
import type { CardWord } from "@/lib/flashcards/types";
import { categoryStep, NEW_RANDOM_WORD, unseenStep, type CardStatus, type FlashcardsState } from "./flashcards-reducer";
import { refreshStatus, type Screen } from "./screen";

// Next and Prev: through the unseen history, or through a category's list, with
// the word (and its status) fetched ahead when it can be.

const MAX_QUEUED_MOVES = 3;

const notify = (message: string) => void toast(message, { id: message });

type Place = { position?: number; total?: number | null; history?: FlashcardsState["history"] };

/** Puts `card` on screen (the reducer turns it to the front and times the swap). */
function showCard(screen: Screen, card: CardWord, status: CardStatus | null, place: Place) {
  screen.dispatch({ type: "show", card, status, now: performance.now(), ...place });
  if (!status) refreshStatus(screen, card.wordIndex);
  screen.emit({ type: "shown", wordIndex: card.wordIndex });
}

/** Waits for a fetch, showing the busy state only when it was not fetched ahead. */
async function settle<T>(screen: Screen, promise: Promise<T>): Promise<T> {
  const timer = setTimeout(() => screen.dispatch({ type: "busy", busy: true }), 0);
  try {
    return await promise;
  } finally {
    clearTimeout(timer);
    screen.dispatch({ type: "busy", busy: false });
  }
}

async function moveUnseen(screen: Screen, step: 1 | -1) {
  const state = screen.live.current;
  const hasCard = state.current !== null;
  const planned = unseenStep(state.history, hasCard, step);
  if (planned.refused) return notify(FLASHCARD_MESSAGES.noMoreWords);
  const { target, entry, list } = planned;
  const result = await settle(screen, screen.data.unseenWord(entry, state.history));
  if (entry === NEW_RANDOM_WORD) screen.data.forgetNewWord();
  if (!result.card) return notify(hasCard ? FLASHCARD_MESSAGES.noMoreWords : FLASHCARD_MESSAGES.noWordsInCategory);
  const status = await screen.data.takeStatus(result.card.wordIndex);
  list[target] = result.card.wordIndex;
  showCard(screen, result.card, status, { history: { list, position: target } });
}

async function moveInCategory(screen: Screen, step: 1 | -1) {
  const { data } = screen;
  const state = screen.live.current;
  if (!state.current) {
    // An empty list: look again from the start.
    const result = await settle(screen, data.categoryWord(0));
    if (!result.card) {
      data.forgetCategoryWord(0);
      return notify(FLASHCARD_MESSAGES.noWordsInCategory);
    }
    return showCard(screen, result.card, await data.takeStatus(result.card.wordIndex), { position: 0, total: result.total });
  }
  let target = categoryStep(state, step);
  if (target === null) return notify(FLASHCARD_MESSAGES.noMoreWords);
  let result = await settle(screen, data.categoryWord(target));
  if (step === 1 && state.listChanged && result.card?.wordIndex === state.current.wordIndex) {
    target += 1;
    result = await settle(screen, data.categoryWord(target));
  }
  if (!result.card) {
    // Asked again next time: the list may grow.
    data.forgetCategoryWord(target);
    return notify(FLASHCARD_MESSAGES.noMoreWords);
  }
  showCard(screen, result.card, await data.takeStatus(result.card.wordIndex), { position: target, total: result.total });
}

/** Next (1) and Prev (-1): moves run one after another, so quick presses each count. */
export function useCardMoves(screen: Screen): (step: 1 | -1) => void {
  const queue = useRef({ chain: Promise.resolve(), queued: 0 });
  return useCallback(
    (step: 1 | -1) => {
      screen.dispatch({ type: "cancelAuto" });
      const moves = queue.current;
      if (moves.queued >= MAX_QUEUED_MOVES) return;
      moves.queued += 1;
      moves.chain = moves.chain
        .then(() => (screen.category === "unseen" ? moveUnseen(screen, step) : moveInCategory(screen, step)))
        .then(() => screen.data.prefetchNeighbours(screen.live.current))
        .catch(screen.goToError)
        .finally(() => {
          moves.queued -= 1;
        });
    },
    [screen],
  );
}
