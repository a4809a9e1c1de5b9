import "server-only";
import { sql, type ExpressionBuilder } from "kysely";
import { compiledOnce } from "@/lib/compiled-once";
import { advisoryLockId, kysely, type DB, type Transaction } from "@/lib/db";
import { cardForUpdateQuery, type LockedCard } from "@/lib/review/grading";
import { SETTINGS_COLUMNS, settingsFromRow, type SettingsRow, type StoredSettings } from "@/lib/review/settings";
import { writeGuard, writeUserStatement, type WriteGuard } from "@/lib/users/user-lock";
import type { AnswerKey, AnswerResult, PracticeAnswer, QuestionKind } from "./types";
import { QUESTION_TTL_MS } from "./types";

// The practice_questions table: one row per question issued to a signed-in
// learner, holding its answer key until the answer is checked. Every write
// here is one statement, conditional on the row's state, so two requests
// racing on one question are ordered by PostgreSQL's row lock: the second
// re-reads the row the first left and its condition no longer holds. An
// answer's claim and its stored result run in the answer's transaction
// (lib/practice/answer.ts), so the claim holds the row's lock until the
// grades are in, and a rollback gives the question back.

/** A learner may have this many questions issued and not answered at once: a script cannot fill the table. */
export const MAX_OPEN_QUESTIONS = 200;

/** Rows are kept this long past their expiry, so a late retry still gets its first result, then swept. */
const KEPT_AFTER_EXPIRY_MS = QUESTION_TTL_MS;

/** Expired rows each issue sweeps (of anyone's), so the table stays the size of what is in play. */
const SWEEP_BATCH = 20;

/** What `result` holds once the question is answered. */
export interface StoredResult {
  /** What the learner answered, so that a retry with the same answer gets `response` back. */
  submitted: PracticeAnswer;
  response: AnswerResult;
  /** "I was right": claimed while it is being applied, done once applied. */
  override?: "claimed" | "done";
}

/** A question of `userId`'s still open at `at`: not answered, not expired. */
function openOf(userId: string, at: Date) {
  // Qualified: the claim joins the learner's settings, which have a user_id too.
  return (eb: ExpressionBuilder<DB, "practice_questions">) =>
    eb.and([eb("practice_questions.user_id", "=", userId), eb("practice_questions.answered_at", "is", null), eb("practice_questions.expires_at", ">", at)]);
}

