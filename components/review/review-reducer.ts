import { formatInterval } from "@/lib/review/interval";
import type { DueCard, DueResponse, GoalProgress, GradeResponse, GradeValue, ReviewCounts, StartResponse } from "@/lib/review/types";

// The /review screen's state as a pure reducer: no React, no fetch, no timers.
// The effects (components/review/use-review-session.ts) feed it the server's
// answers and the clock (`now`), so every transition is a unit test
// (tests/unit/review-reducer.test.ts).
//
// Grades are optimistic: the next card shows at once and the grade travels in
// the background (lib/offline/grade-outbox.ts), in order. `summary` is
// the server's last word; `unacked` counts the grades it has not answered yet.
//
// "N of M" is the session's: M is the cards in today's queue when the session
// starts (or when the learner asks for more), N the cards of it graded once.
// A learning card that comes back (Again, a learning step) is neither: the
// screen shows it as returning.

export type Side = "front" | "back";

/** What the server last said about today: the queue's counts, grades given today, the next due time, the goal's progress. */
export interface Summary {
  counts: ReviewCounts;
  reviewedToday: number;
  nextDue: string | null;
  goal?: GoalProgress | null;
}

/** One grade given on this screen, kept so Undo can show its card again. */
export interface GradedCard {
  reviewId: string;
  rating: GradeValue;
  card: DueCard;
  /** The card's first grade in this session (it counted in "N of M"). */
  counted: boolean;
}

/** The session's "N of M": M fixed at its start, N the cards graded at least once. */
export interface SessionCount {
  total: number;
  /** Word indexes graded in this session, each counted once. */
  graded: number[];
}

/** The last graded card that comes back later in the session, and when. */
export interface ComingBack {
  word: string;
  seconds: number;
}

/** The body of POST /api/v1/review/grade. */
export interface GradeRequest {
  wordIndex: number;
  /** The card's word: the server grades that word's card even if a new word set has moved it (absent in grades queued by older pages). */
  word?: string;
  rating: GradeValue;
  reviewId: string;
  durationMs: number;
}

export interface ReviewState {
  /** The cards to show, the current one first. */
  queue: DueCard[];
  side: Side;
  /** When the current card was shown (ms since the epoch): the answer time starts there. */
  shownAt: number;
  summary: Summary;
  /** Grades given here that the server has not answered yet. */
  unacked: number;
  /** Undo's stack, newest last (at most UNDO_DEPTH). */
  history: GradedCard[];
  /** The queue runs low (or a grade may have put a card back): fetch GET /due when none is running. */
  wantFetch: boolean;
  fetching: boolean;
  /** The last fetch failed while there was nothing left to show. */
  fetchFailed: boolean;
  /** Words graded since the running fetch started: its answer may predate those grades. */
  gradedDuringFetch: number[];
  undoing: boolean;
  /** New (never graded) cards in the deck, to tell "today's limit is reached" from "the deck is empty". */
  newInDeck: number;
  session: SessionCount;
  comingBack: ComingBack | null;
  /** For the screen reader's live region. */
  announcement: string;
}

/** Fetch more cards when fewer than this many are left after the current one. */
export const REFILL_BELOW = 5;
export const UNDO_DEPTH = 20;
/** A grade whose interval is shorter than this brings the card back within the session (a learning step). */
export const RETURNS_WITHIN_SECONDS = 86_400;
/** Longest answer time the API accepts (lib/review/schema.ts: MAX_DURATION_MS). */
const MAX_DURATION_MS = 86_400_000;

export type ReviewAction =
  | { type: "flip" }
  | { type: "grade"; rating: GradeValue; reviewId: string; now: number }
  | { type: "gradeSaved"; response: GradeResponse }
  | { type: "gradeRejected"; reviewId: string }
  /** Grades kept in the browser by an earlier page (made offline, or the tab closed first) are on their way: their cards are done. */
  | { type: "queuedLoaded"; wordIndexes: readonly number[]; now: number }
  | { type: "fetchStarted" }
  | { type: "fetched"; response: DueResponse; pendingWordIndexes: readonly number[]; now: number }
  | { type: "fetchFailed" }
  | { type: "retryFetch" }
  /** "Start with 10 new words" answered: the deck's new cards and today's queue after them. */
  | { type: "started"; response: StartResponse; pendingWordIndexes: readonly number[]; now: number }
  /** "Study 10 more" answered: today's queue with the raised allowance. */
  | { type: "moreAllowed"; response: DueResponse; pendingWordIndexes: readonly number[]; now: number }
  /** "I already know this" on the new card on screen: its card left the deck (lib/known). */
  | { type: "knownMarked"; wordIndex: number; now: number }
  | { type: "undoStarted" }
  /** `summary` is the server's answer to the undo; null when the grade never left the browser (cancelled). */
  | { type: "undone"; reviewId: string; summary: Summary | null; now: number }
  | { type: "undoFailed"; forgetHistory: boolean };

