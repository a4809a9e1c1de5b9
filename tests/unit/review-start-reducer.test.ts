import { describe, expect, it } from "vitest";
import { doneNotes, initialReviewState, reviewReducer, sessionProgress, viewOf } from "@/components/review/review-reducer";
import { START_DECK_MESSAGES } from "@/components/review/start-deck";
import type { DueCard, DueResponse, StartResponse } from "@/lib/review/types";

// "Start with 10 new words" and "Study 10 more" on /review's done screen
// (components/review/review-reducer.ts, actions "started" and "moreAllowed"):
// the server's answer becomes the queue, without a reload.

const T0 = 1_700_000_000_000;

function card(wordIndex: number): DueCard {
  return {
    card: { wordIndex, state: "new", due: new Date(T0).toISOString(), stability: 0, difficulty: 0, reps: 0, lapses: 0, scheduledDays: 0, lastReview: null },
    word: { word: `word${wordIndex}`, ipa: null, details: [{ definition: "a meaning", examples: [], synonyms: [], antonyms: [], partOfSpeech: "noun" }] },
    intervals: { 1: 60, 2: 360, 3: 600, 4: 4 * 86_400 },
  };
}

function started(cards: DueCard[], added: number, newInDeck: number, newLeft = cards.length): StartResponse {
  return { cards, counts: { due: 0, learning: 0, newLeft }, reviewedToday: 0, nextDue: null, added, newInDeck };
}

const emptyDeck = () => initialReviewState({ cards: [], counts: { due: 0, learning: 0, newLeft: 0 }, reviewedToday: 0, nextDue: null }, 0, T0);
const tenCards = Array.from({ length: 10 }, (_, index) => card(index));

describe("review reducer: Start with 10 new words", () => {
  it("an empty deck's done screen turns into the first card, today's bar and the announcement follow", () => {
    const before = emptyDeck();
    expect(viewOf(before)).toBe("done");
    expect(doneNotes(before)).toEqual({ limitReached: false, deckEmpty: true });

    const state = reviewReducer(before, { type: "started", response: started(tenCards, 10, 10), pendingWordIndexes: [], now: T0 + 5_000 });
    expect(viewOf(state)).toBe("card");
    expect(state.queue.map((entry) => entry.card.wordIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(state.side).toBe("front");
    expect(state.shownAt).toBe(T0 + 5_000);
    expect(state.newInDeck).toBe(10);
    expect(sessionProgress(state)).toEqual({ done: 0, total: 10 });
    expect(state.announcement).toBe("Added 10 new words. Next word: word0");
  });

  it("no card allowed today (the new-card limit): the done screen says so instead of the empty deck", () => {
    const state = reviewReducer(emptyDeck(), { type: "started", response: started([], 10, 10, 0), pendingWordIndexes: [], now: T0 });
    expect(viewOf(state)).toBe("done");
    expect(doneNotes(state)).toEqual({ limitReached: true, deckEmpty: false });
    expect(state.announcement).toBe("Added 10 new words.");
  });

  it("a retry that added nothing still shows the cards; a card whose grade is on its way is not shown again", () => {
    const state = reviewReducer(emptyDeck(), { type: "started", response: started(tenCards, 0, 10), pendingWordIndexes: [0], now: T0 });
    expect(state.queue[0]!.card.wordIndex).toBe(1);
    expect(state.announcement).toBe("Next word: word1");
  });
});

describe("review reducer: Study 10 more", () => {
  const limitReached = () => initialReviewState({ cards: [card(0)], counts: { due: 0, learning: 0, newLeft: 1 }, reviewedToday: 0, nextDue: null }, 13, T0);
  const more = (cards: DueCard[], counts: Partial<DueResponse["counts"]> = {}): DueResponse => ({
    cards,
    counts: { due: 0, learning: 0, newLeft: cards.length, ...counts },
    reviewedToday: 1,
    nextDue: null,
  });

  it("today's limit reached: the raised allowance's cards show, M grows by them and N stays", () => {
    let state = reviewReducer(limitReached(), { type: "flip" });
    state = reviewReducer(state, { type: "grade", rating: 4, reviewId: "a", now: T0 });
    state = reviewReducer(state, {
      type: "gradeSaved",
      response: { card: card(0).card, counts: { due: 0, learning: 0, newLeft: 0 }, reviewedToday: 1, nextDue: null },
    });
    state = reviewReducer(reviewReducer(state, { type: "fetchStarted" }), {
      type: "fetched",
      response: more([], { newLeft: 0 }),
      pendingWordIndexes: [],
      now: T0,
    });
    expect(viewOf(state)).toBe("done");
    expect(doneNotes(state)).toEqual({ limitReached: true, deckEmpty: false });
    expect(sessionProgress(state)).toEqual({ done: 1, total: 1 });

    state = reviewReducer(state, { type: "moreAllowed", response: more(tenCards.slice(1)), pendingWordIndexes: [], now: T0 + 9_000 });
    expect(viewOf(state)).toBe("card");
    expect(state.queue.map((entry) => entry.card.wordIndex)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(state.shownAt).toBe(T0 + 9_000);
    expect(state.announcement).toBe("Next word: word1");
    expect(sessionProgress(state)).toEqual({ done: 1, total: 10 });
  });

  it("a card on screen stays; a card whose grade is on its way is neither shown again nor counted twice", () => {
    let state = reviewReducer(limitReached(), { type: "flip" });
    state = reviewReducer(state, { type: "grade", rating: 4, reviewId: "a", now: T0 });
    // Grade "a" not answered yet: the server's counts still hold word0.
    state = reviewReducer(state, { type: "moreAllowed", response: more([card(0), card(1), card(2)]), pendingWordIndexes: [0], now: T0 });
    expect(state.queue.map((entry) => entry.card.wordIndex)).toEqual([1, 2]);
    expect(sessionProgress(state)).toEqual({ done: 1, total: 3 });
  });
});

describe("the empty deck's note", () => {
  // The server starts a placed learner at their level and anyone else at the commonest words (lib/review/starter-deck.ts):
  // the note says both, and promises neither alone.
  it("says the new words start at the learner's level when placed, the commonest otherwise", () => {
    expect(START_DECK_MESSAGES.emptyDeck).toContain("from your level if you took the vocabulary test");
    expect(START_DECK_MESSAGES.emptyDeck).toContain("the commonest words if not");
    expect(START_DECK_MESSAGES.emptyDeck).not.toMatch(/the 10 commonest words/);
  });
});
