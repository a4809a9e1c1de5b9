// api group: app
// The practice API's Easy Words (source easy: the commonest band) and Idioms
// MCQ (source idioms) rounds, called as Next calls the handlers with real
// session cookies: no question holds its answer; an Easy Words answer is graded
// into the learner's card (a word new to them enters the deck only when
// missed), a visitor's is a demo that stores nothing; Idioms MCQ is checked on the server and stores
// nothing for anyone (idioms are no cards: docs/idioms.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { openDemoQuestion } from "@/lib/practice/demo-token";
import { BAND_SIZE } from "@/lib/words/bands";
import { buildIdiomQuestion } from "@/lib/practice/idiom-questions";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import { buildQuestion } from "@/lib/practice/questions";
import type { AnswerKey, AnswerResult, PracticeAnswer, QuestionView } from "@/lib/practice/types";
import type { IdiomRecord } from "@/lib/words/idiom-record";
import { answered, nextQuestion as question, practiceCall as call, practiceWritesOf } from "@/tests/api/support/practice-calls";
import { signedInUser, type SignedInUser } from "@/tests/support/session";

const answer = (user: SignedInUser | null, questionId: string, given: PracticeAnswer) => call("answer", { questionId, answer: given, durationMs: 1500 }, user);

const idioms = JSON.parse(readFileSync(path.join(process.cwd(), "prisma/data/idioms.json"), "utf8")) as IdiomRecord[];

/** What a choice question shows: four options, the right one once; nothing named like a key. */
function expectNoAnswer(view: QuestionView, key: AnswerKey) {
  if (key.kind !== "meaning" && key.kind !== "word") throw new Error(`not a choice key: ${key.kind}`);
  // Names, at any depth: an option may itself be the word "correct" or "answer".
  const names = new Set<string>();
  const json = JSON.stringify(view, (name, value: unknown) => {
    if (name) names.add(name);
    return value;
  });
  for (const name of ["correct", "correctChoice", "answer", "answerKey", "key", "wordIndexes", "wordIndex"]) expect(names.has(name), name).toBe(false);
  if (!("options" in view)) throw new Error("no options");
  expect(view.options).toEqual(key.options);
  expect(new Set(view.options).size).toBe(4);
  // The right option is in the view once, as an option: as a word, not inside another ("here" is in "where").
  const answer = JSON.stringify(key.options[key.correct])
    .slice(1, -1)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  expect(json.match(new RegExp(`(?<!\\p{L})${answer}(?!\\p{L})`, "gu")) ?? []).toHaveLength(1);
}

let learner: SignedInUser;
beforeAll(async () => {
  learner = await signedInUser("easy-idioms");
});

describe("Easy Words (source easy)", () => {
  it("asks the commonest band's words, meaning or word, the answer kept on the server; a right answer leaves a word new to the learner out of the deck", async () => {
    for (const kind of ["meaning", "word"] as const) {
      const view = await question(learner, { source: "easy", kind });
      expect(view.kind).toBe(kind);
      const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
      const [wordIndex] = row.wordIndexes;
      expect(wordIndex).toBeLessThan(BAND_SIZE);
      const key = row.answerKey as unknown as AnswerKey;
      expectNoAnswer(view, key);
      if (key.kind !== kind) throw new Error("other kind");
      const result = await answered<AnswerResult>(await answer(learner, view.id, { choice: key.correct }));
      expect(result).toMatchObject({ kind, correct: true, wordIndexes: [wordIndex], graded: [], leftOut: [wordIndex] });
      expect(await db().reviewCard.count({ where: { userId: learner.id, wordIndex } })).toBe(0);
    }
  });

  it("a wrong answer puts the word into the deck, and a word already there is graded, right or wrong", async () => {
    const round = "easy-wrong-then-right";
    const view = await question(learner, { source: "easy", kind: "meaning", round });
    const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
    const [wordIndex] = row.wordIndexes;
    const key = row.answerKey as unknown as AnswerKey;
    if (key.kind !== "meaning") throw new Error("other kind");
    const wrong = await answered<AnswerResult>(await answer(learner, view.id, { choice: (key.correct + 1) % key.options.length }));
    expect(wrong.graded).toHaveLength(1);
    expect(wrong.graded[0]).toMatchObject({ wordIndex, correct: false, rating: 1 });
    expect(wrong.leftOut).toBeUndefined();
    const card = await db().reviewCard.findFirstOrThrow({ where: { userId: learner.id, wordIndex } });
    expect(card.reps).toBe(1);
    const log = await db().reviewLog.findFirst({ where: { userId: learner.id, wordIndex }, orderBy: { id: "desc" } });
    expect(log?.questionKind).toBe("meaning");

    // The same round asks the same word first again; answered right, its card is graded.
    const again = await question(learner, { source: "easy", kind: "meaning", round });
    const againKey = (await db().practiceQuestion.findUniqueOrThrow({ where: { id: again.id } })).answerKey as unknown as AnswerKey;
    if (againKey.kind !== "meaning") throw new Error("other kind");
    const right = await answered<AnswerResult>(await answer(learner, again.id, { choice: againKey.correct }));
    expect(right.graded[0]).toMatchObject({ wordIndex, correct: true, rating: 3 });
    expect((await db().reviewCard.findFirstOrThrow({ where: { userId: learner.id, wordIndex } })).reps).toBe(2);
  });

  it("leaves out the round's words", async () => {
    const exclude = Array.from({ length: 200 }, (_, index) => index);
    for (let asked = 0; asked < 5; asked += 1) {
      const view = await question(learner, { source: "easy", kind: "meaning", exclude });
      const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
      expect(exclude).not.toContain(row.wordIndexes[0]);
      expect(row.wordIndexes[0]).toBeLessThan(BAND_SIZE);
    }
  });

  it("needs a kind, word or meaning", async () => {
    for (const body of [{ source: "easy" }, { source: "easy", kind: "cloze" }]) {
      expect(await answered(await call("next", body, learner), 400)).toMatchObject({ error: PRACTICE_MESSAGES.easyKindRequired });
    }
  });

  it("a visitor gets a sealed demo of the band: checked, nothing stored or graded", async () => {
    expect(
      await practiceWritesOf(async () => {
        const view = await question(null, { source: "easy", kind: "word" });
        expect(view.id.startsWith("d.")).toBe(true);
        const demo = openDemoQuestion(view.id)!;
        expect(demo.idiom).toBeUndefined();
        expect(demo.wordIndex).toBeLessThan(BAND_SIZE);
        const key = buildQuestion("word", demo.wordIndex, demo.seed)!.key;
        expectNoAnswer(view, key);
        if (key.kind !== "word") throw new Error("not a word key");
        const wrong = await answered<AnswerResult>(await answer(null, view.id, { choice: (key.correct + 1) % 4 }));
        expect(wrong).toMatchObject({ correct: false, correctChoice: key.correct, graded: [], wordIndexes: [demo.wordIndex] });
        const right = await answered<AnswerResult>(await answer(null, view.id, { choice: key.correct }));
        expect(right).toMatchObject({ correct: true, graded: [] });
      }),
    ).toEqual([]);
  });
});

