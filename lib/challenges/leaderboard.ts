import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { CHALLENGE_OPEN_MS, MAX_PLAYERS, type ChallengeKind, type ChallengeSource, type ChallengeView, type LeaderboardRow } from "./types";

// The challenge as the page and GET /api/v1/challenges/leaderboard show it:
// two reads by key (the challenge, its players by the index on challenge_id).
// The creator's id is compared here and never leaves: a view says only
// whether the caller made it.

/** The view of a challenge for `who` (null: a visitor without a cookie), or null when there is no such challenge. */
export async function challengeView(
  challengeId: string,
  who: { userId: string | null; visitorId: string | null },
  now = new Date(),
): Promise<ChallengeView | null> {
  const row = await kysely()
    .selectFrom("challenges")
    .select(["id", "user_id", "title", "kind", "source", "created_at", "closed_at", "player_count", sql<number>`jsonb_array_length(questions)`.as("questions")])
    .where("id", "=", challengeId)
    .executeTakeFirst();
  if (!row) return null;
  const players = await kysely()
    .selectFrom("challenge_players")
    .select([
      "nickname",
      "score",
      "answered",
      "user_id",
      "visitor_id",
      sql<number | null>`(extract(epoch FROM finished_at - started_at) * 1000)::bigint`.as("time_ms"),
    ])
    .where("challenge_id", "=", challengeId)
    .orderBy("score", "desc")
    .orderBy(sql`finished_at - started_at`, (order) => order.asc().nullsLast())
    .orderBy("id")
    .limit(MAX_PLAYERS)
    .execute();
  const isYou = (player: { user_id: string | null; visitor_id: string | null }) =>
    (who.userId !== null && player.user_id === who.userId) || (who.visitorId !== null && player.visitor_id === who.visitorId);
  const rows: LeaderboardRow[] = [];
  let you: ChallengeView["you"] = null;
  for (const [position, player] of players.entries()) {
    const time = player.time_ms === null ? null : Number(player.time_ms);
    const finished = player.answered >= row.questions;
    const before = rows[position - 1];
    // Ties (same score, same time) share a rank.
    const rank = before && before.score === player.score && before.timeMs === time ? before.rank : position + 1;
    const mine = isYou(player);
    if (mine) you = { answered: player.answered, score: player.score, finished };
    rows.push({ rank, name: player.nickname, score: player.score, timeMs: finished ? time : null, finished, you: mine });
  }
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as ChallengeKind,
    source: row.source as ChallengeSource,
    questions: row.questions,
    createdAt: row.created_at.toISOString(),
    closed: row.closed_at !== null,
    expired: now.getTime() - row.created_at.getTime() >= CHALLENGE_OPEN_MS,
    full: row.player_count >= MAX_PLAYERS,
    youCreated: who.userId !== null && row.user_id === who.userId,
    players: rows,
    you,
  };
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
