// Questions of every kind from a word: what the learner sees (payload), what
// the answer is checked against (key), null where no defensible question can
// be made, and canAsk agreeing with buildQuestion.
import { describe, expect, it } from "vitest";
import { buildMatch, buildQuestion, canAsk } from "@/lib/practice/questions";
import { askableSenses, typedSenses } from "@/lib/practice/sense-choice";
import { BLANK, MATCH_SIZE, gapLetter } from "@/lib/practice/types";
import { hintOf } from "@/lib/practice/typed-key";
import { type PracticeWord, practiceTables } from "@/lib/practice/word-tables";
import { acceptedForms } from "@/lib/words/accepted-forms";
import { containsAnyForm } from "@/lib/words/word-forms";

const tables = practiceTables();

function wordOf(word: string): PracticeWord {
  const entry = tables.byWord.get(word);
  if (!entry) throw new Error(`"${word}" is not in the word set`);
  return entry;
}

describe("buildQuestion", () => {
  const say = wordOf("say");

  it("meaning: the word, its pronunciation and part of speech, four definitions of which one is the word's", () => {
    const question = buildQuestion("meaning", say.index, "q1");
    expect(question?.payload).toMatchObject({ kind: "meaning", word: "say", ipa: "seɪ", partOfSpeech: "verb" });
    expect(question?.key.kind).toBe("meaning");
    if (question?.payload.kind !== "meaning" || question.key.kind !== "meaning") throw new Error("not a meaning question");
    expect(question.key.options).toEqual(question.payload.options);
    expect(say.definitions.has(question.payload.options[question.key.correct] ?? "")).toBe(true);
    expect(question.wordIndexes).toEqual([say.index]);
  });

  it("word: a definition and four words, the right one the word", () => {
    const question = buildQuestion("word", say.index, "q1");
    if (question?.payload.kind !== "word" || question.key.kind !== "word") throw new Error("not a word question");
    expect(question.payload.options[question.key.correct]).toBe("say");
    expect(say.definitions.has(question.payload.definition)).toBe(true);
    expect(containsAnyForm(question.payload.definition, say.forms)).toBe(false);
  });

  it("synonym: the word, the sense asked, exactly one synonym of that sense among four", () => {
    const want = wordOf("want");
    const question = buildQuestion("synonym", want.index, "q1");
    if (question?.payload.kind !== "synonym" || question.key.kind !== "synonym") throw new Error("not a synonym question");
    const { definition } = question.payload;
    const sense = want.entry.details.find((d) => d.definition === definition);
    const right = question.payload.options[question.key.correct] ?? "";
    expect(sense?.synonyms).toContain(right);
    expect(question.payload.options.filter((option) => want.synonyms.has(option))).toEqual([right]);
    // say / tell are taught apart (Ambiguous Words), never as synonyms.
    expect(buildQuestion("synonym", say.index, "q1")).toBeNull();
  });

  it("antonym: exactly one antonym of the sense among four; null for a word without antonyms", () => {
    const good = wordOf("good");
    const question = buildQuestion("antonym", good.index, "q1");
    if (question?.payload.kind !== "antonym" || question.key.kind !== "antonym") throw new Error("not an antonym question");
    const { definition } = question.payload;
    const sense = good.entry.details.find((d) => d.definition === definition);
    const right = question.payload.options[question.key.correct] ?? "";
    expect(sense?.antonyms).toContain(right);
    expect(question.payload.options.filter((option) => good.antonyms.has(option))).toEqual([right]);
    expect(say.antonyms.size).toBe(0);
    expect(buildQuestion("antonym", say.index, "q1")).toBeNull();
    expect(canAsk("antonym", say.index)).toBe(false);
  });

  it("cloze: a sentence with the word blanked and its sense's definition; the key is the word and its forms", () => {
    const question = buildQuestion("cloze", say.index, "q1");
    if (question?.payload.kind !== "cloze") throw new Error("not a cloze question");
    expect(question.payload.sentence).toContain(BLANK);
    expect(containsAnyForm(question.payload.sentence, say.forms)).toBe(false);
    if (question.key.kind !== "cloze") throw new Error("not a cloze key");
    // The verb's forms (the sense asked), and the form the blank held.
    expect(question.key).toMatchObject({ kind: "cloze", word: "say", forms: acceptedForms("say", [question.payload.partOfSpeech]) });
    expect(question.key.forms).toContain("said");
    expect(question.key.needed?.length).toBeGreaterThan(0);
    for (const form of question.key.needed ?? []) expect(say.forms).toContain(form);
  });

  it("shows Lexi's wording as written, with what the word describes in front: (of a voice) deep and rough", () => {
    const husky = wordOf("husky");
    const shown = Array.from({ length: 30 }, (_, i) => buildQuestion("word", husky.index, `q${i}`)?.payload).flatMap((payload) =>
      payload && "definition" in payload ? [payload.definition] : [],
    );
    expect(shown).toContain("(of a voice) deep and rough");
  });

  it("cloze and typed show the first letter: of the form the gap held, or of the word", () => {
    let built = 0;
    for (const word of practiceTables().words.filter((w) => w.index % 97 === 0)) {
      const cloze = buildQuestion("cloze", word.index, "q1");
      if (cloze?.payload.kind === "cloze" && cloze.key.kind === "cloze") {
        expect(cloze.payload.startsWith, word.entry.word).toBe((cloze.key.needed?.[0] ?? word.entry.word)[0]);
        built++;
      }
      const typed = buildQuestion("typed", word.index, "q1");
      if (typed?.payload.kind === "typed") expect(typed.payload.startsWith, word.entry.word).toBe(word.entry.word[0]);
    }
    expect(built).toBeGreaterThan(100);
  });

  it("a gap that starts a sentence shows a capital first letter", () => {
    expect(gapLetter("", "a")).toBe("A");
    expect(gapLetter("It rained. ", "s")).toBe("S");
    expect(gapLetter('He said "Go!" ', "t")).toBe("T");
    expect(gapLetter("She won an ", "a")).toBe("a");
    expect(gapLetter("Mr ", "s")).toBe("s");
  });

  it("the hint gives the first letter and length of the form the gap needs (went for go), as the question shows", () => {
    const key = { kind: "cloze" as const, word: "go", forms: ["go", "goes", "went", "gone", "going"], needed: ["went"] };
    expect(hintOf(key)).toEqual({ firstLetter: "w", length: 4 });
    expect(hintOf({ ...key, kind: "typed", needed: undefined })).toEqual({ firstLetter: "g", length: 2 });
    expect(hintOf({ kind: "meaning", correct: 0, options: ["a", "b"] })).toBeNull();
  });

  it("typed: a definition that does not hold the word; the key is the word and its forms", () => {
    const group = wordOf("group");
    for (let i = 0; i < 20; i++) {
      const question = buildQuestion("typed", group.index, `q${i}`);
      if (question?.payload.kind !== "typed") throw new Error("not a typed question");
      // "arrange into a group or groups" would answer itself.
      expect(question.payload.definition).not.toBe("arrange into a group or groups");
      expect(containsAnyForm(question.payload.definition, group.forms)).toBe(false);
      // The forms of the part of speech asked; no sentence, so no form needed.
      expect(question.key).toMatchObject({ kind: "typed", word: "group", forms: acceptedForms("group", [question.payload.partOfSpeech]) });
      expect(question.key).not.toHaveProperty("needed");
    }
  });

  it("never shows a part of speech that is the answer: the word noun is asked only by its senses labelled otherwise", () => {
    const noun = wordOf("noun");
    expect(askableSenses(noun).some((sense) => sense.partOfSpeech === "noun")).toBe(true);
    for (const kind of ["meaning", "word", "cloze", "typed"] as const) {
      for (let i = 0; i < 20; i++) {
        const payload = buildQuestion(kind, noun.index, `q${i}`)?.payload;
        if (payload && "partOfSpeech" in payload) expect(payload.partOfSpeech, kind).not.toBe("noun");
      }
    }
  });

  it("typed: prefers a definition no other word shares", () => {
    const person = wordOf("person");
    const definitions = new Set(
      Array.from({ length: 20 }, (_, i) => buildQuestion("typed", person.index, `q${i}`)?.payload).map((p) => p && "definition" in p && p.definition),
    );
    // "a human being" is also someone's, somebody's, individual's… definition.
    expect(definitions.has("a human being")).toBe(false);
  });

  it("is the same for the same seed and asks only core senses, rotating among them over seeds", () => {
    const make = wordOf("make");
    expect(buildQuestion("meaning", make.index, "fixed")).toEqual(buildQuestion("meaning", make.index, "fixed"));
    // A word with two core senses that no other word shares: typed recall asks both over seeds, and nothing else.
    const twoSenses = tables.words.find((word) => typedSenses(word).length > 1);
    if (!twoSenses) throw new Error("no word with two typed senses");
    const core = new Set(typedSenses(twoSenses).map((sense) => sense.definition));
    const definitions = new Set(
      Array.from({ length: 30 }, (_, i) => buildQuestion("typed", twoSenses.index, `seed-${i}`)?.payload).map((p) => p && "definition" in p && p.definition),
    );
    expect(definitions).toEqual(core);
  });

  it("never asks a sense that is not core, nor a labelled one", () => {
    const sample = tables.words.filter((word) => word.index % 53 === 0);
    for (const word of sample) {
      const asked = new Set(askableSenses(word));
      for (const sense of asked) {
        expect(sense.core === true || !tables.words.some(({ entry }) => entry.details.some((s) => s.core === true)), word.entry.word).toBe(true);
        expect(sense.labels ?? [], word.entry.word).toEqual([]);
      }
      const question = buildQuestion("typed", word.index, "core");
      if (question?.payload.kind === "typed") {
        const { definition } = question.payload;
        expect(
          [...asked].some((sense) => sense.definition === definition || definition.length < sense.definition.length),
          word.entry.word,
        ).toBe(true);
      }
    }
  });

  it("is null for an index outside the word set", () => {
    for (const kind of ["meaning", "word", "cloze", "typed", "synonym", "antonym"] as const) {
      for (const index of [-1, 1.5, tables.words.length, Number.NaN]) {
        expect(buildQuestion(kind, index, "q")).toBeNull();
        expect(canAsk(kind, index)).toBe(false);
      }
    }
  });

  it("canAsk agrees with buildQuestion, whatever the seed", () => {
    const sample = tables.words.filter((word) => word.index % 97 === 0);
    for (const kind of ["meaning", "word", "cloze", "typed", "synonym", "antonym"] as const) {
      for (const word of sample) {
        const askable = canAsk(kind, word.index);
        for (const seed of ["a", "b", "c"]) expect(buildQuestion(kind, word.index, seed) !== null, `${kind} ${word.entry.word}`).toBe(askable);
      }
    }
  });
});

