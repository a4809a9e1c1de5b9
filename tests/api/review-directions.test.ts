// api group: database
// A word's two cards, recognition and production (lib/review/grading.ts,
// practice-queue.ts, stats.ts) against the database: each is graded apart,
// the production card comes with the recognition grade that first leaves the
// word stable for PRODUCTION_STABILITY_DAYS (and goes with its undo), "I was
// right" overrides a miss once, the flip queue never shows a production card,
// and the practice queue holds both. Times are fixed where scheduling matters:
// the stabilities are ts-fsrs's for those gaps.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addMark } from "@/lib/marks/marks";
import { PRODUCTION_STABILITY_DAYS } from "@/lib/practice/types";
import { addToDeck, inDeck, newCardCount, removeFromDeck } from "@/lib/review/deck";
import { gradeWord, overrideGrade, overrideReviewId, undoLastGrade, type GradeInput } from "@/lib/review/grading";
import { cardsOf, favouriteWordIndexes, newPracticeCard, practiceQueue } from "@/lib/review/practice-queue";
import { dueQueue } from "@/lib/review/queue";
import { updateReviewSettings } from "@/lib/review/settings";
import { reviewStats } from "@/lib/review/stats";
import type { GradeResponse, GradeValue } from "@/lib/review/types";
import { signedInUser } from "@/tests/support/session";

