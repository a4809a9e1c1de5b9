import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { CHALLENGE_OPEN_MS, IDLE_JOIN_MS, MAX_PLAYERS, type ChallengeKind, type ChallengeSource, type ChallengeView, type LeaderboardRow } from "./types";

// The challenge as the page and GET /api/v1/challenges/leaderboard show it:
// two reads by key (the challenge, its players by the index on challenge_id).
// The creator's id is compared here and never leaves: a view says only
// whether the caller made it.

type Who = { userId: string | null; visitorId: string | null };

/** A challenge and its players as read, before it is seen by anyone: who made it and who played are still in it. */
interface Board {
  challenge: {
    id: string;
    user_id: string;
    title: string;
    kind: string;
    source: string;
    created_at: Date;
    closed_at: Date | null;
    player_count: number;
    questions: number;
  };
  players: {
    id: string | bigint;
    nickname: string;
    score: number;
    answered: number;
    user_id: string | null;
    visitor_id: string | null;
    time_ms: number | string | null;
    replay: boolean;
    /** Joined IDLE_JOIN_MS ago with nothing answered nor served since: their place goes to the next who joins a full challenge. */
    idle: boolean;
  }[];
}

async function readBoard(challengeId: string): Promise<Board | null> {
  const challenge = await kysely()
    .selectFrom("challenges")
    .select(["id", "user_id", "title", "kind", "source", "created_at", "closed_at", "player_count", sql<number>`jsonb_array_length(questions)`.as("questions")])
    .where("id", "=", challengeId)
    .executeTakeFirst();
  if (!challenge) return null;
  const players = await kysely()
    .selectFrom("challenge_players")
    .select([
      "id",
      "nickname",
      "score",
      "answered",
      "user_id",
      "visitor_id",
      "replay",
      sql<number | null>`(extract(epoch FROM finished_at - started_at) * 1000)::bigint`.as("time_ms"),
      sql<boolean>`answered = 0 AND coalesce(served_at, joined_at) <= now() - make_interval(secs => ${IDLE_JOIN_MS / 1000})`.as("idle"),
    ])
    .where("challenge_id", "=", challengeId)
    .orderBy("score", "desc")
    .orderBy(sql`finished_at - started_at`, (order) => order.asc().nullsLast())
    .orderBy("id")
    .limit(MAX_PLAYERS)
    .execute();
  return { challenge, players };
}

const isPlayerOf = (who: Who) => (player: Board["players"][number]) =>
  (who.userId !== null && player.user_id === who.userId) || (who.visitorId !== null && player.visitor_id === who.visitorId);

const isCreator = (challenge: Board["challenge"], who: Who) => who.userId !== null && challenge.user_id === who.userId;

/** Who is none of a board's players nor its creator. */
const STRANGER: Who = { userId: null, visitorId: null };

/** The rows as `who` sees them (ranks, their own row marked, player ids for the creator alone) and their own play. */
function rowsOf({ challenge, players }: Board, who: Who): Pick<ChallengeView, "players" | "you"> {
  const isYou = isPlayerOf(who);
  const rows: LeaderboardRow[] = [];
  const youCreated = isCreator(challenge, who);
  let you: ChallengeView["you"] = null;
  for (const [position, player] of players.entries()) {
    const time = player.time_ms === null ? null : Number(player.time_ms);
    const finished = player.answered >= challenge.questions;
    const before = rows[position - 1];
    // Ties (same score, same time) share a rank.
    const rank = before && before.score === player.score && before.timeMs === time ? before.rank : position + 1;
    const mine = isYou(player);
    if (mine) you = { answered: player.answered, score: player.score, finished };
    rows.push({
      rank,
      name: player.nickname,
      score: player.score,
      timeMs: finished ? time : null,
      finished,
      you: mine,
      replay: player.replay,
      ...(youCreated && { playerId: String(player.id) }),
    });
  }
  return { players: rows, you };
}

/** Everything of the view but its rows and the caller's own play, in the view's order of keys. */
function headOf({ challenge, players }: Board, who: Who, now: Date): Omit<ChallengeView, "players" | "you"> {
  // Full for this caller only when no place can be freed for them (play.ts freePlace): an idle join's, or a learner's
  // claim on a visitor's place who has answered nothing.
  const freeable = players.some((player) => player.idle || (who.userId !== null && player.user_id === null && player.answered === 0));
  return {
    id: challenge.id,
    title: challenge.title,
    kind: challenge.kind as ChallengeKind,
    source: challenge.source as ChallengeSource,
    questions: challenge.questions,
    createdAt: challenge.created_at.toISOString(),
    closed: challenge.closed_at !== null,
    expired: now.getTime() - challenge.created_at.getTime() >= CHALLENGE_OPEN_MS,
    full: challenge.player_count >= MAX_PLAYERS && !freeable,
    youCreated: isCreator(challenge, who),
  };
}

/** The board as `who` sees it: ranks, their own row marked, the creator named nowhere. */
function viewOf(board: Board, who: Who, now: Date): ChallengeView {
  return { ...headOf(board, who, now), ...rowsOf(board, who) };
}

/** The view of a challenge for `who` (null: a visitor without a cookie), read now, or null when there is no such challenge. */
export async function challengeView(challengeId: string, who: Who, now = new Date()): Promise<ChallengeView | null> {
  const board = await readBoard(challengeId);
  return board && viewOf(board, who, now);
}

// What the challenge page polls: every player's open page asks every few
// seconds, so a server reads a challenge's board at most once a
// BOARD_FRESH_MS and shows each caller that read (a score changes there
// within a second). A board polled after BOARD_READ_AHEAD_MS is read again in
// the background, its poll still shown the last read, so the polls of a busy
// board do not wait for its reads; a poll waits only for a board older than
// BOARD_FRESH_MS with no read under way. A join, a finished play, a claim and
// a close on this server read it afresh at once (forgetBoard), so a player's
// own result is on the next poll.

