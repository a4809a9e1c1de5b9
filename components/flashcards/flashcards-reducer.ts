// The flashcards screen's state and every change to it
// (docs/product.md#flashcards-and-categories), as a pure reducer: no React, no
// fetch, no storage, no timers. Times come in with the actions (`now`,
// performance.now() in the browser), so the same input always gives the same
// state. The hooks beside it fetch, store and time around it. Like /review's
// (components/review/review-reducer.ts), it lives with the screen it drives:
// only that screen imports it.
import { NEW_RANDOM_WORD, trimHistory, type UnseenHistory } from "@/lib/flashcards/history";
import { FLIP_SWAP_MS } from "@/lib/flashcards/timings";
import { NO_MARKS, type CardWord, type FlashcardCategory, type MarkKind, type MarkStatus } from "@/lib/flashcards/types";

export type Side = "front" | "back";
export type { MarkKind };

export { MAX_UNSEEN_HISTORY, NEW_RANDOM_WORD, trimHistory, type UnseenHistory } from "@/lib/flashcards/history";

/** A new random word is asked for excluding at most this many known words. */
export const MAX_EXCLUDED = 100;

/** What the timer does once AUTO_ADVANCE_MS are up after a Remember or Not-remembered tap. */
export interface AutoAdvance {
  then: "next" | "flip";
  /** The word the tap was on: a flip applies only while it is still shown. */
  wordIndex: number;
}

export interface FlashcardsState {
  category: FlashcardCategory;
  /** False until the screen has started (a visitor sent to log in never does): nothing is stored before. */
  started: boolean;
  /** The word the screen is on. */
  current: CardWord | null;
  /** The word on the card: during a swap still the old one, until `swapAt`. */
  shown: CardWord | null;
  side: Side;
  /** performance.now() before which the shown word must not change (a turn is under way). */
  swapAt: number;
  marks: MarkStatus;
  /** Bumped by every local mark change: a status fetched before it is stale. */
  marksVersion: number;
  /** Whether the word is in the review deck. */
  inDeck: boolean;
  /** Bumped by every local review change, like `marksVersion`. */
  reviewVersion: number;
  /** A word is being fetched that was not fetched ahead. */
  busy: boolean;
  /** Position in a category's list (not unseen) and its length, when known. */
  position: number;
  total: number | null;
  /** The current word left or re-joined this category's list: positions after it moved. */
  listChanged: boolean;
  history: UnseenHistory;
  /** Words flipped to their back already (the first flip marks a word seen). */
  seen: readonly number[];
  /** A pending automatic advance or flip (the timer lives in a hook). */
  auto: AutoAdvance | null;
  /** What the live region says about the card. */
  announcement: string;
}

/** A card's statuses fetched together; `inDeck` null when the review status could not be had. */
export interface CardStatus {
  marks: MarkStatus;
  inDeck: boolean | null;
}

export type FlashcardsAction =
  /** The screen has checked the visitor and read storage: from now on its state is mirrored there. */
  | { type: "started"; history?: UnseenHistory }
  | {
      type: "show";
      card: CardWord;
      /** Fetched ahead with the word, or null (then the marks start empty and are fetched). */
      status: CardStatus | null;
      now: number;
      /** Category lists: where the word is and the list's length. */
      position?: number;
      total?: number | null;
      /** Unseen: the history with the word in place. */
      history?: UnseenHistory;
    }
  | { type: "swapDue" }
  | { type: "flip"; now: number }
  /** A status fetched for `wordIndex` when the versions were these: applied only if nothing changed since. */
  | { type: "statusFetched"; wordIndex: number; marks?: MarkStatus; inDeck?: boolean | null; marksVersion: number; reviewVersion: number }
  | { type: "toggleMark"; kind: MarkKind }
  | { type: "toggleReview" }
  | { type: "cancelAuto" }
  | { type: "busy"; busy: boolean };

export interface InitialState {
  category: FlashcardCategory;
  card: CardWord | null;
  marks: MarkStatus;
  /** Rendered by the server with the card, like its marks. */
  inDeck?: boolean;
  position: number;
  total: number | null;
}

export function initialFlashcardsState({ category, card, marks, inDeck = false, position, total }: InitialState): FlashcardsState {
  return {
    category,
    started: false,
    current: card,
    shown: card,
    side: "front",
    swapAt: 0,
    marks,
    marksVersion: 0,
    inDeck,
    reviewVersion: 0,
    busy: false,
    position,
    total,
    listChanged: false,
    history: { list: [NEW_RANDOM_WORD], position: 0 },
    seen: [],
    auto: null,
    announcement: "",
  };
}

/** Each mark's field in MarkStatus. */
export const STATUS_FIELD = { favourite: "isFavourite", remember: "isRemember", unremember: "isUnremember" } as const satisfies Record<
  MarkKind,
  keyof MarkStatus
>;

/** Categories whose list a mark of this kind changes. */
const LISTS_CHANGED_BY: Record<MarkKind, readonly FlashcardCategory[]> = {
  favourite: ["favourite"],
  remember: ["remember", "unremember"],
  unremember: ["remember", "unremember"],
};

/** What the live region says about the card on `side`. */
export function announce(card: CardWord | null, side: Side): string {
  if (!card) return "";
  const { word, details } = card.data;
  if (side === "front") return `Front of the card: ${word}.`;
  const first = details[0];
  return first ? `Back of the card: ${word}${first.partOfSpeech ? `, ${first.partOfSpeech}` : ""}: ${first.definition}.` : `Back of the card: ${word}.`;
}

/**
 * The stored history reconciled with the word the server rendered: it fills
 * a "new word" slot at the position, or else becomes the newest entry.
 */
