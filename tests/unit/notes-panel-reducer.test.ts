import { describe, expect, it } from "vitest";
import {
  EMPTY_DRAFT,
  draftFrom,
  editingId,
  initialNotesPanelState,
  notesPanelReducer,
  type NotesPanelAction,
  type NotesPanelState,
} from "@/components/notes/notes-panel-reducer";
import type { Note } from "@/lib/client/notes-api";

// The notes panel's state machine (components/notes/notes-panel-reducer.ts), without a browser.

const CARD = { word: "serendipity", definitions: "a happy accident" };
const OTHER_CARD = { word: "ephemeral", definitions: "lasting a short time" };

function note(id: string): Note {
  return {
    id,
    word: `word-${id}`,
    type: "noun",
    definitions: `meaning ${id}`,
    example: "An example.",
    breakdown: "word + ending",
    userId: "u1",
    timestamp: "2026-12-01T00:00:00.000Z",
  };
}

function run(state: NotesPanelState, ...actions: NotesPanelAction[]): NotesPanelState {
  return actions.reduce(notesPanelReducer, state);
}

const openOn = (prefill: typeof CARD | null = CARD) => initialNotesPanelState({ open: true, prefill });

describe("the first state", () => {
  it("is a new note from the card, the list loading", () => {
    expect(openOn()).toEqual({
      mode: { kind: "create" },
      draft: { word: "serendipity", type: "", definitions: "a happy accident", example: "", breakdown: "" },
      recent: { state: "loading" },
      busy: false,
      invalid: [],
      typed: false,
      shown: { open: true, prefill: CARD },
    });
    expect(editingId(openOn())).toBeNull();
  });

  it("is an empty note without a card", () => {
    expect(openOn(null).draft).toEqual(EMPTY_DRAFT);
    expect(draftFrom(null)).toEqual(EMPTY_DRAFT);
  });
});

describe("the card on screen", () => {
  it("changes nothing when neither the opening nor the card changed", () => {
    const state = openOn();
    expect(run(state, { type: "propsSeen", open: true, prefill: CARD })).toBe(state);
  });

  it("is followed by an untouched new note while open", () => {
    const state = run(openOn(), { type: "propsSeen", open: true, prefill: OTHER_CARD });
    expect(state.draft).toEqual(draftFrom(OTHER_CARD));
    expect(state.shown).toEqual({ open: true, prefill: OTHER_CARD });
  });

  it("is not followed while closed, and is taken up at the next opening", () => {
    const closed = run(openOn(), { type: "propsSeen", open: false, prefill: CARD }, { type: "propsSeen", open: false, prefill: OTHER_CARD });
    expect(closed.draft).toEqual(draftFrom(CARD));
    expect(run(closed, { type: "propsSeen", open: true, prefill: OTHER_CARD }).draft).toEqual(draftFrom(OTHER_CARD));
  });

  it("does not replace what the user typed", () => {
    const typed = run(openOn(), { type: "fieldChanged", name: "example", value: "By chance." });
    const state = run(typed, { type: "propsSeen", open: true, prefill: OTHER_CARD });
    expect(state.draft).toEqual({ ...draftFrom(CARD), example: "By chance." });
    expect(state.shown.prefill).toBe(OTHER_CARD);
  });

  it("does not replace a note being edited", () => {
    const editing = run(openOn(), { type: "editStarted", note: note("n1") });
    expect(run(editing, { type: "propsSeen", open: true, prefill: OTHER_CARD }).draft.word).toBe("word-n1");
  });
});

describe("the recent notes", () => {
  it("show once loaded, or say they failed", () => {
    const notes = [note("n1"), note("n2")];
    expect(run(openOn(), { type: "recentLoaded", notes }).recent).toEqual({ state: "ready", notes });
    expect(run(openOn(), { type: "recentFailed" }).recent).toEqual({ state: "failed" });
  });
});

describe("the fields", () => {
  it("take what is typed; typing in a new note keeps it from the card", () => {
    const state = run(openOn(), { type: "fieldChanged", name: "type", value: "noun" });
    expect(state.draft.type).toBe("noun");
    expect(state.typed).toBe(true);
  });

  it("typing while editing does not count as a typed new note", () => {
    const state = run(openOn(), { type: "editStarted", note: note("n1") }, { type: "fieldChanged", name: "word", value: "changed" });
    expect(state.draft.word).toBe("changed");
    expect(state.typed).toBe(false);
  });

  it("lose their mark once filled in, not when only spaces are typed", () => {
    const marked = run(openOn(), { type: "fieldsMarked", fields: ["type", "example"] });
    expect(marked.invalid).toEqual(["type", "example"]);
    expect(run(marked, { type: "fieldChanged", name: "type", value: "   " }).invalid).toEqual(["type", "example"]);
    expect(run(marked, { type: "fieldChanged", name: "type", value: "verb" }).invalid).toEqual(["example"]);
    expect(run(marked, { type: "fieldChanged", name: "breakdown", value: "x" }).invalid).toBe(marked.invalid);
  });

  it("are all unmarked when a save finds none empty", () => {
    expect(run(openOn(), { type: "fieldsMarked", fields: ["word"] }, { type: "fieldsMarked", fields: [] }).invalid).toEqual([]);
  });
});

describe("saving", () => {
  it("is busy until the server answers", () => {
    expect(run(openOn(), { type: "busyChanged", busy: true }).busy).toBe(true);
    expect(run(openOn(), { type: "busyChanged", busy: true }, { type: "busyChanged", busy: false }).busy).toBe(false);
  });
});

describe("edit and create", () => {
  it("edit: a recent note's fields, marks cleared", () => {
    const state = run(openOn(), { type: "fieldsMarked", fields: ["type"] }, { type: "editStarted", note: note("n1") });
    expect(state.mode).toEqual({ kind: "edit", note: note("n1") });
    expect(editingId(state)).toBe("n1");
    expect(state.draft).toEqual({ word: "word-n1", type: "noun", definitions: "meaning n1", example: "An example.", breakdown: "word + ending" });
    expect(state.invalid).toEqual([]);
  });

  it("create (after a save, or Cancel): the fields given, untouched, marks cleared", () => {
    const editing = run(
      openOn(),
      { type: "fieldChanged", name: "type", value: "x" },
      { type: "editStarted", note: note("n1") },
      { type: "fieldsMarked", fields: ["word"] },
    );
    const state = run(editing, { type: "createStarted", fields: EMPTY_DRAFT });
    expect(state.mode).toEqual({ kind: "create" });
    expect(state.draft).toEqual(EMPTY_DRAFT);
    expect(state.typed).toBe(false);
    expect(state.invalid).toEqual([]);
    // Untouched again: the next card is followed.
    expect(run(state, { type: "propsSeen", open: true, prefill: OTHER_CARD }).draft).toEqual(draftFrom(OTHER_CARD));
  });
});
