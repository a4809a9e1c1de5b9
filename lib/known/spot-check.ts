import "server-only";
import { sql } from "kysely";
import { compiledOnce, onlyRow } from "@/lib/compiled-once";
import { kysely, type Transaction } from "@/lib/db";
import { gradeCardIn, type EntryCompanion, type GradeInOptions, type GradeInput } from "@/lib/review/grading";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { RECHECK_AFTER_DAYS, SPOT_CHECKS_PER_DAY, SPOT_CHECK_REVIEW_SUFFIX } from "./spot-check-limits";

// Spot checks: a word the learner said they know ("I already know this"), or
// one below their vocabulary test's level that is not in their deck, is asked
// later with a real question (the practice engine's "meaning", source
// "known", checked on the server). Right: the word stays known, checked now
// (a word known from the test gets its row then). Wrong: the row goes and the
// word returns to learning, its card added and graded Again through the
// review's own grading, in the practice answer's transaction. At most SPOT_CHECKS_PER_DAY in 24 hours; a word
// checked in the last RECHECK_AFTER_DAYS is not asked again.

const DAY_MS = 86_400_000;

/** Candidates looked at per question: marked words first, then a random draw below the level. */
export const SPOT_CHECK_LOOKAHEAD = 30;

const recheckCutoff = (now: Date) => new Date(now.getTime() - RECHECK_AFTER_DAYS * DAY_MS);

/** Marked words due a check (never checked first, then the longest ago; none checked since `cutoff`), not in the deck, not in `exclude`. */
function markedDue(userId: string, cutoff: Date, exclude: readonly number[], limit: number) {
  return kysely()
    .selectFrom("known_words as k")
    .select(["k.word_index", "k.checked_at", "k.marked_at"])
    .where("k.user_id", "=", userId)
    .where((eb) => eb.or([eb("k.checked_at", "is", null), eb("k.checked_at", "<", cutoff)]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("review_cards as c").select("c.id").where("c.user_id", "=", userId).whereRef("c.word_index", "=", "k.word_index"))),
    )
    .orderBy(sql`k.checked_at nulls first`)
    .orderBy("k.marked_at")
    .orderBy("k.word_index")
    .limit(limit)
    .where(sql<boolean>`k.word_index <> all(${exclude}::int[])`);
}

/**
 * Of the words drawn below the level (`fractions` of it, in order: the first SPOT_CHECK_LOOKAHEAD distinct ones not in
 * `exclude`), those not in the deck and not confirmed within RECHECK_AFTER_DAYS, in drawn order; none without a
 * level. A subquery of checkState's statement: it reads the level there, so the draw needs no round trip of its own.
 */
function placementDue(userId: string, cutoff: Date, fractions: readonly number[], exclude: readonly number[]) {
  return sql<number[]>`(
    SELECT coalesce(array_agg(drawn.word_index ORDER BY drawn.first), '{}')
    FROM (
      SELECT draw.word_index, min(draw.ord) AS first
      FROM placements AS p
      CROSS JOIN LATERAL (
        SELECT floor(f.fraction * p.level)::int AS word_index, f.ord
        FROM unnest(${fractions}::float8[]) WITH ORDINALITY AS f(fraction, ord)
      ) AS draw
      WHERE p.user_id = ${userId} AND p.level > 0 AND draw.word_index <> all(${exclude}::int[])
      GROUP BY draw.word_index
      ORDER BY first
      LIMIT ${SPOT_CHECK_LOOKAHEAD}
    ) AS drawn
    WHERE EXISTS (SELECT 1 FROM words AS w WHERE w.index = drawn.word_index)
      AND NOT EXISTS (SELECT 1 FROM review_cards AS c WHERE c.user_id = ${userId} AND c.word_index = drawn.word_index)
      AND NOT EXISTS (
        SELECT 1 FROM known_words AS k
        WHERE k.user_id = ${userId} AND k.word_index = drawn.word_index AND k.checked_at >= ${cutoff}
      )
  )`;
}

/** Fractions of the level to draw at: three for each word wanted, as some fall on the same word or a left-out one. */
function drawFractions(count: number, random: () => number): number[] {
  return Array.from({ length: count * 3 }, () => random());
}

type StateValues = { userId: string; since: Date; cutoff: Date; exclude: readonly number[]; fractions: readonly number[] };

