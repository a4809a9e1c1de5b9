// Nothing offensive by surprise: every kind's generator (practice, placement's
// meaning questions, Easy Words, Match Words) run over every word of the set,
// each prompt, option and key scanned against the blocklist
// (lib/words/word-blocklist.ts) and the sexual words of
// lib/practice/offensive-text.ts: no hit. The same run keeps the audit's other
// checks at zero.
import { beforeAll, describe, expect, it } from "vitest";
import { isOffensiveText } from "@/lib/practice/offensive-text";
import { AUDIT_CHECKS, AUDIT_KINDS, type AuditResult, auditQuestions } from "@/lib/practice/question-audit";
import { PROFANITY_BLOCKLIST } from "@/lib/words/word-blocklist";

describe("the offensive-word scan", () => {
  it("catches the blocklist, sexual words and phrases, and passes everyday text", () => {
    for (const word of PROFANITY_BLOCKLIST) expect(isOffensiveText(`a ${word} here`), word).toBe(true);
    for (const text of [
      "He called me a bastard",
      "they had sex in the back seat",
      "masturbate while strangling oneself",
      "extramarital sex that willfully interferes with marriage",
      "a woman's vagina",
    ])
      expect(isOffensiveText(text), text).toBe(true);
    for (const text of ["a young person of either sex", "a human being", "the sperm whale", "express in words", "titular head"])
      expect(isOffensiveText(text), text).toBe(false);
  });
});

describe("every kind over the whole word set", () => {
  let result: AuditResult;
  // Every word once per kind: well under a minute on a busy machine.
  beforeAll(() => {
    result = auditQuestions({ all: true, seed: "offensive-scan" });
  }, 240_000);

  it("builds questions of every kind", () => {
    // Antonyms both ways are few (about 400 words): the rest of the kinds ask thousands.
    for (const kind of AUDIT_KINDS) expect(result.built[kind], kind).toBeGreaterThan(kind === "antonym" ? 300 : 500);
  });

  it("shows no offensive word in any prompt, option or key", () => {
    const hits = result.questions.filter((question) => question.failed.includes("offensive")).map((question) => `${question.kind} ${question.word}`);
    expect(hits).toEqual([]);
  });

  it("fails none of the audit's other checks", () => {
    expect(result.counts).toEqual(Object.fromEntries(AUDIT_CHECKS.map((check) => [check, 0])));
  });
});
