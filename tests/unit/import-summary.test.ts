// What the account page says after an import (lib/account/import-summary.ts):
// the toast's tone matches the result, never a success for nothing imported
// beside refused rows.
import { describe, expect, it } from "vitest";
import { importToast, refusalPlace, reviewSummary, type ImportReport } from "@/lib/account/import-summary";

const report = (counts: Pick<ImportReport, "added" | "skipped" | "refusedCount">): ImportReport => ({ format: "csv", refused: [], ...counts });

describe("importToast", () => {
  it.each([
    [
      { added: 3, skipped: 0, refusedCount: 0 },
      { tone: "success", message: "Imported 3 notes." },
    ],
    [
      { added: 1, skipped: 4, refusedCount: 0 },
      { tone: "success", message: "Imported 1 note." },
    ],
    [
      { added: 2, skipped: 0, refusedCount: 1 },
      { tone: "warning", message: "Imported 2 notes. 1 row was refused (see the report)." },
    ],
    [
      { added: 0, skipped: 0, refusedCount: 6924 },
      { tone: "error", message: "No notes were imported: 6,924 rows were refused (see the report)." },
    ],
    [
      { added: 0, skipped: 2, refusedCount: 1 },
      { tone: "error", message: "No notes were imported: 1 row was refused (see the report)." },
    ],
    [
      { added: 0, skipped: 5, refusedCount: 0 },
      { tone: "success", message: "Nothing new: 5 cards are already in your notes." },
    ],
    [
      { added: 0, skipped: 0, refusedCount: 0 },
      { tone: "error", message: "The file has no cards." },
    ],
  ] as const)("%o → %o", (counts, toast) => {
    expect(importToast(report(counts))).toEqual(toast);
  });
});

describe("reviewSummary", () => {
  it.each([
    [{ added: 2, alreadyInDeck: 0, notInWordSet: 0 }, "Added 2 words to your review deck."],
    [
      { added: 1, alreadyInDeck: 1, notInWordSet: 1 },
      "Added 1 word to your review deck (1 was there already). 1 word is not in Lexi's word set: kept as notes only.",
    ],
    [
      { added: 0, alreadyInDeck: 3, notInWordSet: 1200 },
      "Added 0 words to your review deck (3 were there already). 1,200 words are not in Lexi's word set: kept as notes only.",
    ],
  ])("%o → %s", (review, text) => {
    expect(reviewSummary(review)).toBe(text);
  });
});

describe("refusalPlace", () => {
  it("names a line of a text file, a note of Lexi's JSON export", () => {
    expect(refusalPlace("anki", 12)).toBe("Line 12");
    expect(refusalPlace("lexi-json", 3)).toBe("Note 3");
  });
});
