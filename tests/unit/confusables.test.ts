// lib/words/confusables.ts: the Ambiguous Words sets as the app reads them, by word index.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { confusableSetOf, confusableSets, confusableSetsOf, resolveConfusables } from "@/lib/words/confusables";
import { wordSet } from "@/lib/words/word-set";

const indexOf = (word: string): number => {
  const entry = wordSet().byWord.get(word);
  if (!entry) throw new Error(`${word} is not in the word set`);
  return entry.index;
};

describe("confusable sets", () => {
  it("resolves every member of every set to its word index", () => {
    const sets = confusableSets();
    expect(sets.length).toBeGreaterThanOrEqual(150);
    for (const set of sets) {
      expect(set.members.length).toBeGreaterThanOrEqual(2);
      for (const member of set.members) expect(wordSet().byWord.get(member.word)?.index).toBe(member.index);
    }
    expect(sets.map((set) => set.id)).toEqual(sets.map((_, position) => position));
  });

  it("finds a word's set by its index, with the hint and a sentence for each member", () => {
    const set = confusableSetOf(indexOf("affect"));
    expect(set?.members.map((member) => member.word)).toEqual(["affect", "effect"]);
    expect(set?.hint).toContain("verb");
    expect(set?.sentences.map((sentence) => sentence.word)).toEqual(expect.arrayContaining(["affect", "effect"]));
    expect(confusableSetOf(indexOf("effect"))).toBe(set);
  });

  it("answers null for a word in no set, and every set of a word marked shared", () => {
    expect(confusableSetOf(indexOf("family"))).toBeNull();
    expect(confusableSetsOf(indexOf("family"))).toEqual([]);
    expect(confusableSetsOf(indexOf("steal")).map((set) => set.members.map((member) => member.word).join("/"))).toEqual(["steal/steel", "rob/steal"]);
  });

  it("resolveConfusables leaves out a word the index does not know", () => {
    const sets = resolveConfusables({ sets: [{ words: ["lose", "loose", "nope"], hint: "h", sentences: [] }] }, (word) => ({ lose: 1, loose: 2 })[word]);
    expect(sets).toEqual([
      {
        id: 0,
        members: [
          { word: "lose", index: 1 },
          { word: "loose", index: 2 },
        ],
        hint: "h",
        sentences: [],
      },
    ]);
  });

  it("stays out of client bundles", () => {
    expect(readFileSync("lib/words/confusables.ts", "utf8")).toMatch(/^import "server-only";/);
  });
});
