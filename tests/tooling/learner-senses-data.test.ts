// The committed word set against the reviewed learner-sense overrides and the
// offensive list (docs/product.md, "First senses, core senses and labels").
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { WordRecord } from "@/lib/words/word-record";
import { isOffensiveText } from "@/lib/words/word-blocklist";
import { sameGlossStart, WORDS_FILE } from "../../scripts/build-words";
import { loadLearnerSenses } from "../../scripts/lib/learner-senses";

const records = readFileSync(WORDS_FILE, "utf8")
  .split("\n")
  .filter((line) => line.length > 0)
  .map((line) => JSON.parse(line) as WordRecord);
const byWord = new Map(records.map((record) => [record.word, record]));
const overrides = loadLearnerSenses().byWord;

function word(name: string): WordRecord {
  const record = byWord.get(name);
  if (!record) throw new Error(`${name} is not in the word set`);
  return record;
}

const firstDefinition = (name: string): string => word(name).details[0]?.definition ?? "";
const examples = (record: WordRecord): string[] => record.details.flatMap((d) => d.examples);

describe("learner first senses", () => {
  it("gives at least 300 overridden words the override's first sense", () => {
    const applied = [...overrides.values()].filter((entry) => {
      const first = byWord.get(entry.word)?.details[0]?.definition;
      return first !== undefined && sameGlossStart(first, entry.firstGloss);
    });
    expect(applied.length).toBeGreaterThanOrEqual(300);
  });

  it.each([
    ["lazy", /^disinclined to work/],
    ["wash", /^cleanse with a cleaning agent/],
    ["queen", /^a female sovereign ruler/],
    ["barely", /^almost not/],
    ["ghost", /^the visible disembodied soul/],
    ["bonus", /^an additional payment/],
    ["ace", /^one of four playing cards/],
    ["man", /^an adult person who is male/],
  ])("%s comes first in the sense a learner's dictionary gives", (name, first) => {
    expect(firstDefinition(name)).toMatch(first);
  });

  it.each([
    ["deuce", /^(?:a tie in tennis|one of the four playing cards)/],
    ["sinister", /^threatening or foreshadowing evil/],
  ])("%s, once reviewed, comes first in its everyday sense", (name, first) => {
    if (!overrides.has(name)) return;
    expect(firstDefinition(name)).toMatch(first);
  });
});

describe("core senses and labels", () => {
  it("marks at most two senses core, never a labelled one", () => {
    const bad = records.filter((r) => r.details.filter((d) => d.core).length > 2 || r.details.some((d) => d.core && d.labels?.length));
    expect(bad.map((r) => r.word).slice(0, 10)).toEqual([]);
  });

  it("marks core only the first sense and the second", () => {
    expect(
      records
        .filter((r) => r.details.slice(2).some((d) => d.core))
        .map((r) => r.word)
        .slice(0, 10),
    ).toEqual([]);
  });

  it("never asks scarf's strangling sense, and labels it", () => {
    const scarf = word("scarf");
    expect(scarf.details[0]?.definition).toMatch(/garment/);
    const strangling = scarf.details.find((d) => /strangling/.test(d.definition));
    if (strangling) {
      expect(strangling.core).toBeUndefined();
      expect(strangling.labels).toContain("sexual");
    }
  });

  it("keeps no example with a word of the offensive list", () => {
    expect(examples(word("call"))).not.toContain("He called me a bastard");
    expect(examples(word("sex")).filter((e) => /had sex/.test(e))).toEqual([]);
    const offending = records.flatMap((r) =>
      examples(r)
        .filter((e) => isOffensiveText(e))
        .map((e) => `${r.word}: ${e}`),
    );
    expect(offending.slice(0, 10)).toEqual([]);
  });

  it("keeps the sexual and vulgar senses of masturbate and vagina out of every core", () => {
    for (const name of ["masturbate", "vagina"]) {
      const record = byWord.get(name);
      if (record) expect(record.details.filter((d) => d.core)).toEqual([]);
    }
    const sexualCore = records.filter((r) => r.details.some((d) => d.core && d.labels?.includes("sexual")));
    expect(sexualCore.map((r) => r.word)).toEqual([]);
  });
});