export interface NewQuestion {
  id: string;
  userId: string;
  kind: QuestionKind;
  wordIndexes: readonly number[];
  direction: 0 | 1;
  key: AnswerKey;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Stores a question unless the learner has MAX_OPEN_QUESTIONS open already
 * (false then). A learner has at most one open question per word: the new
 * one closes (expires) any open question of theirs on one of its words, in
 * either direction, so a card is graded at most once per question really
 * answered (six questions asked on one card no longer grade it six times), and
 * a meaning question never shows the word a typed question on the same word
 * is waiting for. The learner's issues take a lock of their own for this, so
 * issues arriving at once close each other's in turn. The issue sweeps a
 * batch of long-expired rows, the learner's or anyone's, so the table needs
 * no job to stay small. All of it is lexi_issue_question, a function of the
 * migrations (prisma/migrations/20261207040000_practice_issue_function): its
 * reads come after the lock, which one statement's cannot, and it is one
 * round trip where a transaction takes three.
 */
export async function insertQuestion({ key, ...question }: NewQuestion): Promise<boolean> {
  const cutoff = new Date(question.issuedAt.getTime() - KEPT_AFTER_EXPIRY_MS);
  return writeUserStatement(question.userId, async (guard) => {
    const values = {
      ...guard,
      ...question,
      issueLock: issueLockOf(question.userId),
      wordIndexes: [...question.wordIndexes],
      answerKey: JSON.stringify(key),
      cutoff,
    };
    const { rows } = await kysely().executeQuery(issue(values));
    return rows[0]?.stored === true;
  });
}

/** The learner's issue lock: their issues one at a time. */
function issueLockOf(userId: string): string {
  return String(advisoryLockId(`practice-issue:${userId}`));
}

type IssueValues = Omit<NewQuestion, "key" | "wordIndexes"> & WriteGuard & { issueLock: string; wordIndexes: number[]; answerKey: string; cutoff: Date };

// The guard is a one-time filter: evaluated, and the learner's lock taken, before the function is called.
const issue = compiledOnce((v: IssueValues) =>
  kysely()
    .selectNoFrom(
      sql<boolean>`lexi_issue_question(${v.issueLock}::bigint,
        ${v.id}::text, ${v.userId}::text, ${v.kind}::text, ${v.wordIndexes}::integer[], ${v.direction}::smallint, ${v.answerKey}::jsonb,
        ${v.issuedAt}::timestamptz, ${v.expiresAt}::timestamptz, ${v.cutoff}::timestamptz, ${SWEEP_BATCH}::integer, ${MAX_OPEN_QUESTIONS}::integer)`.as(
        "stored",
      ),
    )
    .where(writeGuard({ guardLock: v.guardLock, guardHash: v.guardHash })),
);

export interface ClaimedQuestion {
  kind: QuestionKind;
  wordIndexes: number[];
  direction: number;
  key: AnswerKey;
  hintUsed: boolean;
  /** The learner's review settings, read by the claim: the grades need them, and a statement of their own would be a round trip more. */
  settings: StoredSettings;
  /**
   * A one-word question's card, locked by the claim for its grade (null: not in the deck), for the same reason;
   * undefined for a question of several words, whose grades lock their cards in turn.
   */
  card?: LockedCard | null;
}

const claim = compiledOnce(({ userId, id, now }: { userId: string; id: string; now: Date }) =>
  kysely()
    .with("claimed", (db) =>
      db
        .updateTable("practice_questions")
        .set({ answered_at: now })
        // One row to join the settings to, there or not.
        .from(
          kysely()
            .selectNoFrom(sql<number>`1`.as("one"))
            .as("one_row"),
        )
        .leftJoin("review_settings", (join) => join.on("review_settings.user_id", "=", userId))
        .where("practice_questions.id", "=", id)
        .where(openOf(userId, now))
        .returning([
          "practice_questions.kind",
          "practice_questions.word_indexes",
          "practice_questions.direction",
          "practice_questions.answer_key",
          "practice_questions.hint_used",
          "review_settings.user_id as settingsOf",
          ...SETTINGS_COLUMNS,
        ]),
    )
    .selectFrom("claimed")
    // The card of a one-word question, locked as its grade would lock it (after the claim: no second answer gets this far).
    .leftJoinLateral(
      cardForUpdateQuery(kysely(), userId, sql<number>`claimed.word_indexes[1]`, sql<number>`claimed.direction`)
        .where(sql<boolean>`cardinality(claimed.word_indexes) = 1`)
        .as("card"),
      (join) => join.onTrue(),
    )
    .selectAll("claimed")
    .selectAll("card"),
);

/**
 * Takes the question for answering in `tx`: one conditional UPDATE, so of any
 * number of answers sent at once exactly one gets the row (the others wait for
 * its transaction, then find it answered); null for them, and for a question
 * that is not this learner's, answered or expired.
 */
export async function claimQuestion(tx: Transaction, userId: string, id: string, now: Date): Promise<ClaimedQuestion | null> {
  const [row] = (await tx.executeQuery(claim({ userId, id, now }))).rows;
  if (!row) return null;
  const { id: cardId, wordIndex, due, stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state, lastReview, version } = row;
  // The card's columns are null only together, when the join found no card.
  const card =
    cardId === null
      ? null
      : ({
          id: cardId,
          wordIndex,
          due,
          stability,
          difficulty,
          elapsedDays,
          scheduledDays,
          learningSteps,
          reps,
          lapses,
          state,
          lastReview,
          version,
        } as LockedCard);
  return {
    kind: row.kind as QuestionKind,
    wordIndexes: row.word_indexes,
    direction: row.direction,
    key: row.answer_key as AnswerKey,
    hintUsed: row.hint_used,
    settings: settingsFromRow(row.settingsOf === null ? undefined : (row as SettingsRow), now),
    ...(row.word_indexes.length === 1 && { card }),
  };
}

const store = compiledOnce(({ userId, id, result }: { userId: string; id: string; result: string }) =>
  kysely()
    .updateTable("practice_questions")
    .set({ result: sql`${result}::jsonb` })
    .where("id", "=", id)
    .where("user_id", "=", userId),
);

/** Stores the answer's result: in the answer's transaction `tx`, or (an override's) on its own. */
export async function storeResult(userId: string, id: string, result: StoredResult, tx?: Transaction): Promise<void> {
  await (tx ?? kysely()).executeQuery(store({ userId, id, result: JSON.stringify(result) }));
}

/** Why a question could not be taken: whose it is, whether it was answered (and how), when it expires. */
export interface QuestionState {
  userId: string;
  kind: QuestionKind;
  answered: boolean;
  expiresAt: Date;
  result: StoredResult | null;
}

export async function questionState(id: string): Promise<QuestionState | null> {
  const row = await kysely()
    .selectFrom("practice_questions")
    .select(["user_id", "kind", "answered_at", "expires_at", "result"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? {
        userId: row.user_id,
        kind: row.kind as QuestionKind,
        answered: row.answered_at !== null,
        expiresAt: row.expires_at,
        result: (row.result as StoredResult | null) ?? null,
      }
    : null;
}

/** Marks the hint as shown and returns the key, for an open typed question of this learner's; null otherwise. */
export async function takeHint(userId: string, id: string, now: Date): Promise<AnswerKey | null> {
  const row = await kysely()
    .updateTable("practice_questions")
    .set({ hint_used: true })
    .where("id", "=", id)
    .where(openOf(userId, now))
    .where("kind", "in", ["cloze", "typed"])
    .returning("answer_key")
    .executeTakeFirst();
  return row ? (row.answer_key as AnswerKey) : null;
}

/**
 * Claims "I was right" for an answered question whose result allows it and
 * that no override has claimed: one conditional UPDATE, so it is applied once
 * however many are sent. Returns the stored result as it was before.
 */
export async function claimOverride(userId: string, id: string): Promise<StoredResult | null> {
  const row = await kysely()
    .updateTable("practice_questions")
    .set({ result: sql`result || '{"override":"claimed"}'::jsonb` })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("result", "is not", null)
    .where(sql<boolean>`result->'response'->>'canOverride' = 'true'`)
    .where(sql<boolean>`result->>'override' IS NULL`)
    .returning("result")
    .executeTakeFirst();
  return row ? (row.result as StoredResult) : null;
}

/** Withdraws an override's claim that could not be applied. */
export async function releaseOverride(userId: string, id: string): Promise<void> {
  await kysely()
    .updateTable("practice_questions")
    .set({ result: sql`result - 'override'` })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where(sql<boolean>`result->>'override' = 'claimed'`)
    .execute();
}
