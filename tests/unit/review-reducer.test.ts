import { describe, expect, it } from "vitest";
import { describeNextDue } from "@/components/review/next-due";
import {
  REFILL_BELOW,
  UNDO_DEPTH,
  doneNotes,
  gradeRequest,
  comingBackNote,
  initialReviewState,
  isReturning,
  progressShare,
  remainingToday,
  reviewReducer,
  sessionProgress,
  viewOf,
  type ReviewAction,
  type ReviewState,
} from "@/components/review/review-reducer";
import type { CardStateName, DueCard, DueResponse, GradeResponse, ReviewCounts } from "@/lib/review/types";

// /review's state machine (components/review/review-reducer.ts) and the
// "Next review …" line, without a browser.

const T0 = 1_700_000_000_000;

function card(wordIndex: number, state: CardStateName = "new"): DueCard {
  return {
    card: { wordIndex, state, due: new Date(T0).toISOString(), stability: 0, difficulty: 0, reps: 0, lapses: 0, scheduledDays: 0, lastReview: null },
    word: { word: `word${wordIndex}`, ipa: null, details: [{ definition: "a meaning", examples: [], synonyms: [], antonyms: [], partOfSpeech: "noun" }] },
    intervals: { 1: 60, 2: 360, 3: 600, 4: 4 * 86_400 },
  };
}

function due(cards: DueCard[], counts: Partial<ReviewCounts> = {}, reviewedToday = 0, nextDue: string | null = null): DueResponse {
  return { cards, counts: { due: 0, learning: 0, newLeft: cards.length, ...counts }, reviewedToday, nextDue };
}

function answer(counts: Partial<ReviewCounts>, reviewedToday: number, nextDue: string | null = null): GradeResponse {
  return { card: card(0).card, counts: { due: 0, learning: 0, newLeft: 0, ...counts }, reviewedToday, nextDue };
}

function run(state: ReviewState, ...actions: ReviewAction[]): ReviewState {
  return actions.reduce(reviewReducer, state);
}

const start = (cards: DueCard[], counts?: Partial<ReviewCounts>, reviewedToday = 0, newInDeck = cards.length) =>
  initialReviewState(due(cards, counts, reviewedToday), newInDeck, T0);

describe("review reducer: I already know this", () => {
  it("takes the new card on screen out of the queue, the deck's new cards and the session's count", () => {
    const state = start([card(1), card(2), card(3, "review")], { due: 1, newLeft: 2 });
    const next = run(state, { type: "knownMarked", wordIndex: 1, now: T0 + 500 });
    expect(next.queue.map((c) => c.card.wordIndex)).toEqual([2, 3]);
    expect(next.newInDeck).toBe(2);
    expect(next.summary.counts).toMatchObject({ due: 1, newLeft: 1 });
    expect(sessionProgress(next)).toEqual({ done: 0, total: 2 });
    expect(next.announcement).toBe("Next word: word2");
    // The server's queue changed: a fetch refills it.
    expect(next.wantFetch).toBe(true);
  });

  it("leaves a card that is not new, or not on screen, where it is", () => {
    const reviewing = start([card(3, "review"), card(1)]);
    expect(run(reviewing, { type: "knownMarked", wordIndex: 3, now: T0 })).toBe(reviewing);
    expect(run(reviewing, { type: "knownMarked", wordIndex: 1, now: T0 })).toBe(reviewing);
  });
});

