// Compares what the simulated users expect with what the database holds.
import pg from "pg";
import type { ReviewExpectation } from "./reviewing-user";
import type { Expectation } from "./simulated-user";

export interface VerifyResult {
  writesChecked: number;
  mismatches: string[];
  /** (user, word) pairs holding both remember and unremember: must be 0. */
  bothRecallKinds: number;
}

export async function verifyDatabase(databaseUrl: string, users: { id: string; expected: Expectation }[]): Promise<VerifyResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const mismatches: string[] = [];
    let writesChecked = 0;
    const ids = users.map(({ id }) => id);
    const marks = await client.query<{ user_id: string; kind: string; item_id: string }>(
      "SELECT user_id, kind::text AS kind, item_id FROM marks WHERE user_id = ANY($1) AND type = 'words'",
      [ids],
    );
    const notes = await client.query<{ user_id: string; id: string; definitions: string }>(
      "SELECT user_id, id::text AS id, definitions FROM notes WHERE user_id = ANY($1)",
      [ids],
    );
    const both = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT user_id, item_id FROM marks WHERE kind IN ('remember', 'unremember') AND user_id = ANY($1)
       GROUP BY user_id, type, item_id HAVING count(DISTINCT kind) > 1) AS pairs`,
      [ids],
    );

    for (const { id, expected } of users) {
      const mine = marks.rows.filter((row) => row.user_id === id);
      const held = (kind: string) => new Set(mine.filter((row) => row.kind === kind).map((row) => row.item_id));
      const compareSet = (label: string, expectedSet: Set<string>, actual: Set<string>, uncertainPrefix: string) => {
        for (const item of new Set([...expectedSet, ...actual])) {
          if (expected.uncertain.has(`${uncertainPrefix}:${item}`)) continue;
          writesChecked += 1;
          if (expectedSet.has(item) !== actual.has(item)) {
            mismatches.push(`${id} ${label} ${item}: expected ${expectedSet.has(item) ? "present" : "absent"}`);
          }
        }
      };
      compareSet("seen", expected.seen, held("seen"), "seen");
      compareSet("favourite", expected.favourites, held("favourite"), "fav");
      const remembered = held("remember");
      const unremembered = held("unremember");
      compareSet("remember", new Set([...expected.recall].filter(([, kind]) => kind === "remember").map(([item]) => item)), remembered, "recall");
      compareSet("unremember", new Set([...expected.recall].filter(([, kind]) => kind === "unremember").map(([item]) => item)), unremembered, "recall");

      const stored = new Map(notes.rows.filter((row) => row.user_id === id).map((row) => [row.id, row.definitions]));
      for (const [noteId, definitions] of expected.notes) {
        if (expected.uncertain.has(`note:${noteId}`)) continue;
        writesChecked += 1;
        if (stored.get(noteId) !== definitions) mismatches.push(`${id} note ${noteId}: expected "${definitions}", found "${stored.get(noteId)}"`);
      }
      const unexpected = [...stored.keys()].filter((noteId) => !expected.notes.has(noteId) && !expected.uncertain.has(`note:${noteId}`));
      // A create that got no answer may have been written: only then may an unknown note exist.
      if (unexpected.length > 0 && !expected.uncertain.has("notes:unacknowledged-create")) {
        mismatches.push(`${id}: ${unexpected.length} note(s) in the database the user never saw acknowledged`);
      }
      writesChecked += 1;
    }
    return { writesChecked, mismatches, bothRecallKinds: Number(both.rows[0]?.n ?? 0) };
  } finally {
    await client.end();
  }
}

export interface ReviewVerifyResult {
  /** Acknowledged grades checked (present once, or absent after an acknowledged undo). */
  gradesChecked: number;
  undoneChecked: number;
  uncertain: number;
  /** Cards checked for reps == their number of log rows (every card in the database). */
  cardsChecked: number;
  mismatches: string[];
}

/**
 * The review deck against what the reviewing users were told:
 * - every acknowledged, not undone reviewId is in review_logs (review_id is
 *   unique, so at most once), for that user and word;
 * - no reviewId whose undo was acknowledged remains;
 * - a reviewId never acknowledged, if present, is that user's and word's;
 * - no log row of a reviewing user has a reviewId the user never sent;
 * - every card's reps equals its number of log rows (no lost update, no
 *   half-applied grade), for every card in the database, the other users'
 *   (Remember / Not remembered feed the deck) included.
 */
export async function verifyReviews(databaseUrl: string, users: { id: string; expected: ReviewExpectation }[]): Promise<ReviewVerifyResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const mismatches: string[] = [];
    let gradesChecked = 0;
    let undoneChecked = 0;
    let uncertain = 0;
    const logs = await client.query<{ review_id: string; user_id: string; word_index: number; card_id: string | null }>(
      "SELECT review_id, user_id, word_index, card_id::text AS card_id FROM review_logs WHERE user_id = ANY($1)",
      [users.map(({ id }) => id)],
    );
    const byReviewId = new Map(logs.rows.map((row) => [row.review_id, row]));
    for (const { id, expected } of users) {
      for (const message of expected.replayMismatches) mismatches.push(`replayed answer differs: ${message}`);
      for (const [reviewId, { wordIndex, undone }] of expected.acknowledged) {
        const row = byReviewId.get(reviewId);
        if (expected.uncertainUndos.has(reviewId)) {
          uncertain += 1;
          if (row && (row.user_id !== id || row.word_index !== wordIndex))
            mismatches.push(`${id} ${reviewId}: logged for ${row.user_id} word ${row.word_index}, graded word ${wordIndex}`);
          continue;
        }
        if (undone) {
          undoneChecked += 1;
          if (row) mismatches.push(`${id} ${reviewId}: undone (acknowledged) but still in review_logs`);
          continue;
        }
        gradesChecked += 1;
        if (!row) mismatches.push(`${id} ${reviewId}: acknowledged grade of word ${wordIndex} missing from review_logs`);
        else if (row.user_id !== id || row.word_index !== wordIndex)
          mismatches.push(`${id} ${reviewId}: logged for ${row.user_id} word ${row.word_index}, graded word ${wordIndex}`);
      }
      for (const [reviewId, wordIndex] of expected.uncertainGrades) {
        uncertain += 1;
        const row = byReviewId.get(reviewId);
        if (row && (row.user_id !== id || row.word_index !== wordIndex))
          mismatches.push(`${id} ${reviewId}: logged for ${row.user_id} word ${row.word_index}, graded word ${wordIndex}`);
      }
    }
    const sent = new Set(users.flatMap(({ expected }) => [...expected.acknowledged.keys(), ...expected.uncertainGrades.keys()]));
    const unknown = logs.rows.filter((row) => !sent.has(row.review_id));
    if (unknown.length) mismatches.push(`${unknown.length} log row(s) of reviewing users with a reviewId they never sent (e.g. ${unknown[0]!.review_id})`);

    const cards = await client.query<{ id: string; user_id: string; reps: number; logs: number }>(
      `SELECT c.id::text AS id, c.user_id, c.reps, (SELECT count(*)::integer FROM review_logs l WHERE l.card_id = c.id) AS logs FROM review_cards c`,
    );
    for (const card of cards.rows) {
      if (card.reps !== card.logs) mismatches.push(`card ${card.id} of ${card.user_id}: reps ${card.reps}, ${card.logs} log rows`);
    }
    return { gradesChecked, undoneChecked, uncertain, cardsChecked: cards.rows.length, mismatches };
  } finally {
    await client.end();
  }
}
