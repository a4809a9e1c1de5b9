// The grading rules of docs/practice.md (Grading): the form a cloze sentence
// needs, another spelling, a synonym of the sense asked, and a miss on a
// synonym or antonym question, each checked and graded.
import { describe, expect, it } from "vitest";
import { checkTyped } from "@/lib/practice/answer-check";
import { checkAnswer, isRightOutcome, ratingOf } from "@/lib/practice/check";
import { blankedTokens, typedKeyFields } from "@/lib/practice/typed-key";
import { BLANK, type AnswerKey } from "@/lib/practice/types";
import type { PracticeWord } from "@/lib/practice/word-tables";
import { practiceTables } from "@/lib/practice/word-tables";
import type { WordSense } from "@/lib/words/word-record";

const AGAIN = 1;
const HARD = 2;
const GOOD = 3;

/** A word of the test's own, so the rules do not depend on the shipped data. */
function fakeWord(word: string, details: WordSense[], variants?: string[]): PracticeWord {
  const entry = { word, index: 0, ipa: null, details, ...(variants && { variants }) };
  return { index: 0, entry, forms: [], synonyms: new Set(), antonyms: new Set(), definitions: new Set() } as unknown as PracticeWord;
}

const MAN_SENSE: WordSense = {
  partOfSpeech: "noun",
  definition: "an adult person who is male",
  examples: ["there were two women and six men on the bus"],
  synonyms: ["adult male"],
  antonyms: ["woman"],
};
const man = fakeWord("man", [MAN_SENSE]);
const manCloze = { definition: MAN_SENSE.definition, partOfSpeech: "noun" as const, sentence: `there were two women and six ${BLANK} on the bus` };

const COLOR_SENSE: WordSense = {
  partOfSpeech: "noun",
  definition: "a visual attribute of things that results from the light they emit",
  examples: ["a white color is made up of many different wavelengths of light"],
  synonyms: ["colour", "coloring", "hue"],
  antonyms: [],
};
const color = fakeWord("color", [COLOR_SENSE], ["colour"]);

const LIE_NOUN: WordSense = {
  partOfSpeech: "noun",
  definition: "a statement that deviates from the truth",
  examples: [],
  synonyms: ["falsehood"],
  antonyms: [],
};
const LIE_VERB: WordSense = { partOfSpeech: "verb", definition: "be lying, be prostrate", examples: [], synonyms: ["lie down"], antonyms: [] };
const lie = fakeWord("lie", [LIE_NOUN, LIE_VERB]);

function typedKey(kind: "cloze" | "typed", word: PracticeWord, ask: Parameters<typeof typedKeyFields>[1]): AnswerKey {
  return { kind, ...typedKeyFields(word, ask) };
}

/** The outcome, the rating and whether it counts as right, for a typed answer to a key. */
function graded(key: AnswerKey, text: string, hintUsed = false) {
  const checked = checkAnswer(key, { text }, hintUsed);
  if ("invalid" in checked) throw new Error(checked.invalid);
  const outcome = checked.outcomes[0]!;
  return { verdict: checked.verdict, needed: checked.needed, correct: checked.correct, outcome, rating: ratingOf(outcome), right: isRightOutcome(outcome) };
}

describe("blankedTokens", () => {
  it("finds what each blank held in the example the sentence came from", () => {
    expect(blankedTokens(`six ${BLANK} on the bus`, ["two women", "six men on the bus"])).toEqual(["men"]);
    expect(blankedTokens(`He ${BLANK} it and she ${BLANK} it too`, ["He said it and she says it too"])).toEqual(["said", "says"]);
    expect(blankedTokens(`${BLANK} the man who never listens`, ["Says the man who never listens"])).toEqual(["says"]);
  });

  it("finds nothing when no example matches or nothing is blanked", () => {
    expect(blankedTokens(`six ${BLANK} on the train`, ["six men on the bus"])).toEqual([]);
    expect(blankedTokens("six men on the bus", ["six men on the bus"])).toEqual([]);
  });

  it("reads the sentence as text, not as a pattern", () => {
    expect(blankedTokens(`(a) ${BLANK}? [b]`, ["(a) men? [b]", "(a) xmen? [b]"])).toEqual(["men"]);
  });
});

