// Quiz me's kinds (components/practice/quiz-kinds.tsx): only what the review's
// questions can ask, and the practice API's refusals in a learner's words.
import { describe, expect, it } from "vitest";
import { quizKindOf } from "@/components/practice/quiz-kinds";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import { QUESTION_KINDS, QUIZ_KINDS } from "@/lib/practice/types";

describe("Quiz me's kinds", () => {
  it("are every kind but Ambiguous Words' contrast, which only its own sets ask", () => {
    expect(QUIZ_KINDS).toEqual(QUESTION_KINDS.filter((kind) => kind !== "contrast"));
    expect(QUIZ_KINDS).not.toContain("contrast");
  });

  it("read from the address: a kind Quiz me cannot ask is Mixed by memory", () => {
    expect(quizKindOf("typed")).toBe("typed");
    expect(quizKindOf("match")).toBe("match");
    expect(quizKindOf("contrast")).toBeNull();
    expect(quizKindOf("nonsense")).toBeNull();
    expect(quizKindOf(undefined)).toBeNull();
  });
});

describe("the practice refusals", () => {
  it("name no API field or value", () => {
    expect(PRACTICE_MESSAGES.contrastOnConfusables).toBe("Ambiguous Words questions are asked only in Ambiguous Words, and Ambiguous Words asks nothing else.");
    for (const message of Object.values(PRACTICE_MESSAGES)) expect(message).not.toMatch(/\bsource\b|confusables|contrast/);
  });
});
