// The typed-answer checker (cloze and typed recall), table-driven: what is
// forgiven (case, spaces, accents, any form of the word, one slip on a word of
// five letters or more) and what never is (a slip on a short word, two slips,
// and above all another real word, however close: affect for effect).
import { describe, expect, it } from "vitest";
import { characterDiff, checkTyped, damerauLevenshtein, normalizeAnswer } from "@/lib/practice/answer-check";
import type { TypedVerdict } from "@/lib/practice/types";
import { practiceTables } from "@/lib/practice/word-tables";

/** The key a cloze or typed question of this word gets. */
function keyOf(word: string): { word: string; forms: string[] } {
  const entry = practiceTables().byWord.get(word);
  if (!entry) throw new Error(`"${word}" is not in the word set`);
  return { word: entry.entry.word, forms: [...entry.forms] };
}

type Row = [word: string, typed: string, verdict: TypedVerdict];

const EXACT: Row[] = [
  ["problem", "problem", "exact"],
  ["problem", "Problem", "exact"],
  ["problem", "PROBLEM", "exact"],
  ["problem", "  problem  ", "exact"],
  ["problem", "\tproblem\n", "exact"],
  ["problem", "problem.", "exact"],
  ["problem", "pröblem", "exact"],
  ["say", "say", "exact"],
  ["say", "Say", "exact"],
  ["say", " say ", "exact"],
  ["happy", "happy", "exact"],
  ["happy", "HaPpY", "exact"],
  ["happy", "happy!", "exact"],
  ["naive", "naïve", "exact"],
  ["naive", "NAÏVE", "exact"],
  ["resume", "résumé", "exact"],
  ["resume", "Résumé", "exact"],
  ["elite", "élite", "exact"],
  ["debut", "début", "exact"],
  ["role", "rôle", "exact"],
  ["role", "role", "exact"],
  ["child", "child", "exact"],
  ["go", "go", "exact"],
  ["go", "GO", "exact"],
  ["run", "run", "exact"],
  ["person", "person", "exact"],
  ["person", "Person ", "exact"],
  ["affect", "affect", "exact"],
  ["effect", "effect", "exact"],
  ["quickly", "quickly", "exact"],
  ["beautiful", "beautiful", "exact"],
  ["beautiful", "BEAUTIFUL", "exact"],
  ["knowledge", "knowledge", "exact"],
  ["government", "Government", "exact"],
  ["necessary", "necessary", "exact"],
  ["accommodation", "accommodation", "exact"],
  ["environment", "environment", "exact"],
  ["tomato", "tomato", "exact"],
  ["city", "city", "exact"],
  ["box", "box", "exact"],
];

const FORMS: Row[] = [
  ["say", "said", "form"],
  ["say", "says", "form"],
  ["say", "Says", "form"],
  ["say", "saying", "form"],
  ["say", "SAID", "form"],
  ["problem", "problems", "form"],
  ["problem", " Problems ", "form"],
  ["child", "children", "form"],
  ["mouse", "mice", "form"],
  ["leaf", "leaves", "form"],
  ["knife", "knives", "form"],
  ["go", "went", "form"],
  ["go", "gone", "form"],
  ["go", "goes", "form"],
  ["go", "going", "form"],
  ["good", "better", "form"],
  ["good", "best", "form"],
  ["bad", "worse", "form"],
  ["bad", "worst", "form"],
  ["happy", "happier", "form"],
  ["happy", "happiest", "form"],
  ["big", "bigger", "form"],
  ["big", "biggest", "form"],
  ["stop", "stopped", "form"],
  ["stop", "stopping", "form"],
  ["stop", "stops", "form"],
  ["run", "ran", "form"],
  ["run", "running", "form"],
  ["run", "runs", "form"],
  ["make", "made", "form"],
  ["make", "making", "form"],
  ["make", "makes", "form"],
  ["buy", "bought", "form"],
  ["think", "thought", "form"],
  ["write", "wrote", "form"],
  ["write", "written", "form"],
  ["write", "writing", "form"],
  ["try", "tried", "form"],
  ["try", "tries", "form"],
  ["carry", "carried", "form"],
  ["carry", "carries", "form"],
  ["city", "cities", "form"],
  ["box", "boxes", "form"],
  ["watch", "watches", "form"],
  ["tomato", "tomatoes", "form"],
  ["visit", "visited", "form"],
  ["travel", "travelled", "form"],
  ["travel", "traveled", "form"],
  ["affect", "affected", "form"],
  ["affect", "affects", "form"],
  ["lose", "lost", "form"],
  ["lose", "losing", "form"],
  ["begin", "began", "form"],
  ["begin", "begun", "form"],
  ["choose", "chose", "form"],
  ["choose", "chosen", "form"],
  ["person", "persons", "form"],
  ["analysis", "analyses", "form"],
  ["crisis", "crises", "form"],
  ["phenomenon", "phenomena", "form"],
];

