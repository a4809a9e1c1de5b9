// The Ambiguous Words data (prisma/data/confusables.json) and the checks
// `npm run words:build` runs on it (scripts/lib/confusables.ts), and the
// candidate pairs the build proposes (scripts/lib/confusable-candidates.ts).
import { readFileSync } from "node:fs";
import { dictionary } from "cmu-pronouncing-dictionary";
import { describe, expect, it } from "vitest";
import { BLANK } from "@/lib/practice/types";
import type { ConfusableSetRecord } from "@/lib/words/confusable-record";
import type { WordRecord } from "@/lib/words/word-record";
import { WORDS_FILE } from "@/scripts/build-words";
import { confusableCandidates, editDistance, phonemes, unreviewedCandidates } from "@/scripts/lib/confusable-candidates";
import {
  type ConfusableWordFacts,
  confusableProblems,
  confusablesReport,
  MIN_SENTENCE_WORDS,
  readConfusables,
  reviewedGroups,
  sentenceWords,
  wordFactsOf,
} from "@/scripts/lib/confusables";
import { NEAR_SPELLINGS_NOBODY_CONFUSES, NO_SENTENCE_ADMITS_ONE } from "@/scripts/lib/rejected-confusables";

const records = readFileSync(WORDS_FILE, "utf8")
  .split("\n")
  .filter((line) => line.length > 0)
  .map((line) => JSON.parse(line) as WordRecord);
const { sets } = readConfusables();

/** Confusions every learner's dictionary warns about: each must stay a set. */
const CLASSIC_SETS = [
  ["affect", "effect"],
  ["principal", "principle"],
  ["lose", "loose"],
  ["complement", "compliment"],
  ["borrow", "lend"],
  ["raise", "rise"],
  ["lie", "lay"],
  ["say", "tell"],
  ["bring", "take"],
  ["fun", "funny"],
  ["economic", "economical"],
  ["historic", "historical"],
  ["sensible", "sensitive"],
  ["embarrassed", "ashamed"],
];

const hasPair = (words: readonly string[]) => sets.some((set) => words.every((word) => set.words.includes(word)));

