// Ambiguous Words: contrast questions built from the confusable sets, the
// check that tells a partner-word miss apart (with the set's hint), the words
// shown for it, and the contrast gate (every member reviewed twice).
import { describe, expect, it } from "vitest";
import { partnerNote } from "@/components/practice/practice-messages";
import { checkAnswer } from "@/lib/practice/check";
import { buildContrast, contrastSentencesOf } from "@/lib/practice/contrast";
import { CONTRAST_MIN_REVIEWS, gateNote, setProgress } from "@/lib/practice/contrast-gate";
import { BLANK, type AnswerKey } from "@/lib/practice/types";
import { oneNewPerSet, partnersOf, separateWaves } from "@/lib/review/confusable-separation";
import { pickApart } from "@/lib/review/starter-deck";
import { confusableSetOf, confusableSets } from "@/lib/words/confusables";
import { wordSet } from "@/lib/words/word-set";

const indexOf = (word: string): number => wordSet().byWord.get(word)!.index;
const affect = indexOf("affect");
const effect = indexOf("effect");
const AFFECT_SET = confusableSetOf(affect)!;

describe("a contrast question", () => {
  it("is one of the word's contrast sentences with its blank, the set's words as options, the same for the same seed", () => {
    const built = buildContrast(effect, "seed-1")!;
    expect(contrastSentencesOf(effect)).toContain(built.payload.sentence);
    expect(built.payload.sentence).toContain(BLANK);
    expect([...built.payload.options].sort()).toEqual(["affect", "effect"]);
    expect(built.key).toEqual({
      kind: "contrast",
      correct: built.payload.options.indexOf("effect"),
      options: built.payload.options,
      setId: AFFECT_SET.id,
      hint: AFFECT_SET.hint,
    });
    expect(built.wordIndexes).toEqual([effect]);
    expect(buildContrast(effect, "seed-1")).toEqual(built);
  });

  it("can be built for every member of every set, with 2 to 4 options that are the set's words", () => {
    for (const set of confusableSets()) {
      for (const member of set.members) {
        const built = buildContrast(member.index, "any", set.id);
        expect(built, `${member.word} in set ${set.id}`).not.toBeNull();
        expect(built!.key.options.length).toBeGreaterThanOrEqual(2);
        expect(built!.key.options.length).toBeLessThanOrEqual(4);
        expect(built!.key.options[built!.key.correct]).toBe(member.word);
      }
    }
  });
});

describe("checking a contrast answer", () => {
  const key: AnswerKey = { kind: "contrast", correct: 0, options: ["affect", "effect"], setId: AFFECT_SET.id, hint: AFFECT_SET.hint };

  it("a miss names the partner word the learner chose and gives the set's hint", () => {
    expect(checkAnswer(key, { choice: 1 }, false)).toEqual({
      correct: false,
      outcomes: ["wrong"],
      correctChoice: 0,
      partner: { word: "effect", hint: "affect is usually the verb (to influence); effect is usually the noun (a result)" },
    });
    expect(partnerNote("effect")).toBe("You chose effect.");
  });

  it("a right answer has no partner; a choice out of the set's range is refused", () => {
    expect(checkAnswer(key, { choice: 0 }, false)).toEqual({ correct: true, outcomes: ["right"], correctChoice: 0 });
    expect(checkAnswer(key, { choice: 2 }, false)).toEqual({ invalid: "There is no such option." });
    expect(checkAnswer(key, { text: "affect" }, false)).toEqual({ invalid: "This question takes a choice." });
  });
});

describe("the contrast gate", () => {
  it("opens once every member has been reviewed at least twice", () => {
    expect(CONTRAST_MIN_REVIEWS).toBe(2);
    const progress = (reviews: [number, number][]) => setProgress(AFFECT_SET, new Map(reviews.map(([index, count]) => [index, { reviews: count }])));
    expect(progress([])).toMatchObject({ reviewedEnough: 0, ready: false });
    expect(progress([[affect, 5]])).toMatchObject({ reviewedEnough: 1, ready: false });
    expect(
      progress([
        [affect, 2],
        [effect, 1],
      ]),
    ).toMatchObject({ reviewedEnough: 1, ready: false });
    expect(
      progress([
        [affect, 2],
        [effect, 2],
      ]),
    ).toMatchObject({ reviewedEnough: 2, ready: true });
  });

  it("says what is missing, and which words are not in the deck", () => {
    const progress = setProgress(AFFECT_SET, new Map([[affect, { reviews: 3 }]]));
    expect(gateNote(progress)).toBe("Learn these apart first: 1 of 2 words reviewed twice");
    expect(progress.members.filter((member) => !member.inDeck).map((member) => member.word)).toEqual(["effect"]);
  });
});

describe("the 3-day separation: who waits for whom", () => {
  const lose = indexOf("lose");
  const loose = indexOf("loose");
  const loss = indexOf("loss");
  const plain = indexOf("problem");

  it("a word's partners are the other words of its sets; most words have none", () => {
    expect(partnersOf(affect)).toEqual([effect]);
    expect(partnersOf(lose).sort()).toEqual([loose, loss].sort());
    expect(partnersOf(plain)).toEqual([]);
  });

  it("a batch goes in waves with no two partners in one", () => {
    expect(separateWaves([plain, affect, effect, 11])).toEqual([[plain, affect, 11], [effect]]);
    expect(separateWaves([lose, loose, loss])).toEqual([[lose], [loose], [loss]]);
    expect(separateWaves([plain, 11])).toEqual([[plain, 11]]);
  });

  it("a queue keeps the first of two partners' new cards, and every card already learning", () => {
    const cards = [
      { wordIndex: effect, state: 2 },
      { wordIndex: affect, state: 0 },
      { wordIndex: plain, state: 0 },
      { wordIndex: effect, state: 0 },
    ];
    expect(oneNewPerSet(cards)).toEqual(cards.slice(0, 3));
  });

  it("the starter deck skips a word whose partner it picked, and fills up with the next", () => {
    expect(pickApart([plain, affect, effect, 11, 12], 3)).toEqual([plain, affect, 11]);
  });
});
