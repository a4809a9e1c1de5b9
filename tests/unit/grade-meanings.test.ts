import { describe, expect, it } from "vitest";
import { GRADE_MEANINGS, gradeTip } from "@/lib/review/grade-meanings";
import { GRADES } from "@/lib/review/types";

describe("gradeTip", () => {
  it("says what the grade means and when the card comes back, in the buttons' units", () => {
    expect(gradeTip(1, 60)).toBe("You didn't remember it, or got it wrong. Back in 1 min.");
    expect(gradeTip(3, 600)).toBe("You remembered it after a moment's thought. Back in 10 min.");
    expect(gradeTip(4, 2 * 86_400)).toBe("You knew it at once, without effort. Back in 2 days.");
    expect(gradeTip(2, 90 * 86_400)).toBe("You remembered it, but only with real effort. Back in 3 mo.");
  });

  it("gives every grade its own meaning", () => {
    expect(new Set(GRADES.map((rating) => GRADE_MEANINGS[rating])).size).toBe(GRADES.length);
  });
});