const TYPOS_ACCEPTED: Row[] = [
  ["problem", "probelm", "typo"],
  ["problem", "problm", "typo"],
  ["problem", "probblem", "typo"],
  ["problem", "prob1em", "typo"],
  ["problem", "Probelm ", "typo"],
  ["problem", "problesm", "typo"],
  ["happy", "hapy", "typo"],
  ["happy", "happpy", "typo"],
  ["happy", "hpapy", "typo"],
  ["beautiful", "beatiful", "typo"],
  ["beautiful", "beautifull", "typo"],
  ["beautiful", "beuatiful", "typo"],
  ["beautiful", "béautifull", "typo"],
  ["knowledge", "knowlege", "typo"],
  ["knowledge", "knowledeg", "typo"],
  ["government", "goverment", "typo"],
  ["government", "governmnet", "typo"],
  ["necessary", "neccessary", "typo"],
  ["necessary", "necesary", "typo"],
  ["accommodation", "accomodation", "typo"],
  ["environment", "enviroment", "typo"],
  ["environment", "environmnet", "typo"],
  ["person", "preson", "typo"],
  ["person", "persn", "typo"],
  ["quickly", "quikly", "typo"],
  ["quickly", "qiuckly", "typo"],
  ["tomato", "tomatto", "typo"],
  ["child", "chidlren", "typo"],
  ["write", "wrtie", "typo"],
  ["written", "writen", "typo"],
  ["receive", "recieve", "typo"],
  ["believe", "beleive", "typo"],
  ["separate", "seperate", "typo"],
  ["definitely", "definately", "typo"],
  ["tomorrow", "tommorrow", "typo"],
  ["tomorrow", "tomorow", "typo"],
  ["weird", "wierd", "typo"],
  ["friend", "freind", "typo"],
  ["calendar", "calender", "typo"],
  ["library", "libary", "typo"],
  ["restaurant", "restaraunt", "wrong"],
  // A slip on one of the word's forms: "problems" mistyped.
  ["problem", "problmes", "typo"],
  ["happy", "hapier", "typo"],
  ["child", "childern", "typo"],
  ["child", "chilren", "typo"],
  // …but only on words of five letters or more, even when the form is longer.
  ["say", "sayign", "wrong"],
  ["make", "makign", "wrong"],
  ["lose", "losign", "wrong"],
];

const SHORT_WORDS_REFUSED: Row[] = [
  ["say", "sya", "wrong"],
  ["say", "sy", "wrong"],
  ["say", "sayy", "wrong"],
  ["make", "mkae", "wrong"],
  ["make", "mak", "wrong"],
  ["make", "maek", "wrong"],
  ["run", "rnu", "wrong"],
  ["run", "rum", "wrong"],
  ["go", "og", "wrong"],
  ["go", "goo", "wrong"],
  ["city", "ctiy", "wrong"],
  ["city", "cty", "wrong"],
  ["box", "bxo", "wrong"],
  ["lose", "loes", "wrong"],
  ["child", "chidl", "typo"],
  ["role", "rloe", "wrong"],
  ["big", "bgi", "wrong"],
  ["stop", "stpo", "wrong"],
  ["good", "godo", "wrong"],
  ["try", "tyr", "wrong"],
];

