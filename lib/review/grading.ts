import "server-only";
import { createHash } from "node:crypto";
import { sql, type DeleteQueryBuilder, type QueryCreator, type RawBuilder } from "kysely";
import { compiledOnce } from "@/lib/compiled-once";
import { kysely, type DB, type Transaction } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { isUniqueViolation } from "@/lib/db-retry";
import { countDeckEntry, countGrade, gradeCounts, gradeCountUpsert } from "./activity";
import { holdBackPartners, partnerPairs, separatedDue, separateWaves } from "./confusable-separation";
import { learnerDay } from "./day";
import { directionCode, earnsProductionCard, PRODUCTION, RECOGNITION, type Direction, type DirectionCode } from "./direction";
import type { QuestionKind } from "./question-kinds";
import { queueSummary, type CardRow } from "./queue";
import { CARD_COLUMNS } from "./queue-sql";
import { cardView, fieldsOfSnapshot, grade, newCardFields, snapshotOf, type CardFields, type CardSnapshot } from "./scheduler";
import { reviewSettings, type StoredSettings } from "./settings";
import type { GradeResponse, GradeValue, ReviewCardState, UndoResponse } from "./types";

// Grading and undo. Each locks the card's row (SELECT … FOR UPDATE), so two
// tabs grading one card at once are applied one after the other: both logs,
// one consistent card. The version column goes up with every write and the
// UPDATE is conditional on it, so a write computed from a stale card can never
// land even if the lock were lost. The log's unique review_id makes a retried
// grade apply once: the log row goes in first, ON CONFLICT DO NOTHING, so a
// retry is found without an error and writes nothing, and the grade can run
// inside a caller's transaction (gradeCardIn: a practice answer's claim, grades
// and stored result are one transaction) where an error would end it all.
// gradeWord and gradeWordCard run it in a transaction of their own. Either
// way the transaction holds the learner's lock from its start
// (lib/users/user-lock.ts), before the card's: deleting the account takes
// them in the same order.
//
// A word has up to two cards, one per direction (lib/review/direction.ts):
// recognition (see the word, know the meaning: every flip card, and every card
// made before directions existed) and production (produce the word: practice
// questions only). Each is its own FSRS card; a grade names the one it grades.

type Tx = Transaction;

const NEW_STATE = 0;

export interface GradeInput {
  wordIndex: number;
  rating: GradeValue;
  reviewId: string;
  durationMs: number;
  /** The card graded: the word's recognition card unless said otherwise. */
  direction?: Direction;
  /** The practice question that produced the grade; null (or absent) for a flip card. */
  questionKind?: QuestionKind | null;
  /** "I was right": set by overrideGrade only. */
  override?: boolean;
}

export type GradeOutcome =
  | { ok: GradeResponse }
  /** The word is not in the learner's deck. */
  | { notInDeck: true }
  /** The reviewId was used for another grade (another card, or another learner). */
  | { reviewIdTaken: true }
  /** The grade with this reviewId was undone: a late copy of it is not applied again. */
  | { undone: true };

/** A card as a grade reads it: its fields and its row's version, its row locked. */
export type LockedCard = CardRow & { version: number };

/**
 * The learner's card of a word in a direction, locked, as a grade reads it: on its own (lockCard) or inside
 * another statement, where the word and direction may be that statement's columns (a practice answer's claim,
 * lib/practice/question-store.ts, which takes its question's card with it).
 */
export function cardForUpdateQuery(db: QueryCreator<DB>, userId: string, wordIndex: number | RawBuilder<number>, direction: number | RawBuilder<number>) {
  return db
    .selectFrom("review_cards as c")
    .select([...CARD_COLUMNS, "c.version"])
    .where("c.user_id", "=", userId)
    .where("c.word_index", "=", wordIndex)
    .where("c.direction", "=", direction)
    .forUpdate();
}

// Every grade reads its card first: compiled once.
const cardForUpdate = compiledOnce(({ userId, wordIndex, direction }: { userId: string; wordIndex: number; direction: DirectionCode }) =>
  cardForUpdateQuery(kysely(), userId, wordIndex, direction),
);

async function lockCard(tx: Tx, userId: string, wordIndex: number, direction: DirectionCode): Promise<LockedCard | null> {
  const [card] = (await tx.executeQuery(cardForUpdate({ userId, wordIndex, direction }))).rows;
  return card ?? null;
}