const MINUTE = 60_000;
const DAY = 86_400_000;
const T0 = new Date("2026-03-10T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const cardOf = (userId: string, wordIndex: number, direction: 0 | 1) =>
  db().reviewCard.findUnique({ where: { userId_wordIndex_direction: { userId, wordIndex, direction } } });
const logsOf = (userId: string, wordIndex?: number) =>
  db().reviewLog.findMany({ where: { userId, ...(wordIndex === undefined ? {} : { wordIndex }) }, orderBy: { id: "asc" } });

function grade(userId: string, wordIndex: number, rating: GradeValue, now: Date, extra: Partial<GradeInput> = {}) {
  return gradeWord(userId, { wordIndex, rating, reviewId: randomUUID(), durationMs: 1000, ...extra }, { now });
}

async function graded(userId: string, wordIndex: number, rating: GradeValue, now: Date, extra: Partial<GradeInput> = {}): Promise<GradeResponse> {
  const outcome = await grade(userId, wordIndex, rating, now, extra);
  if (!("ok" in outcome)) throw new Error(`grade refused: ${JSON.stringify(outcome)}`);
  return outcome.ok;
}

/** The card's FSRS fields alone (not its row's id, version or creation time). */
function fsrsFields(card: Awaited<ReturnType<typeof cardOf>>) {
  const { id: _id, version: _version, createdAt: _createdAt, ...rest } = card!;
  return rest;
}

/** A card written as it is, for the queue tests. */
async function putCard(userId: string, wordIndex: number, direction: 0 | 1, fields: { state: number; due: Date; stability?: number }) {
  await db().reviewCard.create({
    data: {
      userId,
      wordIndex,
      direction,
      due: fields.due,
      state: fields.state,
      stability: fields.stability ?? (fields.state === 0 ? 0 : 5),
      difficulty: fields.state === 0 ? 0 : 5,
      elapsedDays: 0,
      scheduledDays: fields.state === 2 ? 5 : 0,
      learningSteps: 0,
      reps: fields.state === 0 ? 0 : 3,
      lapses: 0,
      lastReview: fields.state === 0 ? null : new Date(fields.due.getTime() - 5 * DAY),
    },
  });
}

describe("two cards per word", () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await signedInUser("directions")).id;
  });

  it("grades each direction's own card and logs its direction and question kind; the other card is untouched", async () => {
    await addToDeck(userId, 401, T0);
    await graded(userId, 401, 4, T0);
    const recognition = await cardOf(userId, 401, 0);
    expect(await cardOf(userId, 401, 1)).toMatchObject({ state: 0, reps: 0, due: T0 });

    const production = await graded(userId, 401, 3, at(MINUTE), { direction: "production", questionKind: "typed" });
    expect(production.card).toMatchObject({ wordIndex: 401, state: "learning", reps: 1 });
    expect(await cardOf(userId, 401, 1)).toMatchObject({ state: 1, reps: 1, version: 1 });
    expect(await cardOf(userId, 401, 0)).toEqual(recognition);
    expect((await logsOf(userId, 401)).map((log) => [log.direction, log.questionKind, log.override, log.rating])).toEqual([
      [0, null, false, 4],
      [1, "typed", false, 3],
    ]);

    // A word without a production card has none to grade; a reviewId names one card, in one direction.
    await addToDeck(userId, 402, T0);
    expect(await grade(userId, 402, 3, T0, { direction: "production" })).toEqual({ notInDeck: true });
    const reviewId = randomUUID();
    await graded(userId, 402, 3, T0, { reviewId });
    expect(await grade(userId, 402, 3, T0, { reviewId, direction: "production" })).toEqual({ reviewIdTaken: true });
    expect(await cardOf(userId, 402, 1)).toBeNull();
  });

  it("gives the word its production card when a recognition pass first leaves it 3 days stable, not before, never twice", async () => {
    await addToDeck(userId, 403, T0);
    // One day's study: Good (2.31 d), Good 10 minutes later (graduates, 2.31 d), Good again: still under 3 days.
    for (const when of [T0, at(10 * MINUTE), at(20 * MINUTE)]) {
      await graded(userId, 403, 3, when);
      expect(await cardOf(userId, 403, 1)).toBeNull();
    }
    expect((await cardOf(userId, 403, 0))!.stability).toBeLessThan(PRODUCTION_STABILITY_DAYS);

    // Two days later, a Good: about 11 days stable. The production card is new, due at once, made by this grade.
    const later = at(2 * DAY + 20 * MINUTE);
    await graded(userId, 403, 3, later);
    expect((await cardOf(userId, 403, 0))!.stability).toBeGreaterThanOrEqual(PRODUCTION_STABILITY_DAYS);
    const production = await cardOf(userId, 403, 1);
    expect(production).toMatchObject({ state: 0, reps: 0, stability: 0, due: later, createdAt: later });

    // The next grades leave it alone.
    await graded(userId, 403, 4, at(15 * DAY));
    expect(await cardOf(userId, 403, 1)).toEqual(production);
    expect(await db().reviewCard.count({ where: { userId, wordIndex: 403 } })).toBe(2);
  });

  it("a miss never brings the production card, even on a card still stable after it; the next pass does", async () => {
    // A card known for months (as a card made before directions existed may be): no production card yet.
    // An Again leaves it about 4 days stable.
    await putCard(userId, 404, 0, { state: 2, due: T0, stability: 200 });
    await graded(userId, 404, 1, T0);
    const afterMiss = await cardOf(userId, 404, 0);
    expect(afterMiss!.stability).toBeGreaterThanOrEqual(PRODUCTION_STABILITY_DAYS);
    expect(await cardOf(userId, 404, 1)).toBeNull();
    await graded(userId, 404, 3, at(10 * MINUTE));
    expect((await cardOf(userId, 404, 0))!.stability).toBeGreaterThanOrEqual(PRODUCTION_STABILITY_DAYS);
    expect(await cardOf(userId, 404, 1)).toMatchObject({ state: 0, reps: 0 });
  });

  it("undo of the grade that made the production card takes the card away while it is unreviewed; undo stays exact", async () => {
    await addToDeck(userId, 405, T0);
    const pristine = await cardOf(userId, 405, 0);
    const easy = randomUUID();
    await graded(userId, 405, 4, T0, { reviewId: easy });
    expect(await cardOf(userId, 405, 1)).not.toBeNull();
    expect(await undoLastGrade(userId, easy, T0)).toMatchObject({ ok: { undone: { reviewId: easy, rating: 4, wordIndex: 405 } } });
    expect(await cardOf(userId, 405, 1)).toBeNull();
    expect(fsrsFields(await cardOf(userId, 405, 0))).toEqual(fsrsFields(pristine));

    // Graded since: undoing that grade takes the production card back to new; undoing the recognition grade then removes it.
    await addToDeck(userId, 406, T0);
    await graded(userId, 406, 4, T0);
    await graded(userId, 406, 3, at(MINUTE), { direction: "production", questionKind: "cloze" });
    await undoLastGrade(userId, null, T0);
    expect(await cardOf(userId, 406, 1)).toMatchObject({ state: 0, reps: 0 });
    await undoLastGrade(userId, null, T0);
    expect(await cardOf(userId, 406, 1)).toBeNull();
    expect(await logsOf(userId, 406)).toEqual([]);

    // A production card an earlier grade made stays when a later grade is undone.
    await addToDeck(userId, 407, T0);
    await graded(userId, 407, 4, T0);
    const production = await cardOf(userId, 407, 1);
    await graded(userId, 407, 3, at(9 * DAY));
    await undoLastGrade(userId, null, T0);
    expect(await cardOf(userId, 407, 1)).toEqual(production);
  });

  it("removing a word from the deck removes both its cards and keeps their history", async () => {
    await addToDeck(userId, 408, T0);
    await graded(userId, 408, 4, T0);
    await graded(userId, 408, 3, at(MINUTE), { direction: "production", questionKind: "word" });
    expect(await inDeck(userId, 408)).toBe(true);
    expect(await removeFromDeck(userId, 408)).toEqual({ removed: true });
    expect(await db().reviewCard.count({ where: { userId, wordIndex: 408 } })).toBe(0);
    expect((await logsOf(userId, 408)).map((log) => [log.direction, log.cardId])).toEqual([
      [0, null],
      [1, null],
    ]);
    expect(await inDeck(userId, 408)).toBe(false);
  });
});

