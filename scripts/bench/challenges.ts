// Learn with Friends under load (issue 32): one challenge, MAX_PLAYERS
// visitors playing it at once over `connections` connections, as the
// challenge page does. First every player joins (from an address of its own,
// the server trusting one proxy, past the per-client join limit), in batches
// no larger than the per-challenge pacing of visitor joins: before each batch
// the bench deletes the challenge's two pacing counters from the database,
// standing in for the hours that pacing spreads MAX_PLAYERS joins over. Then
// all of them play at once: each asks for its next question and answers it,
// ten times, a connection playing one player after another. The answers come
// at machine speed, so none is counted (MIN_ANSWER_MS): the statement run is
// the same. Then the database is checked: every answer stored once, and every
// player's score equal to the right answers in the log (and to what its last
// answer told it). Last, the leaderboard the page polls, read by a player, at
// the same connection count.
import pg from "pg";
import { CHALLENGE_SIZE, MAX_PLAYERS, VISITOR_JOIN_LIMITS } from "../../lib/challenges/types";

/** Visitor joins per challenge in one window of its pacing. */
const JOINS_PER_WINDOW = VISITOR_JOIN_LIMITS.perChallenge.limit;
/** The per-challenge pacing's counters (lib/challenges/play.ts joinChallenge). */
const pacingKeys = (challengeId: string) => [`challenge-join:${challengeId}`, `challenge-join-hour:${challengeId}`];
import { load, processCpuMs } from "./api";
import { callFigures, loadCalls, newTally, tallyCall, type CallFigures, type Tally } from "./practice";
import { postJson } from "./post-json";

export const BENCH_CHALLENGE_TITLE = "Bench challenge";