export function reconcileHistory(stored: UnseenHistory, wordIndex: number | null): UnseenHistory {
  const { list, position } = stored;
  if (wordIndex === null || list[position] === wordIndex) return stored;
  if (list[position] === NEW_RANDOM_WORD) {
    const filled = list.slice();
    filled[position] = wordIndex;
    return { list: filled, position };
  }
  const appended = [...list.filter((entry) => entry !== NEW_RANDOM_WORD), wordIndex];
  return { list: appended, position: appended.length - 1 };
}

/** Source indices already visited (the newest MAX_EXCLUDED): a new random word is none of them. */
export function knownIndexes(history: UnseenHistory): number[] {
  return history.list.filter((index) => index !== NEW_RANDOM_WORD).slice(-MAX_EXCLUDED);
}

/** Next or Prev in the unseen history: refused at the start, else the entry to fetch and the list grown to hold it. */
export function unseenStep(
  history: UnseenHistory,
  hasCard: boolean,
  step: 1 | -1,
): { refused: true } | { refused: false; target: number; entry: number; list: number[] } {
  if (step === -1 && hasCard && history.position === 0) return { refused: true };
  const target = hasCard ? history.position + step : history.position;
  const list = history.list.slice();
  while (list.length <= target) list.push(NEW_RANDOM_WORD);
  return { refused: false, target, entry: list[target] ?? NEW_RANDOM_WORD, list };
}

/** Next or Prev in a category's list: the position to fetch, or null before the start. */
export function categoryStep(state: Pick<FlashcardsState, "position" | "listChanged">, step: 1 | -1): number | null {
  // The word on screen left the list (or moved to its end): the next one has taken its place.
  const target = step === 1 && state.listChanged ? state.position : state.position + step;
  return target < 0 ? null : target;
}

/** Whether a mark of this kind takes the word into or out of the category's list. */
export function markChangesList(kind: MarkKind, category: FlashcardCategory): boolean {
  return LISTS_CHANGED_BY[kind].includes(category);
}

/** Whether a flip now would be the word's first turn to its back (which marks it seen). */
export function flipMarksSeen(state: FlashcardsState): boolean {
  return state.current !== null && state.side === "front" && !state.seen.includes(state.current.wordIndex);
}

export function flashcardsReducer(state: FlashcardsState, action: FlashcardsAction): FlashcardsState {
  switch (action.type) {
    case "started":
      return { ...state, started: true, history: action.history ? trimHistory(action.history) : state.history };

    case "show": {
      // From the back the card turns to the front now and the content swaps
      // FLIP_SWAP_MS later (the word content swaps as the turn ends).
      const turning = state.side === "back";
      const swapAt = turning ? action.now + FLIP_SWAP_MS : state.swapAt;
      const { card, status } = action;
      return {
        ...state,
        current: card,
        shown: swapAt > action.now ? state.shown : card,
        side: "front",
        swapAt,
        marks: status ? status.marks : NO_MARKS,
        marksVersion: state.marksVersion + 1,
        inDeck: status?.inDeck ?? false,
        reviewVersion: state.reviewVersion + 1,
        listChanged: false,
        position: action.position ?? state.position,
        total: action.total !== undefined ? action.total : state.total,
        history: action.history ? trimHistory(action.history) : state.history,
        announcement: announce(card, "front"),
      };
    }

    case "swapDue":
      return state.shown === state.current ? state : { ...state, shown: state.current };

    case "flip": {
      if (!state.current) return state;
      const side: Side = state.side === "front" ? "back" : "front";
      const wordIndex = state.current.wordIndex;
      return {
        ...state,
        side,
        // A word change while the card turns waits for the turn.
        swapAt: action.now + FLIP_SWAP_MS,
        seen: side === "back" && !state.seen.includes(wordIndex) ? [...state.seen, wordIndex] : state.seen,
        announcement: announce(state.current, side),
      };
    }

    case "statusFetched": {
      if (state.current?.wordIndex !== action.wordIndex) return state;
      const { marks, inDeck } = action;
      const marksFresh = marks !== undefined && state.marksVersion === action.marksVersion;
      const reviewFresh = typeof inDeck === "boolean" && state.reviewVersion === action.reviewVersion;
      if (!marksFresh && !reviewFresh) return state;
      return { ...state, marks: marksFresh ? marks : state.marks, inDeck: reviewFresh ? inDeck : state.inDeck };
    }

    case "toggleMark": {
      const card = state.current;
      if (!card) return state;
      const { kind } = action;
      const field = STATUS_FIELD[kind];
      const on = !state.marks[field];
      const marks: MarkStatus = { ...state.marks, [field]: on };
      // Remember and unremember exclude each other.
      if (on && kind === "remember") marks.isUnremember = false;
      if (on && kind === "unremember") marks.isRemember = false;
      // The server puts a word in the review deck when one of its marks is set (lib/marks/review-deck.ts), never takes it out.
      const entersDeck = on && !state.inDeck;
      return {
        ...state,
        marks,
        marksVersion: state.marksVersion + 1,
        inDeck: state.inDeck || on,
        reviewVersion: entersDeck ? state.reviewVersion + 1 : state.reviewVersion,
        listChanged: state.listChanged || markChangesList(kind, state.category),
        // After a tap the next word shows in 1 s; on the front, Not remembered flips the card instead.
        auto: kind === "favourite" ? state.auto : { then: kind === "unremember" && state.side === "front" ? "flip" : "next", wordIndex: card.wordIndex },
      };
    }

    case "toggleReview":
      if (!state.current) return state;
      return { ...state, inDeck: !state.inDeck, reviewVersion: state.reviewVersion + 1 };

    case "cancelAuto":
      return state.auto ? { ...state, auto: null } : state;

    case "busy":
      return state.busy === action.busy ? state : { ...state, busy: action.busy };
  }
}