describe('"I was right"', () => {
  it("turns the card's last miss into Good once: card restored and regraded, the miss's log replaced by an override, counts moved", async () => {
    const { id: userId } = await signedInUser("override");
    const { id: twinId } = await signedInUser("twin");
    const t1 = at(5 * MINUTE);
    for (const id of [userId, twinId]) {
      await addToDeck(id, 411, T0);
      await graded(id, 411, 4, T0);
    }
    const beforeMiss = await cardOf(userId, 411, 1);
    const miss = randomUUID();
    await graded(userId, 411, 1, t1, { reviewId: miss, direction: "production", questionKind: "cloze", durationMs: 4200 });
    // The twin answered right at the same moment: what the override must give.
    await graded(twinId, 411, 3, t1, { direction: "production", questionKind: "cloze" });

    const outcome = await overrideGrade(userId, miss, { now: at(6 * MINUTE) });
    expect("ok" in outcome).toBe(true);
    const { ok } = outcome as Extract<typeof outcome, { ok: unknown }>;
    expect(ok.reviewId).toBe(overrideReviewId(miss));
    expect(ok.reviewId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(ok.card).toMatchObject({ wordIndex: 411, state: "learning", reps: 1, lapses: 0 });

    const card = await cardOf(userId, 411, 1);
    const twin = await cardOf(twinId, 411, 1);
    const schedule = ({ stability, difficulty, state, reps, lapses, learningSteps, lastReview }: NonNullable<typeof card>) => ({
      stability,
      difficulty,
      state,
      reps,
      lapses,
      learningSteps,
      lastReview,
    });
    expect(schedule(card!)).toEqual(schedule(twin!));
    const logs = (await logsOf(userId, 411)).filter((log) => log.direction === 1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ reviewId: ok.reviewId, rating: 3, override: true, questionKind: "cloze", reviewedAt: t1, durationMs: 4200 });
    expect((logs[0]!.before as { reps: number }).reps).toBe(beforeMiss!.reps);
    expect(await db().reviewUndo.findUnique({ where: { reviewId: miss } })).toMatchObject({ userId, wordIndex: 411 });

    // The day's counts: the Again went, a Good came.
    const stats = await reviewStats(userId, at(10 * MINUTE));
    expect(stats.reviewsPerDay.at(-1)).toMatchObject({ again: 0, hard: 0, good: 1, easy: 1 });
    expect(stats.totalReviews).toBe(2);

    // A retry answers the same; the override is not a miss; a late copy of the miss is not applied.
    const retried = await overrideGrade(userId, miss, { now: at(7 * MINUTE) });
    expect(retried).toEqual({ ok: { ...ok, reviewId: ok.reviewId } });
    expect(await overrideGrade(userId, ok.reviewId)).toEqual({ notAMiss: true });
    expect(await grade(userId, 411, 1, t1, { reviewId: miss, direction: "production", questionKind: "cloze" })).toEqual({ undone: true });
    expect((await logsOf(userId, 411)).length).toBe(2);

    // Undo takes the override back to the card as it was before the answer.
    await undoLastGrade(userId, ok.reviewId, at(8 * MINUTE));
    expect(fsrsFields(await cardOf(userId, 411, 1))).toEqual(fsrsFields(beforeMiss));
  });

  it("refuses a grade that is not a miss, not the card's last, unknown or someone else's, and applies concurrent overrides once", async () => {
    const { id: userId } = await signedInUser("override");
    const { id: otherId } = await signedInUser("other");
    await addToDeck(userId, 412, T0);
    const good = randomUUID();
    await graded(userId, 412, 3, T0, { reviewId: good, questionKind: "meaning" });
    expect(await overrideGrade(userId, good)).toEqual({ notAMiss: true });

    const miss = randomUUID();
    await graded(userId, 412, 1, at(MINUTE), { reviewId: miss, questionKind: "meaning" });
    await graded(userId, 412, 3, at(2 * MINUTE), { questionKind: "meaning" });
    const card = await cardOf(userId, 412, 0);
    expect(await overrideGrade(userId, miss)).toEqual({ notLastGrade: true });
    expect(await cardOf(userId, 412, 0)).toEqual(card);

    // The card's last write, though not the learner's last grade (a Match Words board grades several cards): allowed.
    const missed = randomUUID();
    await addToDeck(userId, 413, T0);
    await graded(userId, 413, 1, at(3 * MINUTE), { reviewId: missed, questionKind: "match" });
    await graded(userId, 412, 3, at(4 * MINUTE), { questionKind: "match" });
    expect(await overrideGrade(otherId, missed)).toEqual({ nothingToUndo: true });
    expect(await overrideGrade(userId, randomUUID())).toEqual({ nothingToUndo: true });

    const answers = await Promise.all([0, 1, 2].map(() => overrideGrade(userId, missed)));
    expect(answers.every((answer) => "ok" in answer)).toBe(true);
    const logs = await logsOf(userId, 413);
    expect(logs.map((log) => [log.rating, log.override, log.questionKind])).toEqual([[3, true, "match"]]);
    expect(await cardOf(userId, 413, 0)).toMatchObject({ reps: 1 });
  });
});

