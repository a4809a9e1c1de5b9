import "server-only";
import { randomUUID } from "node:crypto";
import { db, kyselyIn, type Transaction } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { Prisma } from "@/lib/generated/prisma/client";
import { countGrade } from "./activity";
import { learnerDay } from "./day";
import { queueSummary, type CardRow } from "./queue";
import { CARD_COLUMNS } from "./queue-sql";
import { cardView, fieldsOfSnapshot, grade, newCardFields, snapshotOf, type CardFields, type CardSnapshot } from "./scheduler";
import { reviewSettings, type StoredSettings } from "./settings";
import type { GradeResponse, GradeValue, UndoResponse } from "./types";

// Grading and undo. Each runs in one transaction that locks the card's row
// (SELECT … FOR UPDATE), so two tabs grading one card at once are applied one
// after the other: both logs, one consistent card. The version column goes up
// with every write and the UPDATE is conditional on it, so a write computed
// from a stale card can never land even if the lock were lost. The log's
// unique review_id makes a retried grade apply once. The transaction holds the
// learner's lock from its start (lib/users/user-lock.ts), before the card's:
// deleting the account takes them in the same order.

type Tx = Transaction;

export interface GradeInput {
  wordIndex: number;
  rating: GradeValue;
  reviewId: string;
  durationMs: number;
}

export type GradeOutcome =
  | { ok: GradeResponse }
  /** The word is not in the learner's deck. */
  | { notInDeck: true }
  /** The reviewId was used for another grade (another card, or another learner). */
  | { reviewIdTaken: true }
  /** The grade with this reviewId was undone: a late copy of it is not applied again. */
  | { undone: true };

type LockedCard = CardRow & { version: number };

async function lockCard(tx: Tx, userId: string, wordIndex: number): Promise<LockedCard | null> {
  const card = await kyselyIn(tx)
    .selectFrom("review_cards as c")
    .select([...CARD_COLUMNS, "c.version"])
    .where("c.user_id", "=", userId)
    .where("c.word_index", "=", wordIndex)
    .forUpdate()
    .executeTakeFirst();
  return card ?? null;
}

/** Writes `fields` to the card if it is still at `version`; false if another write came first. */
async function writeCard(tx: Tx, card: LockedCard, fields: Omit<CardFields, "id">): Promise<boolean> {
  const { count } = await tx.reviewCard.updateMany({
    where: { id: card.id, version: card.version },
    data: {
      due: fields.due,
      stability: fields.stability,
      difficulty: fields.difficulty,
      elapsedDays: fields.elapsedDays,
      scheduledDays: fields.scheduledDays,
      learningSteps: fields.learningSteps,
      reps: fields.reps,
      lapses: fields.lapses,
      state: fields.state,
      lastReview: fields.lastReview,
      version: { increment: 1 },
    },
  });
  return count === 1;
}

function sameSnapshot(a: CardSnapshot, b: CardSnapshot): boolean {
  return (Object.keys(a) as (keyof CardSnapshot)[]).every((key) => a[key] === b[key]);
}

class GradeUndoneError extends Error {}

export class StaleCardError extends Error {
  constructor() {
    super("The card changed while it was being graded.");
  }
}

/** Puts the word in the deck as a new card unless it is there already; false if the word does not exist. */
export async function insertNewCard(tx: Tx, userId: string, wordIndex: number, now: Date): Promise<boolean> {
  const card = newCardFields(now);
  const row = await kyselyIn(tx)
    .with("inserted", (db) =>
      db
        .insertInto("review_cards")
        .columns([
          "user_id",
          "word_index",
          "due",
          "stability",
          "difficulty",
          "elapsed_days",
          "scheduled_days",
          "learning_steps",
          "reps",
          "lapses",
          "state",
          "last_review",
        ])
        .expression((eb) =>
          eb
            .selectFrom("words as w")
            .select([
              eb.val(userId).as("user_id"),
              "w.index",
              eb.val(card.due).as("due"),
              eb.val(card.stability).as("stability"),
              eb.val(card.difficulty).as("difficulty"),
              eb.val(card.elapsedDays).as("elapsed_days"),
              eb.val(card.scheduledDays).as("scheduled_days"),
              eb.val(card.learningSteps).as("learning_steps"),
              eb.val(card.reps).as("reps"),
              eb.val(card.lapses).as("lapses"),
              eb.val(card.state).as("state"),
              eb.lit(null).as("last_review"),
            ])
            .where("w.index", "=", wordIndex),
        )
        .onConflict((conflict) => conflict.columns(["user_id", "word_index"]).doNothing())
        .returning("id"),
    )
    .selectNoFrom((eb) => eb.exists(eb.selectFrom("words").select("index").where("index", "=", wordIndex)).as("exists"))
    .executeTakeFirst();
  return row?.exists === true;
}

