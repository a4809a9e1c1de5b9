// The learner-sense overrides' reading, the learner order, core senses and the
// offensive-text check (docs/product.md, "First senses, core senses and labels").
import { describe, expect, it } from "vitest";
import { coreSenses, isBadExample, type LearnerSense, learnerOrder, parseLearnerSenseLine } from "../../scripts/lib/learner-senses";
import { isOffensiveText, isSexualText } from "@/lib/words/word-blocklist";

const sense = (id: string, tagCount = 0, register: string[] = []) => ({ id, tagCount, register });

function override(line: object): LearnerSense {
  const parsed = parseLearnerSenseLine(JSON.stringify(line));
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
}

describe("learner-sense override lines", () => {
  it("reads ids, avoid, bad examples and skip", () => {
    const entry = override({
      word: "Call",
      first: "v:1030757",
      firstGloss: "assign",
      second: "n:6283456",
      avoid: ["v:1"],
      badExamples: ["He called me a bastard"],
      skip: true,
    });
    expect(entry).toMatchObject({
      word: "call",
      first: { pos: "v", offset: 1030757 },
      second: { pos: "n", offset: 6283456 },
      avoid: [{ pos: "v", offset: 1 }],
      skip: true,
    });
  });

  it("says why a line cannot be used", () => {
    expect(parseLearnerSenseLine("{oops")).toBe("not JSON");
    expect(parseLearnerSenseLine(JSON.stringify({ word: "x", first: "q:12" }))).toMatch(/first/);
    expect(parseLearnerSenseLine(JSON.stringify({ word: "x", first: "n:012" }))).toMatch(/first/);
    expect(parseLearnerSenseLine(JSON.stringify({ word: "x", first: "n:12", second: "n:" }))).toMatch(/second/);
  });
});

describe("learner order", () => {
  const byTags = [sense("n:1", 30), sense("n:2", 20), sense("v:3", 5), sense("a:4", 1, ["sexual"])];

  it("puts the override's first and second ahead of the tag-count order and pins them", () => {
    const { senses, pinned } = learnerOrder(byTags, override({ word: "w", first: "v:3", second: "n:2" }));
    expect(senses.map((s) => s.id)).toEqual(["v:3", "n:2", "n:1", "a:4"]);
    expect(pinned).toBe(2);
  });

  it("drops the senses to avoid", () => {
    const { senses } = learnerOrder(byTags, override({ word: "w", first: "n:1", second: null, avoid: ["a:4"] }));
    expect(senses.map((s) => s.id)).toEqual(["n:1", "n:2", "v:3"]);
  });

  it("without an override keeps the tag-count order but never leads with a sense a register label marks", () => {
    expect(learnerOrder(byTags, undefined).senses.map((s) => s.id)).toEqual(["n:1", "n:2", "v:3", "a:4"]);
    const scarf = [sense("v:9", 3, ["sexual"]), sense("n:1", 2)];
    expect(learnerOrder(scarf, undefined).senses.map((s) => s.id)).toEqual(["n:1", "v:9"]);
  });

  it("falls back to the tag-count order when the override's first is not among the senses", () => {
    expect(learnerOrder(byTags, override({ word: "w", first: "n:99", second: null })).senses[0]?.id).toBe("n:1");
  });
});

describe("core senses", () => {
  const chosen = (labels: string[][], tags: number[]) => labels.map((l, i) => ({ id: `n:${i + 1}`, tagCount: tags[i] ?? 0, labels: l }));

  it("marks the first, and a second only when the override names it", () => {
    expect(coreSenses(chosen([[], [], []], [1, 50, 0]), override({ word: "w", first: "n:1", second: "n:2" }), 51)).toEqual([true, true, false]);
    expect(coreSenses(chosen([[], []], [1, 50]), override({ word: "w", first: "n:1", second: null }), 51)).toEqual([true, false]);
  });

  it("without an override marks a second with a quarter of the tagged uses and at least 5", () => {
    expect(coreSenses(chosen([[], []], [20, 10]), undefined, 30)).toEqual([true, true]);
    expect(coreSenses(chosen([[], []], [40, 10]), undefined, 60)).toEqual([true, false]);
    expect(coreSenses(chosen([[], []], [4, 4]), undefined, 8)).toEqual([true, false]);
  });

  it("never marks a labelled sense, nor any sense of a skipped word", () => {
    expect(coreSenses(chosen([["sexual"], []], [10, 10]), undefined, 20)).toEqual([false, true]);
    expect(coreSenses(chosen([[], ["law"]], [10, 10]), undefined, 20)).toEqual([true, false]);
    expect(coreSenses(chosen([[], []], [10, 10]), override({ word: "w", first: "n:1", second: "n:2", skip: true }), 20)).toEqual([false, false]);
  });
});

describe("examples and text", () => {
  it("drops an override's bad examples by the start of their text", () => {
    const call = override({ word: "call", first: "v:1", second: null, badExamples: ["He called me a bastard"] });
    expect(isBadExample("He called me a bastard", call)).toBe(true);
    expect(isBadExample("She called her mother", call)).toBe(false);
  });

  it("finds profanity, insults and sex in running text, not a category", () => {
    for (const text of ["He called me a bastard", "they had sex in the back seat", "He masturbated", "the vagina", "sexually explicit"]) {
      expect(isOffensiveText(text), text).toBe(true);
    }
    for (const text of ["a young person of either sex", "sexual reproduction in plants", "She called her mother"]) {
      expect(isOffensiveText(text), text).toBe(false);
    }
    expect(isSexualText("a building where prostitutes are available")).toBe(true);
    expect(isSexualText("an adult person who is male")).toBe(false);
  });
});
