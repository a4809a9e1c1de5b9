// A text cut into sentences (lib/reader/sentences.ts): a story's paragraphs,
// and the sentence around a word that Add to review keeps as its card's context.
import { describe, expect, it } from "vitest";
import { sentenceAt, storySentences } from "@/lib/reader/sentences";

const at = (text: string, word: string) => sentenceAt(text, text.indexOf(word));

describe("storySentences", () => {
  it("cuts each paragraph after . ! ? before a capital, a digit or a quote, not after Mr.", () => {
    expect(storySentences(['It rained. "Where is Blue?" he asked. Mr. Brown waved!', "2 cats slept. Then 3 more came."])).toEqual([
      "It rained.",
      '"Where is Blue?" he asked.',
      "Mr. Brown waved!",
      "2 cats slept.",
      "Then 3 more came.",
    ]);
  });
});

describe("sentenceAt", () => {
  const text = 'Sara moved to a new house in June. It was bigger than their old flat. "Where is the cat?" he asked. Mr. Brown waved.';

  it("gives the sentence that holds the word at the offset, whichever word of it", () => {
    expect(at(text, "Sara")).toBe("Sara moved to a new house in June.");
    expect(at(text, "June")).toBe("Sara moved to a new house in June.");
    expect(at(text, "bigger")).toBe("It was bigger than their old flat.");
    expect(at(text, "flat")).toBe("It was bigger than their old flat.");
    expect(at(text, "cat")).toBe('"Where is the cat?" he asked.');
    expect(at(text, "Brown")).toBe("Mr. Brown waved.");
  });

  it("cuts a text as storySentences cuts a paragraph", () => {
    const words = [...text.matchAll(/[A-Za-z]+/g)].map((match) => match.index);
    const found = [...new Set(words.map((offset) => sentenceAt(text, offset)))];
    expect(found).toEqual(storySentences([text]));
  });

  it("ends a sentence at a blank line, and joins a wrapped line with a space", () => {
    const pasted = "A Rainy Day\n\nWe walked to the\nold market in the rain.\r\n\r\nThe end";
    expect(at(pasted, "Rainy")).toBe("A Rainy Day");
    expect(at(pasted, "market")).toBe("We walked to the old market in the rain.");
    expect(at(pasted, "walked")).toBe("We walked to the old market in the rain.");
    expect(at(pasted, "end")).toBe("The end");
  });

  it("drops a quote mark left at one end of a sentence cut from a quotation", () => {
    const quoted = '"I need a cup of tea," he said. "Where are the cups? They were here."';
    expect(at(quoted, "cups")).toBe("Where are the cups?");
    expect(at(quoted, "They")).toBe("They were here.");
  });

  it("is null outside the text and between two sentences", () => {
    expect(sentenceAt(text, -1)).toBeNull();
    expect(sentenceAt(text, text.length)).toBeNull();
    expect(sentenceAt(text, 1.5)).toBeNull();
    expect(sentenceAt(text, text.indexOf(" It"))).toBeNull();
    expect(sentenceAt("", 0)).toBeNull();
    expect(sentenceAt("   ", 1)).toBeNull();
  });
});