/** The UPDATE that writes `fields` to the card `id` if it is still at `version`. */
function cardUpdate(db: QueryCreator<DB>, id: LockedCard["id"], version: number, fields: Omit<CardFields, "id">) {
  return db
    .updateTable("review_cards")
    .set((eb) => ({
      due: fields.due,
      stability: fields.stability,
      difficulty: fields.difficulty,
      elapsed_days: fields.elapsedDays,
      scheduled_days: fields.scheduledDays,
      learning_steps: fields.learningSteps,
      reps: fields.reps,
      lapses: fields.lapses,
      state: fields.state,
      last_review: fields.lastReview,
      version: eb("version", "+", 1),
    }))
    .where("id", "=", id)
    .where("version", "=", version);
}

/** Writes `fields` to the card if it is still at its version; false if it was not. */
async function writeCard(tx: Tx, card: LockedCard, fields: Omit<CardFields, "id">): Promise<boolean> {
  const result = await cardUpdate(tx, card.id, card.version, fields).executeTakeFirst();
  return result.numUpdatedRows === BigInt(1);
}

function sameSnapshot(a: CardSnapshot, b: CardSnapshot): boolean {
  return (Object.keys(a) as (keyof CardSnapshot)[]).every((key) => a[key] === b[key]);
}

export class StaleCardError extends Error {
  constructor() {
    super("The card changed while it was being graded.");
  }
}

/**
 * The INSERT of new cards of `direction` for the words of `wordIndexes` that exist, none for a word with one already; each caller says what it returns.
 * `context`: the sentence the learner met the word in (one word's card: Add to review).
 */
function newCardsInsert(db: QueryCreator<DB>, userId: string, wordIndexes: readonly number[], now: Date, direction: Direction, context?: string) {
  const card = newCardFields(now);
  // A confusable word's first introduction waits for its partners' (lib/review/confusable-separation.ts); other words pay nothing.
  const pairs = direction === "recognition" ? partnerPairs(wordIndexes) : { words: [], partners: [] };
  return db
    .insertInto("review_cards")
    .columns([
      "user_id",
      "word_index",
      "direction",
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
      ...(context === undefined ? [] : (["context"] as const)),
    ])
    .expression((eb) =>
      eb
        .selectFrom("words as w")
        .select([
          eb.val(userId).as("user_id"),
          "w.index",
          eb.val(directionCode(direction)).as("direction"),
          pairs.words.length > 0 ? separatedDue(userId, card.due, pairs).as("due") : eb.val(card.due).as("due"),
          eb.val(card.stability).as("stability"),
          eb.val(card.difficulty).as("difficulty"),
          eb.val(card.elapsedDays).as("elapsed_days"),
          eb.val(card.scheduledDays).as("scheduled_days"),
          eb.val(card.learningSteps).as("learning_steps"),
          eb.val(card.reps).as("reps"),
          eb.val(card.lapses).as("lapses"),
          eb.val(card.state).as("state"),
          eb.lit(null).as("last_review"),
          ...(context === undefined ? [] : [eb.val(context).as("context")]),
        ])
        // One array parameter, whatever the count (an import's 10,000 words would be 10,000 parameters).
        .where(sql<boolean>`w.index = any(${[...wordIndexes]}::int[])`),
    )
    .onConflict((conflict) => conflict.columns(["user_id", "word_index", "direction"]).doNothing());
}

/** Puts the word in the deck as a new card of `direction` (with its `context`) unless it has one already; false if the word does not exist. */
export async function insertNewCard(
  tx: Tx,
  userId: string,
  wordIndex: number,
  now: Date,
  direction: Direction = "recognition",
  context?: string,
): Promise<boolean> {
  const row = await tx
    .with("inserted", (db) => newCardsInsert(db, userId, [wordIndex], now, direction, context))
    .selectNoFrom((eb) => eb.exists(eb.selectFrom("words").select("index").where("index", "=", wordIndex)).as("exists"))
    .executeTakeFirst();
  return row?.exists === true;
}

/**
 * The word's card in `direction`, made now as a new card. A row this
 * transaction inserted is its own until it commits (no other can see or lock
 * it), so it needs no lock of its own: one round trip. When none is made (the
 * word does not exist, or another request made its card first), the card is
 * locked as it is: null only for a word not in the word set. `companion` runs
 * in the same statement either way.
 */
async function addCardLocked(
  tx: Tx,
  userId: string,
  wordIndex: number,
  now: Date,
  direction: Direction = "recognition",
  companion?: EntryCompanion,
): Promise<LockedCard | null> {
  // Nothing reads the companion's rows: typed as the transaction it is added to.
  const creator = companion ? (tx.with("companion", companion) as unknown as Tx) : tx;
  const [made] = await creator
    .with("made", (db) => newCardsInsert(db, userId, [wordIndex], now, direction).returningAll())
    .selectFrom("made as c")
    .select([...CARD_COLUMNS, "c.version"])
    .execute();
  return made ?? lockCard(tx, userId, wordIndex, directionCode(direction));
}

