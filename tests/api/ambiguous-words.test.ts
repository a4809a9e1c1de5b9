// api group: app
// Ambiguous Words against the database: contrast questions (source
// confusables) are asked only once every word of a set has been reviewed at
// least twice, never hold their answer, are checked on the server and graded
// into the card of the word that fills the blank; a miss on a partner word
// says which word was chosen and shows the set's hint; a visitor's round is a
// demo that stores nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as confusablesRoute from "@/app/api/v1/practice/confusables/route";
import { db } from "@/lib/db";
import { openDemoQuestion } from "@/lib/practice/demo-token";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import type { AnswerKey, AnswerResult, QuestionView } from "@/lib/practice/types";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { SEPARATION_DAYS } from "@/lib/review/confusable-separation";
import { addToDeck, addWordsToDeck } from "@/lib/review/deck";
import { enterDeckGraded, gradeWord } from "@/lib/review/grading";
import { dueQueue } from "@/lib/review/queue";
import { startWithNewWords } from "@/lib/review/starter-deck";
import { writeUserData } from "@/lib/users/user-lock";
import { confusableSets } from "@/lib/words/confusables";
import { wordSet } from "@/lib/words/word-set";
import type { SetProgress } from "@/lib/practice/contrast-gate";
import { answered, nextQuestion, practiceCall } from "@/tests/api/support/practice-calls";
import { getRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

const next = (body: unknown, user: SignedInUser | null) => practiceCall("next", body, user);
const answer = (questionId: string, choice: number, user: SignedInUser | null) =>
  practiceCall("answer", { questionId, answer: { choice }, durationMs: 1500 }, user);

async function question(user: SignedInUser | null, body: Record<string, unknown>): Promise<QuestionView & { kind: "contrast" }> {
  const asked = await nextQuestion(user, body);
  expect(asked.kind).toBe("contrast");
  return asked as QuestionView & { kind: "contrast" };
}

const keyOf = async (id: string) =>
  (await db().practiceQuestion.findUniqueOrThrow({ where: { id } })).answerKey as unknown as Extract<AnswerKey, { kind: "contrast" }>;

/** affect / effect: set 0. */
const AFFECT = confusableSets()[0]!;
const indexOf = (word: string) => AFFECT.members.find((member) => member.word === word)!.index;

async function review(user: SignedInUser, wordIndex: number, times: number) {
  await addToDeck(user.id, wordIndex);
  for (let i = 0; i < times; i += 1) {
    const graded = await gradeWord(user.id, { wordIndex, rating: 3, reviewId: randomUUID(), durationMs: 1000 });
    expect("ok" in graded).toBe(true);
  }
}

describe("the contrast gate", () => {
  it("refuses a set until each of its words has been reviewed twice", async () => {
    const learner = await signedInUser("gate");
    const ask = { source: "confusables", set: AFFECT.id };
    expect(await answered(await next(ask, learner))).toEqual({ done: true, reason: "not-ready" });
    await review(learner, indexOf("affect"), 2);
    await review(learner, indexOf("effect"), 1);
    expect(await answered(await next(ask, learner))).toEqual({ done: true, reason: "not-ready" });
    await review(learner, indexOf("effect"), 1);
    await question(learner, ask);
  });

  it("GET /practice/confusables tells the learner, per set begun, each word's reviews and what is in the deck", async () => {
    const learner = await signedInUser("gate-status");
    const status = async () => answered<{ sets: SetProgress[] }>(await confusablesRoute.GET(getRequest("/api/v1/practice/confusables", {}, { user: learner })));
    expect(await status()).toEqual({ sets: [] });
    await review(learner, indexOf("affect"), 2);
    expect((await status()).sets).toEqual([
      {
        id: AFFECT.id,
        members: [
          { word: "affect", index: indexOf("affect"), reviews: 2, inDeck: true },
          { word: "effect", index: indexOf("effect"), reviews: 0, inDeck: false },
        ],
        reviewedEnough: 1,
        ready: false,
      },
    ]);
    await review(learner, indexOf("effect"), 2);
    expect((await status()).sets[0]).toMatchObject({ reviewedEnough: 2, ready: true });
    expect((await confusablesRoute.GET(getRequest("/api/v1/practice/confusables", {}, { user: null }))).status).toBe(401);
  });

  it("contrast questions come from source confusables only, and that source asks nothing else", async () => {
    const learner = await signedInUser("gate-kinds");
    const refused = await answered<{ error: string }>(await next({ source: "review", kind: "contrast" }, learner), 400);
    expect(refused.error).toBe(PRACTICE_MESSAGES.contrastOnConfusables);
    await answered(await next({ source: "confusables", kind: "meaning" }, learner), 400);
    await answered(await next({ source: "review", set: 0 }, learner), 400);
  });
});

describe("a contrast question", () => {
  it("holds no answer, is graded into the card of the word that fills the blank, and a partner-word miss shows the hint", async () => {
    const learner = await signedInUser("contrast");
    await review(learner, indexOf("affect"), 2);
    await review(learner, indexOf("effect"), 2);
    const exclude: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const view = await question(learner, { source: "confusables", set: AFFECT.id, exclude });
      const key = await keyOf(view.id);
      const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
      const asked = row.wordIndexes[0]!;
      // The payload: the sentence and the set's words, nothing that says which one is right.
      expect(Object.keys(view).sort()).toEqual(["direction", "expiresAt", "id", "kind", "options", "sentence"]);
      expect([...view.options].sort()).toEqual(["affect", "effect"]);
      expect(view.options).toEqual(key.options);
      expect(view.sentence).toContain("_____");
      expect(key.options[key.correct]).toBe(AFFECT.members.find((member) => member.index === asked)!.word);

      const before = await db().reviewCard.findFirstOrThrow({ where: { userId: learner.id, wordIndex: asked, direction: 0 } });
      const partner = key.options[1 - key.correct]!;
      const result = await answered<AnswerResult>(await answer(view.id, 1 - key.correct, learner));
      expect(result.correct).toBe(false);
      expect(result.partner).toEqual({ word: partner, hint: AFFECT.hint });
      expect(result.graded).toHaveLength(1);
      expect(result.graded[0]).toMatchObject({ wordIndex: asked, rating: 1, correct: false });
      const after = await db().reviewCard.findFirstOrThrow({ where: { userId: learner.id, wordIndex: asked, direction: 0 } });
      expect(after.reps).toBe(before.reps + 1);
      const log = await db().reviewLog.findFirstOrThrow({ where: { userId: learner.id, wordIndex: asked }, orderBy: { id: "desc" } });
      expect(log.questionKind).toBe("contrast");
      expect(log.rating).toBe(1);
      exclude.push(asked);
    }
    // Both words asked: the round is over.
    expect(await answered(await next({ source: "confusables", set: AFFECT.id, exclude }, learner))).toEqual({ done: true, reason: "no-question" });
  });

  it("a right answer grades Good and tells no partner", async () => {
    const learner = await signedInUser("contrast-right");
    await review(learner, indexOf("affect"), 2);
    await review(learner, indexOf("effect"), 2);
    const view = await question(learner, { source: "confusables" });
    const key = await keyOf(view.id);
    const result = await answered<AnswerResult>(await answer(view.id, key.correct, learner));
    expect(result.correct).toBe(true);
    expect(result.partner).toBeUndefined();
    expect(result.graded[0]!.rating).toBe(3);
  });
});