describe("the reviewed confusable sets", () => {
  it("pass every check against the word set, at least 150 of them", () => {
    expect(confusableProblems(sets, wordFactsOf(records))).toEqual([]);
    expect(sets.length).toBeGreaterThanOrEqual(150);
  });

  it("include the classic pairs, each with its own hint", () => {
    for (const pair of CLASSIC_SETS) {
      const set = sets.find((candidate) => pair.every((word) => candidate.words.includes(word)));
      expect(set, pair.join("/")).toBeDefined();
      expect(set?.hint).toMatch(new RegExp(pair[0]!));
    }
  });

  it("have 2 or more options each, and sentences of 6 words or more with one blank, none twice in the file", () => {
    const texts = sets.flatMap((set) => set.sentences.map((sentence) => sentence.text.toLowerCase()));
    expect(new Set(texts).size).toBe(texts.length);
    for (const set of sets) {
      expect(set.words.length, set.words.join("/")).toBeGreaterThanOrEqual(2);
      for (const { text } of set.sentences) {
        expect(text.split(BLANK).length - 1, text).toBe(1);
        expect(sentenceWords(text), text).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it("leave out the near-spellings nobody confuses, and pairs no sentence can tell apart", () => {
    expect(NEAR_SPELLINGS_NOBODY_CONFUSES.length).toBeGreaterThanOrEqual(25);
    for (const pair of [...NEAR_SPELLINGS_NOBODY_CONFUSES, ...NO_SENTENCE_ADMITS_ONE]) expect(hasPair(pair), pair.join("/")).toBe(false);
    expect(NEAR_SPELLINGS_NOBODY_CONFUSES).toEqual(
      expect.arrayContaining([
        ["fiscal", "physical"],
        ["farmer", "former"],
        ["medal", "model"],
      ]),
    );
  });

  it("mark each sentence's source, and have both WordNet's and Lexi's own", () => {
    const sources = sets.flatMap((set) => set.sentences.map((sentence) => sentence.source));
    expect(new Set(sources)).toEqual(new Set(["wordnet", "lexi"]));
  });

  it("are what the build step reports, with candidates to review beside them", () => {
    const report = confusablesReport(records, dictionary);
    expect(report.problems).toEqual([]);
    expect(report.sets).toBe(sets.length);
    expect(report.candidates).toBeGreaterThan(report.unreviewed);
  });

  it("leave the rejected pairs out of the reviewer's worklist", () => {
    const candidates = confusableCandidates(
      records.map((record) => record.word),
      dictionary,
    );
    const proposed = (groups: readonly { words: readonly string[] }[]) => unreviewedCandidates(candidates, groups).map(({ words }) => words.join("/"));
    expect(proposed(sets)).toContain("farmer/former");
    expect(proposed(reviewedGroups(sets))).not.toContain("farmer/former");
  });
});

describe("confusableProblems: the checks on a set", () => {
  const facts: Record<string, ConfusableWordFacts> = {
    affect: { forms: ["affect", "affected", "affecting", "affects"], examples: ["Will the new rules affect me?"] },
    effect: { forms: ["effect", "effected", "effecting", "effects"], examples: ["the magnetic effect was greater when the rod was lengthwise"] },
    lose: { forms: ["lose", "loses", "losing", "lost"], examples: [] },
    loose: { forms: ["loose", "looser", "loosest"], examples: [] },
  };
  const wordFacts = (word: string) => facts[word];
  const good: ConfusableSetRecord = {
    words: ["affect", "effect"],
    hint: "affect is usually the verb; effect is usually the noun",
    sentences: [
      { word: "affect", text: "Will the new rules _____ me?", source: "wordnet" },
      { word: "effect", text: "The medicine had no _____ at all.", source: "lexi" },
    ],
  };
  const check = (...changed: ConfusableSetRecord[]) => confusableProblems(changed, wordFacts);

  it("passes a good set", () => {
    expect(check(good)).toEqual([]);
  });

  it("refuses a member outside the word set, and a set of one", () => {
    expect(check({ ...good, words: ["affect", "effect", "afect"] })).toEqual(
      expect.arrayContaining([expect.stringContaining('"afect" is not in the word set')]),
    );
    expect(check({ ...good, words: ["affect"], sentences: good.sentences.slice(0, 1) })).toEqual([expect.stringContaining("fewer than 2 members")]);
  });

  it("refuses a word in two sets unless both mark it shared", () => {
    const other: ConfusableSetRecord = {
      words: ["effect", "lose"],
      hint: "not a real set",
      sentences: [
        { word: "effect", text: "It had a strange _____ on him.", source: "lexi" },
        { word: "lose", text: "Don't _____ your keys on the bus.", source: "lexi" },
      ],
    };
    expect(check(good, other)).toEqual([expect.stringContaining('"effect" is in 2 sets')]);
    expect(check({ ...good, shared: ["effect"] }, { ...other, shared: ["effect"] })).toEqual([]);
  });

  it("refuses an empty hint and one over 140 characters", () => {
    expect(check({ ...good, hint: " " })).toEqual([expect.stringContaining("no hint")]);
    expect(check({ ...good, hint: "x".repeat(141) })).toEqual([expect.stringContaining("hint longer than 140")]);
    expect(check({ ...good, hint: "x".repeat(140) })).toEqual([]);
  });

  it("needs a sentence for every member, with a blank", () => {
    expect(check({ ...good, sentences: good.sentences.slice(0, 1) })).toEqual([expect.stringContaining('no sentence for "effect"')]);
    const noBlank = { word: "effect", text: "The medicine had no result at all.", source: "lexi" as const };
    expect(check({ ...good, sentences: [good.sentences[0]!, noBlank] })).toEqual([expect.stringContaining("no blank")]);
  });

  it("refuses a sentence that shows its answer or another member outside the blank", () => {
    const showsAnswer = { word: "effect", text: "The _____ of the effects was clear.", source: "lexi" as const };
    const showsPartner = { word: "effect", text: "The _____ will affect us all.", source: "lexi" as const };
    expect(check({ ...good, sentences: [good.sentences[0]!, showsAnswer] })).toEqual([expect.stringContaining('shows "effect"')]);
    expect(check({ ...good, sentences: [good.sentences[0]!, showsPartner] })).toEqual([expect.stringContaining('shows "affect"')]);
  });

  it("refuses a sentence under 6 words or with two blanks", () => {
    expect(MIN_SENTENCE_WORDS).toBe(6);
    const short = { word: "effect", text: "It had no _____.", source: "lexi" as const };
    expect(check({ ...good, sentences: [good.sentences[0]!, short] })).toEqual([expect.stringContaining("fewer than 6 words")]);
    const twoBlanks = { word: "effect", text: "The _____ of the medicine was a good _____.", source: "lexi" as const };
    expect(check({ ...good, sentences: [good.sentences[0]!, twoBlanks] })).toEqual([expect.stringContaining("more than one blank")]);
  });

  it("refuses a sentence that is in another set too: it would be asked with other options", () => {
    const other: ConfusableSetRecord = {
      words: ["lose", "loose"],
      hint: "lose is the verb; loose means not tight",
      sentences: [
        { word: "lose", text: good.sentences[1]!.text, source: "lexi" },
        { word: "loose", text: "The screw is _____, so please tighten it.", source: "lexi" },
      ],
    };
    expect(check(good, other)).toEqual([expect.stringContaining("also in set 1")]);
  });

  it("refuses a rejected pair: a near-spelling nobody confuses", () => {
    const near: Record<string, ConfusableWordFacts> = { farmer: { forms: ["farmer", "farmers"], examples: [] }, former: { forms: ["former"], examples: [] } };
    const set: ConfusableSetRecord = {
      words: ["farmer", "former"],
      hint: "a farmer works a farm; former means earlier",
      sentences: [
        { word: "farmer", text: "The _____ milks the cows every morning.", source: "lexi" },
        { word: "former", text: "He is a _____ pupil of this school.", source: "lexi" },
      ],
    };
    expect(confusableProblems([set], (word) => near[word])).toEqual([expect.stringContaining("pairs farmer/former: a near-spelling")]);
  });

  it("refuses the same sentence for two members: it would have two right answers", () => {
    const twice = { word: "effect", text: good.sentences[0]!.text, source: "lexi" as const };
    expect(check({ ...good, sentences: [...good.sentences, twice] })).toEqual([expect.stringContaining("listed twice")]);
  });

  it("refuses a sentence marked wordnet that is not one of the word's examples", () => {
    const invented = { word: "effect", text: "The medicine had no _____ at all.", source: "wordnet" as const };
    expect(check({ ...good, sentences: [good.sentences[0]!, invented] })).toEqual([expect.stringContaining("marked wordnet")]);
    const fromWordNet = { word: "effect", text: "the magnetic _____ was greater when the rod was lengthwise", source: "wordnet" as const };
    expect(check({ ...good, sentences: [good.sentences[0]!, fromWordNet] })).toEqual([]);
  });

  it("refuses a WordNet sentence whose blank held an inflection: the options are the words as written", () => {
    const inflected: Record<string, ConfusableWordFacts> = { ...facts, effect: { ...facts.effect!, examples: ["the side effects of the drug were mild"] } };
    const sentence = { word: "effect", text: "the side _____ of the drug were mild", source: "wordnet" as const };
    expect(confusableProblems([{ ...good, sentences: [good.sentences[0]!, sentence] }], (word) => inflected[word])).toEqual([
      expect.stringContaining("marked wordnet"),
    ]);
  });
});

describe("confusableCandidates: pairs proposed for review", () => {
  const pairs = confusableCandidates(
    records.map((record) => record.word),
    dictionary,
  );
  const has = (a: string, b: string) => pairs.find(({ words }) => words[0] === a && words[1] === b);

  it("finds homophones (stress ignored) and look-alike near-homophones among the word set", () => {
    expect(has("principal", "principle")?.kind).toBe("homophone");
    expect(has("right", "write")?.kind).toBe("homophone");
    // One of CMU's pronunciations of effect is affect's: any variant counts.
    expect(has("affect", "effect")?.kind).toBe("homophone");
    for (const [a, b] of [
      ["loose", "lose"],
      ["advice", "advise"],
      ["complement", "compliment"],
    ] as const)
      expect(has(a, b)?.kind, `${a}/${b}`).toBe("near-homophone");
  });

  it("leaves out inflections of each other, short minimal pairs and sounds that are not alike", () => {
    const dictionaryOf = { act: "AE1 K T", acts: "AE1 K T S", hat: "HH AE1 T", hot: "HH AA1 T", stone: "S T OW1 N", stove: "S T OW1 V" };
    expect(confusableCandidates(["act", "acts", "hat", "hot", "stone", "stove"], dictionaryOf)).toEqual([]);
    expect(confusableCandidates(["raise", "raze"], { raise: "R EY1 Z", raze: "R EY1 Z" })).toEqual([{ words: ["raise", "raze"], kind: "homophone", rank: 1 }]);
  });

  it("lists homophones first, then the commoner pairs", () => {
    const kinds = pairs.map(({ kind }) => kind);
    expect(kinds.indexOf("near-homophone")).toBeGreaterThan(kinds.lastIndexOf("homophone"));
    const near = pairs.filter(({ kind }) => kind === "near-homophone").map(({ rank }) => rank);
    expect(near).toEqual([...near].sort((a, b) => a - b));
  });

  it("unreviewedCandidates drops the pairs a set already has", () => {
    const reviewed = unreviewedCandidates(pairs, [{ words: ["principal", "principle"] }]);
    expect(reviewed.length).toBe(pairs.length - 1);
    expect(reviewed.some(({ words }) => words.join("/") === "principal/principle")).toBe(false);
  });

  it("compares sounds without stress, by edit distance", () => {
    expect(phonemes("P R IH1 N S AH0 P AH0 L")).toEqual(["P", "R", "IH", "N", "S", "AH", "P", "AH", "L"]);
    expect(editDistance("affect", "effect")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
  });
});