export function initialReviewState(initial: DueResponse, newInDeck: number, now: number): ReviewState {
  return {
    queue: initial.cards,
    side: "front",
    shownAt: now,
    summary: summaryOf(initial),
    unacked: 0,
    history: [],
    wantFetch: false,
    fetching: false,
    fetchFailed: false,
    gradedDuringFetch: [],
    undoing: false,
    newInDeck,
    session: { total: countsTotal(initial.counts), graded: [] },
    comingBack: null,
    announcement: "",
  };
}

function countsTotal({ due, learning, newLeft }: ReviewCounts): number {
  return due + learning + newLeft;
}

function summaryOf(response: Summary): Summary {
  return { counts: response.counts, reviewedToday: response.reviewedToday, nextDue: response.nextDue, goal: response.goal ?? null };
}

function word(card: DueCard | undefined): string {
  return card?.word.word ?? "";
}

/** The request to send for grading the current card, or null when it cannot be graded now (front side, no card, undoing). */
export function gradeRequest(state: ReviewState, rating: GradeValue, reviewId: string, now: number): GradeRequest | null {
  const current = state.queue[0];
  if (!current || state.side !== "back" || state.undoing) return null;
  const durationMs = Math.min(MAX_DURATION_MS, Math.max(0, Math.round(now - state.shownAt)));
  return { wordIndex: current.card.wordIndex, word: word(current), rating, reviewId, durationMs };
}

/** A grade: the card leaves the queue (undo can bring it back), counted once in the session. */
function afterGrade(state: ReviewState, action: Extract<ReviewAction, { type: "grade" }>): ReviewState {
  const [current, ...rest] = state.queue;
  if (!current || state.side !== "back" || state.undoing) return state;
  const wordIndex = current.card.wordIndex;
  const counted = !state.session.graded.includes(wordIndex);
  const graded = counted ? [...state.session.graded, wordIndex] : state.session.graded;
  const history = [...state.history, { reviewId: action.reviewId, rating: action.rating, card: current, counted }].slice(-UNDO_DEPTH);
  const seconds = current.intervals[action.rating];
  return {
    ...state,
    queue: rest,
    side: "front",
    shownAt: action.now,
    unacked: state.unacked + 1,
    history,
    // A grade can put the card back in today's queue (Again, a learning step): the last grade always asks.
    wantFetch: state.wantFetch || rest.length < REFILL_BELOW,
    gradedDuringFetch: state.fetching ? [...state.gradedDuringFetch, current.card.wordIndex] : state.gradedDuringFetch,
    newInDeck: current.card.state === "new" ? Math.max(0, state.newInDeck - 1) : state.newInDeck,
    // A card that came due after the start (none was expected) may add one: N never passes M.
    session: { total: Math.max(state.session.total, graded.length), graded },
    comingBack: seconds < RETURNS_WITHIN_SECONDS ? { word: word(current), seconds } : null,
    announcement: rest[0] ? `Next word: ${word(rest[0])}` : "",
  };
}

/** Grades an earlier page left in the outbox: their cards leave the queue. */
function afterQueuedLoaded(state: ReviewState, action: Extract<ReviewAction, { type: "queuedLoaded" }>): ReviewState {
  if (action.wordIndexes.length === 0) return state;
  const graded = new Set(action.wordIndexes);
  const current = state.queue[0];
  const queue = state.queue.filter((card) => !graded.has(card.card.wordIndex));
  const removed = queue.length < state.queue.length;
  const currentGone = current !== undefined && queue[0] !== current;
  return {
    ...state,
    queue,
    // Counted like this page's own grades: the server's counts include their cards until it answers each.
    unacked: state.unacked + action.wordIndexes.length,
    wantFetch: state.wantFetch || (removed && queue.length < REFILL_BELOW),
    // Done before this session started: not part of its "N of M".
    session: { ...state.session, total: Math.max(state.session.graded.length, state.session.total - graded.size) },
    ...(currentGone ? { side: "front" as const, shownAt: action.now, announcement: queue[0] ? `Next word: ${word(queue[0])}` : "" } : {}),
  };
}

/**
 * A server answer's cards as the queue: behind the card on screen (kept as it is), less `skipped` words (graded
 * meanwhile, or waiting to be sent); with nothing on screen, the first of them is shown.
 */