describe("review reducer: flipping and grading", () => {
  it("starts on the first card's front, with the session's bar from the server's counts", () => {
    const state = start([card(1), card(2)], { due: 3, learning: 1, newLeft: 2 }, 4);
    expect(state.queue.map((c) => c.card.wordIndex)).toEqual([1, 2]);
    expect(state.side).toBe("front");
    expect(viewOf(state)).toBe("card");
    // M is what today's queue holds; the 4 grades given earlier today are not this session's.
    expect(sessionProgress(state)).toEqual({ done: 0, total: 6 });
    expect(remainingToday(state)).toBe(6);
  });

  it("flips both ways, and not without a card", () => {
    const state = start([card(1)]);
    expect(run(state, { type: "flip" }).side).toBe("back");
    expect(run(state, { type: "flip" }, { type: "flip" }).side).toBe("front");
    const empty = start([]);
    expect(run(empty, { type: "flip" })).toBe(empty);
  });

  it("grades only the back of a card", () => {
    const state = start([card(1), card(2)]);
    expect(gradeRequest(state, 3, "r1", T0 + 1000)).toBeNull();
    expect(run(state, { type: "grade", rating: 3, reviewId: "r1", now: T0 + 1000 })).toBe(state);
  });

  it("advances at once: the next card's front, the answer time, the undo stack, the bar", () => {
    const state = run(start([card(1), card(2)], { newLeft: 2 }), { type: "flip" });
    expect(gradeRequest(state, 4, "r1", T0 + 2500)).toEqual({ wordIndex: 1, word: "word1", rating: 4, reviewId: "r1", durationMs: 2500 });
    const next = run(state, { type: "grade", rating: 4, reviewId: "r1", now: T0 + 2500 });
    expect(next.queue.map((c) => c.card.wordIndex)).toEqual([2]);
    expect(next.side).toBe("front");
    expect(next.shownAt).toBe(T0 + 2500);
    expect(next.history.map((h) => h.reviewId)).toEqual(["r1"]);
    expect(next.unacked).toBe(1);
    expect(next.newInDeck).toBe(1);
    expect(sessionProgress(next)).toEqual({ done: 1, total: 2 });
    expect(remainingToday(next)).toBe(1);
    expect(next.announcement).toBe("Next word: word2");
  });

  it("keeps the answer time within what the API accepts", () => {
    const state = run(start([card(1)]), { type: "flip" });
    expect(gradeRequest(state, 3, "r", T0 - 5)?.durationMs).toBe(0);
    expect(gradeRequest(state, 3, "r", T0 + 3 * 86_400_000)?.durationMs).toBe(86_400_000);
  });

  it("takes the server's counts from each answer", () => {
    let state = run(start([card(1), card(2)], { newLeft: 2 }), { type: "flip" }, { type: "grade", rating: 1, reviewId: "r1", now: T0 });
    // Again: the card stays in today's learning queue; the session's M does not move.
    state = run(state, { type: "gradeSaved", response: answer({ learning: 1, newLeft: 1 }, 1) });
    expect(state.unacked).toBe(0);
    expect(remainingToday(state)).toBe(2);
    expect(sessionProgress(state)).toEqual({ done: 1, total: 2 });
  });

  it("asks for more cards when fewer than REFILL_BELOW are left", () => {
    const cards = Array.from({ length: REFILL_BELOW + 2 }, (_, i) => card(i));
    let state = run(start(cards), { type: "flip" }, { type: "grade", rating: 4, reviewId: "a", now: T0 });
    expect(state.wantFetch).toBe(false);
    state = run(state, { type: "flip" }, { type: "grade", rating: 4, reviewId: "b", now: T0 });
    expect(state.queue).toHaveLength(REFILL_BELOW);
    expect(state.wantFetch).toBe(false);
    state = run(state, { type: "flip" }, { type: "grade", rating: 4, reviewId: "c", now: T0 });
    expect(state.wantFetch).toBe(true);
  });
});

describe("review reducer: fetching more", () => {
  it("keeps the card on screen and adds the server's others, without the ones graded meanwhile or unsaved", () => {
    let state = run(start([card(1), card(2), card(3)]), { type: "flip" }, { type: "grade", rating: 4, reviewId: "a", now: T0 });
    expect(state.wantFetch).toBe(true);
    state = run(state, { type: "fetchStarted" });
    expect(state.fetching).toBe(true);
    // Graded while the fetch ran: the answer may still list it.
    state = run(state, { type: "flip" }, { type: "grade", rating: 4, reviewId: "b", now: T0 + 10 });
    state = run(state, { type: "flip" });
    state = run(state, {
      type: "fetched",
      response: due([card(2), card(3), card(4), card(5), card(6)], { newLeft: 5 }),
      pendingWordIndexes: [6],
      now: T0 + 20,
    });
    expect(state.queue.map((c) => c.card.wordIndex)).toEqual([3, 4, 5]);
    expect(state.side).toBe("back");
    expect(state.fetching).toBe(false);
    // Grades still unanswered: the bar keeps the last answered summary.
    expect(state.summary.counts.newLeft).toBe(3);
  });

  it("shows the loading state while the last grade's fetch runs, then the next card or the done screen", () => {
    let state = run(start([card(1)]), { type: "flip" }, { type: "grade", rating: 1, reviewId: "a", now: T0 });
    expect(viewOf(state)).toBe("loading");
    state = run(state, { type: "gradeSaved", response: answer({ learning: 1 }, 1) }, { type: "fetchStarted" });
    expect(viewOf(state)).toBe("loading");
    const again = run(state, { type: "fetched", response: due([card(1, "learning")], { learning: 1, newLeft: 0 }, 1), pendingWordIndexes: [], now: T0 + 50 });
    expect(viewOf(again)).toBe("card");
    expect(again.shownAt).toBe(T0 + 50);
    const done = run(state, {
      type: "fetched",
      response: due([], { newLeft: 0 }, 1, new Date(T0 + 600_000).toISOString()),
      pendingWordIndexes: [],
      now: T0 + 50,
    });
    expect(viewOf(done)).toBe("done");
    expect(sessionProgress(done)).toEqual({ done: 1, total: 1 });
  });

  it("offers a retry when a fetch fails with nothing left to show", () => {
    let state = run(
      start([card(1)]),
      { type: "flip" },
      { type: "grade", rating: 4, reviewId: "a", now: T0 },
      { type: "fetchStarted" },
      { type: "fetchFailed" },
    );
    expect(viewOf(state)).toBe("error");
    state = run(state, { type: "retryFetch" });
    expect(state.wantFetch).toBe(true);
    expect(viewOf(state)).toBe("loading");
  });

  it("a refused grade cannot be undone and asks for a fresh queue", () => {
    const state = run(
      start([card(1), card(2)]),
      { type: "flip" },
      { type: "grade", rating: 3, reviewId: "a", now: T0 },
      { type: "gradeRejected", reviewId: "a" },
    );
    expect(state.history).toEqual([]);
    expect(state.unacked).toBe(0);
    expect(state.wantFetch).toBe(true);
  });
});

