import "server-only";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { userRateLimitKey } from "@/lib/account/user-data";
import { kysely, transaction } from "@/lib/db";
import { checkAnswer, type Outcome, ratingOf } from "@/lib/practice/check";
import type { PracticeAnswer } from "@/lib/practice/types";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { gradeCardIn, gradeWordCard, type GradeInput } from "@/lib/review/grading";
import { reviewSettings } from "@/lib/review/settings";
import { writeUserData } from "@/lib/users/user-lock";
import { userStore } from "@/lib/users/user-store";
import { challengeClientHash } from "./client-hash";
import { fixedQuestions, type FixedQuestions } from "./fixed-questions";
import { forgetBoard } from "./leaderboard";
import { nameProblem } from "./names";
import { playerOrder, questionChoice, shownChoice, shownOptions } from "./player-order";
import { chooseQuestions } from "./questions";
import type { CreateRequest } from "./schema";
import {
  ANSWER_WINDOW_MS,
  CHALLENGE_KIND_LABELS,
  CHALLENGE_OPEN_MS,
  IDLE_JOIN_MS,
  MAX_PLAYERS,
  MIN_ANSWER_MS,
  NICKNAME_MAX,
  VISITOR_JOIN_LIMITS,
  type ChallengeAnswerResult,
  type ChallengeKey,
  type ChallengeQuestion,
  type QuestionSpec,
} from "./types";

// Making and playing a challenge. The questions are stored as specs and built
// again for each player; the answer is checked here, and the claim of a
// question, its log row and the score move in one statement, so neither a
// replay, a skip nor any number of answers at once can count twice. A
// signed-in player's answer runs that statement and the grade of their card
// in one transaction under their lock (writeUserData): both land, or neither.
// Fair play (docs/challenges.md, "Fair play"): each player sees the options
// in an order of their own (./player-order.ts), learns the keys only once
// their play is over, and scores nothing for an answer sent sooner than a
// person could; a visitor's play from an address that played already is
// marked a replay. A full challenge frees idle joins' places, and a learner's
// join takes an unanswered visitor's.

/** Who plays: a signed-in learner, or a visitor by the browser's cookie. */
export type Player = { userId: string } | { visitorId: string };

export const CREATE_LIMITS = { perUser: { limit: 20, windowSeconds: 60 * 60 }, perClient: { limit: 60, windowSeconds: 60 * 60 } } as const;
export { VISITOR_JOIN_LIMITS };

interface ChallengeRow {
  id: string;
  user_id: string;
  questions: unknown;
  created_at: Date;
  closed_at: Date | null;
  player_count: number;
}

async function challengeRow(challengeId: string): Promise<ChallengeRow | undefined> {
  return kysely()
    .selectFrom("challenges")
    .select(["id", "user_id", "questions", "created_at", "closed_at", "player_count"])
    .where("id", "=", challengeId)
    .executeTakeFirst();
}

const specsOf = (row: ChallengeRow) => row.questions as QuestionSpec[];

/** Challenges made after this take answers at `now`. */
const openSince = (now: Date) => new Date(now.getTime() - CHALLENGE_OPEN_MS);

/** Why a challenge takes no answers, or null when it does. */
function shut(row: ChallengeRow, now: Date): "closed" | "expired" | null {
  if (row.closed_at) return "closed";
  if (row.created_at <= openSince(now)) return "expired";
  return null;
}

/** A question served at or before this takes no answer at `now`. */
const lateBefore = (now: Date) => new Date(now.getTime() - ANSWER_WINDOW_MS);

/** `shut`'s rule as a statement's condition on the challenge `c`: not closed, made after openSince(now). */
const isOpenSql = (now: Date) => sql`c.closed_at IS NULL AND c.created_at > ${openSince(now)}::timestamptz`;

function playerFilter(who: Player) {
  return "userId" in who ? (["user_id", who.userId] as const) : (["visitor_id", who.visitorId] as const);
}

async function playerRow(challengeId: string, who: Player) {
  const [column, value] = playerFilter(who);
  return kysely()
    .selectFrom("challenge_players")
    .select(["id", "answered", "score", "started_at", "served_at", "finished_at", "nickname"])
    .where("challenge_id", "=", challengeId)
    .where(column, "=", value)
    .executeTakeFirst();
}

export type CreateOutcome = { ok: { id: string } } | { tooFewWords: true } | { rateLimited: number };

