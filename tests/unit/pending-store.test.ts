// A visitor's kept marks and notes (issue 29): lib/pending/pending-store.ts's
// rules, and lib/pending/client-store.ts's storage over a stand-in window.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  EMPTY_PENDING,
  PENDING_CAPS,
  applyPending,
  applySummary,
  describePending,
  isEmpty,
  noteCanBeKept,
  parsePending,
  withChallenge,
  withMark,
  withNote,
  withPlacement,
  withoutChallenge,
  type Pending,
  type PendingMark,
  type PendingNote,
  type SendOutcome,
} from "@/lib/pending/pending-store";

function note(word: string, overrides: Partial<PendingNote> = {}): PendingNote {
  return { word, type: "noun", definitions: `${word} meaning`, example: "an example", breakdown: "a breakdown", ...overrides };
}

const favourite = (wordIndex: number): PendingMark => ({ kind: "favourite", wordIndex, name: "Flashcards-Unseen" });

describe("keeping marks", () => {
  it("keeps one mark per word and slot: the same press twice is one, and Remember and Not remembered replace each other", () => {
    let pending = withMark(EMPTY_PENDING, favourite(3));
    pending = withMark(pending, favourite(3));
    pending = withMark(pending, { kind: "remember", wordIndex: 3 });
    pending = withMark(pending, { kind: "unremember", wordIndex: 3, name: "Flashcards" });
    pending = withMark(pending, { kind: "remember", wordIndex: 4 });
    expect(pending.marks).toEqual([favourite(3), { kind: "unremember", wordIndex: 3, name: "Flashcards" }, { kind: "remember", wordIndex: 4 }]);
  });

  it(`keeps the newest ${PENDING_CAPS.marks} marks`, () => {
    let pending: Pending = EMPTY_PENDING;
    for (let index = 0; index < PENDING_CAPS.marks + 5; index += 1) pending = withMark(pending, favourite(index));
    expect(pending.marks).toHaveLength(PENDING_CAPS.marks);
    expect(pending.marks[0]!.wordIndex).toBe(5);
    expect(pending.marks.at(-1)!.wordIndex).toBe(PENDING_CAPS.marks + 4);
  });
});

describe("keeping notes", () => {
  it("keeps only a note the server's create would take: all five fields, within their limits", () => {
    expect(noteCanBeKept(note("apple"))).toBe(true);
    expect(noteCanBeKept(note("apple", { breakdown: "  " }))).toBe(false);
    expect(noteCanBeKept(note("a".repeat(101)))).toBe(false);
  });

  it(`a second Save of the same note is one note; the newest ${PENDING_CAPS.notes} are kept`, () => {
    let pending = withNote(EMPTY_PENDING, note("apple"));
    pending = withNote(pending, note("apple", { example: "an example " }));
    expect(pending.notes).toHaveLength(1);
    for (let index = 0; index < PENDING_CAPS.notes + 2; index += 1) pending = withNote(pending, note(`word${index}`));
    expect(pending.notes).toHaveLength(PENDING_CAPS.notes);
    expect(pending.notes[0]!.word).toBe("word2");
  });
});

describe("reading what is stored", () => {
  it("drops what is malformed and holds the caps for a hand-edited value", () => {
    expect(parsePending(null)).toEqual(EMPTY_PENDING);
    expect(parsePending("{not json")).toEqual(EMPTY_PENDING);
    const raw = JSON.stringify({
      marks: [
        favourite(1),
        { kind: "seen", wordIndex: 2 },
        { kind: "remember", wordIndex: -1 },
        { kind: "remember", wordIndex: "3" },
        ...Array.from({ length: 60 }, (_, i) => favourite(i + 10)),
      ],
      notes: [note("apple"), { word: "pear" }, 7],
    });
    const pending = parsePending(raw);
    expect(pending.marks).toHaveLength(PENDING_CAPS.marks);
    expect(pending.marks.every((mark) => mark.kind === "favourite" && mark.wordIndex >= 10)).toBe(true);
    expect(pending.notes).toEqual([note("apple")]);
  });
});

