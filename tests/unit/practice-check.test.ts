// Checking an answer against a question's key, the outcome per card and the
// grade it gives: a miss is Again; right after the hint or with one slip,
// Hard; right, Good. An answer that does not fit the question is invalid.
import { describe, expect, it } from "vitest";
import { checkAnswer, type Outcome, ratingOf } from "@/lib/practice/check";
import type { AnswerKey, PracticeAnswer } from "@/lib/practice/types";
import { practiceTables } from "@/lib/practice/word-tables";

const choiceKey: AnswerKey = { kind: "word", correct: 2, options: ["walk", "line", "problem", "right"] };
const problem = practiceTables().byWord.get("problem");
const typedKey: AnswerKey = { kind: "typed", word: "problem", forms: [...(problem?.forms ?? [])] };
const matchKey: AnswerKey = {
  kind: "match",
  pairs: [2, 0, 1, 4, 3],
  words: ["a", "b", "c", "d", "e"],
  definitions: ["B", "C", "A", "E", "D"],
};

describe("ratingOf", () => {
  it.each([
    ["wrong", 1],
    ["hinted", 2],
    ["typo", 2],
    ["right", 3],
  ] as [Outcome, number][])("%s → %i", (outcome, rating) => {
    expect(ratingOf(outcome)).toBe(rating);
  });
});

describe("checkAnswer: choice kinds", () => {
  it("the right option is right (Good), with the right position told", () => {
    expect(checkAnswer(choiceKey, { choice: 2 }, false)).toEqual({ correct: true, outcomes: ["right"], correctChoice: 2 });
  });

  it("another option is a miss (Again)", () => {
    expect(checkAnswer(choiceKey, { choice: 0 }, false)).toEqual({ correct: false, outcomes: ["wrong"], correctChoice: 2 });
  });

  it.each(["meaning", "synonym", "antonym"] as const)("%s is checked the same way", (kind) => {
    const key: AnswerKey = { ...choiceKey, kind };
    expect(checkAnswer(key, { choice: 2 }, false)).toMatchObject({ correct: true });
    expect(checkAnswer(key, { choice: 3 }, false)).toMatchObject({ correct: false });
  });

  it.each([
    [{ choice: 4 }, "out of range"],
    [{ choice: -1 }, "negative"],
    [{ choice: 1.5 }, "not whole"],
    [{ choice: Number.NaN }, "not a number"],
    [{ choice: "2" }, "text"],
    [{ text: "problem" }, "typed"],
    [{ pairs: [0, 1, 2, 3] }, "pairs"],
  ])("%j is invalid (%s)", (answer, _why) => {
    expect(checkAnswer(choiceKey, answer as PracticeAnswer, false)).toHaveProperty("invalid");
  });
});

describe("checkAnswer: typed kinds", () => {
  it.each([
    ["problem", false, true, "right", "exact"],
    [" Problem ", false, true, "right", "exact"],
    ["problems", false, true, "right", "form"],
    ["probelm", false, true, "typo", "typo"],
    ["problem", true, true, "hinted", "exact"],
    ["probelm", true, true, "hinted", "typo"],
    ["trouble", false, false, "wrong", "wrong"],
    ["trouble", true, false, "wrong", "wrong"],
    ["", false, false, "wrong", "wrong"],
  ] as const)("%j (hint %s): correct %s, %s, verdict %s", (text, hint, correct, outcome, verdict) => {
    const checked = checkAnswer(typedKey, { text }, hint);
    expect(checked).toMatchObject({ correct, outcomes: [outcome], answer: "problem", verdict });
    if (!("invalid" in checked)) expect(ratingOf(checked.outcomes[0] ?? "wrong")).toBe({ right: 3, typo: 2, hinted: 2, wrong: 1 }[outcome]);
  });

  it("gives the diff when not exact, none when exact", () => {
    expect(checkAnswer(typedKey, { text: "problem" }, false)).not.toHaveProperty("diff");
    expect(checkAnswer(typedKey, { text: "problm" }, false)).toMatchObject({
      diff: [
        { text: "probl", op: "same" },
        { text: "e", op: "missing" },
        { text: "m", op: "same" },
      ],
    });
  });

  it("a cloze key is checked the same way", () => {
    expect(checkAnswer({ ...typedKey, kind: "cloze" }, { text: "problems" }, false)).toMatchObject({ correct: true, verdict: "form" });
  });

  it.each([
    [{ text: "x".repeat(101) }, "over 100 characters"],
    [{ text: 7 }, "not text"],
    [{ choice: 1 }, "a choice"],
    [{ pairs: [0] }, "pairs"],
  ])("%j is invalid (%s)", (answer, _why) => {
    expect(checkAnswer(typedKey, answer as PracticeAnswer, false)).toHaveProperty("invalid");
  });

  it("100 characters is still an answer", () => {
    expect(checkAnswer(typedKey, { text: "x".repeat(100) }, false)).toMatchObject({ correct: false });
  });
});

describe("checkAnswer: match", () => {
  it("all pairs right: one right outcome per word, in the key's word order", () => {
    expect(checkAnswer(matchKey, { pairs: [2, 0, 1, 4, 3] }, false)).toEqual({
      correct: true,
      outcomes: ["right", "right", "right", "right", "right"],
      pairs: [2, 0, 1, 4, 3],
    });
  });

  it("a swapped pair: those two words are misses, the rest right", () => {
    expect(checkAnswer(matchKey, { pairs: [2, 0, 1, 3, 4] }, false)).toEqual({
      correct: false,
      outcomes: ["right", "right", "right", "wrong", "wrong"],
      pairs: [2, 0, 1, 4, 3],
    });
  });

  it.each([
    [{ pairs: [2, 0, 1, 4] }, "too few"],
    [{ pairs: [2, 0, 1, 4, 3, 5] }, "too many"],
    [{ pairs: [2, 0, 1, 4, 4] }, "a definition twice"],
    [{ pairs: [2, 0, 1, 4, 5] }, "out of range"],
    [{ pairs: [2, 0, 1, 4, 3.5] }, "not whole"],
    [{ pairs: "20143" }, "not a list"],
    [{ choice: 0 }, "a choice"],
    [{ text: "a" }, "typed"],
  ])("%j is invalid (%s)", (answer, _why) => {
    expect(checkAnswer(matchKey, answer as PracticeAnswer, false)).toHaveProperty("invalid");
  });
});
