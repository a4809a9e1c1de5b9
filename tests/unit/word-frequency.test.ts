import { describe, expect, it } from "vitest";
import { commonness, type FrequencySources, loadFrequencySources, orderByCommonness } from "../../scripts/lib/word-frequency";

const sources: FrequencySources = {
  spoken: new Map([
    ["go", 5100],
    ["went", 5100],
    ["aft", 51],
    ["after", 51_000],
    ["building", 510],
    ["build", 510],
    ["cat", 510],
  ]),
  writtenRank: new Map([
    ["go", 100],
    ["cat", 5000],
  ]),
  writtenLength: 100_000,
  familiar: new Set(["cat"]),
};

describe("commonness", () => {
  it("counts a headword's forms with it, but not a function word's or another headword's", () => {
    const [go, aft, build, building] = commonness(
      [
        { word: "go", partsOfSpeech: ["verb"], tagCount: 0 },
        { word: "aft", partsOfSpeech: ["adverb", "adjective"], tagCount: 0 },
        { word: "build", partsOfSpeech: ["verb"], tagCount: 0 },
        { word: "building", partsOfSpeech: ["noun"], tagCount: 0 },
      ],
      sources,
      ["after"],
    );
    expect(go!.spokenPerMillion).toBeCloseTo(200);
    expect(aft!.spokenPerMillion).toBeCloseTo(1);
    expect(build!.spokenPerMillion).toBeCloseTo(10);
    expect(building!.spokenPerMillion).toBeCloseTo(10);
  });

  it("gives no score to a word neither list has", () => {
    const [none] = commonness([{ word: "zzyzx", partsOfSpeech: ["noun"], tagCount: 3 }], sources, []);
    expect(none!.score).toBeNull();
  });
});

describe("orderByCommonness", () => {
  it("puts commoner words first, words without data last by tag count, ties never alphabetically", () => {
    const entries = [
      { word: "zzb", partsOfSpeech: ["noun" as const], tagCount: 1 },
      { word: "zza", partsOfSpeech: ["noun" as const], tagCount: 9 },
      { word: "cat", partsOfSpeech: ["noun" as const], tagCount: 0 },
      { word: "go", partsOfSpeech: ["verb" as const], tagCount: 0 },
    ];
    expect(orderByCommonness(entries, sources, []).map((e) => e.word)).toEqual(["go", "cat", "zza", "zzb"]);
  });

  it("reads the real lists: SUBTLEX-US counts, the Wikipedia order, the Dale-Chall words", () => {
    const real = loadFrequencySources();
    expect(real.spoken.get("banana")).toBeGreaterThan(500);
    expect(real.spoken.has("don")).toBe(false);
    expect(real.writtenRank.get("the")).toBe(0);
    expect(real.familiar.has("banana")).toBe(true);
    expect(real.familiar.size).toBeGreaterThan(2900);
  });
});