/** checkState's statement; the draw below the level only with `draw` (its fractions are read then alone). */
function stateStatement(v: StateValues, draw: boolean) {
  return kysely().selectNoFrom((eb) => [
    eb
      .selectFrom("known_words")
      .select((count) => count.fn.countAll<string>().as("n"))
      .where("user_id", "=", v.userId)
      .where("checked_at", ">", v.since)
      .as("rights"),
    eb
      .selectFrom("review_logs")
      .select((count) => count.fn.countAll<string>().as("n"))
      .where("user_id", "=", v.userId)
      .where("reviewed_at", ">", v.since)
      // A literal, as the partial index of misses states it (review_logs_spot_check_misses_idx): the planner proves it from the text.
      .where(sql<boolean>`review_id like ${sql.lit(`%${SPOT_CHECK_REVIEW_SUFFIX}`)}`)
      .as("misses"),
    eb
      .selectFrom(markedDue(v.userId, v.cutoff, v.exclude, SPOT_CHECK_LOOKAHEAD).as("due"))
      .select(sql<number[]>`coalesce(array_agg(due.word_index order by due.checked_at nulls first, due.marked_at, due.word_index), '{}')`.as("words"))
      .as("marked"),
    eb.selectFrom("placements").select("level").where("user_id", "=", v.userId).as("level"),
    (draw ? placementDue(v.userId, v.cutoff, v.fractions, v.exclude) : sql<number[]>`'{}'::int[]`).as("fromTest"),
  ]);
}

// Compiled once each (lib/compiled-once.ts): every spot check's question and every /progress and /review load make one.
const stateWithDraw = compiledOnce((v: StateValues) => stateStatement(v, true));
const stateWithoutDraw = compiledOnce((v: StateValues) => stateStatement(v, false));

/**
 * Where the learner's spot checks stand, in one statement: the checks answered in the last 24 hours (rights are
 * checked rows, misses the Again they logged), the marked words due a check in their order (at most SPOT_CHECK_LOOKAHEAD,
 * `exclude` left out), the level and, given `fractions`, the words drawn below it that are due (placementDue).
 */
async function checkState(
  userId: string,
  now: Date,
  exclude: readonly number[],
  fractions: readonly number[] = [],
): Promise<{ done: number; marked: number[]; level: number; fromTest: number[] }> {
  const values: StateValues = { userId, since: new Date(now.getTime() - DAY_MS), cutoff: recheckCutoff(now), exclude, fractions };
  const row = await onlyRow(kysely(), fractions.length > 0 ? stateWithDraw(values) : stateWithoutDraw(values), "The spot checks' state");
  return { done: Number(row.rights ?? 0) + Number(row.misses ?? 0), marked: row.marked ?? [], level: row.level ?? 0, fromTest: row.fromTest };
}

/**
 * Words to spot-check now, in order (marked words first, then a sample below
 * the level), the round's `exclude` left out; empty when the day's checks are
 * done. The caller takes the first it can build a question for.
 */
export async function spotCheckCandidates(
  userId: string,
  { now = new Date(), exclude = [] as readonly number[], random = Math.random } = {},
): Promise<number[]> {
  checkedUserId(userId);
  const { done, marked, fromTest } = await checkState(userId, now, exclude, drawFractions(SPOT_CHECK_LOOKAHEAD, random));
  if (done >= SPOT_CHECKS_PER_DAY) return [];
  return [...new Set([...marked, ...fromTest])];
}

/** How many spot checks to offer now ("Check 5 words you marked as known"); 0: none. One statement: /progress and /review ask it. */
export async function spotChecksOffered(userId: string, now = new Date()): Promise<number> {
  checkedUserId(userId);
  const { done, marked, level } = await checkState(userId, now, []);
  const left = Math.max(0, SPOT_CHECKS_PER_DAY - done);
  // Below a level of any size there are words to draw (a test places nobody under a few hundred words).
  return level > 0 ? left : Math.min(left, marked.length);
}

/** The reviewId of a failed spot check's Again: the practice answer's own, marked so the day's count finds it. */
export function spotCheckReviewId(reviewId: string): string {
  return `${reviewId}${SPOT_CHECK_REVIEW_SUFFIX}`;
}

/**
 * A spot check's answer, in the practice answer's transaction `tx` (which
 * holds the learner's lock). Right: the word's row is checked now (made, for
 * a word known from the test); nothing is graded. Wrong: the word enters the
 * deck and its row goes, in one statement, and its card is graded Again
 * through the review's grading. Null when nothing was graded.
 */
export async function answerSpotCheck(
  tx: Transaction,
  userId: string,
  grade: GradeInput,
  correct: boolean,
  options: Omit<GradeInOptions, "addMissing" | "entering">,
): Promise<Awaited<ReturnType<typeof gradeCardIn>> | null> {
  checkedUserId(userId);
  const { wordIndex } = grade;
  const { now } = options;
  if (correct) {
    await tx
      .insertInto("known_words")
      .values({ user_id: userId, word_index: wordIndex, marked_at: now, checked_at: now })
      .onConflict((conflict) => conflict.columns(["user_id", "word_index"]).doUpdateSet({ checked_at: now }))
      .execute();
    return null;
  }
  const again = { ...grade, rating: 1 as const, reviewId: spotCheckReviewId(grade.reviewId), direction: "recognition" as const };
  // A checked word is not in the deck (spotCheckCandidates): its card is made first, its mark going in the same statement.
  const unmark: EntryCompanion = (db) => db.deleteFrom("known_words").where("user_id", "=", userId).where("word_index", "=", wordIndex).returning("word_index");
  return gradeCardIn(tx, userId, again, { ...options, entering: unmark });
}
