// The landing page's sample card shows a word of the set, as the set has it (issue 29).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_WORD } from "@/components/site/landing/hero";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };

type Sense = { definition: string; examples: string[]; synonyms: string[] };

function sensesOf(word: string): Sense[] {
  const lines = readFileSync(path.join(import.meta.dirname, "../../prisma/data/words.jsonl"), "utf8").split("\n");
  const line = lines.find((text) => text.startsWith(`{"word":${JSON.stringify(word)},`));
  return line ? (JSON.parse(line) as { details: Sense[] }).details : [];
}

describe("the landing page's sample word", () => {
  it("is a word of the set", () => {
    expect(headwords).toContain(SAMPLE_WORD.word);
  });

  it("shows one of its senses: the definition, an example and synonyms of that sense", () => {
    const sense = sensesOf(SAMPLE_WORD.word).find(({ definition }) => definition === SAMPLE_WORD.definition);
    expect(sense).toBeDefined();
    expect(sense!.examples).toContain(SAMPLE_WORD.example);
    for (const synonym of SAMPLE_WORD.synonyms) expect(sense!.synonyms).toContain(synonym);
  });
});