interface PriorLog {
  userId: string;
  wordIndex: number;
  rating: number;
  after: CardSnapshot;
}

async function priorGrade(reviewId: string): Promise<PriorLog | null> {
  const row = await db().reviewLog.findUnique({ where: { reviewId }, select: { userId: true, wordIndex: true, rating: true, after: true } });
  return row && { userId: row.userId, wordIndex: row.wordIndex, rating: row.rating, after: row.after as unknown as CardSnapshot };
}

async function answer(userId: string, wordIndex: number, card: Omit<CardFields, "id">, now: Date, settings?: StoredSettings): Promise<GradeResponse> {
  return { card: cardView(wordIndex, card), ...(await queueSummary(userId, settings ?? (await reviewSettings(userId)), now)) };
}

/** The first answer to a reviewId, or why it cannot be given; null if the reviewId is unused. */
async function replay(userId: string, input: GradeInput, now: Date): Promise<GradeOutcome | null> {
  const prior = await priorGrade(input.reviewId);
  if (!prior) {
    const undone = await undoneGrade(db(), input.reviewId);
    return undone && undoneOutcome(userId, input, undone);
  }
  // A retry repeats its grade exactly; the same id with another rating is another grade, not a retry.
  if (prior.userId !== userId || prior.wordIndex !== input.wordIndex || prior.rating !== input.rating) return { reviewIdTaken: true };
  return { ok: await answer(userId, input.wordIndex, fieldsOfSnapshot(prior.after), now) };
}

async function undoneGrade(tx: Tx, reviewId: string): Promise<{ userId: string; wordIndex: number } | null> {
  return tx.reviewUndo.findUnique({ where: { reviewId }, select: { userId: true, wordIndex: true } });
}