/** Confusable real words: the learner must see these as a miss, never as a slip. */
const REAL_WORDS_REFUSED: Row[] = [
  ["affect", "effect", "wrong"],
  ["effect", "affect", "wrong"],
  ["affect", "Effect", "wrong"],
  ["effect", "affects", "wrong"],
  ["loose", "lose", "wrong"],
  ["lose", "loose", "wrong"],
  ["principal", "principle", "wrong"],
  ["principle", "principal", "wrong"],
  ["then", "than", "wrong"],
  ["advise", "advice", "wrong"],
  ["advice", "advise", "wrong"],
  ["quiet", "quite", "wrong"],
  ["quite", "quiet", "wrong"],
  ["desert", "dessert", "wrong"],
  ["breath", "breathe", "wrong"],
  ["breathe", "breath", "wrong"],
  ["complement", "compliment", "wrong"],
  ["compliment", "complement", "wrong"],
  ["stationary", "stationery", "wrong"],
  ["angel", "angle", "wrong"],
  ["angle", "angel", "wrong"],
  ["diary", "dairy", "wrong"],
  ["trail", "trial", "wrong"],
  ["trial", "trail", "wrong"],
  ["cloth", "clothe", "wrong"],
  ["clothe", "cloth", "wrong"],
  ["later", "latter", "wrong"],
  ["latter", "later", "wrong"],
  ["moral", "morale", "wrong"],
  ["morale", "moral", "wrong"],
  ["device", "devise", "wrong"],
  ["devise", "device", "wrong"],
  ["canvas", "canvass", "wrong"],
  ["ensure", "insure", "wrong"],
  ["insure", "ensure", "wrong"],
  ["further", "farther", "wrong"],
  ["wander", "wonder", "wrong"],
  ["wonder", "wander", "wrong"],
  ["casual", "causal", "wrong"],
  ["causal", "casual", "wrong"],
  ["marital", "martial", "wrong"],
  ["sacred", "scared", "wrong"],
  ["scared", "sacred", "wrong"],
  ["tired", "tried", "wrong"],
  ["county", "country", "wrong"],
  ["country", "county", "wrong"],
  ["expand", "expend", "wrong"],
  ["expend", "expand", "wrong"],
  ["adapt", "adopt", "wrong"],
  ["adopt", "adapt", "wrong"],
  ["adapt", "adept", "wrong"],
  ["conform", "confirm", "wrong"],
  ["confirm", "conform", "wrong"],
  ["choose", "chose", "form"],
  ["lightning", "lightening", "wrong"],
  ["effective", "affective", "wrong"],
  ["human", "humane", "wrong"],
  ["humane", "human", "wrong"],
  ["rational", "rationale", "wrong"],
  ["rationale", "rational", "wrong"],
  ["statue", "statute", "wrong"],
  ["statute", "statue", "wrong"],
  ["metal", "medal", "wrong"],
  ["medal", "metal", "wrong"],
  ["later", "layer", "wrong"],
  ["quiet", "quit", "wrong"],
  ["assent", "ascent", "wrong"],
  ["weather", "wether", "wrong"],
  ["faint", "feint", "wrong"],
  ["minor", "miner", "wrong"],
  ["breach", "broach", "wrong"],
  ["imminent", "immanent", "wrong"],
  ["adverse", "averse", "wrong"],
  ["palace", "palate", "wrong"],
  ["wallet", "pallet", "wrong"],
  ["denial", "venial", "wrong"],
  ["carpet", "caret", "wrong"],
  ["person", "prison", "wrong"],
  ["beautiful", "bountiful", "wrong"],
  ["world", "word", "wrong"],
  ["house", "horse", "wrong"],
  ["house", "mouse", "wrong"],
  ["breathe", "breathes", "form"],
  ["woman", "women", "form"],
  ["whole", "while", "wrong"],
];

/**
 * Forms English does not make (rule-made forms of words with irregular ones,
 * -er on long words and -ly adverbs): not the word's forms, and not slips
 * either, but the rule applied where it does not hold, which the learner
 * should see corrected.
 */
const FORMS_THAT_ARE_NOT: Row[] = [
  ["say", "sayed", "wrong"],
  ["go", "goed", "wrong"],
  ["buy", "buyed", "wrong"],
  ["think", "thinked", "wrong"],
  ["write", "writed", "wrong"],
  ["child", "childs", "wrong"],
  ["mouse", "mouses", "wrong"],
  ["good", "gooder", "wrong"],
  ["bad", "badder", "wrong"],
  ["beautiful", "beautifuller", "wrong"],
  ["quickly", "quicklier", "wrong"],
  ["knit", "knitted", "form"],
  ["burn", "burned", "form"],
  ["burn", "burnt", "form"],
];