/** Makes a challenge of ten questions for `userId`: rate-limited per learner and per client. */
export async function createChallenge(userId: string, request: CreateRequest, headers: Headers): Promise<CreateOutcome> {
  for (const budget of [
    { key: userRateLimitKey("challenge-create", userId), ...CREATE_LIMITS.perUser },
    { key: `challenge-create:${clientIp(headers)}`, ...CREATE_LIMITS.perClient },
  ]) {
    const result = await consumeRateLimit(budget);
    if (!result.allowed) return { rateLimited: result.retryAfterSeconds };
  }
  const id = randomBytes(24).toString("base64url");
  const questions = await chooseQuestions(userId, request, id);
  if (!questions) return { tooFewWords: true };
  await kysely()
    .insertInto("challenges")
    .values({
      id,
      user_id: userId,
      title: request.title || `${CHALLENGE_KIND_LABELS[request.kind]} challenge`,
      kind: request.kind,
      source: request.source,
      questions: sql`${JSON.stringify(questions)}::jsonb`,
    })
    .execute();
  return { ok: { id } };
}

export type ShutRefusal = { notFound: true } | { closed: true } | { expired: true };
export type JoinOutcome =
  { ok: { answered: number; score: number; finished: boolean } } | ShutRefusal | { full: true } | { nicknameRequired: true } | { rateLimited: number };

class FullError extends Error {}

type Querier = ReturnType<typeof kysely>;

/** Joined IDLE_JOIN_MS ago or more, nothing answered, no question served since then: the place is given up when needed. */
const idleSql = (now: Date) => sql<boolean>`answered = 0 AND coalesce(served_at, joined_at) <= ${new Date(now.getTime() - IDLE_JOIN_MS)}::timestamptz`;

