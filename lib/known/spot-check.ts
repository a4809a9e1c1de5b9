import "server-only";
import { sql } from "kysely";
import { kysely, type Transaction } from "@/lib/db";
import { gradeCardIn, type GradeInOptions, type GradeInput } from "@/lib/review/grading";
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
const LOOKAHEAD = 30;

const recheckCutoff = (now: Date) => new Date(now.getTime() - RECHECK_AFTER_DAYS * DAY_MS);

/** Marked words due a check (never checked first, then the longest ago), not in the deck, not in `exclude`. */
function markedDue(userId: string, now: Date, exclude: readonly number[], limit: number) {
  let query = kysely()
    .selectFrom("known_words as k")
    .select(["k.word_index", "k.checked_at", "k.marked_at"])
    .where("k.user_id", "=", userId)
    .where((eb) => eb.or([eb("k.checked_at", "is", null), eb("k.checked_at", "<", recheckCutoff(now))]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("review_cards as c").select("c.id").where("c.user_id", "=", userId).whereRef("c.word_index", "=", "k.word_index"))),
    )
    .orderBy(sql`k.checked_at nulls first`)
    .orderBy("k.marked_at")
    .orderBy("k.word_index")
    .limit(limit);
  if (exclude.length > 0) query = query.where(sql<boolean>`k.word_index <> all(${[...exclude]}::int[])`);
  return query;
}

/** Of `drawn` (below the level), the words not in the deck and not confirmed within RECHECK_AFTER_DAYS. */
async function placementDue(userId: string, now: Date, drawn: readonly number[]): Promise<number[]> {
  if (drawn.length === 0) return [];
  const rows = await kysely()
    .selectFrom("words as w")
    .select("w.index")
    // One array parameter, whatever the count.
    .where(sql<boolean>`w.index = any(${[...drawn]}::int[])`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("review_cards as c").select("c.id").where("c.user_id", "=", userId).whereRef("c.word_index", "=", "w.index"))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("known_words as k")
            .select("k.word_index")
            .where("k.user_id", "=", userId)
            .whereRef("k.word_index", "=", "w.index")
            .where("k.checked_at", ">=", recheckCutoff(now)),
        ),
      ),
    )
    .execute();
  const due = new Set(rows.map((row) => row.index));
  return drawn.filter((index) => due.has(index));
}

/** `count` distinct random indexes below `level`, none in `exclude`. */
function drawBelow(level: number, count: number, exclude: readonly number[], random: () => number): number[] {
  const excluded = new Set(exclude);
  const drawn = new Set<number>();
  for (let attempt = 0; attempt < count * 3 && drawn.size < count; attempt += 1) {
    const index = Math.floor(random() * level);
    if (!excluded.has(index)) drawn.add(index);
  }
  return [...drawn];
}

/**
 * Where the learner's spot checks stand, in one statement: the checks answered in the last 24 hours (rights are
 * checked rows, misses the Again they logged), the marked words due a check in their order (at most LOOKAHEAD,
 * `exclude` left out) and the level.
 */
async function checkState(userId: string, now: Date, exclude: readonly number[]): Promise<{ done: number; marked: number[]; level: number }> {
  const since = new Date(now.getTime() - DAY_MS);
  const row = await kysely()
    .selectNoFrom((eb) => [
      eb
        .selectFrom("known_words")
        .select((count) => count.fn.countAll<string>().as("n"))
        .where("user_id", "=", userId)
        .where("checked_at", ">", since)
        .as("rights"),
      eb
        .selectFrom("review_logs")
        .select((count) => count.fn.countAll<string>().as("n"))
        .where("user_id", "=", userId)
        .where("reviewed_at", ">", since)
        // A literal, as the partial index of misses states it (review_logs_spot_check_misses_idx): the planner proves it from the text.
        .where(sql<boolean>`review_id like ${sql.lit(`%${SPOT_CHECK_REVIEW_SUFFIX}`)}`)
        .as("misses"),
      eb
        .selectFrom(markedDue(userId, now, exclude, LOOKAHEAD).as("due"))
        .select(sql<number[]>`coalesce(array_agg(due.word_index order by due.checked_at nulls first, due.marked_at, due.word_index), '{}')`.as("words"))
        .as("marked"),
      eb.selectFrom("placements").select("level").where("user_id", "=", userId).as("level"),
    ])
    .executeTakeFirstOrThrow();
  return { done: Number(row.rights ?? 0) + Number(row.misses ?? 0), marked: row.marked ?? [], level: row.level ?? 0 };
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
  const { done, marked, level } = await checkState(userId, now, exclude);
  if (done >= SPOT_CHECKS_PER_DAY) return [];
  const fromTest = level > 0 ? await placementDue(userId, now, drawBelow(level, LOOKAHEAD, exclude, random)) : [];
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
 * a word known from the test); nothing is graded. Wrong: the word is graded
 * Again into the deck (added first) through the review's grading, then its
 * row goes. Null when nothing was graded.
 */
export async function answerSpotCheck(
  tx: Transaction,
  userId: string,
  grade: GradeInput,
  correct: boolean,
  options: Omit<GradeInOptions, "addMissing">,
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
  const graded = await gradeCardIn(tx, userId, again, { ...options, addMissing: true });
  await tx.deleteFrom("known_words").where("user_id", "=", userId).where("word_index", "=", wordIndex).execute();
  return graded;
}