function queueWith(state: ReviewState, cards: readonly DueCard[], skipped: Iterable<number>, now: number): Pick<ReviewState, "queue"> & Partial<ReviewState> {
  const current = state.queue[0];
  const skip = new Set(skipped);
  if (current) skip.add(current.card.wordIndex);
  const fresh = cards.filter((card) => !skip.has(card.card.wordIndex));
  if (current) return { queue: [current, ...fresh] };
  return { queue: fresh, side: "front", shownAt: now, announcement: fresh[0] ? `Next word: ${word(fresh[0])}` : "" };
}

/** More cards: after the one on screen, less those graded meanwhile or waiting to be sent. */
function afterFetched(state: ReviewState, action: Extract<ReviewAction, { type: "fetched" }>): ReviewState {
  return {
    ...state,
    ...queueWith(state, action.response.cards, [...state.gradedDuringFetch, ...action.pendingWordIndexes], action.now),
    fetching: false,
    gradedDuringFetch: [],
    // Later grades the server has not answered are not in this summary; their answers will be.
    summary: state.unacked === 0 ? summaryOf(action.response) : state.summary,
  };
}

/** "Start with 10 new words" answered. */
function afterStarted(state: ReviewState, action: Extract<ReviewAction, { type: "started" }>): ReviewState {
  // Offered on the done screen only, so nothing is on screen to keep: the answer's queue replaces the empty one.
  if (state.queue.length > 0) return { ...state, newInDeck: action.response.newInDeck };
  const pending = new Set(action.pendingWordIndexes);
  const queue = action.response.cards.filter((card) => !pending.has(card.card.wordIndex));
  const added = action.response.added;
  const next = queue[0] ? `Next word: ${word(queue[0])}` : "";
  return {
    ...state,
    queue,
    side: "front",
    shownAt: action.now,
    fetchFailed: false,
    summary: state.unacked === 0 ? summaryOf(action.response) : state.summary,
    newInDeck: action.response.newInDeck,
    session: restarted(state, action.response, action.pendingWordIndexes),
    comingBack: null,
    announcement: added > 0 ? `Added ${added} new ${added === 1 ? "word" : "words"}. ${next}`.trim() : next,
  };
}

/** "Study 10 more" answered. */
function afterMoreAllowed(state: ReviewState, action: Extract<ReviewAction, { type: "moreAllowed" }>): ReviewState {
  return {
    ...state,
    ...queueWith(state, action.response.cards, action.pendingWordIndexes, action.now),
    fetchFailed: false,
    summary: state.unacked === 0 ? summaryOf(action.response) : state.summary,
    session: restarted(state, action.response, action.pendingWordIndexes),
  };
}

/** "I already know this" on the new card on screen. */
function afterKnownMarked(state: ReviewState, action: Extract<ReviewAction, { type: "knownMarked" }>): ReviewState {
  const current = state.queue[0];
  if (!current || current.card.wordIndex !== action.wordIndex || current.card.state !== "new" || state.undoing) return state;
  const rest = state.queue.slice(1);
  const { counts } = state.summary;
  return {
    ...state,
    queue: rest,
    side: "front",
    shownAt: action.now,
    wantFetch: state.wantFetch || rest.length < REFILL_BELOW,
    newInDeck: Math.max(0, state.newInDeck - 1),
    summary: { ...state.summary, counts: { ...counts, newLeft: Math.max(0, counts.newLeft - 1) } },
    // Never graded here (its first grade is what counts), so it leaves "N of M" as well.
    session: { ...state.session, total: Math.max(state.session.graded.length, state.session.total - 1) },
    announcement: rest[0] ? `Next word: ${word(rest[0])}` : "",
  };
}