/**
 * The word's card in `direction`, locked; added first (as a new card) when it
 * is not in the deck. Null for a word not in the word set. Most cards are in
 * the deck, so the lock comes first and the insert only when it finds none.
 */
async function lockOrAddCard(tx: Tx, userId: string, wordIndex: number, now: Date, direction?: Direction): Promise<LockedCard | null> {
  return (await lockCard(tx, userId, wordIndex, directionCode(direction))) ?? addCardLocked(tx, userId, wordIndex, now, direction);
}

/** Puts each word that exists in the deck as a new card of `direction`, in one statement; returns how many cards were made. */
export async function insertNewCards(tx: Tx, userId: string, wordIndexes: readonly number[], now: Date, direction: Direction = "recognition"): Promise<number> {
  if (wordIndexes.length === 0) return 0;
  // Partners in one batch go in separate statements, each seeing the cards the one before made.
  let made = 0;
  for (const wave of separateWaves(wordIndexes)) made += (await newCardsInsert(tx, userId, wave, now, direction).returning("id").execute()).length;
  return made;
}

// Production cards. A word's production card is made, in the transaction of
// the recognition grade that leaves the recognition card's stability at
// PRODUCTION_STABILITY_DAYS or more (a pass: Hard, Good or Easy), when the
// word has none yet. With FSRS-6's default weights (ts-fsrs) a new card's first
// grade gives a stability of 0.21 d (Again), 1.29 d (Hard), 2.31 d (Good) or
// 8.30 d (Easy), and more Goods the same day leave a Good's 2.31 d as it is;
// the first review after the two-day interval gives 11.0 d (Good) or 7.5 d
// (Hard). So three days is past anything one day's study reaches: production
// comes once the word has been recalled after a gap, or at once for a word
// rated Easy (one the learner knew already). Producing a word is harder than
// recognising it (Nakata 2016): asked for before the meaning has held for a
// few days, it would mostly be missed. A card that is stable already (every
// card made before directions existed) gets its production card at its next
// passing grade.
//
// The card is created with created_at = the grade's reviewed_at: that is how
// undoing that grade knows the card is its own (no other grade of the word can
// create one at the same instant), and removes it while it is still unreviewed.

async function insertProductionCard(tx: Tx, userId: string, wordIndex: number, at: Date): Promise<void> {
  const card = newCardFields(at);
  await tx
    .insertInto("review_cards")
    .values({
      user_id: userId,
      word_index: wordIndex,
      direction: PRODUCTION,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsedDays,
      scheduled_days: card.scheduledDays,
      learning_steps: card.learningSteps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: null,
      created_at: at,
      // The sentence the word was added with, which its cloze questions ask.
      context: (eb) =>
        eb.selectFrom("review_cards").select("context").where("user_id", "=", userId).where("word_index", "=", wordIndex).where("direction", "=", RECOGNITION),
    })
    .onConflict((conflict) => conflict.columns(["user_id", "word_index", "direction"]).doNothing())
    .execute();
}

/** Removes the production card the recognition grade at `reviewedAt` created, if it has not been reviewed since. */
async function removeCreatedProductionCard(tx: Tx, userId: string, wordIndex: number, reviewedAt: Date): Promise<void> {
  await tx
    .deleteFrom("review_cards")
    .where("user_id", "=", userId)
    .where("word_index", "=", wordIndex)
    .where("direction", "=", PRODUCTION)
    .where("reps", "=", 0)
    .where("created_at", "=", reviewedAt)
    .execute();
}

interface AppliedGrade {
  rating: GradeValue;
  reviewId: string;
  durationMs: number;
  direction: DirectionCode;
  questionKind: QuestionKind | null;
  override: boolean;
  /** When the grade was given: ts-fsrs schedules from it, and it is the log's reviewed_at. */
  at: Date;
  /** The learner's day it counts for (YYYY-MM-DD). */
  day: string;
}

/** The values of a grade's one statement (gradeStatement), each a parameter of it. */
type GradeValues = Omit<AppliedGrade, "direction" | "questionKind"> &
  Omit<CardFields, "id"> & {
    cardId: LockedCard["id"];
    version: number;
    userId: string;
    wordIndex: number;
    direction: DirectionCode;
    questionKind: QuestionKind | null;
    /** ts-fsrs's log of the grade (the card as it was). */
    logState: number;
    logDue: Date;
    logStability: number;
    logDifficulty: number;
    logElapsedDays: number;
    logLastElapsedDays: number;
    logScheduledDays: number;
    logLearningSteps: number;
    /** The card's snapshots before and after, as JSON. */
    before: string;
    after: string;
    /** What the grade adds to its day's activity row (gradeCounts). */
    reviews: number;
    reviewState: number;
    newCards: number;
    countedMs: number;
  };