describe("typedKeyFields", () => {
  it("keeps the forms of the part of speech asked only", () => {
    const noun = typedKeyFields(lie, { definition: LIE_NOUN.definition, partOfSpeech: "noun" });
    expect(noun.forms).toEqual(["lie", "lies"]);
    const verb = typedKeyFields(lie, { definition: LIE_VERB.definition, partOfSpeech: "verb" });
    expect(verb.forms).toEqual(expect.arrayContaining(["lay", "lain", "lying"]));
  });

  it("names the form a cloze's blank held", () => {
    expect(typedKeyFields(man, manCloze).needed).toEqual(["men"]);
    expect(typedKeyFields(man, { definition: MAN_SENSE.definition, partOfSpeech: "noun" }).needed).toBeUndefined();
  });

  it("lists the other spellings and the sense's one-word and phrase synonyms with their forms, not the word's own", () => {
    const key = typedKeyFields(color, { definition: COLOR_SENSE.definition, partOfSpeech: "noun" });
    expect(key.variants).toEqual(expect.arrayContaining(["colour", "colours"]));
    expect(key.synonyms).toEqual(expect.arrayContaining(["hue", "hues", "coloring", "colorings"]));
    expect(key.synonyms).not.toContain("colour");
    expect(key.synonyms).not.toContain("color");
    expect(typedKeyFields(man, manCloze).synonyms).toEqual(["adult male"]);
  });
});

describe("the form the sentence needs", () => {
  const key = typedKey("cloze", man, manCloze);

  it("takes the needed form as exactly right, Good", () => {
    expect(graded(key, "men")).toMatchObject({ verdict: "exact", correct: true, rating: GOOD, right: true });
    expect(graded(key, " Men ")).toMatchObject({ verdict: "exact", rating: GOOD });
  });

  it("takes the word in another form as right word, wrong form: Hard, the needed form told", () => {
    expect(graded(key, "man")).toMatchObject({ verdict: "wrong-form", needed: "men", correct: true, outcome: "wrong-form", rating: HARD, right: true });
  });

  it("is Hard after the hint either way", () => {
    expect(graded(key, "men", true)).toMatchObject({ outcome: "hinted", rating: HARD });
    expect(graded(key, "man", true)).toMatchObject({ outcome: "hinted", rating: HARD });
  });

  it("is Again for another word", () => {
    expect(graded(key, "boys")).toMatchObject({ verdict: "wrong", correct: false, rating: AGAIN, right: false });
  });

  it("takes any form where the sentence's form is not known (a key stored before it was)", () => {
    const old: AnswerKey = { kind: "cloze", word: "man", forms: ["man", "men"] };
    expect(graded(old, "man")).toMatchObject({ verdict: "exact", rating: GOOD });
    expect(graded(old, "men")).toMatchObject({ verdict: "form", rating: GOOD });
  });

  it("forgives one slip on the needed form of a longer word, Hard", () => {
    const begin = typedKey(
      "cloze",
      fakeWord("begin", [
        { partOfSpeech: "verb", definition: "take the first step", examples: ["We are beginning the lesson now"], synonyms: ["start"], antonyms: [] },
      ]),
      {
        definition: "take the first step",
        partOfSpeech: "verb",
        sentence: `We are ${BLANK} the lesson now`,
      },
    );
    expect(graded(begin, "beginning")).toMatchObject({ verdict: "exact", rating: GOOD });
    // "begining" is no real word (the rules never double short), so it is a slip, not another word.
    expect(graded(begin, "begining")).toMatchObject({ verdict: "typo", rating: HARD });
    expect(graded(begin, "begin")).toMatchObject({ verdict: "wrong-form", needed: "beginning", rating: HARD });
  });
});

describe("another spelling", () => {
  const key = typedKey("typed", color, { definition: COLOR_SENSE.definition, partOfSpeech: "noun" });

  it("takes either spelling and its forms as right, Good", () => {
    expect(graded(key, "color")).toMatchObject({ verdict: "exact", rating: GOOD });
    expect(graded(key, "colour")).toMatchObject({ verdict: "variant", correct: true, rating: GOOD, right: true });
    expect(graded(key, "Colours")).toMatchObject({ verdict: "variant", rating: GOOD });
  });
});

