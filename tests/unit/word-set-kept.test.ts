// The word set as a server keeps it (lib/words/word-set.ts) and the definitions'
// owners (lib/practice/sense-choice.ts): held in fewer heap objects than a plain
// JSON.parse, with the same text and the same answers.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { definitionOwners } from "@/lib/practice/sense-choice";
import { practiceTables } from "@/lib/practice/word-tables";
import type { WordRecord } from "@/lib/words/word-record";
import { wordHref } from "@/lib/words/word-path";
import { wordSet } from "@/lib/words/word-set";

const lines = readFileSync(path.join(process.cwd(), "prisma/data/words.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.length > 0);

describe("the word set a server keeps", () => {
  it("holds every line of prisma/data/words.jsonl as it is, with its index and page path", () => {
    const byIndex = new Map(wordSet().alphabetical.map((entry) => [entry.index, entry]));
    expect(byIndex.size).toBe(lines.length);
    for (const [index, line] of lines.entries()) {
      const record = JSON.parse(line) as WordRecord;
      expect(byIndex.get(index)).toStrictEqual({ ...record, ipa: record.ipa ?? null, index, href: wordHref(record.word) });
    }
  });

  it("shares one empty list that nothing can add to", () => {
    const senses = wordSet().alphabetical.flatMap((entry) => entry.details);
    const empty = senses.find((sense) => sense.antonyms.length === 0)!.antonyms;
    expect(senses.find((sense) => sense.examples.length === 0)!.examples).toBe(empty);
    expect(Object.isFrozen(empty)).toBe(true);
    expect(() => empty.push("up")).toThrow(TypeError);
  });

  it("keeps each word's page path as the URL of its page", () => {
    const entries = wordSet().alphabetical;
    expect(entries.length).toBe(lines.length);
    for (const entry of entries) expect(entry.href).toBe(`/words/${encodeURIComponent(entry.word.toLowerCase())}`);
  });
});

describe("definitionOwners", () => {
  it("answers, for every definition in the set, the words whose definitions hold it, in index order", () => {
    const expected = new Map<string, number[]>();
    for (const word of practiceTables().words) {
      for (const text of word.definitions) expected.set(text, [...(expected.get(text) ?? []), word.index]);
    }
    expect(expected.size).toBeGreaterThan(40_000);
    for (const [text, owners] of expected) expect(definitionOwners(text)).toEqual(owners);
    expect([...expected.values()].some((owners) => owners.length > 1)).toBe(true);
  });

  it("finds a definition in any case, and none for a text no word has", () => {
    const text = [...practiceTables().words[0]!.definitions][0]!;
    expect(definitionOwners(text.toUpperCase())).toContain(0);
    expect(definitionOwners(text.toUpperCase())).toEqual(definitionOwners(text));
    expect(definitionOwners("no word of the set is defined by this text")).toEqual([]);
  });
});