/**
 * One statement: the log, then the card (only if the log went in, the card is still at its version and the grade
 * was not undone), then the day's count (only if the card was written). Compiled once: every answer runs it.
 */
const gradeStatement = compiledOnce((v: GradeValues) =>
  kysely()
    .with("logged", (db) =>
      db
        .insertInto("review_logs")
        .values({
          card_id: v.cardId,
          user_id: v.userId,
          word_index: v.wordIndex,
          direction: v.direction,
          question_kind: v.questionKind,
          override: v.override,
          review_id: v.reviewId,
          rating: v.rating,
          state: v.logState,
          due: v.logDue,
          stability: v.logStability,
          difficulty: v.logDifficulty,
          elapsed_days: v.logElapsedDays,
          last_elapsed_days: v.logLastElapsedDays,
          scheduled_days: v.logScheduledDays,
          learning_steps: v.logLearningSteps,
          reviewed_at: v.at,
          duration_ms: v.durationMs,
          learner_day: sql<Date>`${v.day}::date`,
          before: sql`${v.before}::jsonb`,
          after: sql`${v.after}::jsonb`,
        })
        .onConflict((conflict) => conflict.column("review_id").doNothing())
        .returning("id"),
    )
    .with("written", () =>
      cardUpdate(kysely(), v.cardId, v.version, {
        due: v.due,
        stability: v.stability,
        difficulty: v.difficulty,
        elapsedDays: v.elapsedDays,
        scheduledDays: v.scheduledDays,
        learningSteps: v.learningSteps,
        reps: v.reps,
        lapses: v.lapses,
        state: v.state,
        lastReview: v.lastReview,
      })
        .where(sql<boolean>`exists (select 1 from logged)`)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom("review_undos").select("review_id").where("review_id", "=", v.reviewId))))
        .returning("id"),
    )
    .with("counted", () =>
      gradeCountUpsert(
        kysely(),
        v.userId,
        v.day,
        v.rating,
        { reviews: v.reviews, review_state: v.reviewState, new_cards: v.newCards, duration_ms: v.countedMs },
        sql<boolean>`exists (select 1 from written)`,
      ).returning("user_id"),
    )
    .selectNoFrom((eb) => [eb.selectFrom("logged").select("id").as("logId"), eb.exists(eb.selectFrom("written").select("id")).as("written")]),
);

/**
 * Grades the locked card: logs the grade, writes the card (if still at its
 * version), counts it in the day's activity and, for a recognition grade that
 * makes the card stable enough, gives the word its production card. Null, with
 * nothing written, when the reviewId is logged already (a retry, or another
 * grade's id) or was undone: the caller tells which (replayIn).
 */
async function applyGrade(tx: Tx, userId: string, card: LockedCard, settings: StoredSettings, grading: AppliedGrade): Promise<Omit<CardFields, "id"> | null> {
  const before = snapshotOf(card);
  const next = grade(settings, card, grading.rating, grading.at);
  const fields = next.card;
  // Under the card's lock a retry sent at once waits for the first to commit, then finds its log; the lock also
  // waited for an undo of this very grade under way, and gradeStatement sees what it committed.
  const counts = gradeCounts({ day: grading.day, rating: grading.rating, stateBefore: card.state, durationMs: grading.durationMs }, 1);
  const [outcome] = (
    await tx.executeQuery(
      gradeStatement({
        ...grading,
        cardId: card.id,
        version: card.version,
        userId,
        wordIndex: card.wordIndex,
        logState: next.log.state,
        logDue: next.log.due,
        logStability: next.log.stability,
        logDifficulty: next.log.difficulty,
        logElapsedDays: next.log.elapsed_days,
        logLastElapsedDays: next.log.last_elapsed_days,
        logScheduledDays: next.log.scheduled_days,
        logLearningSteps: next.log.learning_steps,
        before: JSON.stringify(before),
        after: JSON.stringify(snapshotOf(fields)),
        ...fields,
        reviews: counts.reviews,
        reviewState: counts.review_state,
        newCards: counts.new_cards,
        countedMs: counts.duration_ms,
      }),
    )
  ).rows;
  if (!outcome) throw new Error(`grade ${grading.reviewId}: its statement answered no row`);
  if (outcome.logId === null) return null;
  if (!outcome.written) {
    if (!(await undoneGrade(tx, grading.reviewId))) throw new StaleCardError();
    // A late copy of an undone grade: its log goes again, and nothing else was written.
    await tx.deleteFrom("review_logs").where("id", "=", outcome.logId).execute();
    return null;
  }
  // A recognition card's first grade introduces the word: its confusable partners' new cards wait (confusable-separation.ts).
  if (grading.direction === RECOGNITION && card.state === NEW_STATE) await holdBackPartners(tx, userId, card.wordIndex, grading.at);
  if (grading.direction === RECOGNITION && earnsProductionCard(grading.rating, fields.stability)) {
    await insertProductionCard(tx, userId, card.wordIndex, grading.at);
  }
  return fields;
}

