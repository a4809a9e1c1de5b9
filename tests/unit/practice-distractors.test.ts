// The wrong options of the four-option questions, on fixed seeds: the same
// part of speech, about as common as the word, never the word, a form or a
// synonym of it (either way round), never another right answer, never twice;
// the same seed always gives the same ones.
import { describe, expect, it } from "vitest";
import rejectedKeysFile from "@/prisma/data/rejected-keys.json" with { type: "json" };
import { ALPHABETICAL_GAP, distractorPool, type DistractorRequest, pickDistractors } from "@/lib/practice/distractors";
import { shareMeaningWord } from "@/lib/practice/give-away";
import { askableSenses, shownDefinition } from "@/lib/practice/sense-choice";
import { bandOf } from "@/lib/words/bands";
import { buildQuestion } from "@/lib/practice/questions";
import { seededRandom } from "@/lib/practice/seeded-random";
import { type PracticeWord, practiceTables } from "@/lib/practice/word-tables";
import { lemmaOf } from "@/lib/practice/word-relations";
import { wordTokens } from "@/lib/words/word-forms";

const tables = practiceTables();
const rejectedKeys = rejectedKeysFile as Record<"synonym" | "antonym", [string, string][]>;

function wordOf(word: string): PracticeWord {
  const entry = tables.byWord.get(word);
  if (!entry) throw new Error(`"${word}" is not in the word set`);
  return entry;
}

function indexOf(word: string): number {
  return wordOf(word).index;
}

/** The wrong options of a built choice question. */
function wrongOptions(kind: "meaning" | "word" | "synonym" | "antonym", word: string, seed: string): string[] {
  const question = buildQuestion(kind, indexOf(word), seed);
  if (!question || !("options" in question.key)) throw new Error(`no ${kind} question for ${word}`);
  const { options, correct } = question.key;
  return options.filter((_, i) => i !== correct);
}

describe("named options on fixed seeds", () => {
  it("meaning → word for happy, seed-a", () => {
    expect(buildQuestion("word", indexOf("happy"), "seed-a")).toEqual({
      payload: {
        kind: "word",
        definition: "feeling or showing pleasure",
        partOfSpeech: "adjective",
        options: ["small", "clear", "alone", "happy"],
      },
      key: { kind: "word", correct: 3, options: ["small", "clear", "alone", "happy"] },
      wordIndexes: [indexOf("happy")],
    });
  });

  it("meaning → word for problem, seed-b", () => {
    expect(buildQuestion("word", indexOf("problem"), "seed-b")?.key).toEqual({ kind: "word", correct: 1, options: ["sense", "problem", "bill", "past"] });
  });

  it("antonyms for quickly, seed-c", () => {
    expect(buildQuestion("antonym", indexOf("quickly"), "seed-c")?.payload).toEqual({
      kind: "antonym",
      word: "quickly",
      definition: "fast, at great speed",
      partOfSpeech: "adverb",
      options: ["twice", "slowly", "indeed", "exactly"],
    });
  });

  it("word → meaning for person, seed-a", () => {
    expect(buildQuestion("meaning", indexOf("person"), "seed-a")?.key).toEqual({
      kind: "meaning",
      correct: 0,
      options: [
        "a man, woman or child",
        "a particular day of the month or year",
        "one of the two parts of your face that you see with",
        "a lamp or other thing that makes a place bright",
      ],
    });
  });

  it("synonyms for want, seed-a: three wrong options, none a synonym", () => {
    const wrong = wrongOptions("synonym", "want", "seed-a");
    expect(wrong).toHaveLength(3);
    for (const option of wrong) expect(wordOf("want").synonyms.has(option), option).toBe(false);
  });

  it("no synonym question for big: its definition, large in size, names the synonym", () => {
    expect(buildQuestion("synonym", indexOf("big"), "seed-a")).toBeNull();
  });
});