describe("a visitor's contrast round", () => {
  it("is a demo: a sealed question, checked, the partner's hint shown, nothing stored", async () => {
    const [questions, cards, logs] = await Promise.all([db().practiceQuestion.count(), db().reviewCard.count(), db().reviewLog.count()]);
    const view = await question(null, { source: "confusables", set: AFFECT.id });
    const demo = openDemoQuestion(view.id)!;
    expect(demo.kind).toBe("contrast");
    const right = AFFECT.members.find((member) => member.index === demo.wordIndex)!.word;
    const wrong = view.options.findIndex((option) => option !== right);
    const result = await answered<AnswerResult>(await answer(view.id, wrong, null));
    expect(result).toMatchObject({ correct: false, graded: [], partner: { word: view.options[wrong], hint: AFFECT.hint } });
    expect(view.options[result.correctChoice!]).toBe(right);
    expect([await db().practiceQuestion.count(), await db().reviewCard.count(), await db().reviewLog.count()]).toEqual([questions, cards, logs]);
  });
});

describe("the 3-day separation of a set's first introductions", () => {
  const DAY = 86_400_000;
  const T0 = new Date("2026-03-02T10:00:00.000Z");
  const at = (days: number) => new Date(T0.getTime() + days * DAY);
  const cardOf = (user: SignedInUser, word: string) => db().reviewCard.findFirstOrThrow({ where: { userId: user.id, wordIndex: indexOf(word), direction: 0 } });
  const grade = (user: SignedInUser, word: string, now: Date) =>
    gradeWord(user.id, { wordIndex: indexOf(word), rating: 3, reviewId: randomUUID(), durationMs: 1000 }, { now });

  it("a partner added while the first word is new is due 3 days after it; the first word's introduction pushes it 3 days past that", async () => {
    expect(SEPARATION_DAYS).toBe(3);
    const learner = await signedInUser("separate-new");
    await addToDeck(learner.id, indexOf("affect"), T0);
    await addToDeck(learner.id, indexOf("effect"), at(0.5));
    expect((await cardOf(learner, "effect")).due).toEqual(at(3));
    // affect is first graded a day later: effect waits until 3 days after that.
    await grade(learner, "affect", at(1));
    expect((await cardOf(learner, "effect")).due).toEqual(at(4));
    expect((await cardOf(learner, "effect")).state).toBe(0);
  });

  it("a partner added after the first word's introduction waits out the 3 days from it, and not after them", async () => {
    const learner = await signedInUser("separate-after");
    await addToDeck(learner.id, indexOf("affect"), T0);
    await grade(learner, "affect", at(0));
    await grade(learner, "affect", at(1));
    await addToDeck(learner.id, indexOf("effect"), at(1));
    // From the introduction (the first grade), not the last.
    expect((await cardOf(learner, "effect")).due).toEqual(at(3));

    const later = await signedInUser("separate-later");
    await addToDeck(later.id, indexOf("affect"), T0);
    await grade(later, "affect", at(0));
    await addToDeck(later.id, indexOf("effect"), at(5));
    expect((await cardOf(later, "effect")).due).toEqual(at(5));
  });

  it("a word with no partner is due at once; a batch with both partners puts the second 3 days after the first", async () => {
    const learner = await signedInUser("separate-batch");
    const other = 11;
    await writeUserData(learner.id, (tx) => addWordsToDeck(tx, learner.id, [indexOf("affect"), other, indexOf("effect")], T0));
    expect((await cardOf(learner, "affect")).due).toEqual(T0);
    expect((await db().reviewCard.findFirstOrThrow({ where: { userId: learner.id, wordIndex: other } })).due).toEqual(T0);
    expect((await cardOf(learner, "effect")).due).toEqual(at(3));
  });

  it("entering a word from the flashcards introduces it: its partner's new card waits 3 days", async () => {
    const learner = await signedInUser("separate-entry");
    await addToDeck(learner.id, indexOf("effect"), T0);
    await enterDeckGraded(learner.id, indexOf("affect"), 3, at(1));
    expect((await cardOf(learner, "effect")).due).toEqual(at(4));
  });

  it("the flip queue never serves two partners' new cards in one answer", async () => {
    const learner = await signedInUser("separate-queue");
    // Two partners both new and due (cards made before the rule, say): one is served, the other waits.
    await addToDeck(learner.id, indexOf("affect"), T0);
    await addToDeck(learner.id, 11, T0);
    await db().reviewCard.create({
      data: { ...(({ id: _id, createdAt: _c, ...rest }) => rest)(await cardOf(learner, "affect")), wordIndex: indexOf("effect"), due: T0, version: 0 },
    });
    const queue = await dueQueue(learner.id, { now: at(0.1) });
    const words = queue.cards.map((card) => card.card.wordIndex);
    expect(words).toContain(11);
    expect(words.filter((index) => index === indexOf("affect") || index === indexOf("effect"))).toHaveLength(1);
  });

  it("Start with 10 new words leaves out a word whose partner it picks in the same fill", async () => {
    const learner = await signedInUser("separate-start");
    // hear and here are a set: every word before the later of the two but the earlier is marked known, so the fill meets both.
    const [hear, here] = [wordSet().byWord.get("hear")!.index, wordSet().byWord.get("here")!.index].sort((x, y) => x - y) as [number, number];
    expect(
      confusableSets()
        .find((set) => set.members.some((member) => member.index === hear))!
        .members.map((member) => member.index),
    ).toContain(here);
    await sql`INSERT INTO marks (user_id, slot, kind, item_id, type)
      SELECT ${learner.id}, 'recall', 'remember', i::text, 'words' FROM generate_series(0, ${here - 1}) AS i WHERE i <> ${hear}`.execute(kysely());
    const started = await startWithNewWords(learner.id, T0);
    expect(started.added).toBe(10);
    const cards = await db().reviewCard.findMany({ where: { userId: learner.id }, orderBy: { wordIndex: "asc" } });
    expect(cards.map((card) => card.wordIndex)).toEqual([hear, ...Array.from({ length: 9 }, (_, i) => here + 1 + i)]);
  });
});