interface PriorLog {
  userId: string;
  wordIndex: number;
  direction: number;
  rating: number;
  after: CardSnapshot;
}

async function priorGrade(tx: Tx, reviewId: string): Promise<PriorLog | null> {
  const row = await tx
    .selectFrom("review_logs")
    .select(["user_id", "word_index", "direction", "rating", "after"])
    .where("review_id", "=", reviewId)
    .executeTakeFirst();
  return row ? { userId: row.user_id, wordIndex: row.word_index, direction: row.direction, rating: row.rating, after: row.after as CardSnapshot } : null;
}

async function answer(userId: string, wordIndex: number, card: Omit<CardFields, "id">, now: Date, settings?: StoredSettings): Promise<GradeResponse> {
  return { card: cardView(wordIndex, card), ...(await queueSummary(userId, settings ?? (await reviewSettings(userId, now)), now)) };
}

type Outcome<T> = { ok: T } | Exclude<GradeOutcome, { ok: GradeResponse }>;

/** The reviewId's log, or its undo, in one statement. */
async function priorOrUndone(tx: Tx, reviewId: string): Promise<{ prior: PriorLog | null; undone: { userId: string; wordIndex: number } | null }> {
  const rows = await tx
    .selectFrom("review_logs")
    .select(["user_id", "word_index", "direction", "rating", "after", sql<boolean>`false`.as("undone")])
    .where("review_id", "=", reviewId)
    .unionAll(
      tx
        .selectFrom("review_undos")
        .select([
          "user_id",
          "word_index",
          sql<number>`0::smallint`.as("direction"),
          sql<number>`0::smallint`.as("rating"),
          sql<CardSnapshot>`null::jsonb`.as("after"),
          sql<boolean>`true`.as("undone"),
        ])
        .where("review_id", "=", reviewId),
    )
    .execute();
  const log = rows.find((row) => !row.undone);
  const undo = rows.find((row) => row.undone);
  return {
    prior: log ? { userId: log.user_id, wordIndex: log.word_index, direction: log.direction, rating: log.rating, after: log.after as CardSnapshot } : null,
    undone: undo ? { userId: undo.user_id, wordIndex: undo.word_index } : null,
  };
}

/** The first answer to a reviewId, or why it cannot be given; null if the reviewId is unused. */
async function replayIn(tx: Tx, userId: string, input: GradeInput): Promise<Outcome<Omit<CardFields, "id">> | null> {
  const { prior, undone } = await priorOrUndone(tx, input.reviewId);
  if (!prior) return undone && undoneOutcome(userId, input, undone);
  // A retry repeats its grade exactly; the same id with another rating (or card) is another grade, not a retry.
  if (prior.userId !== userId || prior.wordIndex !== input.wordIndex || prior.direction !== directionCode(input.direction) || prior.rating !== input.rating) {
    return { reviewIdTaken: true };
  }
  return { ok: fieldsOfSnapshot(prior.after) };
}

async function undoneGrade(tx: Tx, reviewId: string): Promise<{ userId: string; wordIndex: number } | null> {
  const row = await tx.selectFrom("review_undos").select(["user_id", "word_index"]).where("review_id", "=", reviewId).executeTakeFirst();
  return row ? { userId: row.user_id, wordIndex: row.word_index } : null;
}

function undoneOutcome(userId: string, input: GradeInput, undone: { userId: string; wordIndex: number }): Outcome<never> {
  return undone.userId === userId && undone.wordIndex === input.wordIndex ? { undone: true } : { reviewIdTaken: true };
}

export interface GradeOptions {
  now?: Date;
  /** A word not yet in the deck is added and graded; one in it is graded as usual (practice on favourites). */
  addMissing?: boolean;
  /**
   * The caller claimed the grade's reviewId in this transaction (a practice
   * question's or a challenge question's claim): it has no earlier grade or
   * undo to replay, so a card not in the deck is added without looking for one.
   */
  claimed?: boolean;
  /** The learner's settings, read already. */
  settings?: StoredSettings;
}

/**
 * A statement that goes with a card's entry into the deck, run in the entry's own statement (a common table
 * expression of it), whether or not the card was made: a spot check's miss takes the word's known mark away there.
 */