/** A grade undone: its card comes back on screen. */
function afterUndone(state: ReviewState, action: Extract<ReviewAction, { type: "undone" }>): ReviewState {
  const entry = state.history.find((candidate) => candidate.reviewId === action.reviewId);
  if (!entry) return { ...state, undoing: false };
  const wordIndex = entry.card.card.wordIndex;
  return {
    ...state,
    queue: [entry.card, ...state.queue.filter((card) => card.card.wordIndex !== wordIndex)],
    side: "front",
    shownAt: action.now,
    history: state.history.filter((candidate) => candidate !== entry),
    session: entry.counted ? { ...state.session, graded: state.session.graded.filter((index) => index !== wordIndex) } : state.session,
    comingBack: null,
    undoing: false,
    fetchFailed: false,
    summary: action.summary ? summaryOf(action.summary) : state.summary,
    unacked: action.summary ? state.unacked : Math.max(0, state.unacked - 1),
    newInDeck: entry.card.card.state === "new" ? state.newInDeck + 1 : state.newInDeck,
    announcement: `Undone. ${word(entry.card)} is back.`,
  };
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case "flip": {
      if (!state.queue[0] || state.undoing) return state;
      const side = state.side === "front" ? "back" : "front";
      return { ...state, side, announcement: side === "back" ? `Answer for ${word(state.queue[0])}` : word(state.queue[0]) };
    }

    case "grade":
      return afterGrade(state, action);

    case "gradeSaved":
      // The outbox sends grades one at a time, in order: each answer includes every earlier grade.
      return { ...state, unacked: Math.max(0, state.unacked - 1), summary: summaryOf(action.response) };

    case "gradeRejected":
      // The server refused the grade for good (the word left the deck meanwhile): nothing to undo, and the queue needs a fresh look.
      return {
        ...state,
        unacked: Math.max(0, state.unacked - 1),
        history: state.history.filter((entry) => entry.reviewId !== action.reviewId),
        wantFetch: true,
      };

    case "queuedLoaded":
      return afterQueuedLoaded(state, action);

    case "fetchStarted":
      return { ...state, wantFetch: false, fetching: true, fetchFailed: false, gradedDuringFetch: [] };

    case "fetched":
      return afterFetched(state, action);

    case "fetchFailed":
      return { ...state, fetching: false, fetchFailed: state.queue.length === 0 };

    case "retryFetch":
      return { ...state, wantFetch: true, fetchFailed: false };

    case "started":
      return afterStarted(state, action);

    case "moreAllowed":
      return afterMoreAllowed(state, action);

    case "knownMarked":
      return afterKnownMarked(state, action);

    case "undoStarted":
      return state.history.length === 0 || state.undoing ? state : { ...state, undoing: true };

    case "undone":
      return afterUndone(state, action);

    case "undoFailed":
      return { ...state, undoing: false, history: action.forgetHistory ? [] : state.history };
  }
}

/** What the screen shows below the header. */
export type ReviewView = "card" | "loading" | "error" | "done";

export function viewOf(state: ReviewState): ReviewView {
  if (state.queue.length > 0) return "card";
  if (state.fetchFailed) return "error";
  if (state.wantFetch || state.fetching) return "loading";
  return "done";
}

/** Cards left today: due reviews, learning steps and new cards, less the grades still on their way. */
export function remainingToday(state: ReviewState): number {
  const { due, learning, newLeft } = state.summary.counts;
  return Math.max(0, due + learning + newLeft - state.unacked);
}

/** The session after the learner asked for more cards: what is done stays, M grows by what the queue holds now. */
function restarted(state: ReviewState, response: DueResponse, pending: readonly number[]): SessionCount {
  const graded = new Set(state.session.graded);
  // Cards graded here and back in the queue (learning steps) are returning, not new to the session; grades still on
  // their way are counted already (the server's counts include their cards until it has them).
  const returning = response.cards.filter((card) => graded.has(card.card.wordIndex) && !pending.includes(card.card.wordIndex)).length;
  const left = Math.max(0, countsTotal(response.counts) - returning - state.unacked);
  return { total: graded.size + left, graded: state.session.graded };
}

/** "N of M" for the session's bar: N cards graded at least once, of the M there were when it started. */
export function sessionProgress(state: ReviewState): { done: number; total: number } {
  return { done: state.session.graded.length, total: state.session.total };
}

/** How full the bar is: an empty session (nothing to do) shows an empty bar, not a full one. */
export function progressShare({ done, total }: { done: number; total: number }): number {
  return total > 0 ? Math.min(1, done / total) : 0;
}

/** The card on screen was graded earlier in this session and came back (a learning step). */
export function isReturning(state: ReviewState): boolean {
  const current = state.queue[0];
  return current !== undefined && state.session.graded.includes(current.card.wordIndex);
}

/** "word1 again in 10 min": the last graded card comes back within the session. */
export function comingBackNote(state: ReviewState): string {
  return state.comingBack ? `${state.comingBack.word} again in ${formatInterval(state.comingBack.seconds)}` : "";
}

/** What the "All done for today" screen says besides the next due time. */
export function doneNotes(state: ReviewState): { limitReached: boolean; deckEmpty: boolean } {
  const limitReached = state.summary.counts.newLeft === 0 && state.newInDeck > 0;
  // Every card has a due time: with none due later and no new card waiting, the deck holds nothing.
  const deckEmpty = state.summary.nextDue === null && state.newInDeck === 0;
  return { limitReached, deckEmpty };
}
