// Lexi's own wording of the asked senses (prisma/data/learner-definitions,
// docs/practice.md "Lexi's own wording") against the committed word set: every
// line is placed on a sense, every asked sense is worded, and every definition
// and sentence keeps the rules a question needs.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blankSentence } from "@/lib/practice/cloze";
import { givesAway } from "@/lib/practice/give-away";
import { isOffensiveText } from "@/lib/practice/offensive-text";
import { practiceTables } from "@/lib/practice/word-tables";
import type { WordRecord } from "@/lib/words/word-record";
import { BLANK } from "@/lib/practice/types";
import { WORDS_FILE } from "../../scripts/build-words";
import { loadLearnerDefinitions, parseLearnerDefinitionLine, withLearnerDefinitions } from "../../scripts/lib/learner-definitions";

const records = readFileSync(WORDS_FILE, "utf8")
  .split("\n")
  .filter((line) => line.length > 0)
  .map((line) => JSON.parse(line) as WordRecord);
const written = loadLearnerDefinitions();
const { words } = practiceTables();

/**
 * Core senses left without wording: ones questions never ask anyway (a synonym
 * or definition with an offensive word: donkey, ass), ones the editors chose not to
 * ask (an obscure only sense: sierra the fish; a word that would surprise a
 * learner among the options), and any added to the set after their batches.
 */
const MAX_UNWORDED = 75;

const wordCount = (text: string): number => text.split(/\s+/).filter((part) => /[a-z]/i.test(part)).length;

describe("the written wording", () => {
  it("reads every line and places every sense on a sense of the word set (part of speech and WordNet gloss)", () => {
    expect(written.problems).toEqual([]);
    expect(withLearnerDefinitions(records, written).unmatched.slice(0, 10)).toEqual([]);
  });

  it("is what the committed word set carries (npm run words:build was run after the last edit)", () => {
    const stripped = records.map((record) => ({ ...record, details: record.details.map(({ learner: _, ...sense }) => sense) }));
    const rebuilt = withLearnerDefinitions(stripped, written).records;
    const wordingOf = (record: WordRecord | undefined) => JSON.stringify(record?.details.map((sense) => sense.learner ?? null));
    const stale = records.filter((record, at) => wordingOf(record) !== wordingOf(rebuilt[at]));
    expect(stale.map((record) => record.word).slice(0, 10)).toEqual([]);
  });

  it("refuses a line without a typed flag, a definition or a sense", () => {
    expect(parseLearnerDefinitionLine('{"word":"desk","senses":[{"pos":"noun","gloss":"a piece of furniture","definition":"a table"}]}')).toMatch(/typed/);
    expect(parseLearnerDefinitionLine('{"word":"desk","senses":[{"pos":"noun","gloss":"a piece of furniture","typed":true}]}')).toMatch(/definition/);
    expect(parseLearnerDefinitionLine('{"word":"desk","senses":[]}')).toMatch(/no senses/);
    expect(parseLearnerDefinitionLine("not json")).toBe("not JSON");
  });
});

describe("every core sense", () => {
  it("has Lexi's wording, save a handful at most (questions ask only worded senses)", () => {
    const unworded = words.flatMap((word) => word.source.details.filter((sense) => sense.core && !sense.labels && !sense.learner).map(() => word.entry.word));
    expect(unworded.length, unworded.slice(0, 20).join(", ")).toBeLessThanOrEqual(MAX_UNWORDED);
  });
});

describe("a written definition", () => {
  const worded = words.flatMap((word) => word.source.details.flatMap((sense) => (sense.learner ? [{ word, learner: sense.learner }] : [])));

  it("is one plain clause of at most 16 words, without the word, a word of its family or an offensive word", () => {
    const bad = worded.filter(
      ({ word, learner: { definition } }) =>
        wordCount(definition) > 16 || /[;:_]|--/.test(definition) || givesAway(definition, word.entry.word, word.forms) || isOffensiveText(definition),
    );
    expect(bad.map(({ word, learner }) => `${word.entry.word}: ${learner.definition}`).slice(0, 10)).toEqual([]);
  });

  it("comes with a sentence of 8 to 22 words holding the word once and nothing of its family, or with none", () => {
    const bad = worded.filter(({ word, learner: { sentence } }) => {
      if (sentence === undefined) return false;
      const blanked = blankSentence(sentence, word.entry.word, word.forms, 8);
      return blanked === null || blanked.split(BLANK).length !== 2 || wordCount(sentence) > 22 || isOffensiveText(sentence);
    });
    expect(bad.map(({ word, learner }) => `${word.entry.word}: ${learner.sentence}`).slice(0, 10)).toEqual([]);
  });

  it("gives most asked senses a sentence", () => {
    const withSentence = worded.filter(({ learner }) => learner.sentence !== undefined).length;
    expect(withSentence / worded.length).toBeGreaterThan(0.8);
  });
});