export type EntryCompanion = (db: QueryCreator<DB>) => DeleteQueryBuilder<DB, keyof DB, { word_index: number }>;

/**
 * How gradeCardIn finds the card: locked where it is (`addMissing` adds it when it is not), or, with `entering`,
 * added first (for a word the caller knows is most likely not in the deck: one round trip, not a lock that finds
 * nothing and then the insert), its companion statement run with it.
 */
export type GradeInOptions = Omit<GradeOptions, "now" | "settings"> & {
  now: Date;
  settings: StoredSettings;
  entering?: EntryCompanion;
  /** The card, locked already in this transaction by the caller's own statement (null: it found none); read here when absent. */
  locked?: LockedCard | null;
};

/**
 * Grades the learner's card for `wordIndex` in `input.direction`
 * (recognition by default). A reviewId already applied returns the first
 * answer and changes nothing.
 */
export async function gradeWord(userId: string, input: GradeInput, options: GradeOptions = {}): Promise<GradeOutcome> {
  const now = options.now ?? new Date();
  const { outcome, settings } = await writeUserData(userId, async (tx) => {
    // Read in the grade's transaction: one round trip, not a transaction of its own.
    const settings = options.settings ?? (await reviewSettings(checkedUserId(userId), now, tx));
    return { outcome: await gradeIn(tx, userId, input, { ...options, now, settings }), settings };
  });
  if (!("ok" in outcome)) return outcome;
  return { ok: await answer(userId, input.wordIndex, outcome.ok, now, settings) };
}

/**
 * gradeWord without the queue's counts after it: the card as the grade left
 * it (a visitor's claimed challenge play grades its misses one by one).
 */
export async function gradeWordCard(userId: string, input: GradeInput, options: GradeOptions = {}): Promise<Outcome<ReviewCardState>> {
  const now = options.now ?? new Date();
  return writeUserData(userId, async (tx) => {
    const settings = options.settings ?? (await reviewSettings(checkedUserId(userId), now, tx));
    return gradeCardIn(tx, userId, input, { ...options, now, settings });
  });
}

/**
 * gradeWordCard in the caller's transaction, which must hold the learner's
 * lock (writeUserData): a practice answer grades its cards with its claim and
 * its stored result. A refusal (notInDeck, undone, reviewIdTaken) writes
 * nothing, so the caller's transaction goes on.
 */
export async function gradeCardIn(tx: Tx, userId: string, input: GradeInput, options: GradeInOptions): Promise<Outcome<ReviewCardState>> {
  const outcome = await gradeIn(tx, userId, input, options);
  return "ok" in outcome ? { ok: cardView(input.wordIndex, outcome.ok) } : outcome;
}

async function gradeIn(tx: Tx, userId: string, input: GradeInput, options: GradeInOptions): Promise<Outcome<Omit<CardFields, "id">>> {
  checkedUserId(userId);
  const { now, settings } = options;
  const direction = directionCode(input.direction);
  if (options.locked && options.locked.wordIndex !== input.wordIndex) throw new Error(`grade ${input.reviewId}: the card locked is another word's`);
  let card = options.entering
    ? await addCardLocked(tx, userId, input.wordIndex, now, input.direction, options.entering)
    : options.locked !== undefined
      ? options.locked
      : await lockCard(tx, userId, input.wordIndex, direction);
  if (!card) {
    // Not in the deck (now): a retry of a grade it had before still gets that grade back, and adds nothing.
    const replayed = options.claimed ? null : await replayIn(tx, userId, input);
    if (replayed) return replayed;
    // A practice grade on a favourite adds its word to the deck first (options.addMissing).
    card = options.addMissing ? await addCardLocked(tx, userId, input.wordIndex, now, input.direction) : null;
    if (!card) return { notInDeck: true };
  }
  const graded = await applyGrade(tx, userId, card, settings, {
    rating: input.rating,
    reviewId: input.reviewId,
    durationMs: input.durationMs,
    direction,
    questionKind: input.questionKind ?? null,
    override: input.override ?? false,
    at: now,
    day: learnerDay(now, settings.timeZone),
  });
  if (graded) return { ok: graded };
  // A retried reviewId (found by its log's unique key, so a first grade pays no lookup), or an undone one.
  const replayed = await replayIn(tx, userId, input);
  if (!replayed) throw new Error(`grade ${input.reviewId}: neither applied nor logged`);
  return replayed;
}

