// A practice question's words in the learner's spelling (lib/practice/question-spellings.ts):
// the server adds the shown words' other spellings, the screen shows the one preferred.
import { describe, expect, it } from "vitest";
import type { QuestionView } from "@/lib/practice/types";
import { spellQuestion, withSpellings } from "@/lib/practice/question-spellings";

const base = { id: "q", direction: "recognition", expiresAt: "" } as const;
const variantsOf = (word: string) => ({ color: ["colour"], gray: ["grey"], center: ["centre"] })[word];

describe("question spellings", () => {
  it("sends the other spellings of the words shown only, and nothing when none has one", () => {
    const synonym = {
      ...base,
      kind: "synonym",
      word: "color",
      definition: "a hue",
      partOfSpeech: "noun",
      options: ["hue", "gray", "shape", "size"],
    } as QuestionView;
    expect(withSpellings(synonym, variantsOf)).toEqual({ ...synonym, spellings: { color: ["colour"], gray: ["grey"] } });

    const plain = { ...base, kind: "meaning", word: "bread", ipa: null, partOfSpeech: "noun", options: ["a color", "b", "c", "d"] } as QuestionView;
    expect(withSpellings(plain, variantsOf)).toBe(plain);

    const typed = { ...base, kind: "typed", definition: "the color of ash", partOfSpeech: "adjective" } as QuestionView;
    expect(withSpellings(typed, variantsOf)).toBe(typed);
  });

  it("shows UK spellings to a learner who prefers them, and the question as sent otherwise", () => {
    const word = withSpellings(
      { ...base, kind: "word", definition: "a hue", partOfSpeech: "noun", options: ["color", "center", "bread", "milk"] } as QuestionView,
      variantsOf,
    );
    expect(spellQuestion(word, "UK")).toMatchObject({ options: ["colour", "centre", "bread", "milk"] });
    expect(spellQuestion(word, "US")).toBe(word);

    const meaning = withSpellings(
      { ...base, kind: "meaning", word: "gray", ipa: null, partOfSpeech: "adjective", options: ["of the color of ash", "b", "c", "d"] } as QuestionView,
      variantsOf,
    );
    expect(spellQuestion(meaning, "UK")).toMatchObject({ word: "grey", options: ["of the color of ash", "b", "c", "d"] });

    const match = withSpellings({ ...base, kind: "match", words: ["bread", "center", "color"], definitions: ["x", "y", "z"] } as QuestionView, variantsOf);
    expect(spellQuestion(match, "UK")).toMatchObject({ words: ["bread", "centre", "colour"], definitions: ["x", "y", "z"] });
  });
});