describe("the rules, over many words and seeds", () => {
  // Every 25th word of the set: a spread from the commonest to the rarest.
  const sample = tables.words.filter((word) => word.index % 25 === 0);
  const seeds = ["seed-a", "seed-b", "seed-c"];

  it.each(["word", "synonym", "antonym"] as const)(
    "%s: same part of speech, close in commonness, never alike the word, no option twice",
    (kind) => {
      let checked = 0;
      for (const word of sample) {
        for (const seed of seeds) {
          const question = buildQuestion(kind, word.index, seed);
          if (!question || !("options" in question.key) || !("partOfSpeech" in question.payload)) continue;
          const { partOfSpeech } = question.payload;
          const { options, correct } = question.key;
          expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(4);
          const list = tables.byPartOfSpeech[partOfSpeech];
          const right = lemmaOf(options[correct] ?? "", partOfSpeech);
          for (const option of options.filter((_, i) => i !== correct)) {
            const rival = wordOf(option);
            const context = `${word.entry.word} ${kind} ${seed}: ${option}`;
            // A core sense of the part of speech, from the word's band or a neighbouring one, no alphabetical neighbour.
            expect(
              askableSenses(rival).some((sense) => sense.partOfSpeech === partOfSpeech),
              context,
            ).toBe(true);
            expect(Math.abs(bandOf(rival.index) - bandOf(word.index)), context).toBeLessThanOrEqual(1);
            expect(list.indexOf(rival.index), context).toBeGreaterThanOrEqual(0);
            expect(Math.abs(rival.alphabeticalPosition - word.alphabeticalPosition), context).toBeGreaterThanOrEqual(ALPHABETICAL_GAP);
            expect(word.forms, context).not.toContain(option);
            expect(word.synonyms.has(option), context).toBe(false);
            expect(rival.synonyms.has(word.entry.word), context).toBe(false);
            expect(
              [...rival.definitions].some((d) => word.definitions.has(d)),
              context,
            ).toBe(false);
            if (kind !== "word") {
              expect(right.word?.synonyms.has(option) ?? false, context).toBe(false);
              expect(rival.synonyms.has(right.text), context).toBe(false);
            }
            if (kind === "antonym") {
              expect(word.antonyms.has(option), context).toBe(false);
              expect(rival.antonyms.has(word.entry.word), context).toBe(false);
            }
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
      // ~2,000 questions built cold (each word's facts are made on first use): seconds on a loaded 2-core machine.
    },
    60_000,
  );

  /** The words that have each definition, by part of speech. */
  const definitionOwners = new Map<string, PracticeWord[]>();
  for (const word of tables.words) {
    for (const sense of word.entry.details) {
      const key = `${sense.partOfSpeech}|${sense.definition}`;
      definitionOwners.set(key, [...(definitionOwners.get(key) ?? []), word]);
    }
  }

  it("meaning: wrong definitions of words of the same part of speech, never one of the word's own, never naming it", () => {
    for (const word of sample) {
      const question = buildQuestion("meaning", word.index, "seed-a");
      if (!question || question.payload.kind !== "meaning" || !("options" in question.key)) continue;
      const { options, correct } = question.key;
      // Lexi's wording as written, or a WordNet definition as a question shows it.
      expect(word.entry.details.some((sense) => sense.definition === options[correct] || shownDefinition(word, sense.definition) === options[correct])).toBe(
        true,
      );
      expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(4);
      for (const option of options.filter((_, i) => i !== correct)) {
        expect(word.definitions.has(option.toLowerCase()), option).toBe(false);
        const owners = definitionOwners.get(`${question.payload.partOfSpeech}|${option}`) ?? [];
        expect(owners.length, option).toBeGreaterThan(0);
        expect(
          owners.some((owner) => word.synonyms.has(owner.entry.word) || owner.synonyms.has(word.entry.word)),
          option,
        ).toBe(false);
      }
    }
  });

  it("meaning: no wrong definition shares a word of meaning with the right one (wittily is never offered 'in an amusing and enjoyable way')", () => {
    for (const word of sample) {
      const question = buildQuestion("meaning", word.index, "seed-a");
      if (!question || !("options" in question.key)) continue;
      const { options, correct } = question.key;
      for (const option of options.filter((_, i) => i !== correct))
        expect(shareMeaningWord(option, options[correct]!), `${word.entry.word}: ${option}`).toBe(false);
    }
    const wittily = ["seed-a", "seed-b", "seed-c", "seed-d", "seed-e", "seed-f"].flatMap((seed) => wrongOptions("meaning", "wittily", seed));
    expect(wittily).not.toContain("in an amusing and enjoyable way");
    expect(wrongOptions("meaning", "chair", "seed-a").filter((option) => /\bin charge\b/.test(option))).toEqual([]);
  });

  it("word: no wrong option appears in the definition shown", () => {
    for (const word of sample) {
      const question = buildQuestion("word", word.index, "seed-b");
      if (!question || question.payload.kind !== "word" || !("options" in question.key)) continue;
      const tokens = wordTokens(question.payload.definition);
      for (const option of question.key.options)
        expect(
          wordOf(option).forms.some((form) => tokens.includes(form)),
          option,
        ).toBe(false);
    }
  });
});

describe("determinism", () => {
  const happy = wordOf("happy");
  const request: DistractorRequest = {
    kind: "word",
    word: happy,
    partOfSpeech: "adjective",
    correct: "happy",
    shown: "enjoying or showing or marked by joy or pleasure",
  };

  it("the pool is the same every time, nearest first, without the word or its synonyms", () => {
    const pool = distractorPool(request);
    expect(pool).toEqual(distractorPool(request));
    expect(pool.length).toBe(8);
    expect(pool).not.toContain("happy");
    for (const option of pool) expect(happy.synonyms.has(option)).toBe(false);
  });

  it("the same seed picks the same three; other seeds pick others", () => {
    const pick = (seed: string): string[] | null => pickDistractors(request, seededRandom(seed));
    expect(pick("seed-a")).toEqual(pick("seed-a"));
    expect(pick("seed-a")).toHaveLength(3);
    const picks = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(pick(`seed-${i}`))));
    expect(picks.size).toBeGreaterThan(5);
  });

  it("the same seed builds the same question; the seed moves the right option around", () => {
    for (const kind of ["meaning", "word", "synonym", "antonym"] as const) {
      expect(buildQuestion(kind, indexOf("remember"), "fixed")).toEqual(buildQuestion(kind, indexOf("remember"), "fixed"));
      const positions = new Set(
        Array.from({ length: 40 }, (_, i) => buildQuestion(kind, indexOf("remember"), `seed-${i}`)?.key).map((key) =>
          key && "correct" in key ? key.correct : -1,
        ),
      );
      expect(positions, kind).toEqual(new Set([0, 1, 2, 3]));
    }
  });

  it("names the three a seed picks from the pool", () => {
    expect(pickDistractors(request, seededRandom("seed-a"))).toEqual(["free", "important", "easy"]);
  });
});

describe("the definition a question shows", () => {
  it("keeps the definition and drops only the asides that name the word (cat: not just 'wildcats')", () => {
    const cat = tables.byWord.get("cat")!;
    const sense = cat.source.details.find((d) => d.definition.startsWith("feline mammal"))!;
    expect(sense.definition).toContain("wildcats");
    expect(shownDefinition(cat, sense.definition)).toBe("feline mammal usually having thick soft fur and no ability to roar");
    // A definition whose first clause names the word is not shown at all.
    expect(shownDefinition(cat, "a cat of the wild; wildcats")).toBeNull();
  });
});

describe("synonym and antonym keys a teacher would sign", () => {
  const keysOf = (kind: "synonym" | "antonym", word: string): string[] =>
    ["s1", "s2", "s3", "s4", "s5", "s6"].flatMap((seed) => {
      const question = buildQuestion(kind, indexOf(word), seed);
      return question && "options" in question.key && "correct" in question.key ? [question.key.options[question.key.correct]!] : [];
    });

  it("an antonym is an opposite both ways: brother / sister, never tepid / cool or twentieth / cardinal", () => {
    expect(keysOf("antonym", "brother")).toContain("sister");
    for (const word of ["tepid", "twentieth", "scruffy"]) {
      if (tables.byWord.has(word)) expect(keysOf("antonym", word), word).toEqual([]);
    }
  });

  it("a synonym is never the word cut short (sis for sister, doc for doctor)", () => {
    for (const [word, clipping] of [
      ["sister", "sis"],
      ["doctor", "doc"],
    ] as const) {
      expect(keysOf("synonym", word), word).not.toContain(clipping);
    }
  });

  it("a key a teacher rejected is never asked (prisma/data/rejected-keys.json), nor an antonym the word holds", () => {
    for (const kind of ["synonym", "antonym"] as const) {
      const pairs = rejectedKeys[kind];
      expect(pairs.length, kind).toBeGreaterThan(0);
      for (const [word, key] of pairs) if (tables.byWord.has(word)) expect(keysOf(kind, word), `${word} ${kind}`).not.toContain(key);
    }
    expect(keysOf("antonym", "extraordinary")).not.toContain("ordinary");
  });

  it("a synonym is never a word built on the same part (stairway for staircase, sunshine for sunlight, cockroach for roach)", () => {
    for (const [word, lookAlike] of [
      ["staircase", "stairway"],
      ["sunlight", "sunshine"],
      ["roach", "cockroach"],
    ] as const) {
      expect(keysOf("synonym", word), word).not.toContain(lookAlike);
    }
  });
});
