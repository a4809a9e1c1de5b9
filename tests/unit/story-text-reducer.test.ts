// A story text's state (components/stories/story-text-reducer.ts): the word
// popover, the text's one tab stop, Add to review and a learner's marks.
import { describe, expect, it } from "vitest";
import {
  INITIAL_STORY_TEXT,
  learnerMarks,
  markCounts,
  storyTextReducer,
  type StoryTextAction,
  type StoryTextState,
} from "@/components/stories/story-text-reducer";
import type { ReaderWord } from "@/lib/reader/analyse";

const AT = { top: 40, left: 120 };
const run = (actions: StoryTextAction[], from: StoryTextState = INITIAL_STORY_TEXT) => actions.reduce(storyTextReducer, from);

describe("the word popover", () => {
  it("opens on a word, which then holds the tab stop, and moves to another word pressed", () => {
    const open = run([{ type: "open", place: 4, anchor: AT }]);
    expect(open).toMatchObject({ open: 4, anchor: AT, current: 4, focus: null });
    expect(run([{ type: "open", place: 9, anchor: { top: 80, left: 0 } }], open)).toMatchObject({ open: 9, current: 9, anchor: { top: 80, left: 0 } });
  });

  it("closes when its word is pressed again, focus staying on the word", () => {
    expect(
      run([
        { type: "open", place: 4, anchor: AT },
        { type: "open", place: 4, anchor: AT },
      ]),
    ).toMatchObject({ open: null, anchor: null, focus: 4 });
  });

  it("closes on Escape with focus back on the word, and leaves focus alone when it went elsewhere", () => {
    const open = run([{ type: "open", place: 4, anchor: AT }]);
    expect(storyTextReducer(open, { type: "close", refocus: true })).toMatchObject({ open: null, anchor: null, focus: 4, current: 4 });
    expect(storyTextReducer(open, { type: "close", refocus: false })).toMatchObject({ open: null, focus: null });
    // Nothing open: nothing changes.
    expect(storyTextReducer(INITIAL_STORY_TEXT, { type: "close", refocus: true })).toBe(INITIAL_STORY_TEXT);
  });
});

describe("the arrow keys", () => {
  it("move the tab stop and focus between words, stopping at either end", () => {
    const moves = (to: "next" | "previous" | "first" | "last", from: StoryTextState) => storyTextReducer(from, { type: "move", to, count: 3 });
    const second = moves("next", INITIAL_STORY_TEXT);
    expect(second).toMatchObject({ current: 1, focus: 1 });
    expect(moves("next", moves("next", second))).toMatchObject({ current: 2, focus: 2 });
    expect(moves("previous", INITIAL_STORY_TEXT)).toMatchObject({ current: 0, focus: 0 });
    expect(moves("last", INITIAL_STORY_TEXT)).toMatchObject({ current: 2 });
    expect(moves("first", second)).toMatchObject({ current: 0 });
    expect(storyTextReducer(INITIAL_STORY_TEXT, { type: "move", to: "last", count: 0 })).toMatchObject({ current: 0 });
  });
});

describe("Add to review", () => {
  it("goes from adding to added, or back to nothing when it fails", () => {
    const adding = run([{ type: "adding", index: 12, userId: "u1" }]);
    expect(adding.review).toEqual({ userId: "u1", byWord: { 12: "adding" } });
    expect(storyTextReducer(adding, { type: "added", index: 12 }).review).toEqual({ userId: "u1", byWord: { 12: "added" } });
    expect(storyTextReducer(adding, { type: "addFailed", index: 12 }).review).toEqual({ userId: "u1", byWord: {} });
    expect(storyTextReducer(INITIAL_STORY_TEXT, { type: "added", index: 12 })).toBe(INITIAL_STORY_TEXT);
  });

  it("forgets another learner's presses", () => {
    const state = run([
      { type: "adding", index: 12, userId: "u1" },
      { type: "adding", index: 13, userId: "u2" },
    ]);
    expect(state.review).toEqual({ userId: "u2", byWord: { 13: "adding" } });
  });

  it("marks the word added as due and in review, as the deck has it", () => {
    const marked = run([{ type: "marked", marks: { userId: "u1", byWord: { 12: "new" }, inReview: [], band: 2 } }]);
    const added = run(
      [
        { type: "adding", index: 12, userId: "u1" },
        { type: "added", index: 12 },
      ],
      marked,
    );
    expect(added.marks).toEqual({ userId: "u1", byWord: { 12: "due" }, inReview: [12], band: 2 });
  });
});

describe("a learner's marks", () => {
  const word = (index: number, band: number, status: ReaderWord["status"], due = false): ReaderWord => ({ headword: `w${index}`, index, band, status, due });

  it("are the words due for review and the new words of the learner's own band", () => {
    const marks = learnerMarks("u1", {
      band: 2,
      words: [word(10, 0, "known"), word(2100, 2, "new"), word(2200, 2, "review", true), word(2300, 2, "review"), word(3100, 3, "new"), word(2400, 2, "new")],
    });
    expect(marks).toEqual({ userId: "u1", byWord: { 2100: "new", 2200: "due", 2400: "new" }, inReview: [2200, 2300], band: 2 });
    expect(markCounts(marks)).toEqual({ due: 1, new: 2 });
  });

  it("take band 0 when the answer names none", () => {
    expect(learnerMarks("u1", { band: null, words: [word(5, 0, "new")] }).byWord).toEqual({ 5: "new" });
  });

  it("are kept whole when they arrive", () => {
    const marks = { userId: "u1", byWord: {}, inReview: [], band: 0 };
    expect(storyTextReducer(INITIAL_STORY_TEXT, { type: "marked", marks }).marks).toBe(marks);
  });
});