function undoneOutcome(userId: string, input: GradeInput, undone: { userId: string; wordIndex: number }): GradeOutcome {
  return undone.userId === userId && undone.wordIndex === input.wordIndex ? { undone: true } : { reviewIdTaken: true };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * Grades the learner's card for `wordIndex`. A reviewId already applied
 * returns the first answer and changes nothing.
 * - `enterDeck`: a word not yet in the deck is added and graded at once
 *   (Remember / Not remembered on a flashcard); a card that has been graded
 *   before is then left as it is, so browsing flashcards never reschedules it.
 */
export async function gradeWord(userId: string, input: GradeInput, options: { now?: Date; enterDeck?: boolean } = {}): Promise<GradeOutcome> {
  checkedUserId(userId);
  const now = options.now ?? new Date();
  const replayed = await replay(userId, input, now);
  if (replayed) return replayed;

  const settings = await reviewSettings(userId);
  let graded: Omit<CardFields, "id"> | null;
  try {
    graded = await writeUserData(userId, async (tx) => {
      if (options.enterDeck && !(await insertNewCard(tx, userId, input.wordIndex, now))) return null;
      const card = await lockCard(tx, userId, input.wordIndex);
      if (!card) return null;
      // Undo locks the same row, so a copy racing the undo of its own grade is seen here.
      if (await undoneGrade(tx, input.reviewId)) throw new GradeUndoneError();
      if (options.enterDeck && card.state !== 0) return card;
      const before = snapshotOf(card);
      const next = grade(settings, card, input.rating, now);
      const day = learnerDay(now, settings.timeZone);
      if (!(await writeCard(tx, card, next.card))) throw new StaleCardError();
      await tx.reviewLog.create({
        data: {
          cardId: card.id,
          userId,
          wordIndex: input.wordIndex,
          reviewId: input.reviewId,
          rating: input.rating,
          state: next.log.state,
          due: next.log.due,
          stability: next.log.stability,
          difficulty: next.log.difficulty,
          elapsedDays: next.log.elapsed_days,
          lastElapsedDays: next.log.last_elapsed_days,
          scheduledDays: next.log.scheduled_days,
          learningSteps: next.log.learning_steps,
          reviewedAt: now,
          durationMs: input.durationMs,
          learnerDay: new Date(`${day}T00:00:00Z`),
          before: before as unknown as Prisma.InputJsonObject,
          after: snapshotOf(next.card) as unknown as Prisma.InputJsonObject,
        },
      });
      await countGrade(tx, userId, { day, rating: input.rating, stateBefore: card.state }, 1);
      return next.card;
    });
  } catch (error) {
    if (error instanceof GradeUndoneError) return { undone: true };
    // The same reviewId, sent twice at once: the other request applied it.
    if (isUniqueViolation(error)) {
      const again = await replay(userId, input, now);
      if (again) return again;
    }
    throw error;
  }
  if (!graded) return { notInDeck: true };
  return { ok: await answer(userId, input.wordIndex, graded, now, settings) };
}

/** Remember / Not remembered on a flashcard: the word enters the deck graded Good / Again (once). */
export async function enterDeckGraded(userId: string, wordIndex: number, rating: GradeValue, now = new Date()): Promise<void> {
  await gradeWord(userId, { wordIndex, rating, reviewId: randomUUID(), durationMs: 0 }, { now, enterDeck: true });
}

export type UndoOutcome = { ok: UndoResponse } | { nothingToUndo: true } | { notLastGrade: true };

/**
 * Undoes the learner's latest grade: the card gets back exactly the fields it
 * had before (the log's `before`), and the log row is removed; its reviewId is
 * kept in review_undos so that a late copy of that grade is never applied. Called again,
 * it undoes the grade before that. With `reviewId`, only if that is the latest
 * grade, so a retried undo never undoes two.
 */
export async function undoLastGrade(userId: string, reviewId: string | null, now = new Date()): Promise<UndoOutcome> {
  checkedUserId(userId);
  const settings = await reviewSettings(userId);
  type Undone = { restored: Omit<CardFields, "id">; log: { reviewId: string; rating: number; wordIndex: number } };
  const outcome = await writeUserData(userId, async (tx): Promise<Undone | { nothingToUndo: true } | { notLastGrade: true }> => {
    // The grade applied last: ids are assigned under the card's lock, in the order grades were applied
    // (reviewed_at is taken before the lock, so two tabs' grades can carry it in the other order).
    const log = await kyselyIn(tx)
      .selectFrom("review_logs")
      .select([
        "id",
        "review_id as reviewId",
        "rating",
        "state",
        "reviewed_at as reviewedAt",
        "learner_day as learnerDay",
        "word_index as wordIndex",
        "before",
        "after",
      ])
      .where("user_id", "=", userId)
      .where("card_id", "is not", null)
      .orderBy("id", "desc")
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!log) return { nothingToUndo: true };
    if (reviewId !== null && log.reviewId !== reviewId) return { notLastGrade: true };
    const card = await lockCard(tx, userId, log.wordIndex);
    if (!card) return { nothingToUndo: true };
    // Only a card still exactly as that grade left it goes back: anything else would restore a state it never had.
    // The log's JSON as the grade wrote it (snapshotOf).
    if (!sameSnapshot(snapshotOf(card), log.after as CardSnapshot)) return { notLastGrade: true };
    const restored = fieldsOfSnapshot(log.before as CardSnapshot);
    if (!(await writeCard(tx, card, restored))) throw new StaleCardError();
    await tx.reviewLog.delete({ where: { id: log.id } });
    await tx.reviewUndo.create({ data: { reviewId: log.reviewId, userId, wordIndex: log.wordIndex } });
    // Out of the day it was counted in, whatever the learner's zone is now.
    const day = log.learnerDay ? log.learnerDay.toISOString().slice(0, 10) : learnerDay(log.reviewedAt, settings.timeZone);
    await countGrade(tx, userId, { day, rating: log.rating, stateBefore: log.state }, -1);
    return { restored, log };
  });
  if (!("restored" in outcome)) return outcome;
  const { restored, log } = outcome;
  const response = await answer(userId, log.wordIndex, restored, now, settings);
  return { ok: { ...response, undone: { reviewId: log.reviewId, rating: log.rating as GradeValue, wordIndex: log.wordIndex } } };
}
