// The statement of lib/notes/notes.ts that is also run outside the app (the
// benchmark's bare server runs it through pg, for a side-by-side figure): a
// plain SQL builder, no database client and no server-only guard.
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The statement behind listNotesJson (lib/notes/notes.ts): one row per note,
 * newest first (created_at, then id, both descending), `note` holding the
 * note's JSON as the API answers it. row_to_json writes the keys in the
 * order selected with no spaces, and escapes as JSON.stringify does; the
 * timestamp is written as toISOString writes it (created_at is
 * timestamptz(3): whole milliseconds).
 */
export function notesJsonQuery(userId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT row_to_json(note)::text AS note
    FROM notes n, LATERAL (
      SELECT n.id, n.word, n.type, n.definitions, n.example, n.breakdown, n.user_id AS "userId",
        to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp
    ) AS note
    WHERE n.user_id = ${userId} ORDER BY n.created_at DESC, n.id DESC`;
}