describe("the flip queue and the practice queue", () => {
  it("the flip queue, its counts and /progress's states are of recognition cards; production cards are never flipped", async () => {
    const { id: userId } = await signedInUser("flip");
    const now = new Date();
    await addToDeck(userId, 421, now);
    await graded(userId, 421, 4, now);
    // The production card is new and due: not in the flip queue.
    let queue = await dueQueue(userId, { now });
    expect(queue.cards).toEqual([]);
    expect(queue.counts).toEqual({ due: 0, learning: 0, newLeft: 0 });
    expect(await newCardCount(userId)).toBe(0);

    // Nor when it is a review card due now; the next due is the recognition card's.
    await db().reviewCard.updateMany({ where: { userId, wordIndex: 421, direction: 1 }, data: { state: 2, due: new Date(now.getTime() - DAY) } });
    queue = await dueQueue(userId, { now });
    expect(queue.cards).toEqual([]);
    expect(queue.counts.due).toBe(0);
    expect(queue.nextDue).toBe((await cardOf(userId, 421, 0))!.due.toISOString());

    const stats = await reviewStats(userId, now);
    expect(stats.states).toEqual({ new: 0, learning: 0, review: 1, relearning: 0, mastered: 0 });
    expect(stats.directions).toEqual({ recognition: { cards: 1, due: 0, mastered: 0 }, production: { cards: 1, due: 1, mastered: 0 } });
    expect(stats.duePerDay.reduce((sum, day) => sum + day.count, 0)).toBe(1);
  });

  it("the practice queue holds both directions, one card per word, in the flip queue's order, within the new-card allowance, without the words asked", async () => {
    const { id: userId } = await signedInUser("practice");
    const now = T0;
    await putCard(userId, 431, 0, { state: 2, due: new Date(now.getTime() - 2 * DAY) });
    await putCard(userId, 432, 0, { state: 2, due: new Date(now.getTime() - DAY) });
    await putCard(userId, 433, 0, { state: 1, due: new Date(now.getTime() - MINUTE) });
    await putCard(userId, 434, 0, { state: 0, due: new Date(now.getTime() - 60 * MINUTE) });
    await putCard(userId, 435, 0, { state: 0, due: new Date(now.getTime() - 30 * MINUTE) });
    await putCard(userId, 436, 0, { state: 2, due: new Date(now.getTime() + 5 * DAY) });
    await putCard(userId, 436, 1, { state: 0, due: new Date(now.getTime() - 90 * MINUTE) });
    await putCard(userId, 437, 0, { state: 2, due: new Date(now.getTime() - 2.5 * DAY) });
    await putCard(userId, 437, 1, { state: 2, due: new Date(now.getTime() - 3 * DAY) });
    await putCard(userId, 438, 0, { state: 1, due: new Date(now.getTime() + 5 * MINUTE) });
    // Not due.
    await putCard(userId, 439, 1, { state: 2, due: new Date(now.getTime() + DAY) });

    const order = (cards: Awaited<ReturnType<typeof practiceQueue>>) => cards.map((card) => `${card.wordIndex}${card.direction[0]}`);
    const cards = await practiceQueue(userId, { now, limit: 20 });
    expect(order(cards)).toEqual(["433r", "437p", "431r", "432r", "434r", "435r", "436p", "438r"]);
    expect(cards[1]).toEqual({ wordIndex: 437, direction: "production", stability: 5, state: 2, due: new Date(now.getTime() - 3 * DAY) });

    expect(order(await practiceQueue(userId, { now, limit: 3 }))).toEqual(["433r", "437p", "431r"]);
    // Asked already: the word's other card is left out too.
    expect(order(await practiceQueue(userId, { now, limit: 20, exclude: [437, 433, 434] }))).toEqual(["431r", "432r", "435r", "436p", "438r"]);

    // Two new cards a day, one seen today: one more, recognition first.
    await updateReviewSettings(userId, { newPerDay: 2 });
    await putCard(userId, 440, 0, { state: 0, due: new Date(now.getTime() - 3 * 60 * MINUTE) });
    await graded(userId, 440, 4, new Date(now.getTime() - 60 * MINUTE));
    expect(order(await practiceQueue(userId, { now, limit: 20 }))).toEqual(["433r", "437p", "431r", "432r", "434r", "438r"]);
    await updateReviewSettings(userId, { newPerDay: 1 });
    expect(order(await practiceQueue(userId, { now, limit: 20 }))).toEqual(["433r", "437p", "431r", "432r", "438r"]);
    expect(await practiceQueue(userId, { now, limit: 0 })).toEqual([]);
  });

  it("cardsOf answers a direction's card per word (null when there is none); favourites are the favourite words", async () => {
    const { id: userId } = await signedInUser("favourites");
    await putCard(userId, 441, 0, { state: 2, due: T0 });
    await putCard(userId, 442, 0, { state: 2, due: T0 });
    await putCard(userId, 442, 1, { state: 0, due: T0 });
    expect(await cardsOf(userId, [441, 442, 443], "recognition")).toEqual([
      { wordIndex: 441, direction: "recognition", stability: 5, state: 2, due: T0 },
      { wordIndex: 442, direction: "recognition", stability: 5, state: 2, due: T0 },
      null,
    ]);
    expect(await cardsOf(userId, [441, 442], "production")).toEqual([null, { wordIndex: 442, direction: "production", stability: 0, state: 0, due: T0 }]);
    expect(await cardsOf(userId, [], "production")).toEqual([]);
    expect(newPracticeCard(443, "recognition", T0)).toEqual({ wordIndex: 443, direction: "recognition", stability: 0, state: 0, due: T0 });

    expect(await favouriteWordIndexes(userId)).toEqual([]);
    await addMark(userId, "favourite", { itemId: "445", type: "words", name: "Flashcards" });
    await addMark(userId, "favourite", { itemId: randomUUID(), type: "notes", name: "My Notes", val: { word: "x", definitions: "y" } });
    await addMark(userId, "favourite", { itemId: "444", type: "words", name: "Flashcards" });
    await addMark(userId, "remember", { itemId: "446", type: "words" });
    expect(await favouriteWordIndexes(userId)).toEqual([445, 444]);
  });
});

