// The flashcards screen's state transitions (spec section 4, Flashcards), without a browser.
import { describe, expect, it } from "vitest";
import {
  MAX_UNSEEN_HISTORY,
  NEW_RANDOM_WORD,
  announce,
  categoryStep,
  flashcardsReducer,
  flipMarksSeen,
  initialFlashcardsState,
  knownIndexes,
  reconcileHistory,
  trimHistory,
  unseenStep,
  type FlashcardsAction,
  type FlashcardsState,
} from "@/components/flashcards/flashcards-reducer";
import { AUTO_ADVANCE_MS, FLIP_SWAP_MS } from "@/lib/flashcards/timings";
import { NO_MARKS, type CardWord, type FlashcardCategory, type MarkStatus } from "@/lib/flashcards/types";

function word(wordIndex: number, text = `word${wordIndex}`): CardWord {
  return {
    wordIndex,
    data: { word: text, details: [{ partOfSpeech: "noun", definition: `meaning of ${text}`, examples: [], synonyms: [], antonyms: [] }] },
  };
}

function start(category: FlashcardCategory = "unseen", card: CardWord | null = word(7), marks: MarkStatus = NO_MARKS): FlashcardsState {
  return initialFlashcardsState({ category, card, marks, position: 0, total: category === "unseen" ? null : 3 });
}

function run(state: FlashcardsState, ...actions: FlashcardsAction[]): FlashcardsState {
  return actions.reduce(flashcardsReducer, state);
}

const marks = (isFavourite: boolean, isRemember: boolean, isUnremember: boolean): MarkStatus => ({ isFavourite, isRemember, isUnremember });

describe("the first state", () => {
  it("shows the server's card on its front, with the server's marks, not started (nothing stored yet)", () => {
    const state = start("unseen", word(7), marks(true, false, false));
    expect(state).toMatchObject({ current: word(7), shown: word(7), side: "front", started: false, auto: null, busy: false, inDeck: false });
    expect(state.marks).toEqual(marks(true, false, false));
    expect(state.history).toEqual({ list: [NEW_RANDOM_WORD], position: 0 });
  });

  it("starts with the history it is given, trimmed", () => {
    const long = { list: Array.from({ length: MAX_UNSEEN_HISTORY + 5 }, (_, i) => i), position: MAX_UNSEEN_HISTORY + 4 };
    const state = run(start(), { type: "started", history: long });
    expect(state.started).toBe(true);
    expect(state.history.list).toHaveLength(MAX_UNSEEN_HISTORY);
    expect(state.history.list[0]).toBe(5);
    expect(state.history.position).toBe(MAX_UNSEEN_HISTORY - 1);
  });
});

describe("flipping", () => {
  it("turns the card over and back, saying what each side shows", () => {
    const back = run(start(), { type: "flip", now: 1000 });
    expect(back.side).toBe("back");
    expect(back.announcement).toBe("Back of the card: word7, noun: meaning of word7.");
    const front = run(back, { type: "flip", now: 2000 });
    expect(front.side).toBe("front");
    expect(front.announcement).toBe("Front of the card: word7.");
  });

  it("marks a word seen on its first turn to the back only", () => {
    const initial = start();
    expect(flipMarksSeen(initial)).toBe(true);
    const back = run(initial, { type: "flip", now: 0 });
    expect(back.seen).toEqual([7]);
    expect(flipMarksSeen(back)).toBe(false);
    const again = run(back, { type: "flip", now: 10 }, { type: "flip", now: 20 });
    expect(again.seen).toEqual([7]);
    expect(flipMarksSeen(run(back, { type: "flip", now: 10 }))).toBe(false);
  });

  it("does nothing on an empty card", () => {
    const empty = start("seen", null);
    expect(run(empty, { type: "flip", now: 0 })).toBe(empty);
    expect(flipMarksSeen(empty)).toBe(false);
  });
});

