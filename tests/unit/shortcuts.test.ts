import { describe, expect, it } from "vitest";
import { FLASHCARD_SHORTCUTS } from "@/components/flashcards/flashcard-shortcuts";
import { PRACTICE_SHORTCUTS } from "@/components/practice/practice-shortcuts";
import { REVIEW_SHORTCUTS } from "@/components/review/review-shortcuts";

// The shortcuts lists the screens show ("?"): a letter means one thing on every
// screen, so U (Not remembered on /flashcards) is not Undo on /review.

const SCREENS = { "/flashcards": FLASHCARD_SHORTCUTS, "/review": REVIEW_SHORTCUTS, "/review/quiz": PRACTICE_SHORTCUTS };

describe("keyboard shortcuts across screens", () => {
  it("no letter key means two different things", () => {
    const meanings = new Map<string, Set<string>>();
    for (const shortcuts of Object.values(SCREENS))
      for (const { keys, action } of shortcuts)
        for (const key of keys.filter((candidate) => /^[A-Z]$/.test(candidate))) meanings.set(key, (meanings.get(key) ?? new Set()).add(action));
    const clashes = [...meanings].filter(([, actions]) => actions.size > 1).map(([key, actions]) => `${key}: ${[...actions].join(" / ")}`);
    expect(clashes).toEqual([]);
  });

  it("Undo on /review is Z; U is Not remembered on /flashcards", () => {
    expect(REVIEW_SHORTCUTS.find(({ action }) => action === "Undo the last grade")?.keys).toEqual(["Z"]);
    expect(FLASHCARD_SHORTCUTS.find(({ action }) => action === "Not remembered")?.keys).toEqual(["U"]);
  });
});
