// `npm run words:audit`: its checks run on a seeded sample of every kind and
// count 0 on the current word set, and each check catches a question built to
// break it.
import { describe, expect, it } from "vitest";
import { AUDIT_CHECKS, AUDIT_KINDS, auditQuestion, auditQuestions } from "@/lib/practice/question-audit";
import type { BuiltQuestion } from "@/lib/practice/questions";
import { type PracticeWord, practiceTables } from "@/lib/practice/word-tables";

const { byWord } = practiceTables();

function wordOf(word: string): PracticeWord {
  const found = byWord.get(word);
  if (!found) throw new Error(`"${word}" is not in the word set`);
  return found;
}

describe("words:audit on the current word set", () => {
  const result = auditQuestions({ perKind: 120, seed: "tooling" });

  it("builds a sample of every kind", () => {
    // Antonyms both ways are few (about 1 word in 40): the sample draws fewer of them.
    for (const kind of AUDIT_KINDS) expect(result.built[kind], kind).toBeGreaterThan(kind === "antonym" ? 15 : 50);
  });

  it("counts 0 for every check", () => {
    expect(result.counts).toEqual(Object.fromEntries(AUDIT_CHECKS.map((check) => [check, 0])));
  });
});

describe("each check catches a broken question", () => {
  const happy = wordOf("happy");
  const core = happy.entry.details.find((sense) => sense.core) ?? happy.entry.details[0]!;
  const other = happy.entry.details.find((sense) => sense !== core);

  it("give-away: a typed definition naming a derivation", () => {
    const question: BuiltQuestion = {
      payload: { kind: "typed", definition: "the state of happiness", partOfSpeech: "adjective", startsWith: "h" },
      key: { kind: "typed", word: "happy", forms: [...happy.forms] } as BuiltQuestion["key"],
    };
    expect(auditQuestion(question, happy)).toContain("give-away");
  });

  it("another sense offered and non-core sense: a meaning question with the word's other sense among the options", () => {
    if (!other) return;
    const options = [core.definition, other.definition, "a human being", "express in words"];
    const question: BuiltQuestion = {
      payload: { kind: "meaning", word: "happy", ipa: null, partOfSpeech: "adjective", options },
      key: { kind: "meaning", correct: 0, options },
    };
    expect(auditQuestion(question, happy)).toContain("another sense offered");
    const flipped: BuiltQuestion = { ...question, key: { kind: "meaning", correct: 1, options } };
    expect(auditQuestion(flipped, happy)).toContain("non-core sense");
  });

  it("offensive, short cloze: a short cloze with a blocked word", () => {
    const question: BuiltQuestion = {
      payload: { kind: "cloze", sentence: "a _____ bastard", definition: core.definition, partOfSpeech: "adjective", startsWith: "h" },
      key: { kind: "cloze", word: "happy", forms: [...happy.forms] } as BuiltQuestion["key"],
    };
    const failed = auditQuestion(question, happy);
    expect(failed).toContain("offensive");
    expect(failed).toContain("short cloze");
  });

  it("prefix antonym and alphabetical-neighbour options", () => {
    const kind = wordOf("kind");
    const sense = kind.entry.details.find((s) => s.partOfSpeech === "adjective");
    if (!sense || !byWord.get("unkind")) return;
    const options = ["unkind", "kindly", "kindred", "kindergarten"].filter((option) => byWord.has(option));
    if (options.length < 2) return;
    const question: BuiltQuestion = {
      payload: { kind: "antonym", word: "kind", definition: sense.definition, partOfSpeech: "adjective", options },
      key: { kind: "antonym", correct: 0, options },
    };
    const failed = auditQuestion(question, kind);
    expect(failed).toContain("prefix antonym");
    expect(failed).toContain("alphabetical-neighbour options");
  });
});