/**
 * Remember / Not remembered on a flashcard: the word enters the deck (or, if
 * it is there as a new card, starts) with the schedule a Good / Again would
 * give it: due again in 10 minutes / 1 minute. A card graded before is left as
 * it is, so browsing flashcards never reschedules it.
 *
 * The entry is not a review: it writes no review_logs row, so today's
 * reviews, the streak, the charts, retention and the optimizer's training
 * data never see it, and undo on /review never takes it back. It does take
 * one of the day's new-card slots (countDeckEntry), as the learner starts
 * learning the word today.
 */
export async function enterDeckGraded(userId: string, wordIndex: number, rating: GradeValue, now = new Date()): Promise<void> {
  checkedUserId(userId);
  const settings = await reviewSettings(userId, now);
  await writeUserData(userId, async (tx) => {
    const card = await lockOrAddCard(tx, userId, wordIndex, now);
    if (!card || card.state !== NEW_STATE) return;
    if (!(await writeCard(tx, card, grade(settings, card, rating, now).card))) throw new StaleCardError();
    await holdBackPartners(tx, userId, wordIndex, now);
    await countDeckEntry(tx, userId, { day: learnerDay(now, settings.timeZone), rating });
  });
}

export type UndoOutcome = { ok: UndoResponse } | { nothingToUndo: true } | { notLastGrade: true };

/** The learner's day a log row was counted in, whatever their zone is now. */
function dayOfLog(log: { learnerDay: Date | null; reviewedAt: Date }, timeZone: string): string {
  return log.learnerDay ? log.learnerDay.toISOString().slice(0, 10) : learnerDay(log.reviewedAt, timeZone);
}

/**
 * Undoes the learner's latest grade: the card gets back exactly the fields it
 * had before (the log's `before`), and the log row is removed; its reviewId is
 * kept in review_undos so that a late copy of that grade is never applied. Called again,
 * it undoes the grade before that. With `reviewId`, only if that is the latest
 * grade, so a retried undo never undoes two. A production card the grade
 * created goes too, while it is still unreviewed.
 */