describe("review reducer: undo", () => {
  it("shows the undone card's front again, first, and takes the server's counts", () => {
    let state = run(start([card(1), card(2), card(3)], { newLeft: 3 }), { type: "flip" }, { type: "grade", rating: 4, reviewId: "a", now: T0 });
    state = run(state, { type: "gradeSaved", response: answer({ newLeft: 2 }, 1) }, { type: "flip" });
    state = run(state, { type: "undoStarted" });
    expect(state.undoing).toBe(true);
    expect(run(state, { type: "flip" })).toBe(state);
    state = run(state, { type: "undone", reviewId: "a", summary: answer({ newLeft: 3 }, 0), now: T0 + 99 });
    expect(state.queue.map((c) => c.card.wordIndex)).toEqual([1, 2, 3]);
    expect(state.side).toBe("front");
    expect(state.shownAt).toBe(T0 + 99);
    expect(state.history).toEqual([]);
    expect(state.newInDeck).toBe(3);
    expect(sessionProgress(state)).toEqual({ done: 0, total: 3 });
  });

  it("undoes several grades in a row, newest first, without showing a card twice", () => {
    let state = start([card(1), card(2), card(3)]);
    for (const id of ["a", "b"]) state = run(state, { type: "flip" }, { type: "grade", rating: 4, reviewId: id, now: T0 });
    // A fetch put card 2 back meanwhile (a learning step).
    state = { ...state, queue: [...state.queue, card(2, "learning")] };
    state = run(state, { type: "undoStarted" }, { type: "undone", reviewId: "b", summary: answer({ newLeft: 2 }, 1), now: T0 });
    expect(state.queue.map((c) => c.card.wordIndex)).toEqual([2, 3]);
    state = run(state, { type: "undoStarted" }, { type: "undone", reviewId: "a", summary: answer({ newLeft: 3 }, 0), now: T0 });
    expect(state.queue.map((c) => c.card.wordIndex)).toEqual([1, 2, 3]);
    expect(state.history).toEqual([]);
    // Nothing left to undo.
    expect(run(state, { type: "undoStarted" })).toBe(state);
  });

  it("a grade that never left the browser is undone locally", () => {
    let state = run(start([card(1), card(2)]), { type: "flip" }, { type: "grade", rating: 2, reviewId: "a", now: T0 });
    state = run(state, { type: "undone", reviewId: "a", summary: null, now: T0 });
    expect(state.unacked).toBe(0);
    expect(state.queue[0]?.card.wordIndex).toBe(1);
  });

  it("keeps the stack after a failed undo unless the server says it is stale", () => {
    const state = run(start([card(1), card(2)]), { type: "flip" }, { type: "grade", rating: 2, reviewId: "a", now: T0 }, { type: "undoStarted" });
    expect(run(state, { type: "undoFailed", forgetHistory: false }).history).toHaveLength(1);
    expect(run(state, { type: "undoFailed", forgetHistory: true }).history).toEqual([]);
  });

  it("keeps at most UNDO_DEPTH grades", () => {
    let state = start(Array.from({ length: UNDO_DEPTH + 5 }, (_, i) => card(i)));
    for (let i = 0; i < UNDO_DEPTH + 3; i += 1) state = run(state, { type: "flip" }, { type: "grade", rating: 4, reviewId: `r${i}`, now: T0 });
    expect(state.history).toHaveLength(UNDO_DEPTH);
    expect(state.history.at(-1)?.reviewId).toBe(`r${UNDO_DEPTH + 2}`);
  });
});