describe("showing another word", () => {
  it("from the front: the word changes at once", () => {
    const state = run(start(), { type: "show", card: word(8), status: null, now: 5000 });
    expect(state.current).toEqual(word(8));
    expect(state.shown).toEqual(word(8));
    expect(state.announcement).toBe("Front of the card: word8.");
  });

  it(`from the back: turns to the front now, the content swaps ${FLIP_SWAP_MS} ms later`, () => {
    const back = run(start(), { type: "flip", now: 1000 });
    const moving = run(back, { type: "show", card: word(8), status: null, now: 3000 });
    expect(moving.side).toBe("front");
    expect(moving.current).toEqual(word(8));
    expect(moving.shown).toEqual(word(7));
    expect(moving.swapAt).toBe(3000 + FLIP_SWAP_MS);
    const swapped = run(moving, { type: "swapDue" });
    expect(swapped.shown).toEqual(word(8));
    // Nothing left to swap: the same state.
    expect(run(swapped, { type: "swapDue" })).toBe(swapped);
  });

  it("right after a turn to the front, waits for the turn to end before swapping", () => {
    const turned = run(start(), { type: "flip", now: 1000 }, { type: "flip", now: 1200 });
    const early = run(turned, { type: "show", card: word(9), status: null, now: 1300 });
    expect(early.shown).toEqual(word(7));
    expect(early.swapAt).toBe(1200 + FLIP_SWAP_MS);
    const late = run(turned, { type: "show", card: word(9), status: null, now: 1200 + FLIP_SWAP_MS });
    expect(late.shown).toEqual(word(9));
  });

  it("takes the status fetched ahead, or starts with no marks", () => {
    const favourite = run(start(), { type: "toggleMark", kind: "favourite" });
    expect(run(favourite, { type: "show", card: word(8), status: null, now: 0 }).marks).toEqual(NO_MARKS);
    const ahead = run(favourite, { type: "show", card: word(8), status: { marks: marks(false, true, false), inDeck: true }, now: 0 });
    expect(ahead.marks).toEqual(marks(false, true, false));
    expect(ahead.inDeck).toBe(true);
  });

  it("records the place: the unseen history, or a category's position and length", () => {
    const unseen = run(start(), { type: "show", card: word(8), status: null, now: 0, history: { list: [7, 8], position: 1 } });
    expect(unseen.history).toEqual({ list: [7, 8], position: 1 });
    const listed = run(start("remember"), { type: "show", card: word(8), status: null, now: 0, position: 1, total: 2 });
    expect(listed).toMatchObject({ position: 1, total: 2 });
  });
});