/** How long a read board is shown to pollers. */
export const BOARD_FRESH_MS = 1000;
/** The age at which a poll has the board read again in the background. */
export const BOARD_READ_AHEAD_MS = 750;
/** Boards kept at once, the oldest dropped first. */
const BOARDS_KEPT = 256;

/**
 * A board as pollers are shown it: the read, and its rows as a stranger sees them, written to JSON once for every
 * caller and kept as UTF-8 bytes (rows joined by commas, where each starts), so a poll writes only its own row and the
 * view's few own fields and copies the rest as bytes: the 200 rows' text built and encoded on every poll was most of
 * what a poll left for the collector (docs/performance.md).
 */
interface PolledBoard {
  board: Board;
  rows: LeaderboardRow[];
  rowsJson: Buffer;
  /** Where row i's JSON starts in rowsJson; one more entry, past the end, so row i ends at rowStarts[i + 1] − 1 (its comma). */
  rowStarts: number[];
}

function polledBoardOf(board: Board): PolledBoard {
  const { players: rows } = rowsOf(board, STRANGER);
  const texts = rows.map((row) => JSON.stringify(row));
  const rowStarts = [0];
  for (const text of texts) rowStarts.push(rowStarts.at(-1)! + Buffer.byteLength(text) + 1);
  return { board, rows, rowsJson: Buffer.from(texts.join(",")), rowStarts };
}

/** A board's read, and the read after it when one is under way in the background. */
interface BoardRead {
  polled: Promise<PolledBoard | null>;
  readAt: number;
  next?: BoardRead;
}

const boards = new Map<string, BoardRead>();

/** The board read now; `before`: the read it follows in the background. */
function readNow(challengeId: string, now: number, before?: BoardRead): BoardRead {
  const read: BoardRead = { polled: readBoard(challengeId).then((board) => board && polledBoardOf(board)), readAt: now };
  // A failed read is not kept, neither shown nor waiting to be.
  read.polled.catch(() => {
    if (boards.get(challengeId) === read) boards.delete(challengeId);
    if (before?.next === read) delete before.next;
  });
  return read;
}

/** The board read less than BOARD_FRESH_MS ago (read again in the background after BOARD_READ_AHEAD_MS), else read now. */
function polledBoard(challengeId: string): Promise<PolledBoard | null> {
  const now = Date.now();
  const isFresh = (read: BoardRead | undefined) => read !== undefined && now - read.readAt < BOARD_FRESH_MS;
  const kept = boards.get(challengeId);
  // The background read, once the read before it is too old to show.
  const shown = isFresh(kept) ? kept : isFresh(kept?.next) ? kept?.next : undefined;
  if (shown === undefined) {
    boards.delete(challengeId);
    const read = readNow(challengeId, now);
    boards.set(challengeId, read);
    if (boards.size > BOARDS_KEPT) boards.delete(boards.keys().next().value!);
    return read.polled;
  }
  if (shown !== kept) boards.set(challengeId, shown);
  if (shown.next === undefined && now - shown.readAt >= BOARD_READ_AHEAD_MS) {
    shown.next = readNow(challengeId, now, shown);
  }
  return shown.polled;
}

/**
 * The view as the poll shows it, as UTF-8 JSON (the same text as JSON.stringify of the view): from a board read less
 * than BOARD_FRESH_MS ago, else read now.
 */
export async function polledChallengeViewJson(challengeId: string, who: Who, now = new Date()): Promise<Buffer<ArrayBuffer> | null> {
  const polled = await polledBoard(challengeId);
  if (!polled) return null;
  const { board, rows, rowsJson, rowStarts } = polled;
  const head = headOf(board, who, now);
  // The creator's rows carry the players' ids: theirs alone, written whole.
  if (head.youCreated) return Buffer.from(JSON.stringify({ ...head, ...rowsOf(board, who) }));
  const isYou = isPlayerOf(who);
  const parts: Uint8Array[] = [Buffer.from(`${JSON.stringify(head).slice(0, -1)},"players":[`)];
  let copiedTo = 0;
  let you: ChallengeView["you"] = null;
  // By index: entries()'s [position, player] pairs, 200 a poll, were most of what a poll left for the collector.
  for (let position = 0; position < board.players.length; position += 1) {
    const player = board.players[position]!;
    if (!isYou(player)) continue;
    const row = rows[position]!;
    parts.push(rowsJson.subarray(copiedTo, rowStarts[position]), Buffer.from(JSON.stringify({ ...row, you: true })));
    copiedTo = rowStarts[position + 1]! - 1;
    you = { answered: player.answered, score: player.score, finished: row.finished };
  }
  parts.push(rowsJson.subarray(copiedTo), Buffer.from(`],"you":${JSON.stringify(you)}}`));
  return Buffer.concat(parts);
}

/** Drops this server's read of the board: the next poll reads it again. */
export function forgetBoard(challengeId: string): void {
  boards.delete(challengeId);
}

/** The title and the top score, for the Open Graph image. */
export async function challengeCard(challengeId: string): Promise<{ title: string; topScore: number | null; questions: number } | null> {
  const row = await kysely()
    .selectFrom("challenges")
    .select(["title", sql<number>`jsonb_array_length(questions)`.as("questions")])
    .select((eb) =>
      eb
        .selectFrom("challenge_players")
        .select((inner) => inner.fn.max("score").as("top"))
        .whereRef("challenge_id", "=", "challenges.id")
        .as("top"),
    )
    .where("id", "=", challengeId)
    .executeTakeFirst();
  return row ? { title: row.title, topScore: row.top ?? null, questions: row.questions } : null;
}
