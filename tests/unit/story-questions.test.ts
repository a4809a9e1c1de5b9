// Learn with Story's check (lib/practice/story-questions.ts): a story's
// sentences, the cloze of its own sentence (every form blanked, the checks of
// every cloze, one sense that fits the form), else a meaning question, and the
// few words a round asks.
import { describe, expect, it } from "vitest";
import { openDemoQuestion, sealDemoQuestion } from "@/lib/practice/demo-token";
import { buildStoryQuestion, storyCloze, storyQuestionCount, storyQuestionKind, storyRoundWords, type StoryText } from "@/lib/practice/story-questions";
import { BLANK, STORY_ROUND_SIZE } from "@/lib/practice/types";
import { practiceTables } from "@/lib/practice/word-tables";
import { storySentences } from "@/lib/reader/sentences";

function indexOf(word: string): number {
  const entry = practiceTables().byWord.get(word);
  if (!entry) throw new Error(`"${word}" is not in the word set`);
  return entry.index;
}

const PARAGRAPHS = [
  'Sara and Paul moved to a new house on a warm Saturday in June. It was bigger than their old flat, with a garden and a room for their son. "Where is the cat?" he asked. Mr. Brown waved.',
  "Paul opened the boxes with Adam's toys. On top, there was Paul's big soup pot.",
  'At ten, Paul sat down. "I need a cup of tea," he said. "Where are the cups? They were here."',
];

function storyOf(words: string[], paragraphs = PARAGRAPHS): StoryText {
  return { slug: `test-${words.join("-")}`, paragraphs, teaches: words.map((word) => ({ word, index: indexOf(word), href: `/words/${word}` })) };
}

describe("storySentences", () => {
  it("breaks after . ! ? before a capital or a quote, keeps a quoted question with its speaker, and not after Mr.", () => {
    expect(storySentences(PARAGRAPHS)).toEqual([
      "Sara and Paul moved to a new house on a warm Saturday in June.",
      "It was bigger than their old flat, with a garden and a room for their son.",
      '"Where is the cat?" he asked.',
      "Mr. Brown waved.",
      "Paul opened the boxes with Adam's toys.",
      "On top, there was Paul's big soup pot.",
      "At ten, Paul sat down.",
      '"I need a cup of tea," he said.',
      // A sentence cut from a longer quotation loses its stray quote mark.
      "Where are the cups?",
      "They were here.",
    ]);
  });
});

describe("storyCloze: the story's own sentence", () => {
  it("blanks the form the story uses and keeps it as the form needed, with the sense that takes it", () => {
    const cloze = storyCloze(indexOf("toy"), PARAGRAPHS);
    expect(cloze).toMatchObject({ sentence: `Paul opened the boxes with Adam's ${BLANK}.`, needed: ["toys"], partOfSpeech: "noun" });
    expect(cloze?.definition).not.toMatch(/\btoy/i);
    expect(storyCloze(indexOf("pot"), PARAGRAPHS)?.sentence).toBe(`On top, there was Paul's big soup ${BLANK}.`);
  });

  it("is null where the word is in no sentence, in too short a one, or where two senses take the form", () => {
    expect(storyCloze(indexOf("rabbit"), PARAGRAPHS)).toBeNull();
    // "They were here." is 3 words: a cloze needs 6.
    expect(storyCloze(indexOf("here"), ["They were here."])).toBeNull();
    // "their old flat": a level surface or a home? Both senses take "flat".
    expect(storyCloze(indexOf("flat"), PARAGRAPHS)).toBeNull();
  });

  it("refuses a sentence that still gives the word away, as every cloze does", () => {
    expect(storyCloze(indexOf("happy"), ["She was happy, and her happiness filled the whole house that day."])).toBeNull();
  });
});

describe("the question a word gets", () => {
  it("is a cloze where the story's sentence decides it, else a meaning question", () => {
    expect(storyQuestionKind(indexOf("toy"), PARAGRAPHS)).toBe("cloze");
    expect(storyQuestionKind(indexOf("flat"), PARAGRAPHS)).toBe("meaning");
    const cloze = buildStoryQuestion(PARAGRAPHS, indexOf("toy"), "seed-1");
    expect(cloze?.payload).toMatchObject({ kind: "cloze", sentence: `Paul opened the boxes with Adam's ${BLANK}.`, startsWith: "t" });
    expect(cloze?.key).toMatchObject({ kind: "cloze", word: "toy", needed: ["toys"] });
    expect(cloze?.wordIndexes).toEqual([indexOf("toy")]);
    const meaning = buildStoryQuestion(PARAGRAPHS, indexOf("flat"), "seed-1");
    expect(meaning?.payload).toMatchObject({ kind: "meaning", word: "flat" });
    // The same seed rebuilds the same question: a sealed demo is answered against what was shown.
    expect(buildStoryQuestion(PARAGRAPHS, indexOf("flat"), "seed-1")).toEqual(meaning);
  });
});

describe("a round's words", () => {
  const story = storyOf(["toy", "pot", "flat", "soup", "garden", "house", "cup", "box"]);

  it("are at most STORY_ROUND_SIZE of the taught words, one order per round", () => {
    const words = storyRoundWords(story, "round-a");
    expect(words).toHaveLength(STORY_ROUND_SIZE);
    expect(new Set(words).size).toBe(words.length);
    for (const index of words) expect(story.teaches.map((word) => word.index)).toContain(index);
    expect(storyRoundWords(story, "round-a")).toEqual(words);
    expect(storyQuestionCount(story)).toBe(STORY_ROUND_SIZE);
  });

  it("are all of a story's words when it teaches fewer, and none when it teaches none", () => {
    const small = storyOf(["toy", "pot"]);
    expect(new Set(storyRoundWords(small, "round-b"))).toEqual(new Set([indexOf("toy"), indexOf("pot")]));
    expect(storyQuestionCount(small)).toBe(2);
    expect(storyQuestionCount({ slug: "test-none", paragraphs: PARAGRAPHS, teaches: [] })).toBe(0);
  });
});

describe("a demo token of a story's question", () => {
  it("keeps the story's slug; other tokens open without one", () => {
    const question = { wordIndex: 12, kind: "cloze" as const, seed: "AbCdEfGhIjKlMnOpQrStUv", expiresAt: 1_800_000_000_000 };
    expect(openDemoQuestion(sealDemoQuestion({ ...question, story: "moving-day" }))).toEqual({ ...question, story: "moving-day" });
    expect(openDemoQuestion(sealDemoQuestion(question))).toEqual(question);
  });
});