describe("review reducer: the done screen", () => {
  it("tells the new-card limit from an empty deck", () => {
    expect(doneNotes(start([], { newLeft: 0 }, 0, 0))).toEqual({ limitReached: false, deckEmpty: true });
    expect(doneNotes(start([], { newLeft: 0 }, 0, 7))).toEqual({ limitReached: true, deckEmpty: false });
    const later = initialReviewState(due([], { newLeft: 0 }, 3, new Date(T0 + 86_400_000).toISOString()), 0, T0);
    expect(doneNotes(later)).toEqual({ limitReached: false, deckEmpty: false });
    expect(viewOf(later)).toBe("done");
  });
});

describe("next review line", () => {
  const now = new Date(2026, 10, 23, 21, 0);
  it("counts minutes within the hour", () => {
    expect(describeNextDue(new Date(now.getTime() + 10 * 60_000).toISOString(), now, "en-GB")).toBe("Next review in 10 minutes");
    expect(describeNextDue(new Date(now.getTime() + 60_000).toISOString(), now, "en-GB")).toBe("Next review in 1 minute");
    expect(describeNextDue(new Date(now.getTime() + 5_000).toISOString(), now, "en-GB")).toBe("Next review in less than a minute");
  });
  it("names the day and the time beyond it", () => {
    expect(describeNextDue(new Date(2026, 10, 23, 23, 30).toISOString(), now, "en-GB")).toBe("Next review today at 23:30");
    expect(describeNextDue(new Date(2026, 10, 24, 9, 0).toISOString(), now, "en-GB")).toBe("Next review tomorrow at 09:00");
    expect(describeNextDue(new Date(2026, 10, 27, 9, 0).toISOString(), now, "en-GB")).toBe("Next review on Friday at 09:00");
    expect(describeNextDue(new Date(2026, 11, 24, 9, 0).toISOString(), now, "en-GB")).toBe("Next review on 24 December");
    expect(describeNextDue(new Date(2027, 1, 3, 9, 0).toISOString(), now, "en-GB")).toBe("Next review on 3 February 2027");
  });
});

describe("review reducer: grades kept in the browser by an earlier page", () => {
  it("takes their cards out of the queue, so none is graded twice", () => {
    const state = start([card(1), card(2), card(3), card(4), card(5), card(6), card(7)], { newLeft: 7 });
    const next = run(state, { type: "queuedLoaded", wordIndexes: [1, 3], now: T0 + 10 });
    expect(next.queue.map((c) => c.card.wordIndex)).toEqual([2, 4, 5, 6, 7]);
    expect(next.side).toBe("front");
    expect(next.shownAt).toBe(T0 + 10);
    expect(next.announcement).toBe("Next word: word2");
    // Graded before this session: not in its "N of M".
    expect(sessionProgress(next)).toEqual({ done: 0, total: 5 });
  });

  it("counts them as waiting, so their answers do not take this page's own grades off the count", () => {
    let state = start([card(1), card(2), card(3)], { newLeft: 3 });
    state = run(state, { type: "queuedLoaded", wordIndexes: [1], now: T0 });
    expect(remainingToday(state)).toBe(2);
    state = run(state, { type: "flip" }, { type: "grade", rating: 3, reviewId: "mine", now: T0 });
    expect(remainingToday(state)).toBe(1);
    // The earlier page's grade is answered first: the server's counts lose its card, and this page's grade still waits.
    state = run(state, { type: "gradeSaved", response: answer({ newLeft: 2 }, 1) });
    expect(state.unacked).toBe(1);
    expect(remainingToday(state)).toBe(1);
    state = run(state, { type: "gradeSaved", response: answer({ newLeft: 1 }, 2) });
    expect(state.unacked).toBe(0);
    expect(remainingToday(state)).toBe(1);
  });

  it("leaves the card on screen, flipped, when its grade is not among them", () => {
    const state = run(start([card(1), card(2)], { newLeft: 2 }), { type: "flip" });
    const next = run(state, { type: "queuedLoaded", wordIndexes: [2], now: T0 + 10 });
    expect(next.queue.map((c) => c.card.wordIndex)).toEqual([1]);
    expect(next.side).toBe("back");
    expect(next.shownAt).toBe(T0);
  });
});

