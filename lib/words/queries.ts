// The statements of lib/words/words.ts that are also run outside the app
// (the benchmark's bare server runs them through pg, for a side-by-side
// figure): plain SQL builders, no database client and no server-only guard.
import { Prisma } from "@/lib/generated/prisma/client";

// Tries this many random source indexes, each checked against the marks'
// unique index, before falling back to scanning every word.
const RANDOM_SAMPLES = 64;

/** The statement behind randomUnseenWord (lib/words/words.ts): rows of (index, word, ipa, details), at most one. */
export function randomUnseenWordQuery(userId: string | null, excluded: readonly number[]): Prisma.Sql {
  return Prisma.sql`
    WITH sampled AS (
      SELECT w.index
      FROM (
        SELECT attempt, floor(random() * ((SELECT max(index) FROM words) + 1))::integer AS candidate
        FROM generate_series(1, ${RANDOM_SAMPLES}::integer) AS attempt
      ) AS draw
      JOIN words w ON w.index = draw.candidate
      WHERE w.index <> ALL(${excluded}::integer[])
        -- OFFSET 0 keeps this a lookup on the unique key per drawn word: left
        -- to itself, the planner may turn it into a join over all the user's
        -- seen marks (it did, ~40x slower, when the statistics were stale).
        AND NOT EXISTS (
          SELECT 1 FROM marks m
          WHERE m.user_id = ${userId} AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::text
          OFFSET 0)
      ORDER BY draw.attempt
      LIMIT 1
    ),
    every_unseen AS (
      SELECT w.index
      FROM words w
      WHERE w.index <> ALL(${excluded}::integer[])
        AND NOT EXISTS (
          SELECT 1 FROM marks m
          WHERE m.user_id = ${userId} AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::text)
    ),
    chosen AS (
      -- LIMIT over UNION ALL stops at the first row: the scan runs only if sampling found nothing.
      (SELECT index FROM sampled)
      UNION ALL
      (SELECT index FROM every_unseen ORDER BY random() LIMIT 1)
      LIMIT 1
    )
    SELECT w.index, w.word, w.ipa, w.details FROM words w WHERE w.index = (SELECT index FROM chosen)`;
}