describe("marks", () => {
  it("favourite toggles by itself and sets no advance", () => {
    const on = run(start(), { type: "toggleMark", kind: "favourite" });
    expect(on.marks).toEqual(marks(true, false, false));
    expect(on.auto).toBeNull();
    expect(run(on, { type: "toggleMark", kind: "favourite" }).marks).toEqual(NO_MARKS);
  });

  it("remember and unremember exclude each other; pressing the active one removes it", () => {
    const remembered = run(start(), { type: "toggleMark", kind: "remember" });
    expect(remembered.marks).toEqual(marks(false, true, false));
    const unremembered = run(remembered, { type: "toggleMark", kind: "unremember" });
    expect(unremembered.marks).toEqual(marks(false, false, true));
    expect(run(unremembered, { type: "toggleMark", kind: "unremember" }).marks).toEqual(NO_MARKS);
    // Removing one does not bring the other back, and keeps the favourite.
    const both = run(start("unseen", word(7), marks(true, true, false)), { type: "toggleMark", kind: "remember" });
    expect(both.marks).toEqual(marks(true, false, false));
  });

  it(`after a tap the next word follows (${AUTO_ADVANCE_MS} ms, timed by a hook); on the front Not remembered flips instead`, () => {
    expect(run(start(), { type: "toggleMark", kind: "remember" }).auto).toEqual({ then: "next", wordIndex: 7 });
    expect(run(start(), { type: "toggleMark", kind: "unremember" }).auto).toEqual({ then: "flip", wordIndex: 7 });
    const back = run(start(), { type: "flip", now: 0 });
    expect(run(back, { type: "toggleMark", kind: "unremember" }).auto).toEqual({ then: "next", wordIndex: 7 });
    // Each tap is a new advance (the timer starts again); a move cancels it.
    const first = run(start(), { type: "toggleMark", kind: "remember" });
    const second = run(first, { type: "toggleMark", kind: "remember" });
    expect(second.auto).not.toBe(first.auto);
    expect(run(second, { type: "cancelAuto" }).auto).toBeNull();
  });

  it("a mark that takes the word out of the category's list moves the positions after it", () => {
    expect(run(start("remember"), { type: "toggleMark", kind: "remember" }).listChanged).toBe(true);
    expect(run(start("remember"), { type: "toggleMark", kind: "unremember" }).listChanged).toBe(true);
    expect(run(start("remember"), { type: "toggleMark", kind: "favourite" }).listChanged).toBe(false);
    expect(run(start("favourite"), { type: "toggleMark", kind: "favourite" }).listChanged).toBe(true);
    expect(run(start("unseen"), { type: "toggleMark", kind: "remember" }).listChanged).toBe(false);
    // The next word shown starts afresh.
    const changed = run(start("remember"), { type: "toggleMark", kind: "remember" });
    expect(run(changed, { type: "show", card: word(9), status: null, now: 0, position: 0 }).listChanged).toBe(false);
  });

  it("setting a mark puts the word in the review deck (as the server does); removing one leaves it there", () => {
    for (const kind of ["favourite", "remember", "unremember"] as const) {
      const state = start();
      const on = run(state, { type: "toggleMark", kind });
      expect(on.inDeck).toBe(true);
      // A status asked for before the mark cannot take it out again.
      expect(run(on, { type: "statusFetched", wordIndex: 7, inDeck: false, marksVersion: 0, reviewVersion: state.reviewVersion }).inDeck).toBe(true);
      expect(run(on, { type: "toggleMark", kind }).inDeck).toBe(true);
    }
    const removed = run(start("unseen", word(7), marks(true, false, false)), { type: "toggleMark", kind: "favourite" });
    expect(removed.inDeck).toBe(false);
  });

  it("a status fetched before a local change does not undo it; one for another word is ignored", () => {
    const state = start();
    const asked = { marksVersion: state.marksVersion, reviewVersion: state.reviewVersion };
    const changed = run(state, { type: "toggleMark", kind: "favourite" });
    const stale = run(changed, { type: "statusFetched", wordIndex: 7, marks: NO_MARKS, inDeck: false, ...asked });
    expect(stale.marks).toEqual(marks(true, false, false));
    expect(stale.inDeck).toBe(true);
    // A review status asked for after the last review change applies, even when the marks' is stale.
    const unremembered = run(start("unseen", word(7), marks(false, false, true)), { type: "toggleMark", kind: "unremember" });
    const later = { marksVersion: 0, reviewVersion: unremembered.reviewVersion };
    expect(run(unremembered, { type: "statusFetched", wordIndex: 7, marks: marks(true, true, true), inDeck: true, ...later })).toMatchObject({
      marks: NO_MARKS,
      inDeck: true,
    });
    const fresh = run(state, { type: "statusFetched", wordIndex: 7, marks: marks(false, true, false), ...asked });
    expect(fresh.marks).toEqual(marks(false, true, false));
    expect(run(state, { type: "statusFetched", wordIndex: 8, marks: marks(true, true, false), ...asked })).toBe(state);
  });
});

describe("the review deck", () => {
  it("toggles optimistically; a status asked for earlier does not undo it; an unknown one changes nothing", () => {
    const state = start();
    const asked = { marksVersion: state.marksVersion, reviewVersion: state.reviewVersion };
    const added = run(state, { type: "toggleReview" });
    expect(added.inDeck).toBe(true);
    expect(run(added, { type: "statusFetched", wordIndex: 7, inDeck: false, ...asked }).inDeck).toBe(true);
    expect(run(added, { type: "toggleReview" }).inDeck).toBe(false);
    const now = { marksVersion: added.marksVersion, reviewVersion: added.reviewVersion };
    expect(run(added, { type: "statusFetched", wordIndex: 7, inDeck: null, ...now })).toBe(added);
    expect(run(added, { type: "statusFetched", wordIndex: 7, inDeck: false, ...now }).inDeck).toBe(false);
  });

  it("does nothing on an empty card, and a new word starts out of the deck unless its status says otherwise", () => {
    const empty = start("seen", null);
    expect(run(empty, { type: "toggleReview" })).toBe(empty);
    const added = run(start(), { type: "toggleReview" });
    expect(run(added, { type: "show", card: word(8), status: null, now: 0 }).inDeck).toBe(false);
    expect(run(added, { type: "show", card: word(8), status: { marks: NO_MARKS, inDeck: null }, now: 0 }).inDeck).toBe(false);
  });
});

