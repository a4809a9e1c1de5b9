// The kind of question a card gets follows its memory: weak recognition cards
// word → meaning, stronger ones meaning → word; young production cards the
// cloze, older ones typed recall mixed with cloze; another kind of the same
// direction when the preferred one cannot be asked; null when none can.
import { describe, expect, it } from "vitest";
import { kindForCard } from "@/lib/practice/kind-for-card";
import { canAsk } from "@/lib/practice/questions";
import { practiceTables } from "@/lib/practice/word-tables";

const tables = practiceTables();
/** The commonest word the predicate holds for (which words can be asked in which kind follows the word set's core senses). */
function firstWord(test: (index: number) => boolean): number {
  const found = tables.words.find((word) => test(word.index));
  if (!found) throw new Error("no such word");
  return found.index;
}

// A word every kind of both directions can ask.
const say = firstWord((index) => ["meaning", "word", "cloze", "typed"].every((kind) => canAsk(kind as "meaning", index)));

const NEW = 0;
const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

describe("kindForCard", () => {
  it.each([
    [NEW, 0, "meaning"],
    [LEARNING, 0.5, "meaning"],
    [RELEARNING, 10, "meaning"],
    [REVIEW, 1, "meaning"],
    [REVIEW, 2.99, "meaning"],
    [REVIEW, 3, "word"],
    [REVIEW, 30, "word"],
  ])("recognition, state %i, stability %f: %s", (state, stability, kind) => {
    expect(kindForCard({ wordIndex: say, direction: "recognition", state, stability }, "seed")).toBe(kind);
  });

  it.each([
    [NEW, 0],
    [LEARNING, 1],
    [REVIEW, 3],
    [REVIEW, 6.99],
  ])("production, state %i, stability %f: cloze", (state, stability) => {
    expect(kindForCard({ wordIndex: say, direction: "production", state, stability }, "seed")).toBe("cloze");
  });

  it("production from a week on: typed recall or cloze, by the seed, about half each", () => {
    const kinds = Array.from({ length: 100 }, (_, i) => kindForCard({ wordIndex: say, direction: "production", state: REVIEW, stability: 7 }, `seed-${i}`));
    expect(new Set(kinds)).toEqual(new Set(["typed", "cloze"]));
    const typed = kinds.filter((kind) => kind === "typed").length;
    expect(typed).toBeGreaterThan(30);
    expect(typed).toBeLessThan(70);
    expect(kindForCard({ wordIndex: say, direction: "production", state: REVIEW, stability: 40 }, "seed-1")).toBe(
      kindForCard({ wordIndex: say, direction: "production", state: REVIEW, stability: 40 }, "seed-1"),
    );
  });

  /** A card of the word, weak or strong, in one direction. */
  const card = (wordIndex: number, direction: "recognition" | "production", strong: boolean) => ({
    wordIndex,
    direction,
    state: strong ? REVIEW : NEW,
    stability: strong ? 30 : 0,
  });

  it("falls back to typed recall when the word has no usable sentence", () => {
    const word = firstWord((index) => !canAsk("cloze", index) && canAsk("typed", index));
    expect(kindForCard(card(word, "production", false), "seed")).toBe("typed");
    for (let i = 0; i < 10; i++) expect(kindForCard(card(word, "production", true), `s${i}`)).toBe("typed");
  });

  it("null when no kind of the direction can be asked", () => {
    const noProduction = firstWord((index) => !canAsk("cloze", index) && !canAsk("typed", index));
    expect(kindForCard(card(noProduction, "production", false), "s")).toBeNull();
    expect(kindForCard(card(noProduction, "production", true), "s")).toBeNull();
    // Every sense a question asks is worded, so a word without a meaning question has no sense to ask at all.
    const noRecognition = firstWord((index) => !canAsk("meaning", index) && !canAsk("word", index));
    expect(kindForCard(card(noRecognition, "recognition", false), "s")).toBeNull();
  });

  it("null for an index outside the word set", () => {
    expect(kindForCard({ wordIndex: -1, direction: "recognition", state: NEW, stability: 0 }, "s")).toBeNull();
    expect(kindForCard({ wordIndex: tables.words.length, direction: "production", state: REVIEW, stability: 30 }, "s")).toBeNull();
  });
});