/** Makes the bench challenge as the signed-in `cookie`: ten mixed questions from the first band. */
export async function createBenchChallenge(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/challenges/create`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ title: BENCH_CHALLENGE_TITLE, kind: "mixed", source: "band", band: 0 }),
  });
  const json = (await response.json().catch(() => null)) as { id?: string } | null;
  if (response.status !== 201 || !json?.id) throw new Error(`Creating the bench challenge answered ${response.status}: ${JSON.stringify(json)}`);
  return json.id;
}

interface Question {
  index: number;
  kind: string;
  options?: string[];
}

export interface ChallengeLoadFigures {
  players: number;
  join: CallFigures;
  next: CallFigures;
  answer: CallFigures;
  /** Rows in the answer log, and players whose log is not exactly one row per question. */
  storedAnswers: number;
  playersWithGaps: number;
  /** Players whose stored score is not the count of their right answers in the log, or not what their last answer said. */
  wrongScores: number;
  wallMs: number;
  /** A player's cookie, to read the leaderboard as that player. */
  playerCookie: string | null;
}

/** A well-formed answer: a random option, or a word typed (usually wrong); right or wrong costs the server the same. */
function answerFor(question: Question): unknown {
  return question.options ? { choice: Math.floor(Math.random() * question.options.length) } : { text: "answer" };
}

/**
 * MAX_PLAYERS visitors join `challengeId` and play it through, `connections` at once. The server must
 * trust one proxy (TRUST_PROXY=1): each player's calls come from an address of its own.
 */
export async function measureChallengePlay(
  baseUrl: string,
  databaseUrl: string,
  challengeId: string,
  pid: number,
  { connections }: { connections: number },
): Promise<ChallengeLoadFigures> {
  const timed = { join: newTally(), next: newTally(), answer: newTally() };
  const told = new Map<number, number>();
  let playerCookie: string | null = null;
  const post = (path: string, body: unknown, headers: Record<string, string>) => postJson(`${baseUrl}${path}`, body, headers);

  const addressOf = (player: number) => `10.${(player >> 16) & 255}.${(player >> 8) & 255}.${player & 255}`;
  const cookies = new Map<number, string>();
  const join = async (player: number): Promise<void> => {
    const joined = await post("/api/v1/challenges/join", { challengeId, nickname: `Player ${player + 1}` }, { "x-forwarded-for": addressOf(player) });
    const cookie = joined.cookie;
    tallyCall(timed.join, { ok: joined.ok && cookie !== undefined, ms: joined.ms, status: joined.status, body: joined.json });
    if (!joined.ok || !cookie) return;
    cookies.set(player, cookie);
    playerCookie ??= cookie;
  };

  const play = async (player: number): Promise<void> => {
    const cookie = cookies.get(player);
    if (!cookie) return;
    const headers = { cookie, "x-forwarded-for": addressOf(player) };
    for (let asked = 0; asked < CHALLENGE_SIZE; asked += 1) {
      const next = await post("/api/v1/challenges/next", { challengeId }, headers);
      const question = next.ok && next.json && typeof next.json === "object" && "question" in next.json ? (next.json as { question: Question }).question : null;
      tallyCall(timed.next, { ok: question !== null, ms: next.ms, status: next.status, body: next.json });
      if (!question) return;
      const answered = await post("/api/v1/challenges/answer", { challengeId, index: question.index, answer: answerFor(question) }, headers);
      tallyCall(timed.answer, { ok: answered.ok, ms: answered.ms, status: answered.status, body: answered.json });
      if (!answered.ok) return;
      told.set(player, (answered.json as { score: number }).score);
    }
  };

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const everyone = Array.from({ length: MAX_PLAYERS }, (_, player) => player);
    const cpuBefore = processCpuMs(pid);
    const began = performance.now();
    const batch = Math.min(JOINS_PER_WINDOW, connections);
    for (let first = 0; first < MAX_PLAYERS; first += batch) {
      await client.query("DELETE FROM rate_limits WHERE key = ANY($1)", [pacingKeys(challengeId)]);
      await Promise.all(everyone.slice(first, first + batch).map(join));
    }
    const queue = [...everyone];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let player = queue.shift(); player !== undefined; player = queue.shift()) await play(player);
      }),
    );
    const wallMs = performance.now() - began;
    const cpuMs = processCpuMs(pid) - cpuBefore;
    const calls = timed.join.times.length + timed.next.times.length + timed.answer.times.length;
    // The server's CPU over the whole run, shared out by calls: next and answer are interleaved.
    const summary = (tally: Tally) => callFigures(tally, cpuMs, calls);

    const { rows } = await client.query<{ nickname: string; answered: number; score: number; logged: string; right: string }>(
      `SELECT p.nickname, p.answered, p.score, count(a.question_index) AS logged, count(*) FILTER (WHERE a.correct) AS right
         FROM challenge_players p LEFT JOIN challenge_answers a ON a.player_id = p.id
        WHERE p.challenge_id = $1 GROUP BY p.id`,
      [challengeId],
    );
    let storedAnswers = 0;
    let playersWithGaps = 0;
    let wrongScores = 0;
    for (const row of rows) {
      const logged = Number(row.logged);
      storedAnswers += logged;
      if (logged !== CHALLENGE_SIZE || row.answered !== CHALLENGE_SIZE) playersWithGaps += 1;
      const player = Number(row.nickname.replace("Player ", "")) - 1;
      if (row.score !== Number(row.right) || told.get(player) !== row.score) wrongScores += 1;
    }
    return {
      players: rows.length,
      join: summary(timed.join),
      next: summary(timed.next),
      answer: summary(timed.answer),
      storedAnswers,
      playersWithGaps,
      wrongScores,
      wallMs,
      playerCookie,
    };
  } finally {
    await client.end();
  }
}

/** GET /api/v1/challenges/leaderboard as a player of it polls it (its own row marked), `connections` at once, for `durationS` seconds; `warmUpS` first, untimed. */
export async function measureLeaderboard(
  baseUrl: string,
  challengeId: string,
  cookie: string,
  pid: number,
  { connections, durationS, warmUpS = 0 }: { connections: number; durationS: number; warmUpS?: number },
): Promise<CallFigures> {
  const url = `${baseUrl}/api/v1/challenges/leaderboard?challengeId=${challengeId}`;
  if (warmUpS > 0) await load(url, { headers: { cookie }, duration: warmUpS, connections });
  return loadCalls(url, pid, { headers: { cookie }, connections, duration: durationS });
}