describe("/progress", () => {
  it("tallies practice answers of the last 30 days by kind and direction (an override is right; flip grades are not practice)", async () => {
    const { id: userId } = await signedInUser("progress");
    // Yesterday noon (UTC): grades an hour apart never straddle midnight, where elapsed days would count one.
    const now = new Date(Math.floor(Date.now() / DAY) * DAY - 12 * 60 * MINUTE);
    const earlier = (ms: number) => new Date(now.getTime() - ms);
    for (const wordIndex of [451, 452, 453, 454, 455]) await addToDeck(userId, wordIndex, earlier(41 * DAY));
    await graded(userId, 455, 3, earlier(40 * DAY), { questionKind: "word" });
    await graded(userId, 451, 3, earlier(60 * MINUTE), { questionKind: "meaning" });
    await graded(userId, 452, 1, earlier(59 * MINUTE), { questionKind: "meaning" });
    await graded(userId, 453, 2, earlier(58 * MINUTE), { questionKind: "typed" });
    await graded(userId, 451, 3, earlier(50 * MINUTE));
    await graded(userId, 454, 4, earlier(40 * MINUTE));
    const miss = randomUUID();
    await graded(userId, 454, 1, earlier(30 * MINUTE), { reviewId: miss, direction: "production", questionKind: "cloze" });
    expect(await overrideGrade(userId, miss, { now })).toHaveProperty("ok");

    const stats = await reviewStats(userId, now);
    const tally = (answers: number, correct: number) => ({ answers, correct });
    expect(stats.practice.byKind).toEqual({
      meaning: tally(2, 1),
      word: tally(0, 0),
      cloze: tally(1, 1),
      typed: tally(1, 1),
      synonym: tally(0, 0),
      antonym: tally(0, 0),
      match: tally(0, 0),
      contrast: tally(0, 0),
    });
    expect(stats.practice.byDirection).toEqual({ recognition: tally(3, 2), production: tally(1, 1) });
    expect(stats.directions.recognition.cards).toBe(5);
    expect(stats.directions.production.cards).toBe(1);
  });
});
