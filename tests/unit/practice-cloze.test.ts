// Learn with Context: the sentence Lexi's editors wrote for a core sense,
// never WordNet's examples; every form of the word blanked, whole words only,
// any case; a sentence that would still give the word away is never used; the
// seed rotates through the usable ones.
import { describe, expect, it } from "vitest";
import { blankSentence, clozeFor, clozeSentences, MIN_CLOZE_WORDS } from "@/lib/practice/cloze";
import { askableSenses } from "@/lib/practice/sense-choice";
import { BLANK } from "@/lib/practice/types";
import { practiceTables } from "@/lib/practice/word-tables";
import { containsAnyForm } from "@/lib/words/word-forms";

function wordOf(word: string) {
  const entry = practiceTables().byWord.get(word);
  if (!entry) throw new Error(`"${word}" is not in the word set`);
  return entry;
}

function blank(sentence: string, word: string): string | null {
  return blankSentence(sentence, word, wordOf(word).forms);
}

describe("blankSentence: every form of the word, whole words, any case", () => {
  it.each([
    ["say", "He said that he wanted to marry her", "He _____ that he wanted to marry her"],
    ["say", "Says the man who never listens", "_____ the man who never listens"],
    ["say", "She keeps saying the same thing", "She keeps _____ the same thing"],
    ["say", "He said it and she says it too", "He _____ it and she _____ it too"],
    ["say", "SAY it again, please", "_____ it again, please"],
    ["say", "The essay said nothing new", "The essay _____ nothing new"],
    ["problem", "The problems were bigger than the problem we solved", "The _____ were bigger than the _____ we solved"],
    ["problem", "she and her husband are having problems", "she and her husband are having _____"],
    ["go", "They went home and then they had gone to bed", "They _____ home and then they had _____ to bed"],
    ["go", "where is she going now?", "where is she _____ now?"],
    ["child", "The children played with the other child", "The _____ played with the other _____"],
    ["child", "The child's toys were everywhere", "The _____'s toys were everywhere"],
    ["buy", "We bought bread and buy milk daily", "We _____ bread and _____ milk daily"],
    ["mouse", "The mice ran from the cat", "The _____ ran from the cat"],
    ["good", "This one is better than that good one", "This one is _____ than that _____ one"],
    ["stop", "The bus stopped at every stop", "The bus _____ at every _____"],
    ["happy", "They were happier than ever before", "They were _____ than ever before"],
    ["leaf", "The leaves fell from the tree", "The _____ fell from the tree"],
    ["run", "He ran fast and kept running", "He _____ fast and kept _____"],
  ])("%s: %j", (word, sentence, blanked) => {
    expect(blank(sentence, word)).toBe(blanked);
  });

  it("leaves no form behind and counts the blanks", () => {
    const blanked = blank("Said and said again, he says what he says", "say");
    expect(blanked?.split(BLANK).length).toBe(5);
    expect(containsAnyForm(blanked ?? "", wordOf("say").forms)).toBe(false);
  });
});

describe("blankSentence: a sentence that would give the word away is refused", () => {
  it.each([
    ["say", "old sayings say a lot about people", "a derivation left (sayings)"],
    ["happy", "an unhappy man is rarely happy", "a prefixed derivation left (unhappy)"],
    ["happy", "happiness makes people happy again", "a derivation left (happiness)"],
    ["make", "the maker will make another one", "a derivation left (maker)"],
    ["person", "a salesperson is a person who sells", "the word inside a longer one"],
    ["water", "the water in the ocean is all saltwater", "the word inside a compound"],
    ["say", "say it", "fewer than four words"],
    ["say", "say it again", "fewer than four words"],
    ["total", "a total failure", "fewer than four words"],
    ["say", "He told me the truth about it", "nothing blanked"],
    ["say", "", "empty"],
  ])("%s: %j (%s)", (word, sentence) => {
    expect(blank(sentence, word)).toBeNull();
  });

  it("keeps a sentence of exactly four words", () => {
    expect(blank("they say it works", "say")).toBe("they _____ it works");
  });
});

describe("clozeSentences and clozeFor", () => {
  // run has two core senses, each with its sentence.
  const run = wordOf("run").index;

  it("lists only sentences with a blank and no form of the word, beside a definition without it", () => {
    for (const word of ["say", "problem", "make", "happy", "run", "house", "time"]) {
      const { index, forms } = wordOf(word);
      const sentences = clozeSentences(index);
      expect(sentences.length, word).toBeGreaterThan(0);
      for (const { sentence, definition } of sentences) {
        expect(sentence).toContain(BLANK);
        expect(containsAnyForm(sentence, forms), sentence).toBe(false);
        expect(containsAnyForm(definition, forms), definition).toBe(false);
        expect(sentence.split(/\s+/).length).toBeGreaterThanOrEqual(MIN_CLOZE_WORDS);
      }
    }
  });

  it("takes each sentence from the sentence Lexi's editors wrote for a core sense, with that sense's definition and part of speech", () => {
    for (const word of ["say", "run", "house", "time"]) {
      const { index, entry, source } = wordOf(word);
      const core = askableSenses(wordOf(word));
      for (const cloze of clozeSentences(index)) {
        const sense = entry.details.find((d) => d.definition === cloze.definition);
        expect(sense && core.includes(sense), cloze.definition).toBe(true);
        expect(sense?.partOfSpeech).toBe(cloze.partOfSpeech);
        expect(sense?.learner?.sentence && blank(sense.learner.sentence, word)).toBe(cloze.sentence);
      }
      // WordNet's own examples ("___ the evidence") are never asked.
      const wordNetExamples = source.details.flatMap((d) => d.examples).map((example) => blank(example, word));
      for (const cloze of clozeSentences(index)) expect(wordNetExamples).not.toContain(cloze.sentence);
    }
  });

  it("asks no cloze on a sense its editors wrote no sentence for", () => {
    const noSentence = practiceTables().words.find((word) => {
      const senses = askableSenses(word);
      return senses.length > 0 && senses.every((sense) => sense.learner?.sentence === undefined) && word.source.details.some((d) => d.examples.length > 0);
    });
    expect(noSentence, "a word whose asked senses have no written sentence").toBeDefined();
    expect(clozeSentences(noSentence!.index)).toEqual([]);
  });

  it("picks the same sentence for the same seed, and rotates through all of them over seeds", () => {
    const all = clozeSentences(run);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(clozeFor(run, "question-1")).toEqual(clozeFor(run, "question-1"));
    const seen = new Set(Array.from({ length: 60 }, (_, i) => clozeFor(run, `question-${i}`)?.sentence));
    expect(seen.size).toBe(all.length);
  });

  it("gives null for a word with no usable sentence and for an index outside the set", () => {
    const none = practiceTables().words.find((word) => clozeSentences(word.index).length === 0);
    expect(none).toBeDefined();
    expect(clozeFor(none?.index ?? -1, "seed")).toBeNull();
    expect(clozeFor(-1, "seed")).toBeNull();
    expect(clozeFor(1e9, "seed")).toBeNull();
    expect(clozeFor(1.5, "seed")).toBeNull();
  });
});