/** A full challenge still has a place for `who`: an idle join's, or (for a signed-in learner) a visitor's who has answered nothing. */
async function placeCanBeFreed(challengeId: string, who: Player, now: Date): Promise<boolean> {
  const row = await kysely()
    .selectFrom("challenge_players")
    .select("id")
    .where("challenge_id", "=", challengeId)
    .where((eb) => ("userId" in who ? eb.or([idleSql(now), eb.and([eb("user_id", "is", null), eb("answered", "=", 0)])]) : idleSql(now)))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Frees places in a full challenge, in the join's transaction: the idle joins' first; for a signed-in learner
 * then one visitor's who has answered nothing (learners are never shut out by visitors who only joined).
 * Their rows go (a removed player who comes back joins again) and the count with them. True when one was freed.
 */
async function freePlace(k: Querier, challengeId: string, joinerId: bigint | string, who: Player, now: Date): Promise<boolean> {
  // Raw statements in a transaction answer their count (lib/db.ts).
  const deleted = async (statement: ReturnType<typeof sql>) => Number((await statement.execute(k)).numAffectedRows ?? 0);
  let freed = await deleted(sql`
    DELETE FROM challenge_players
    WHERE challenge_id = ${challengeId} AND id <> ${joinerId} AND ${idleSql(now)}`);
  if (!freed && "userId" in who) {
    freed = await deleted(sql`
      DELETE FROM challenge_players
      WHERE id = (
        SELECT id FROM challenge_players
        WHERE challenge_id = ${challengeId} AND id <> ${joinerId} AND user_id IS NULL AND answered = 0
        ORDER BY coalesce(served_at, joined_at), id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)`);
  }
  if (!freed) return false;
  await k
    .updateTable("challenges")
    .set((eb) => ({ player_count: eb("player_count", "-", freed) }))
    .where("id", "=", challengeId)
    .execute();
  return true;
}

/**
 * The name a signed-in learner plays under: their account's name (its first NICKNAME_MAX characters) when a
 * visitor could take it as a nickname, else the nickname they typed, else "Learner". An account's name is
 * checked nowhere else, and the board shows it to every player.
 */
async function learnerName(userId: string, nickname: string | undefined): Promise<string> {
  return (await accountPlayName(userId)) ?? (nickname || "Learner");
}

/** The account's name as a player's name, when a visitor could take it as a nickname; else null. */
async function accountPlayName(userId: string): Promise<string | null> {
  const user = await userStore().getUserById(userId);
  const name = Array.from(user?.name?.trim() ?? "")
    .slice(0, NICKNAME_MAX)
    .join("")
    .trim();
  return name && !nameProblem(name, NICKNAME_MAX, "nickname") ? name : null;
}

/**
 * Joins a challenge once per account or browser (joining again gives the play
 * back). A signed-in learner without a play whose browser played it as a
 * visitor (`browserVisitorId`, the cookie) keeps that play (claimVisitorPlay)
 * rather than starting a second one. A visitor joins under a nickname,
 * rate-limited per client and per challenge; the MAX_PLAYERS cap is taken in
 * the same transaction as the row.
 */
export async function joinChallenge(
  challengeId: string,
  who: Player,
  nickname: string | undefined,
  headers: Headers,
  browserVisitorId: string | null = null,
  now = new Date(),
): Promise<JoinOutcome> {
  const row = await challengeRow(challengeId);
  if (!row) return { notFound: true };
  const total = specsOf(row).length;
  const playOf = (play: { answered: number; score: number }) => ({ ok: { answered: play.answered, score: play.score, finished: play.answered >= total } });
  const existing = await playerRow(challengeId, who);
  if (existing) return playOf(existing);
  if ("userId" in who && browserVisitorId) {
    const claimed = await claimVisitorPlay(who.userId, challengeId, browserVisitorId, now);
    if ("ok" in claimed) return playOf(claimed.ok);
    // Joined under the account at the same moment: that play is theirs.
    const mine = "alreadyPlayed" in claimed && (await playerRow(challengeId, who));
    if (mine) return playOf(mine);
  }
  const refusal = shut(row, now);
  if (refusal) return { [refusal]: true } as ShutRefusal;
  if (row.player_count >= MAX_PLAYERS && !(await placeCanBeFreed(challengeId, who, now))) return { full: true };
  if ("visitorId" in who) {
    if (!nickname) return { nicknameRequired: true };
    for (const budget of [
      { key: `challenge-join:${clientIp(headers)}`, ...VISITOR_JOIN_LIMITS.perClient },
      { key: `challenge-join:${challengeId}`, ...VISITOR_JOIN_LIMITS.perChallenge },
      { key: `challenge-join-hour:${challengeId}`, ...VISITOR_JOIN_LIMITS.perChallengeHour },
    ]) {
      const result = await consumeRateLimit(budget);
      if (!result.allowed) return { rateLimited: result.retryAfterSeconds };
    }
  }
  const name = "userId" in who ? await learnerName(who.userId, nickname) : nickname!;
  const clientHash = challengeClientHash(challengeId, headers);
  // A visitor from an address that played this challenge already: most likely the same person again.
  const replay =
    "visitorId" in who && clientHash !== null
      ? sql<boolean>`EXISTS (SELECT 1 FROM challenge_players WHERE challenge_id = ${challengeId} AND client_hash = ${clientHash})`
      : false;
  try {
    await transaction(async (k) => {
      const inserted = await k
        .insertInto("challenge_players")
        .values({
          challenge_id: challengeId,
          user_id: "userId" in who ? who.userId : null,
          visitor_id: "visitorId" in who ? who.visitorId : null,
          nickname: name,
          joined_at: now,
          client_hash: clientHash,
          replay,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning("id")
        .executeTakeFirst();
      // Joined at the same moment by another request of this player: that one took the place.
      if (!inserted) return;
      const takePlace = () =>
        k
          .updateTable("challenges")
          .set((eb) => ({ player_count: eb("player_count", "+", 1) }))
          .where("id", "=", challengeId)
          .where("player_count", "<", MAX_PLAYERS)
          .returning("player_count")
          .executeTakeFirst();
      if (await takePlace()) return;
      if ((await freePlace(k, challengeId, inserted.id, who, now)) && (await takePlace())) return;
      throw new FullError();
    });
  } catch (error) {
    if (error instanceof FullError) return { full: true };
    throw error;
  }
  forgetBoard(challengeId);
  return { ok: { answered: 0, score: 0, finished: false } };
}

export type NextOutcome =
  { question: ChallengeQuestion } | { finished: { score: number; total: number; timeMs: number; keys: ChallengeKey[] } } | ShutRefusal | { notJoined: true };

const timeMs = (started: Date | null, finished: Date | null) => (started && finished ? finished.getTime() - started.getTime() : 0);

/**
 * The player's current question (the same until it is answered, served afresh once its answer window has
 * passed); the first one served starts the clock.
 * One statement when the player has a question to answer and the challenge is open; otherwise the reads
 * that say why not (nextQuestionRefusal).
 */
export function nextQuestion(challengeId: string, who: Player, now = new Date()): Promise<NextOutcome> {
  return serveQuestion(challengeId, who, now, false);
}

async function serveQuestion(challengeId: string, who: Player, now: Date, retried: boolean): Promise<NextOutcome> {
  const fixed = await fixedQuestions(challengeId);
  if (!fixed) return { notFound: true };
  const [column, value] = playerFilter(who);
  // A question past its answer window is served afresh: left open that long, it would otherwise take no answer ever.
  // The clock (started_at) keeps running from the first question.
  const { rows } = await sql<{ id: string; answered: number }>`
    UPDATE challenge_players AS p
    SET started_at = coalesce(p.started_at, ${now}::timestamptz),
        served_at = CASE WHEN p.served_at IS NULL OR p.served_at <= ${lateBefore(now)}::timestamptz THEN ${now}::timestamptz ELSE p.served_at END
    FROM challenges AS c
    WHERE p.challenge_id = ${challengeId} AND ${sql.ref(`p.${column}`)} = ${value} AND p.answered < ${fixed.specs.length}
      AND c.id = p.challenge_id AND ${isOpenSql(now)}
    RETURNING p.id, p.answered`.execute(kysely());
  const served = rows[0];
  if (!served) return nextQuestionRefusal(challengeId, who, now, retried);
  const { answered: index } = served;
  const payload = fixed.built(index)!.payload;
  // Choice kinds: the options in this player's own order.
  const shown = "options" in payload ? { ...payload, options: shownOptions(payload.options, playerOrder(served.id, index, payload.options.length)) } : payload;
  return { question: { ...shown, index, total: fixed.specs.length } as ChallengeQuestion };
}

/** Every question's key as this player saw it: what the play shows once it is over. */
function keysFor(fixed: FixedQuestions, playerId: bigint | string): ChallengeKey[] {
  return fixed.specs.map((_, index) => {
    const key = fixed.built(index)!.key;
    if ("options" in key && "correct" in key && typeof key.correct === "number") {
      return { index, correctChoice: shownChoice(key.correct, playerOrder(playerId, index, key.options.length)) };
    }
    return "word" in key ? { index, answer: key.word } : { index };
  });
}

/** The answer as the question has it: a choice maps from the player's order back to the question's own option. */
function questionAnswer(fixed: FixedQuestions, playerId: bigint | string, index: number, answer: PracticeAnswer): PracticeAnswer {
  const key = fixed.built(index)?.key;
  if (!key || !("choice" in answer) || !("options" in key)) return answer;
  // A position the question does not have stays as sent: the check refuses it.
  return { choice: questionChoice(answer.choice, playerOrder(playerId, index, key.options.length)) ?? answer.choice };
}

/** Why the player gets no question: no such challenge, not joined, finished (the result), closed or over. */
async function nextQuestionRefusal(challengeId: string, who: Player, now: Date, retried: boolean): Promise<NextOutcome> {
  const row = await challengeRow(challengeId);
  if (!row) return { notFound: true };
  const player = await playerRow(challengeId, who);
  if (!player) return { notJoined: true };
  const total = specsOf(row).length;
  if (player.answered >= total) {
    const fixed = (await fixedQuestions(challengeId))!;
    return { finished: { score: player.score, total, timeMs: timeMs(player.started_at, player.finished_at), keys: keysFor(fixed, player.id) } };
  }
  const refusal = shut(row, now);
  if (refusal) return { [refusal]: true } as ShutRefusal;
  // Open, with a question left: the player joined as the statement ran. Once more.
  if (retried) throw new Error(`challenge ${challengeId}: an open play was served no question twice`);
  return serveQuestion(challengeId, who, now, true);
}

export type AnswerOutcome =
  | { ok: ChallengeAnswerResult }
  | ShutRefusal
  | { notJoined: true }
  | { answered: true }
  | { outOfOrder: true }
  | { notServed: true }
  | { late: true }
  | { invalid: string };

/**
 * A signed-in player's grade of their card, as practice grades (docs/practice.md, Grading):
 * a miss enters the deck as Again (addMissing), a right answer grades a card already there,
 * and a synonym or antonym miss grades the word Hard without a lapse.
 */
function learnerGrade(playerId: bigint, index: number, spec: QuestionSpec, outcome: Outcome): { input: GradeInput; addMissing: boolean } {
  const input = { wordIndex: spec.wordIndex, rating: ratingOf(outcome), reviewId: `challenge-${playerId}-${index}`, durationMs: 0, questionKind: spec.kind };
  return { input, addMissing: outcome === "wrong" };
}

type ClaimedRow = { id: bigint; answered: number; score: number; started_at: Date | null; finished_at: Date | null };

/**
 * Checks the player's answer to question `index`. The player's row is read
 * first: its id gives their order of the options (the choice is mapped back)
 * and its served_at says whether the answer came too soon to count
 * (MIN_ANSWER_MS). Claim, log and score are then one statement: the player's
 * row moves from `index` to `index + 1` only if the question is still the one
 * served then, in its window, and the challenge is open, and the answer's row
 * is inserted from that claim. When it claims nothing, the reads that say why
 * follow (answerRefusal). The keys are in the answer only once the play is over.
 */
export async function answerChallenge(challengeId: string, who: Player, index: number, sent: PracticeAnswer, now = new Date()): Promise<AnswerOutcome> {
  const fixed = await fixedQuestions(challengeId);
  if (!fixed) return { notFound: true };
  const player = await playerRow(challengeId, who);
  if (!player?.served_at) return answerRefusal(challengeId, who, index, sent, now);
  const answer = questionAnswer(fixed, player.id, index, sent);
  const built = fixed.built(index);
  const checked = built && checkAnswer(built.key, answer, false);
  if (!checked || "invalid" in checked) return answerRefusal(challengeId, who, index, sent, now);
  const tooFast = now.getTime() - player.served_at.getTime() < MIN_ANSWER_MS;
  // Not counted: a right answer sent too soon scores nothing, and the log says so, so the score still equals its right answers.
  const counted = checked.correct && !tooFast;
  const total = fixed.specs.length;
  const [column, value] = playerFilter(who);
  const claim = sql<ClaimedRow>`
    WITH claimed AS (
      UPDATE challenge_players AS p
      SET answered = p.answered + 1,
          score = p.score + ${counted ? 1 : 0},
          served_at = NULL,
          finished_at = CASE WHEN p.answered + 1 >= ${total} THEN ${now}::timestamptz ELSE p.finished_at END
      FROM challenges AS c
      WHERE p.challenge_id = ${challengeId} AND ${sql.ref(`p.${column}`)} = ${value}
        AND p.answered = ${index} AND p.served_at = ${player.served_at}::timestamptz AND p.served_at > ${lateBefore(now)}::timestamptz
        AND c.id = p.challenge_id AND ${isOpenSql(now)}
      RETURNING p.id, p.answered, p.score, p.started_at, p.finished_at
    ), logged AS (
      INSERT INTO challenge_answers (player_id, question_index, chosen, correct, answered_at)
      SELECT id, ${index}, ${JSON.stringify(answer)}::jsonb, ${counted}, ${now}::timestamptz FROM claimed
      RETURNING player_id
    )
    SELECT claimed.id, claimed.answered, claimed.score, claimed.started_at, claimed.finished_at FROM claimed JOIN logged ON logged.player_id = claimed.id`;
  const claimed =
    "userId" in who
      ? await writeUserData(who.userId, async (tx) => {
          const row = (await claim.execute(tx)).rows[0];
          if (row) {
            const { input, addMissing } = learnerGrade(BigInt(row.id), index, fixed.specs[index]!, checked.outcomes[0] ?? "wrong");
            // The claim moved the player past `index` once: the grade's reviewId is new.
            await gradeCardIn(tx, who.userId, input, { now, addMissing, claimed: true, settings: await reviewSettings(who.userId, now, tx) });
          }
          return row;
        })
      : (await claim.execute(kysely())).rows[0];
  if (!claimed) return answerRefusal(challengeId, who, index, sent, now);
  const finished = claimed.answered >= total;
  if (finished) forgetBoard(challengeId);
  return {
    ok: {
      index,
      correct: counted,
      ...(tooFast && { tooFast: true as const }),
      ...(finished && { keys: keysFor(fixed, claimed.id) }),
      score: claimed.score,
      answered: claimed.answered,
      total,
      finished,
      timeMs: finished ? timeMs(claimed.started_at, claimed.finished_at) : null,
    },
  };
}

/** Why an answer was not taken, in this order: no such challenge, closed or over, not joined, no such question, an answer that does not fit, then the play's state. */
async function answerRefusal(challengeId: string, who: Player, index: number, answer: PracticeAnswer, now: Date): Promise<AnswerOutcome> {
  const row = await challengeRow(challengeId);
  if (!row) return { notFound: true };
  const refusal = shut(row, now);
  if (refusal) return { [refusal]: true } as ShutRefusal;
  const player = await playerRow(challengeId, who);
  if (!player) return { notJoined: true };
  const fixed = await fixedQuestions(challengeId);
  const built = fixed?.built(index);
  if (!built) return { invalid: "There is no such question." };
  const checked = checkAnswer(built.key, answer, false);
  if ("invalid" in checked) return { invalid: checked.invalid };
  if (player.answered > index) return { answered: true };
  if (player.answered < index) return { outOfOrder: true };
  if (!player.served_at) return { notServed: true };
  return { late: true };
}

/** Closes the creator's challenge: it takes no more answers. Not the creator's (or no such challenge): false. */
export async function closeChallenge(userId: string, challengeId: string, now = new Date()): Promise<boolean> {
  const result = await kysely()
    .updateTable("challenges")
    .set((eb) => ({ closed_at: eb.fn.coalesce("closed_at", eb.val(now)) }))
    .where("id", "=", challengeId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  forgetBoard(challengeId);
  return Number(result.numUpdatedRows) > 0;
}

export type RemoveOutcome = { ok: true } | { notFound: true } | { notCreator: true } | { noSuchPlayer: true };

/**
 * The creator removes a player: their row and answers go, and their place is free. Only the creator (403 for
 * anyone else); a player of another challenge is no such player. A removed visitor may join again, within the
 * visitor joins' pacing, and the creator may remove them again or close the challenge.
 */
export async function removeChallengePlayer(userId: string, challengeId: string, playerId: string): Promise<RemoveOutcome> {
  const row = await challengeRow(challengeId);
  if (!row) return { notFound: true };
  if (row.user_id !== userId) return { notCreator: true };
  const removed = await transaction(async (k) => {
    const result = await k.deleteFrom("challenge_players").where("id", "=", BigInt(playerId)).where("challenge_id", "=", challengeId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await k
      .updateTable("challenges")
      .set((eb) => ({ player_count: eb("player_count", "-", 1) }))
      .where("id", "=", challengeId)
      .execute();
    return true;
  });
  if (!removed) return { noSuchPlayer: true };
  forgetBoard(challengeId);
  return { ok: true };
}

export type ClaimOutcome = { ok: { score: number; answered: number } } | { nothingToClaim: true } | { alreadyPlayed: true };

/**
 * Keeps a visitor's play as the learner's after signing up in the same
 * browser: the row passes from the cookie to the account, and the words it
 * missed go into the learner's deck as practice grades them.
 */
export async function claimVisitorPlay(userId: string, challengeId: string, visitorId: string, now = new Date()): Promise<ClaimOutcome> {
  const mine = await playerRow(challengeId, { userId });
  if (mine) return { alreadyPlayed: true };
  // The play is the account's: it goes under the account's name, as the learner's own plays do (the visitor's nickname if none fits).
  const name = await accountPlayName(userId);
  let moved;
  try {
    moved = await kysely()
      .updateTable("challenge_players")
      .set((eb) => ({ user_id: userId, visitor_id: null, nickname: name ?? eb.ref("nickname") }))
      .where("challenge_id", "=", challengeId)
      .where("visitor_id", "=", visitorId)
      .where("user_id", "is", null)
      .returning(["id", "score", "answered"])
      .executeTakeFirst();
  } catch (error) {
    // Joined under the account at the same moment: the unique (challenge, user) refused the second row.
    if ((error as { code?: string }).code === "23505") return { alreadyPlayed: true };
    throw error;
  }
  if (!moved) return { nothingToClaim: true };
  forgetBoard(challengeId);
  const specs = (await fixedQuestions(challengeId))?.specs ?? [];
  const answers = await kysely().selectFrom("challenge_answers").select(["question_index", "correct"]).where("player_id", "=", moved.id).execute();
  // The play is the account's already: a word that fails to grade is logged, as an answer's is, and the claim stands.
  for (const answer of answers) {
    const spec = specs[answer.question_index];
    if (spec && !answer.correct) {
      const missed: Outcome = spec.kind === "synonym" || spec.kind === "antonym" ? "relation-miss" : "wrong";
      const { input, addMissing } = learnerGrade(moved.id, answer.question_index, spec, missed);
      await gradeWordCard(userId, input, { now, addMissing }).catch((error: unknown) =>
        console.error("challenges: grading a claimed play's card failed", error),
      );
    }
  }
  return { ok: { score: moved.score, answered: moved.answered } };
}