describe("busy", () => {
  it("follows the fetches, and is the same state when unchanged", () => {
    const state = start();
    expect(run(state, { type: "busy", busy: true }).busy).toBe(true);
    expect(run(state, { type: "busy", busy: false })).toBe(state);
  });
});

describe("moving through the unseen history", () => {
  it("Prev at the start is refused ('No more words!'); Next past the end asks for a new random word", () => {
    expect(unseenStep({ list: [7], position: 0 }, true, -1)).toEqual({ refused: true });
    expect(unseenStep({ list: [7], position: 0 }, true, 1)).toEqual({ refused: false, target: 1, entry: NEW_RANDOM_WORD, list: [7, NEW_RANDOM_WORD] });
    expect(unseenStep({ list: [7, 8, 9], position: 2 }, true, -1)).toEqual({ refused: false, target: 1, entry: 8, list: [7, 8, 9] });
    // With no card yet, the entry at the position is fetched.
    expect(unseenStep({ list: [NEW_RANDOM_WORD], position: 0 }, false, -1)).toEqual({
      refused: false,
      target: 0,
      entry: NEW_RANDOM_WORD,
      list: [NEW_RANDOM_WORD],
    });
  });

  it("does not change the history it was given", () => {
    const history = { list: [7], position: 0 };
    unseenStep(history, true, 1);
    expect(history).toEqual({ list: [7], position: 0 });
  });

  it("reconciles the stored history with the word the server rendered", () => {
    expect(reconcileHistory({ list: [7, 8], position: 1 }, 8)).toEqual({ list: [7, 8], position: 1 });
    expect(reconcileHistory({ list: [7, NEW_RANDOM_WORD], position: 1 }, 9)).toEqual({ list: [7, 9], position: 1 });
    expect(reconcileHistory({ list: [7, 8, NEW_RANDOM_WORD], position: 0 }, 9)).toEqual({ list: [7, 8, 9], position: 2 });
    expect(reconcileHistory({ list: [7], position: 0 }, null)).toEqual({ list: [7], position: 0 });
  });

  it("excludes the newest known words from a new random word", () => {
    expect(knownIndexes({ list: [3, NEW_RANDOM_WORD, 4], position: 0 })).toEqual([3, 4]);
    const long = { list: Array.from({ length: 150 }, (_, i) => i), position: 0 };
    expect(knownIndexes(long)).toHaveLength(100);
    expect(knownIndexes(long)[0]).toBe(50);
  });

  it("trims the history from the oldest end", () => {
    const short = { list: [1, 2], position: 1 };
    expect(trimHistory(short)).toBe(short);
    const long = { list: Array.from({ length: MAX_UNSEEN_HISTORY + 1 }, (_, i) => i), position: 3 };
    expect(trimHistory(long)).toEqual({ list: long.list.slice(1), position: 2 });
  });
});

describe("moving through a category's list", () => {
  it("steps by one, refuses before the start, and after the word left the list Next stays on its position", () => {
    expect(categoryStep({ position: 0, listChanged: false }, -1)).toBeNull();
    expect(categoryStep({ position: 0, listChanged: false }, 1)).toBe(1);
    expect(categoryStep({ position: 2, listChanged: false }, -1)).toBe(1);
    expect(categoryStep({ position: 2, listChanged: true }, 1)).toBe(2);
    expect(categoryStep({ position: 2, listChanged: true }, -1)).toBe(1);
  });
});

describe("announce", () => {
  it("says the word, or the word with its first meaning", () => {
    expect(announce(null, "front")).toBe("");
    expect(announce(word(1, "apple"), "front")).toBe("Front of the card: apple.");
    expect(announce(word(1, "apple"), "back")).toBe("Back of the card: apple, noun: meaning of apple.");
    expect(announce({ wordIndex: 1, data: { word: "bare", details: [] } }, "back")).toBe("Back of the card: bare.");
  });
});
