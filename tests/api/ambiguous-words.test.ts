// Ambiguous Words against the database: contrast questions (source
// confusables) are asked only once every word of a set has been reviewed at
// least twice, never hold their answer, are checked on the server and graded
// into the card of the word that fills the blank; a miss on a partner word
// says which word was chosen and shows the set's hint; a visitor's round is a
// demo that stores nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as answerRoute from "@/app/api/v1/practice/answer/route";
import * as confusablesRoute from "@/app/api/v1/practice/confusables/route";
import * as nextRoute from "@/app/api/v1/practice/next/route";
import { db } from "@/lib/db";
import { openDemoQuestion } from "@/lib/practice/demo-token";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import type { AnswerKey, AnswerResult, NextResponse, QuestionView } from "@/lib/practice/types";
import { addToDeck } from "@/lib/review/deck";
import { gradeWord } from "@/lib/review/grading";
import { confusableSets } from "@/lib/words/confusables";
import type { SetProgress } from "@/lib/practice/contrast-gate";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const next = (body: unknown, user: SignedInUser | null) => (nextRoute.POST as Handler)(postRequest("/api/v1/practice/next", body, { user }));
const answer = (questionId: string, choice: number, user: SignedInUser | null) =>
  (answerRoute.POST as Handler)(postRequest("/api/v1/practice/answer", { questionId, answer: { choice }, durationMs: 1500 }, { user }));

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

async function question(user: SignedInUser | null, body: Record<string, unknown>): Promise<QuestionView & { kind: "contrast" }> {
  const response = await json<NextResponse>(await next(body, user));
  if (!("question" in response)) throw new Error(`no question: ${JSON.stringify(response)}`);
  expect(response.question.kind).toBe("contrast");
  return response.question as QuestionView & { kind: "contrast" };
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
    expect(await json(await next(ask, learner))).toEqual({ done: true, reason: "not-ready" });
    await review(learner, indexOf("affect"), 2);
    await review(learner, indexOf("effect"), 1);
    expect(await json(await next(ask, learner))).toEqual({ done: true, reason: "not-ready" });
    await review(learner, indexOf("effect"), 1);
    await question(learner, ask);
  });

  it("GET /practice/confusables tells the learner, per set begun, each word's reviews and what is in the deck", async () => {
    const learner = await signedInUser("gate-status");
    const status = async () =>
      json<{ sets: SetProgress[] }>(await (confusablesRoute.GET as Handler)(getRequest("/api/v1/practice/confusables", {}, { user: learner })));
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
    expect((await (confusablesRoute.GET as Handler)(getRequest("/api/v1/practice/confusables", {}, { user: null }))).status).toBe(401);
  });

  it("contrast questions come from source confusables only, and that source asks nothing else", async () => {
    const learner = await signedInUser("gate-kinds");
    const refused = await json<{ error: string }>(await next({ source: "review", kind: "contrast" }, learner), 400);
    expect(refused.error).toBe(PRACTICE_MESSAGES.contrastOnConfusables);
    await json(await next({ source: "confusables", kind: "meaning" }, learner), 400);
    await json(await next({ source: "review", set: 0 }, learner), 400);
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
      const result = await json<AnswerResult>(await answer(view.id, 1 - key.correct, learner));
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
    expect(await json(await next({ source: "confusables", set: AFFECT.id, exclude }, learner))).toEqual({ done: true, reason: "no-question" });
  });

  it("a right answer grades Good and tells no partner", async () => {
    const learner = await signedInUser("contrast-right");
    await review(learner, indexOf("affect"), 2);
    await review(learner, indexOf("effect"), 2);
    const view = await question(learner, { source: "confusables" });
    const key = await keyOf(view.id);
    const result = await json<AnswerResult>(await answer(view.id, key.correct, learner));
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
    const result = await json<AnswerResult>(await answer(view.id, wrong, null));
    expect(result).toMatchObject({ correct: false, graded: [], partner: { word: view.options[wrong], hint: AFFECT.hint } });
    expect(view.options[result.correctChoice!]).toBe(right);
    expect([await db().practiceQuestion.count(), await db().reviewCard.count(), await db().reviewLog.count()]).toEqual([questions, cards, logs]);
  });
});
