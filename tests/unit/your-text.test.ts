import { describe, expect, it } from "vitest";
import { initialYourTextState, isKept, textProblem, yourTextReducer, type YourTextAction, type YourTextState } from "@/components/reader/your-text-reducer";
import type { AnalysedText } from "@/lib/reader/analyse";
import { coverageRows, percentOf, textSegments } from "@/lib/reader/marked-text";
import { MAX_TEXT_CHARACTERS, READER_MESSAGES } from "@/lib/reader/schema";

const TEXT = "The cat sat, Zork said.";
const ANALYSED: AnalysedText = {
  tokens: [
    [4, 7, 0],
    [8, 11, 1],
    [13, 17, null],
    [18, 22, 2],
  ],
  words: [
    { headword: "cat", index: 2000, band: 2, status: "new", due: false },
    { headword: "sit", index: 300, band: 0, status: "known", due: false },
    { headword: "say", index: 50, band: 0, status: "review", due: false },
  ],
  coverage: { counted: 4, known: 1, review: 1, new: 1, outside: 1, byBand: [] },
  newWords: [0],
  band: 0,
};

describe("textSegments", () => {
  it("cuts the text at the counted words, and joins back to it", () => {
    const segments = textSegments(TEXT, ANALYSED);
    expect(segments.map((segment) => segment.text).join("")).toBe(TEXT);
    expect(segments.filter((segment) => segment.counted).map((segment) => [segment.text, segment.word?.status ?? null])).toEqual([
      ["cat", "new"],
      ["sat", "known"],
      ["Zork", null],
      ["said", "review"],
    ]);
    expect(segments[0]).toEqual({ text: "The ", word: null, counted: false });
  });

  it("keeps the text whole with no tokens, and skips a token past its end", () => {
    expect(textSegments("Hello.", { tokens: [], words: [] })).toEqual([{ text: "Hello.", word: null, counted: false }]);
    expect(textSegments("ab", { tokens: [[0, 9, null]], words: [] }).map((segment) => segment.text)).toEqual(["ab"]);
  });
});