export async function undoLastGrade(userId: string, reviewId: string | null, now = new Date()): Promise<UndoOutcome> {
  checkedUserId(userId);
  const settings = await reviewSettings(userId, now);
  type Undone = { restored: Omit<CardFields, "id">; log: { reviewId: string; rating: number; wordIndex: number } };
  const outcome = await writeUserData(userId, async (tx): Promise<Undone | { nothingToUndo: true } | { notLastGrade: true }> => {
    // The grade applied last: ids are assigned under the card's lock, in the order grades were applied
    // (reviewed_at is taken before the lock, so two tabs' grades can carry it in the other order).
    const log = await tx
      .selectFrom("review_logs")
      .select([
        "id",
        "review_id as reviewId",
        "rating",
        "state",
        "reviewed_at as reviewedAt",
        "learner_day as learnerDay",
        "word_index as wordIndex",
        "direction",
        "duration_ms as durationMs",
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
    const card = await lockCard(tx, userId, log.wordIndex, log.direction as DirectionCode);
    if (!card) return { nothingToUndo: true };
    // Only a card still exactly as that grade left it goes back: anything else would restore a state it never had.
    // The log's JSON as the grade wrote it (snapshotOf).
    if (!sameSnapshot(snapshotOf(card), log.after as CardSnapshot)) return { notLastGrade: true };
    const restored = fieldsOfSnapshot(log.before as CardSnapshot);
    if (!(await writeCard(tx, card, restored))) throw new StaleCardError();
    await removeLog(tx, userId, log);
    await countGrade(tx, userId, { day: dayOfLog(log, settings.timeZone), rating: log.rating, stateBefore: log.state, durationMs: log.durationMs }, -1);
    if (log.direction === RECOGNITION) await removeCreatedProductionCard(tx, userId, log.wordIndex, log.reviewedAt);
    return { restored, log };
  });
  if (!("restored" in outcome)) return outcome;
  const { restored, log } = outcome;
  const response = await answer(userId, log.wordIndex, restored, now, settings);
  return { ok: { ...response, undone: { reviewId: log.reviewId, rating: log.rating as GradeValue, wordIndex: log.wordIndex } } };
}

/** Removes a grade's log row, keeping its reviewId in review_undos so that a late copy of that grade is never applied. */
async function removeLog(tx: Transaction, userId: string, log: { id: bigint; reviewId: string; wordIndex: number }): Promise<void> {
  await tx.deleteFrom("review_logs").where("id", "=", log.id).execute();
  await tx.insertInto("review_undos").values({ review_id: log.reviewId, user_id: userId, word_index: log.wordIndex }).execute();
}

class OverrideTakenError extends Error {}

export type OverrideOutcome =
  | { ok: GradeResponse & { reviewId: string } }
  /** The card has been graded (or undone) since that miss. */
  | { notLastGrade: true }
  /** The grade was not Again, or is an override already. */
  | { notAMiss: true }
  /** No grade of the learner's has this reviewId (or its card left the deck). */
  | { nothingToUndo: true };

/**
 * The reviewId of the Good that overrides the miss `reviewId`: derived from
 * it, so that a retried override finds the first one's grade (and applies
 * nothing twice), and fitting reviewIdSchema (base64url, 32 characters).
 */
export function overrideReviewId(reviewId: string): string {
  return createHash("sha256").update(`override:${reviewId}`).digest("base64url").slice(0, 32);
}

/**
 * "I was right": the checker marked the answer wrong (Again) but the learner
 * knew it (a valid synonym it could not know). In one transaction, only while
 * that miss is still the card's last write: the card goes back to what it was
 * before the miss (as undo does), the miss's log is removed (its reviewId kept
 * in review_undos, so a late copy is never applied), and the answer is graded
 * Good at the time it was given, logged as an override with the same question
 * kind and direction. Once only: an override is not a miss. A retry of the
 * same override answers its first result.
 */
export async function overrideGrade(userId: string, reviewId: string, options: { now?: Date } = {}): Promise<OverrideOutcome> {
  checkedUserId(userId);
  const now = options.now ?? new Date();
  const settings = await reviewSettings(userId, now);
  const newReviewId = overrideReviewId(reviewId);
  const replayOverride = async (): Promise<OverrideOutcome | null> => {
    const prior = await priorGrade(kysely(), newReviewId);
    if (!prior || prior.userId !== userId) return null;
    return { ok: { ...(await answer(userId, prior.wordIndex, fieldsOfSnapshot(prior.after), now, settings)), reviewId: newReviewId } };
  };
  const replayed = await replayOverride();
  if (replayed) return replayed;

  type Overridden = { card: Omit<CardFields, "id">; wordIndex: number };
  let outcome: Overridden | Exclude<OverrideOutcome, { ok: unknown }>;
  try {
    outcome = await writeUserData(userId, async (tx): Promise<typeof outcome> => {
      const log = await tx
        .selectFrom("review_logs")
        .select([
          "id",
          "card_id as cardId",
          "review_id as reviewId",
          "rating",
          "state",
          "override",
          "question_kind as questionKind",
          "duration_ms as durationMs",
          "reviewed_at as reviewedAt",
          "learner_day as learnerDay",
          "word_index as wordIndex",
          "direction",
          "after",
          "before",
        ])
        .where("review_id", "=", reviewId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!log || log.cardId === null) return { nothingToUndo: true };
      if (log.rating !== 1 || log.override) return { notAMiss: true };
      const card = await lockCard(tx, userId, log.wordIndex, log.direction as DirectionCode);
      if (!card || card.id !== log.cardId) return { nothingToUndo: true };
      // Under the card's lock: no grade of this card lands between this check and the write.
      if (!sameSnapshot(snapshotOf(card), log.after as CardSnapshot)) return { notLastGrade: true };
      const later = await tx.selectFrom("review_logs").select("id").where("card_id", "=", card.id).where("id", ">", log.id).limit(1).executeTakeFirst();
      if (later) return { notLastGrade: true };

      const restored = fieldsOfSnapshot(log.before as CardSnapshot);
      if (!(await writeCard(tx, card, restored))) throw new StaleCardError();
      await removeLog(tx, userId, log);
      const day = dayOfLog(log, settings.timeZone);
      await countGrade(tx, userId, { day, rating: log.rating, stateBefore: log.state, durationMs: log.durationMs }, -1);
      const good = await applyGrade(tx, userId, { ...card, ...restored, version: card.version + 1 }, settings, {
        rating: 3,
        reviewId: newReviewId,
        durationMs: log.durationMs,
        direction: log.direction as DirectionCode,
        questionKind: (log.questionKind as QuestionKind | null) ?? null,
        override: true,
        at: log.reviewedAt,
        day,
      });
      // Its Good is logged already (or was undone): the undo above goes back with the transaction.
      if (!good) throw new OverrideTakenError();
      return { card: good, wordIndex: log.wordIndex };
    });
  } catch (error) {
    if (error instanceof OverrideTakenError) return (await replayOverride()) ?? { notLastGrade: true };
    // The same override, sent twice at once: the other request applied it.
    if (isUniqueViolation(error)) {
      const again = await replayOverride();
      if (again) return again;
    }
    throw error;
  }
  // Refused because the same override, sent at once, got there first (the miss is gone): its answer.
  if (!("card" in outcome)) return (await replayOverride()) ?? outcome;
  return { ok: { ...(await answer(userId, outcome.wordIndex, outcome.card, now, settings)), reviewId: newReviewId } };
}
