// Compares what the simulated users expect with what the database holds.
import pg from "pg";
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
      compareSet(
        "remember",
        new Set([...expected.recall].filter(([, kind]) => kind === "remember").map(([item]) => item)),
        remembered,
        "recall",
      );
      compareSet(
        "unremember",
        new Set([...expected.recall].filter(([, kind]) => kind === "unremember").map(([item]) => item)),
        unremembered,
        "recall",
      );

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
