import type { RefObject } from "react";
import type { LoginReason } from "@/lib/auth/login-reasons";
import type { FlashcardCategory } from "@/lib/flashcards/types";
import type { CardData } from "./card-data";
import type { FlashcardsAction, FlashcardsState, MarkKind } from "./flashcards-reducer";

// What the flashcards screen's actions (card-moves.ts, card-changes.ts) work
// with: the reducer's state, the data layer, and the ways out of the screen.

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

export interface Screen {
  category: FlashcardCategory;
  userId: string | null;
  /** The reducer's state as of the last dispatch: the actions run outside React's render (timers, fetches). */
  live: RefObject<FlashcardsState>;
  dispatch: (action: FlashcardsAction) => void;
  data: CardData;
  emit: (event: FlashcardsEvent) => void;
  /** A fetch failed: to /error. */
  goToError: (error: unknown) => void;
  /** A visitor asked for what needs an account: to /login, coming back here. */
  sendToLogin: (reason: LoginReason) => void;
}

/** Fetches the status of the word on screen again (a flip, a card shown without one); a local change made meanwhile wins over it. */
export function refreshStatus(screen: Screen, wordIndex: number) {
  if (!screen.userId) return;
  const { marksVersion, reviewVersion } = screen.live.current;
  screen.data
    .freshStatus(wordIndex)
    .then(({ marks, inDeck }) => screen.dispatch({ type: "statusFetched", wordIndex, marks, inDeck, marksVersion, reviewVersion }), screen.goToError);
}