describe("review reducer: N of M stays put while the learner grades", () => {
  it("M is fixed at the start; a learning card that comes back is shown as returning and counted once", () => {
    let state = start([card(1), card(2), card(3)], { newLeft: 3 });
    expect(sessionProgress(state)).toEqual({ done: 0, total: 3 });
    // Again on word1: it comes back in a minute.
    state = run(state, { type: "flip" }, { type: "grade", rating: 1, reviewId: "a", now: T0 });
    expect(comingBackNote(state)).toBe("word1 again in 1 min");
    state = run(state, { type: "gradeSaved", response: answer({ learning: 1, newLeft: 2 }, 1) });
    expect(sessionProgress(state)).toEqual({ done: 1, total: 3 });
    // Good on word2: a 10-minute learning step.
    state = run(state, { type: "flip" }, { type: "grade", rating: 3, reviewId: "b", now: T0 });
    expect(comingBackNote(state)).toBe("word2 again in 10 min");
    state = run(state, { type: "gradeSaved", response: answer({ learning: 2, newLeft: 1 }, 2) });
    expect(sessionProgress(state)).toEqual({ done: 2, total: 3 });
    expect(isReturning(state)).toBe(false);
    // Easy on word3: four days, not this session.
    state = run(state, { type: "flip" }, { type: "grade", rating: 4, reviewId: "c", now: T0 });
    expect(comingBackNote(state)).toBe("");
    // word1 returns: shown as such, and grading it again does not move N or M.
    state = run(
      state,
      { type: "fetchStarted" },
      { type: "fetched", response: due([card(1, "learning")], { learning: 2, newLeft: 0 }, 3), pendingWordIndexes: [], now: T0 + 60_000 },
    );
    expect(isReturning(state)).toBe(true);
    expect(sessionProgress(state)).toEqual({ done: 3, total: 3 });
    state = run(state, { type: "flip" }, { type: "grade", rating: 3, reviewId: "d", now: T0 + 61_000 });
    expect(sessionProgress(state)).toEqual({ done: 3, total: 3 });
    expect(comingBackNote(state)).toBe("word1 again in 10 min");
  });

  it("undoing a card's first grade takes it out of N; undoing a returning card's grade does not", () => {
    let state = start([card(1), card(2)], { newLeft: 2 });
    state = run(state, { type: "flip" }, { type: "grade", rating: 1, reviewId: "a", now: T0 });
    state = { ...state, queue: [card(1, "learning"), ...state.queue] };
    state = run(state, { type: "flip" }, { type: "grade", rating: 3, reviewId: "b", now: T0 });
    expect(sessionProgress(state)).toEqual({ done: 1, total: 2 });
    state = run(state, { type: "undoStarted" }, { type: "undone", reviewId: "b", summary: null, now: T0 });
    expect(sessionProgress(state)).toEqual({ done: 1, total: 2 });
    expect(comingBackNote(state)).toBe("");
    state = run(state, { type: "undoStarted" }, { type: "undone", reviewId: "a", summary: null, now: T0 });
    expect(sessionProgress(state)).toEqual({ done: 0, total: 2 });
  });

  it("an empty deck shows an empty bar, not a full one; a finished session a full one", () => {
    const empty = start([], { newLeft: 0 }, 0, 0);
    expect(sessionProgress(empty)).toEqual({ done: 0, total: 0 });
    expect(progressShare(sessionProgress(empty))).toBe(0);
    expect(progressShare({ done: 1, total: 4 })).toBe(0.25);
    const finished = run(start([card(1)], { newLeft: 1 }), { type: "flip" }, { type: "grade", rating: 4, reviewId: "a", now: T0 });
    expect(progressShare(sessionProgress(finished))).toBe(1);
  });

  it("a card that came due after the start never lets N pass M", () => {
    let state = start([card(1)], { newLeft: 1 });
    state = { ...state, queue: [...state.queue, card(9, "review")] };
    state = run(
      state,
      { type: "flip" },
      { type: "grade", rating: 4, reviewId: "a", now: T0 },
      { type: "flip" },
      { type: "grade", rating: 4, reviewId: "b", now: T0 },
    );
    expect(sessionProgress(state)).toEqual({ done: 2, total: 2 });
  });
});
