// The give-away rule: a text shown with a question never holds the answer, a
// form of it or a word of its family; a word of another family passes.
import { describe, expect, it } from "vitest";
import { givesAway, isPrefixNegation, sameFamily, shareMeaningWord } from "@/lib/practice/give-away";

// [text shown, the answer]: each must be refused.
const GIVE_AWAY: [string, string][] = [
  // Compounds and derivations built on a shown word (a blind read found these).
  ["a drop of rain", "raindrop"],
  ["the shell of a nut", "nutshell"],
  ["defeat by more votes", "outvote"],
  ["eliminate the odor from", "deodorize"],
  ["make less humid", "dehumidify"],
  ["in a willing manner", "willingly"],
  ["an authority on history", "historian"],
  ["issued for publication", "publish"],
  ["not happy", "unhappy"],
  ["the state of being happy", "happiness"],
  ["someone who makes things", "maker"],
  ["a person who acts", "actor"],
  ["in a quick manner", "quickly"],
  ["the act of deciding", "decision"],
  ["the quality of being able", "ability"],
  ["the act of moving", "movement"],
  ["a person who plays the piano", "pianist"],
  ["relating to a nation", "national"],
  ["full of hope", "hopeful"],
  ["without hope", "hopeless"],
  ["make modern", "modernize"],
  ["make modern", "modernise"],
  ["able to be read", "readable"],
  ["not fair", "unfair"],
  ["not formal", "informal"],
  ["not possible", "impossible"],
  ["not legal", "illegal"],
  ["not regular", "irregular"],
  ["not stop", "nonstop"],
  ["not like", "dislike"],
  ["write again", "rewrite"],
  ["the sayings of the wise", "say"],
  ["a person who teaches", "teacher"],
  ["one who visits", "visitor"],
  ["relating to nature", "natural"],
  ["the state of being kind", "kindness"],
  ["the quality of being equal", "equality"],
  ["to make someone happy", "happy"],
  ["marked by careful attention", "carefully"],
  ["the act of creating", "creation"],
  ["a friendly person", "friendliness"],
  ["sold by a salesperson", "sales"],
  ["the author of a book", "authority"],
  ["a thing that is useful", "use"],
  ["stopped at the gate", "stop"],
  ["the studies of the past", "study"],
  ["a member of the family", "families"],
  ["in a happy way", "happily"],
  ["the sport of running", "runner"],
  ["a dependent child", "depend"],
  ["give a description of", "describe"],
  ["relating to or involving comparison", "comparative"],
];

// [text shown, the answer]: words of other families, each must pass.
const FAIR: [string, string][] = [
  ["a large natural stream of water", "river"],
  ["a human being", "person"],
  ["express in words", "say"],
  ["moving quickly and lightly", "nimble"],
  ["feeling or showing pleasure", "glad"],
  ["a building for living in", "house"],
  ["the time of day", "hour"],
  ["a vehicle carrying many passengers", "bus"],
  ["food made from flour", "bread"],
  ["consume food", "eat"],
  ["not moving", "still"],
  ["in good health", "well"],
  ["a set of questions", "test"],
  ["the tenth month", "october"],
  // A function word is no root, whatever a cut suffix leaves ("the" of theory, "over" of covered).
  ["the best idea so far about how the universe began", "theory"],
  ["having a lid over it", "covered"],
];

describe("givesAway", () => {
  it.each(GIVE_AWAY)("%j gives away %j", (text, word) => {
    expect(givesAway(text, word, [word])).toBe(true);
  });

  it.each(FAIR)("%j does not give away %j", (text, word) => {
    expect(givesAway(text, word, [word])).toBe(false);
  });

  it("has at least forty cases", () => {
    expect(GIVE_AWAY.length + FAIR.length).toBeGreaterThanOrEqual(40);
  });

  it("a form of the word is refused", () => {
    expect(givesAway("he said it twice", "say", ["say", "said", "says", "saying"])).toBe(true);
  });

  it("a multiword answer is given away by its longer words", () => {
    expect(givesAway("to leave the ground", "take off", ["take off"])).toBe(false);
    expect(givesAway("the look of the place", "look after", ["look after"])).toBe(true);
  });
});

describe("sameFamily", () => {
  it("pairs a word with its derivations, not with look-alikes", () => {
    expect(sameFamily("publish", "publication")).toBe(true);
    expect(sameFamily("history", "historian")).toBe(true);
    expect(sameFamily("willing", "willingly")).toBe(true);
    expect(sameFamily("press", "present")).toBe(false);
    expect(sameFamily("king", "kind")).toBe(false);
    expect(sameFamily("car", "care")).toBe(false);
  });
});

describe("shareMeaningWord", () => {
  it("pairs definitions that share a word of meaning or its family, not the words every definition is built with", () => {
    expect(shareMeaningWord("in a clever and amusing way", "in an amusing and enjoyable way")).toBe(true);
    expect(shareMeaningWord("cause strong feelings", "make someone feel very happy and enthusiastic")).toBe(true);
    expect(shareMeaningWord("in a clever and amusing way", "in a way that suggests things will go well")).toBe(false);
    expect(shareMeaningWord("a person who is in charge of a shop", "a person who uses something")).toBe(false);
  });
});

describe("isPrefixNegation", () => {
  it("finds the word with a negative prefix, either way round", () => {
    for (const [word, antonym] of [
      ["charitable", "uncharitable"],
      ["specific", "nonspecific"],
      ["specific", "non-specific"],
      ["honest", "dishonest"],
      ["legal", "illegal"],
      ["possible", "impossible"],
      ["regular", "irregular"],
      ["formal", "informal"],
      ["typical", "atypical"],
    ]) {
      expect(isPrefixNegation(word!, antonym!), `${word}/${antonym}`).toBe(true);
      expect(isPrefixNegation(antonym!, word!)).toBe(true);
    }
    expect(isPrefixNegation("good", "bad")).toBe(false);
    expect(isPrefixNegation("happy", "sad")).toBe(false);
  });
});