describe("coverage", () => {
  it("gives each status its count and whole percentage of the words counted", () => {
    expect(coverageRows(ANALYSED.coverage)).toEqual([
      { status: "known", label: "known", count: 1, percent: 25 },
      { status: "review", label: "in review", count: 1, percent: 25 },
      { status: "new", label: "new", count: 1, percent: 25 },
    ]);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe("yourTextReducer", () => {
  const reduce = (state: YourTextState, ...actions: Parameters<typeof yourTextReducer>[1][]) => actions.reduce(yourTextReducer, state);

  it("refuses to read an empty or too long text, with the API's message", () => {
    expect(reduce(initialYourTextState("  "), { type: "submitted" })).toMatchObject({ reading: false, error: READER_MESSAGES.textRequired });
    const long = "a".repeat(MAX_TEXT_CHARACTERS + 1);
    expect(textProblem(long)).toBe(READER_MESSAGES.textTooLong);
    expect(textProblem("a".repeat(MAX_TEXT_CHARACTERS))).toBeNull();
    expect(reduce(initialYourTextState(long), { type: "submitted" })).toMatchObject({ reading: false, error: READER_MESSAGES.textTooLong });
  });

  it("reads, keeps the answer with the text it was read from, and clears an error on editing", () => {
    const reading = reduce(initialYourTextState(TEXT), { type: "submitted" });
    expect(reading.reading).toBe(true);
    expect(yourTextReducer(reading, { type: "submitted" })).toBe(reading);
    const read = reduce(reading, { type: "answered", text: TEXT, analysed: ANALYSED }, { type: "edited", text: "Something else" });
    expect(read).toMatchObject({ reading: false, text: "Something else", result: { text: TEXT, analysed: ANALYSED } });
    const failed = reduce(read, { type: "submitted" }, { type: "failed", message: "Down" });
    expect(failed).toMatchObject({ reading: false, error: "Down", result: { text: TEXT } });
    expect(yourTextReducer(failed, { type: "edited", text: "x" }).error).toBeNull();
  });

  it("follows each word's Add to review, and starts afresh with a new answer", () => {
    const state = reduce(
      initialYourTextState(TEXT),
      { type: "adding", wordIndex: 2000 },
      { type: "added", wordIndex: 2000 },
      { type: "adding", wordIndex: 7 },
      { type: "addFailed", wordIndex: 7 },
    );
    expect(state.added).toEqual({ 2000: "added", 7: "failed" });
    expect(reduce(state, { type: "answered", text: TEXT, analysed: ANALYSED }).added).toEqual({});
  });

  describe("saved texts", () => {
    const FIRST = { id: "a", title: "First", createdAt: "2026-12-01T10:00:00.000Z" };
    const SECOND = { id: "b", title: "The cat sat, Zork said.", createdAt: "2026-12-02T10:00:00.000Z" };
    const readState = (saved = [FIRST]) =>
      reduce(initialYourTextState(TEXT, saved), { type: "submitted" }, { type: "answered", text: TEXT, analysed: ANALYSED });

    it("a visitor has no list; a learner starts with the page's", () => {
      expect(initialYourTextState().saved).toBeNull();
      expect(initialYourTextState("", [FIRST])).toMatchObject({ saved: [FIRST], kept: null, library: null, libraryError: null });
    });

    it("saves the text read, puts it first in the list, and says Saved until another text is read", () => {
      const saving = reduce(readState(), { type: "saveStarted" });
      expect(saving.library).toEqual({ kind: "save" });
      // One call at a time: a second save, an open or a delete waits for it.
      for (const action of [{ type: "saveStarted" }, { type: "openStarted", id: "a" }, { type: "deleteStarted", id: "a" }] as YourTextAction[]) {
        expect(yourTextReducer(saving, action)).toBe(saving);
      }
      const saved = reduce(saving, { type: "saved", saved: SECOND, text: TEXT });
      expect(saved).toMatchObject({ library: null, saved: [SECOND, FIRST], kept: { id: "b", text: TEXT } });
      expect(isKept(saved)).toBe(true);
      expect(yourTextReducer(saved, { type: "saveStarted" })).toBe(saved);
      // Editing the box keeps the reading, still saved; reading another text can be saved again.
      expect(isKept(reduce(saved, { type: "edited", text: "Other" }))).toBe(true);
      const other = reduce(saved, { type: "edited", text: "Other" }, { type: "submitted" }, { type: "answered", text: "Other", analysed: ANALYSED });
      expect(isKept(other)).toBe(false);
    });

    it("cannot save before a reading, and shows a refused save's message", () => {
      const unread = initialYourTextState(TEXT, [FIRST]);
      expect(yourTextReducer(unread, { type: "saveStarted" })).toBe(unread);
      const refused = reduce(readState(), { type: "saveStarted" }, { type: "libraryFailed", message: "Full" });
      expect(refused).toMatchObject({ library: null, libraryError: "Full", saved: [FIRST] });
      expect(reduce(refused, { type: "saveStarted" })).toMatchObject({ library: { kind: "save" }, libraryError: null });
    });

    it("opens a saved text into the box and reads it, not while another reading is under way", () => {
      const reading = reduce(initialYourTextState("Draft", [FIRST]), { type: "submitted" });
      expect(yourTextReducer(reading, { type: "openStarted", id: "a" })).toBe(reading);
      const opened = reduce(initialYourTextState("Draft", [FIRST]), { type: "openStarted", id: "a" }, { type: "opened", id: "a", text: TEXT });
      expect(opened).toMatchObject({ text: TEXT, reading: true, library: null, kept: { id: "a", text: TEXT } });
      expect(isKept(reduce(opened, { type: "answered", text: TEXT, analysed: ANALYSED }))).toBe(true);
    });

    it("deletes a text from the list, forgetting that the reading was saved; one gone elsewhere leaves with a message", () => {
      const saved = reduce(readState([]), { type: "saveStarted" }, { type: "saved", saved: SECOND, text: TEXT });
      const deleting = reduce(saved, { type: "deleteStarted", id: "b" });
      expect(deleting.library).toEqual({ kind: "delete", id: "b" });
      const deleted = reduce(deleting, { type: "deleted", id: "b" });
      expect(deleted).toMatchObject({ saved: [], kept: null, library: null });
      expect(isKept(deleted)).toBe(false);

      const gone = reduce(readState([FIRST, SECOND]), { type: "openStarted", id: "a" }, { type: "gone", id: "a", message: "Saved text not found." });
      expect(gone).toMatchObject({ saved: [SECOND], library: null, libraryError: "Saved text not found." });
    });
  });
});
