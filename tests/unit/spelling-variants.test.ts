import { describe, expect, it } from "vitest";
import { britishCandidates, loadSpellingLists, variantPairs } from "../../scripts/lib/spelling-variants";

describe("britishCandidates", () => {
  it("makes the UK spellings by the usual rules, up to two at once", () => {
    const cases: [string, string][] = [
      ["color", "colour"],
      ["center", "centre"],
      ["realize", "realise"],
      ["analyze", "analyse"],
      ["catalog", "catalogue"],
      ["defense", "defence"],
      ["traveler", "traveller"],
      ["fulfill", "fulfil"],
      ["gray", "grey"],
      ["judgment", "judgement"],
      ["aging", "ageing"],
      ["anemia", "anaemia"],
      ["maneuver", "manoeuvre"],
      ["anesthetize", "anaesthetise"],
    ];
    for (const [us, uk] of cases) expect(britishCandidates(us).has(uk), `${us} → ${uk}`).toBe(true);
  });
});

describe("variantPairs", () => {
  const lists = {
    american: ["color", "story", "tire", "center", "meter"],
    british: ["colour", "storey", "tyre", "centre", "metre"],
    shared: ["story", "meter"],
  };

  it("pairs a US-only word with a UK-only spelling the rules make", () => {
    const pairs = variantPairs(lists);
    expect(pairs.get("color")).toEqual(["colour"]);
    expect(pairs.get("center")).toEqual(["centre"]);
  });

  it("never pairs a word spelled alike in both (story/storey are two words), nor by a rule it has not (tire/tyre)", () => {
    const pairs = variantPairs(lists);
    expect(pairs.has("story")).toBe(false);
    expect(pairs.has("meter")).toBe(false);
    expect(pairs.has("tire")).toBe(false);
  });

  it("finds the common pairs in SCOWL's lists", () => {
    const pairs = variantPairs(loadSpellingLists([10, 20, 35]));
    for (const [us, uk] of [
      ["color", "colour"],
      ["theater", "theatre"],
      ["neighbor", "neighbour"],
      ["organize", "organise"],
      ["gray", "grey"],
      ["humor", "humour"],
      ["jewelry", "jewellery"],
      ["plow", "plough"],
    ]) {
      expect(pairs.get(us!), us).toContain(uk);
    }
    expect(pairs.size).toBeGreaterThan(500);
  });
});