describe("buildMatch", () => {
  const indexes = (words: readonly string[]): number[] => words.map((word) => wordOf(word).index);
  const eight = indexes(["person", "say", "make", "group", "house", "water", "happy", "run"]);

  it("six words with one definition each, both columns shuffled, pairs pointing to each word's definition", () => {
    const board = buildMatch(eight, "board-1");
    const key = board?.key;
    if (board?.payload.kind !== "match" || key?.kind !== "match") throw new Error("no board");
    const { words, definitions } = board.payload;
    expect(words).toHaveLength(MATCH_SIZE.max);
    expect(definitions).toHaveLength(MATCH_SIZE.max);
    expect(key.words).toEqual(words);
    expect(key.definitions).toEqual(definitions);
    expect([...key.pairs].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    words.forEach((word, i) => {
      expect(wordOf(word).definitions.has(definitions[key.pairs[i] ?? -1] ?? "")).toBe(true);
    });
    expect(board.wordIndexes).toEqual(words.map((word) => wordOf(word).index));
    // The first six that fit, in the order given.
    expect(new Set(words)).toEqual(new Set(["person", "say", "make", "group", "house", "water"]));
  });

  it("no definition names a word of the board", () => {
    for (let i = 0; i < 20; i++) {
      const board = buildMatch(eight, `board-${i}`);
      if (board?.key.kind !== "match") throw new Error("no board");
      const text = board.key.definitions.join(" ");
      for (const word of board.key.words) expect(containsAnyForm(text, wordOf(word).forms), word).toBe(false);
    }
  });

  it("is the same for the same seed, shuffled differently for others", () => {
    expect(buildMatch(eight, "board-1")).toEqual(buildMatch(eight, "board-1"));
    const orders = new Set(Array.from({ length: 10 }, (_, i) => JSON.stringify(buildMatch(eight, `board-${i}`)?.payload)));
    expect(orders.size).toBeGreaterThan(5);
  });

  it("five words make a board; four do not; a word given twice counts once", () => {
    const five = eight.slice(0, 5);
    expect(buildMatch(five, "b")?.payload).toMatchObject({ kind: "match" });
    expect(buildMatch(five, "b")?.wordIndexes).toHaveLength(5);
    expect(buildMatch(eight.slice(0, 4), "b")).toBeNull();
    expect(buildMatch([...eight.slice(0, 4), eight[0] ?? 0, eight[1] ?? 0], "b")).toBeNull();
    expect(buildMatch([], "b")).toBeNull();
  });

  it("leaves out a word alike another on the board (a synonym, a form), so one matching only is right", () => {
    // glad is a synonym of happy; individual of person.
    const board = buildMatch(indexes(["happy", "glad", "person", "individual", "say", "make", "group", "house"]), "b");
    if (board?.key.kind !== "match") throw new Error("no board");
    expect(board.key.words).not.toContain("glad");
    expect(board.key.words).not.toContain("individual");
    expect(board.key.words).toHaveLength(6);
  });
});