const OTHER_MISSES: Row[] = [
  ["problem", "", "wrong"],
  ["problem", "   ", "wrong"],
  ["problem", ".", "wrong"],
  ["problem", "porblme", "wrong"],
  ["problem", "prblm", "wrong"],
  ["problem", "problemss s", "wrong"],
  ["problem", "the problem", "wrong"],
  ["problem", "issue", "wrong"],
  ["problem", "trouble", "wrong"],
  ["happy", "glad", "wrong"],
  ["happy", "hapyy y", "wrong"],
  ["happy", "hppy y", "wrong"],
  ["beautiful", "beatifull", "wrong"],
  ["beautiful", "butiful", "wrong"],
  ["knowledge", "nolege", "wrong"],
  ["government", "govermnet", "wrong"],
  ["say", "tell", "wrong"],
  ["say", "sayd", "wrong"],
  ["go", "walk", "wrong"],
  ["person", "people", "wrong"],
  ["person", "individual", "wrong"],
  ["child", "kid", "wrong"],
  ["quickly", "quick", "wrong"],
  ["quickly", "fast", "wrong"],
  ["run", "r", "wrong"],
  ["necessary", "neccesary", "wrong"],
  ["accommodation", "acommodation s", "wrong"],
  ["tomato", "potato", "wrong"],
  ["say", "s a y", "wrong"],
  ["problem", "problem problem", "wrong"],
];

const TABLE: Row[] = [...EXACT, ...FORMS, ...TYPOS_ACCEPTED, ...SHORT_WORDS_REFUSED, ...REAL_WORDS_REFUSED, ...FORMS_THAT_ARE_NOT, ...OTHER_MISSES];

describe("checkTyped: the verdict for each expected/typed pair", () => {
  it("has at least 200 pairs", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(200);
  });

  it.each(TABLE)("%s, typed %j: %s", (word, typed, verdict) => {
    expect(checkTyped(typed, keyOf(word)).verdict).toBe(verdict);
  });

  it("never accepts a confusable real word, whatever the distance", () => {
    const accepted = REAL_WORDS_REFUSED.filter(([word, typed]) => {
      const { verdict } = checkTyped(typed, keyOf(word));
      return verdict === "typo" || (verdict === "exact" && typed !== word);
    });
    expect(accepted).toEqual([]);
  });
});

describe("the diff shown when the answer is not exact", () => {
  it("is absent for an exact answer", () => {
    expect(checkTyped(" Problem ", keyOf("problem")).diff).toBeUndefined();
  });

  it("shows a swap as one missing and one extra letter", () => {
    expect(checkTyped("probelm", keyOf("problem")).diff).toEqual([
      { text: "prob", op: "same" },
      { text: "l", op: "missing" },
      { text: "e", op: "same" },
      { text: "l", op: "extra" },
      { text: "m", op: "same" },
    ]);
  });

  it("spells, in its same and missing parts, the word (or the form the slip was made on)", () => {
    for (const [word, typed] of [...TYPOS_ACCEPTED, ...REAL_WORDS_REFUSED, ...OTHER_MISSES]) {
      const { verdict, diff } = checkTyped(typed, keyOf(word));
      const spelt = (diff ?? [])
        .filter((part) => part.op !== "extra")
        .map((part) => part.text)
        .join("");
      if (verdict === "typo") expect(keyOf(word).forms).toContain(spelt);
      else expect(spelt).toBe(word);
      const typedBack = (diff ?? [])
        .filter((part) => part.op !== "missing")
        .map((part) => part.text)
        .join("");
      expect(typedBack).toBe(normalizeAnswer(typed));
    }
  });

  it("is the whole word, missing, for an empty answer", () => {
    expect(checkTyped("", keyOf("problem")).diff).toEqual([{ text: "problem", op: "missing" }]);
  });

  it("compares a form with the word", () => {
    expect(checkTyped("said", keyOf("say"))).toEqual({
      verdict: "form",
      diff: [
        { text: "sa", op: "same" },
        { text: "y", op: "missing" },
        { text: "id", op: "extra" },
      ],
    });
  });

  it("merges neighbouring parts of one kind", () => {
    expect(characterDiff("abcxyz", "abcdef")).toEqual([
      { text: "abc", op: "same" },
      { text: "def", op: "missing" },
      { text: "xyz", op: "extra" },
    ]);
  });
});

describe("damerauLevenshtein", () => {
  it.each([
    ["", "", 0],
    ["a", "", 1],
    ["", "abc", 3],
    ["problem", "problem", 0],
    ["problem", "probelm", 1],
    ["problem", "problm", 1],
    ["problem", "probleem", 1],
    ["problem", "problen", 1],
    ["ca", "abc", 3],
    ["kitten", "sitting", 3],
    ["affect", "effect", 1],
    ["principal", "principle", 2],
  ] as const)("%j, %j: %i", (a, b, distance) => {
    expect(damerauLevenshtein(a, b)).toBe(distance);
    expect(damerauLevenshtein(b, a)).toBe(distance);
  });
});