describe("a synonym of the sense asked", () => {
  const key = typedKey("typed", color, { definition: COLOR_SENSE.definition, partOfSpeech: "noun" });

  it("is also right, Hard: the word sought was another", () => {
    expect(graded(key, "hue")).toMatchObject({ verdict: "synonym", correct: true, outcome: "synonym", rating: HARD, right: true });
    expect(graded(key, "hues")).toMatchObject({ verdict: "synonym", rating: HARD });
  });

  it("takes a phrase synonym as typed", () => {
    const manKey = typedKey("typed", man, { definition: MAN_SENSE.definition, partOfSpeech: "noun" });
    expect(graded(manKey, "adult  male")).toMatchObject({ verdict: "synonym", rating: HARD });
  });

  it("is not an antonym or another sense's synonym", () => {
    const manKey = typedKey("typed", man, { definition: MAN_SENSE.definition, partOfSpeech: "noun" });
    expect(graded(manKey, "woman")).toMatchObject({ verdict: "wrong", rating: AGAIN });
    const lieKey = typedKey("typed", lie, { definition: LIE_NOUN.definition, partOfSpeech: "noun" });
    expect(graded(lieKey, "falsehood")).toMatchObject({ verdict: "synonym" });
    expect(graded(lieKey, "lie down")).toMatchObject({ verdict: "wrong" });
  });
});

describe("the part of speech asked", () => {
  it("refuses the verb's forms for the noun", () => {
    const key = typedKey("typed", lie, { definition: LIE_NOUN.definition, partOfSpeech: "noun" });
    expect(graded(key, "lies")).toMatchObject({ verdict: "form", rating: GOOD });
    expect(graded(key, "lay")).toMatchObject({ verdict: "wrong", rating: AGAIN });
    expect(graded(key, "lying")).toMatchObject({ verdict: "wrong" });
  });

  it("refuses invented forms", () => {
    const give: AnswerKey = {
      kind: "typed",
      ...typedKeyFields(fakeWord("give", [{ partOfSpeech: "verb", definition: "transfer possession of", examples: [], synonyms: [], antonyms: [] }]), {
        definition: "transfer possession of",
        partOfSpeech: "verb",
      }),
    };
    expect(checkTyped("giving", give).verdict).toBe("form");
    expect(checkTyped("given", give).verdict).toBe("form");
    expect(checkTyped("gived", give).verdict).toBe("wrong");
  });
});

describe("a miss on a synonym or antonym question", () => {
  it.each(["synonym", "antonym"] as const)("%s: a miss is graded Hard, not Again, and is still a miss", (kind) => {
    const key: AnswerKey = { kind, correct: 1, options: ["a", "b", "c", "d"] };
    const miss = checkAnswer(key, { choice: 0 }, false);
    if ("invalid" in miss) throw new Error(miss.invalid);
    expect(miss.correct).toBe(false);
    expect(miss.outcomes).toEqual(["relation-miss"]);
    expect(ratingOf(miss.outcomes[0]!)).toBe(HARD);
    expect(isRightOutcome(miss.outcomes[0]!)).toBe(false);
    const right = checkAnswer(key, { choice: 1 }, false);
    if ("invalid" in right) throw new Error(right.invalid);
    expect(right.outcomes).toEqual(["right"]);
    expect(ratingOf(right.outcomes[0]!)).toBe(GOOD);
  });

  it("leaves the other choice kinds' misses at Again", () => {
    for (const kind of ["meaning", "word"] as const) {
      const miss = checkAnswer({ kind, correct: 1, options: ["a", "b", "c", "d"] }, { choice: 0 }, false);
      if ("invalid" in miss) throw new Error(miss.invalid);
      expect(miss.outcomes).toEqual(["wrong"]);
      expect(ratingOf(miss.outcomes[0]!)).toBe(AGAIN);
    }
  });
});

describe("on the shipped word set", () => {
  it("asks a cloze on man's example for men", () => {
    const word = practiceTables().byWord.get("man");
    const sense = word?.entry.details.find((candidate) => candidate.examples.some((example) => /\bmen\b/.test(example)));
    if (!word || !sense) return;
    const example = sense.examples.find((candidate) => /\bmen\b/.test(candidate))!;
    const key = typedKeyFields(word, { definition: sense.definition, partOfSpeech: sense.partOfSpeech, sentence: example.replace(/\bmen\b/g, BLANK) });
    expect(key.needed).toEqual(["men"]);
    expect(key.forms).not.toContain("manned");
  });
});
