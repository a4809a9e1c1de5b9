// The word search finds a word by its other spelling (lib/words/variant-search.ts over prisma/data/words.jsonl).
import { describe, expect, it } from "vitest";
import { headwordsBySpelling, withOtherSpellings } from "@/lib/words/variant-search";

describe("search by another spelling", () => {
  it("finds color by colour and center by centre, first", () => {
    expect(headwordsBySpelling("Colour ").exact).toEqual(["color"]);
    expect(withOtherSpellings("colour", [])[0]).toBe("color");
    expect(withOtherSpellings("centre", [])[0]).toBe("center");
  });

  it("adds the words whose other spelling begins with the query after the index's own, without repeats", () => {
    expect(headwordsBySpelling("colou").prefix).toContain("color");
    expect(withOtherSpellings("colou", ["colonel"]).slice(0, 2)).toEqual(["colonel", "color"]);
    expect(withOtherSpellings("colou", ["color"]).filter((word) => word === "color")).toHaveLength(1);
  });

  it("leaves a search with no other spelling as it was", () => {
    expect(withOtherSpellings("bread", ["bread", "breadth"])).toEqual(["bread", "breadth"]);
    expect(headwordsBySpelling("   ")).toEqual({ exact: [], prefix: [] });
  });
});