describe("Idioms MCQ (source idioms)", () => {
  it("asks an idiom's meaning with a sentence that uses it; the answer is not in the payload", async () => {
    for (const user of [learner, null]) {
      const view = await question(user, { source: "idioms", round: "round-idioms-1" });
      if (view.kind !== "meaning") throw new Error(`not a meaning question: ${view.kind}`);
      const demo = openDemoQuestion(view.id)!;
      expect(demo.idiom).toBe(true);
      const idiom = idioms[demo.wordIndex]!;
      expect(view.word).toBe(idiom.idiom);
      expect(idiom.senses.flatMap((sense) => sense.examples)).toContain(view.example);
      const key = buildIdiomQuestion(demo.wordIndex, demo.seed)!.key;
      expectNoAnswer(view, key);
      if (key.kind !== "meaning") throw new Error("not a meaning key");
      expect(idiom.senses.map((sense) => sense.definition)).toContain(key.options[key.correct]);
      // No wrong option is another meaning of the same idiom.
      const own = new Set(idiom.senses.map((sense) => sense.definition));
      expect(key.options.filter((option) => own.has(option))).toHaveLength(1);
    }
  });

  it("is checked on the server and stores or grades nothing, for a learner as for a visitor", async () => {
    expect(
      await practiceWritesOf(async () => {
        for (const user of [learner, null]) {
          const view = await question(user, { source: "idioms" });
          const demo = openDemoQuestion(view.id)!;
          const key = buildIdiomQuestion(demo.wordIndex, demo.seed)!.key;
          if (key.kind !== "meaning") throw new Error("not a meaning key");
          const wrong = await answered<AnswerResult>(await answer(user, view.id, { choice: (key.correct + 1) % 4 }));
          expect(wrong).toMatchObject({ kind: "meaning", correct: false, correctChoice: key.correct, graded: [], wordIndexes: [demo.wordIndex] });
          const right = await answered<AnswerResult>(await answer(user, view.id, { choice: key.correct }));
          expect(right).toMatchObject({ correct: true, graded: [], canOverride: false });
          expect(await answered(await call("hint", { questionId: view.id }, user), 400)).toEqual({ error: PRACTICE_MESSAGES.hintTypedOnly });
        }
      }),
    ).toEqual([]);
  });

  it("a round leaves out the idioms it has asked, and asks only meaning", async () => {
    const exclude = Array.from({ length: 197 }, (_, index) => index);
    for (let asked = 0; asked < 3; asked += 1) {
      const view = await question(null, { source: "idioms", exclude, round: "round-idioms-2" });
      const { wordIndex } = openDemoQuestion(view.id)!;
      expect(exclude).not.toContain(wordIndex);
      exclude.push(wordIndex);
    }
    expect(new Set(exclude).size).toBe(200);
    expect(await answered(await call("next", { source: "idioms", kind: "word" }, learner), 400)).toMatchObject({ error: PRACTICE_MESSAGES.idiomsKindOnly });
  });
});