describe("applying once", () => {
  function senders(outcomes: {
    mark?: (mark: PendingMark) => SendOutcome;
    note?: (note: PendingNote) => SendOutcome;
    placement?: (placement: string) => SendOutcome;
    challenge?: (challengeId: string) => SendOutcome;
  }) {
    const sent: string[] = [];
    return {
      sent,
      send: {
        mark: async (mark: PendingMark) => {
          sent.push(`${mark.kind}:${mark.wordIndex}`);
          return outcomes.mark?.(mark) ?? "saved";
        },
        note: async (kept: PendingNote) => {
          sent.push(`note:${kept.word}`);
          return outcomes.note?.(kept) ?? "saved";
        },
        placement: async (placement: string) => {
          sent.push(`placement:${placement.slice(0, 4)}`);
          return outcomes.placement?.(placement) ?? "saved";
        },
        challenge: async (challengeId: string) => {
          sent.push(`challenge:${challengeId.slice(0, 4)}`);
          return outcomes.challenge?.(challengeId) ?? "saved";
        },
      },
    };
  }

  const pending: Pending = {
    notes: [note("apple"), note("pear")],
    marks: [favourite(1), { kind: "remember", wordIndex: 1 }, { kind: "remember", wordIndex: 2 }],
  };

  it("sends each item once, notes first; what the server refuses is dropped and reported, not returned", async () => {
    const { sent, send } = senders({
      note: (kept) => (kept.word === "pear" ? "refused" : "saved"),
      mark: (mark) => (mark.wordIndex === 2 ? "refused" : "saved"),
    });
    const report = await applyPending(pending, send);
    expect(sent).toEqual(["note:apple", "note:pear", "favourite:1", "remember:1", "remember:2"]);
    expect(report.saved).toEqual({ notes: [note("apple")], marks: [favourite(1), { kind: "remember", wordIndex: 1 }] });
    expect(report.refused).toEqual({ notes: [note("pear")], marks: [{ kind: "remember", wordIndex: 2 }] });
    expect(report.unsent).toEqual(EMPTY_PENDING);
    expect(applySummary(report)).toEqual({ text: "Saved your note and 1 word from before you signed in. 1 note and 1 word could not be saved.", ok: false });
  });

  it("stops at a refused session: the rest is returned unsent, to wait for the next sign-in", async () => {
    const { sent, send } = senders({ note: () => "signed-out" });
    const report = await applyPending(pending, send);
    expect(sent).toEqual(["note:apple"]);
    expect(report.unsent).toEqual(pending);
    expect(applySummary(report)).toBeNull();
  });

  it("summarises what was saved in one line", async () => {
    const { send } = senders({});
    expect(applySummary(await applyPending(pending, send))).toEqual({ text: "Saved 2 notes and 2 words from before you signed in.", ok: true });
    expect(describePending(0, 1)).toBe("1 word");
    expect(describePending(1, 0)).toBe("your note");
  });

  const RESULT = "R".repeat(60);

  it("sends a kept test result last, once, and names it in the summary", async () => {
    const { sent, send } = senders({});
    const report = await applyPending({ ...pending, placement: RESULT }, send);
    expect(sent.at(-1)).toBe("placement:RRRR");
    expect(report.saved.placement).toBe(RESULT);
    expect(applySummary(report)).toEqual({ text: "Saved 2 notes, 2 words and your test result from before you signed in.", ok: true });
    const refused = await applyPending({ marks: [], notes: [], placement: RESULT }, senders({ placement: () => "refused" }).send);
    expect(applySummary(refused)).toEqual({ text: "Your test result could not be saved.", ok: false });
    const unsent = await applyPending({ ...pending, placement: RESULT }, senders({ note: () => "signed-out" }).send);
    expect(unsent.unsent.placement).toBe(RESULT);
  });

  it("keeps the newest test result, reads back only a token-shaped one, and counts it as something kept", () => {
    const kept = withPlacement(withPlacement(EMPTY_PENDING, "A".repeat(60)), RESULT);
    expect(kept.placement).toBe(RESULT);
    expect(isEmpty(kept)).toBe(false);
    expect(parsePending(JSON.stringify(kept))).toEqual({ marks: [], notes: [], placement: RESULT });
    expect(parsePending(JSON.stringify({ marks: [], notes: [], placement: "<script>" }))).toEqual(EMPTY_PENDING);
    expect(describePending(0, 0, "your note", true)).toBe("your test result");
  });

  const CHALLENGE_A = "A".repeat(32);
  const CHALLENGE_B = "B".repeat(32);

  it("claims kept challenges after the test result, each once, and names them in the summary", async () => {
    const { sent, send } = senders({});
    const report = await applyPending({ ...pending, placement: RESULT, challenges: [CHALLENGE_A] }, send);
    expect(sent.slice(-2)).toEqual(["placement:RRRR", "challenge:AAAA"]);
    expect(report.saved.challenges).toEqual([CHALLENGE_A]);
    expect(applySummary(report)).toEqual({
      text: "Saved 2 notes, 2 words, your test result and your challenge result from before you signed in.",
      ok: true,
    });
    const one = await applyPending({ marks: [], notes: [], challenges: [CHALLENGE_A] }, senders({}).send);
    expect(applySummary(one)).toEqual({ text: "Saved your challenge result from before you signed in.", ok: true });
    const two = await applyPending({ marks: [], notes: [], challenges: [CHALLENGE_A, CHALLENGE_B] }, senders({}).send);
    expect(applySummary(two)).toEqual({ text: "Saved 2 challenge results from before you signed in.", ok: true });
  });

  it("drops and reports a refused challenge; after a refused session, keeps the rest unsent", async () => {
    const refused = await applyPending(
      { marks: [], notes: [], challenges: [CHALLENGE_A, CHALLENGE_B] },
      senders({ challenge: (id) => (id === CHALLENGE_A ? "refused" : "saved") }).send,
    );
    expect(refused.refused.challenges).toEqual([CHALLENGE_A]);
    expect(refused.saved.challenges).toEqual([CHALLENGE_B]);
    expect(applySummary(refused)).toEqual({
      text: "Saved your challenge result from before you signed in. Your challenge result could not be saved.",
      ok: false,
    });

    const early = senders({ placement: () => "signed-out" });
    const afterPlacement = await applyPending({ marks: [], notes: [], placement: RESULT, challenges: [CHALLENGE_A] }, early.send);
    expect(early.sent).toEqual(["placement:RRRR"]);
    expect(afterPlacement.unsent).toEqual({ marks: [], notes: [], placement: RESULT, challenges: [CHALLENGE_A] });

    const midway = senders({ challenge: () => "signed-out" });
    const stopped = await applyPending({ marks: [], notes: [], challenges: [CHALLENGE_A, CHALLENGE_B] }, midway.send);
    expect(midway.sent).toEqual(["challenge:AAAA"]);
    expect(stopped.unsent.challenges).toEqual([CHALLENGE_A, CHALLENGE_B]);
    expect(applySummary(stopped)).toBeNull();
  });

  it(`keeps each finished challenge once, the newest ${PENDING_CAPS.challenges}, only challenge-shaped ids, and counts them as something kept`, () => {
    let kept = withChallenge(withChallenge(withChallenge(EMPTY_PENDING, CHALLENGE_A), CHALLENGE_B), CHALLENGE_A);
    expect(kept.challenges).toEqual([CHALLENGE_B, CHALLENGE_A]);
    expect(isEmpty(kept)).toBe(false);
    expect(withChallenge(EMPTY_PENDING, "not-an-id")).toEqual(EMPTY_PENDING);
    const ids = Array.from({ length: PENDING_CAPS.challenges + 3 }, (_, index) => String(index).padStart(32, "c"));
    for (const id of ids) kept = withChallenge(kept, id);
    expect(kept.challenges).toEqual(ids.slice(-PENDING_CAPS.challenges));

    expect(withoutChallenge(withChallenge(EMPTY_PENDING, CHALLENGE_A), CHALLENGE_A)).toEqual(EMPTY_PENDING);
    expect(withoutChallenge({ marks: [], notes: [], challenges: [CHALLENGE_A, CHALLENGE_B] }, CHALLENGE_A).challenges).toEqual([CHALLENGE_B]);
    expect(isEmpty({ marks: [], notes: [], challenges: [] })).toBe(true);

    expect(describePending(0, 0, "your note", false, 1)).toBe("your challenge result");
    expect(describePending(1, 2, "your note", false, 3)).toBe("your note, 2 words and 3 challenge results");
  });

  it("reads back only challenge-shaped ids, each once, the newest within the cap", () => {
    const ids = Array.from({ length: PENDING_CAPS.challenges + 2 }, (_, index) => String(index).padStart(32, "c"));
    expect(
      parsePending(JSON.stringify({ marks: [], notes: [], challenges: [CHALLENGE_A, "<script>", 7, null, "A".repeat(33), CHALLENGE_B, CHALLENGE_A] })),
    ).toEqual({
      marks: [],
      notes: [],
      challenges: [CHALLENGE_B, CHALLENGE_A],
    });
    expect(parsePending(JSON.stringify({ marks: [], notes: [], challenges: ids })).challenges).toEqual(ids.slice(-PENDING_CAPS.challenges));
    expect(parsePending(JSON.stringify({ marks: [], notes: [], challenges: CHALLENGE_A }))).toEqual(EMPTY_PENDING);
    expect(parsePending(JSON.stringify({ marks: [], notes: [], challenges: ["x"] }))).toEqual(EMPTY_PENDING);
  });
});

describe("the browser's store", () => {
  const stored = new Map<string, string>();
  const stubWindow = {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
    dispatchEvent: () => true,
  };

  beforeEach(() => {
    stored.clear();
    (globalThis as { window?: unknown }).window = stubWindow;
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("keeps marks and complete notes in local storage; claiming takes them once and clears them", async () => {
    const { PENDING_STORAGE_KEY, claimPending, keepMark, keepNote, readPending } = await import("@/lib/pending/client-store");
    expect(keepNote(note("apple", { type: "" }))).toBe(false);
    expect(stored.has(PENDING_STORAGE_KEY)).toBe(false);
    expect(keepNote(note("apple"))).toBe(true);
    keepMark({ kind: "remember", wordIndex: 7 });
    expect(readPending()).toEqual({ notes: [note("apple")], marks: [{ kind: "remember", wordIndex: 7 }] });

    expect(claimPending()).toEqual({ notes: [note("apple")], marks: [{ kind: "remember", wordIndex: 7 }] });
    expect(stored.has(PENDING_STORAGE_KEY)).toBe(false);
    expect(claimPending()).toEqual(EMPTY_PENDING);
  });

  it("keeps a finished challenge in local storage and forgets it once the page claimed it", async () => {
    const { PENDING_STORAGE_KEY, forgetChallenge, keepChallenge, readPending } = await import("@/lib/pending/client-store");
    const id = "C".repeat(32);
    expect(keepChallenge(id)).toBe(true);
    expect(readPending()).toEqual({ marks: [], notes: [], challenges: [id] });
    forgetChallenge("D".repeat(32));
    expect(readPending().challenges).toEqual([id]);
    forgetChallenge(id);
    expect(stored.has(PENDING_STORAGE_KEY)).toBe(false);
  });
});
