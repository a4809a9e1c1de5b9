// The statements of lib/notes/note-pages.ts, also run outside the app (the
// benchmark's bare server runs them through pg, for a side-by-side figure):
// plain SQL builders, no database client and no server-only guard.
import { Prisma } from "@/lib/generated/prisma/client";

/** Which of a learner's notes, and which slice of them, newest first. */
export interface NotesWindow {
  /** Notes search (spec section 5): a case-insensitive substring of the word or the definitions; "" for all. */
  search: string;
  limit: number;
  offset: number;
}

// strpos, not LIKE: the search is a plain substring, so % and _ in it match themselves.
function searchFilter(search: string): Prisma.Sql {
  if (search === "") return Prisma.empty;
  return Prisma.sql`AND (strpos(lower(n.word), lower(${search})) > 0 OR strpos(lower(n.definitions), lower(${search})) > 0)`;
}

/** How many of the learner's notes match `search`: one row, `total`. */
export function notesCountQuery(userId: string, search: string): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS total FROM notes n WHERE n.user_id = ${userId} ${searchFilter(search)}`;
}

/**
 * One page of the learner's notes: one row per note, newest first
 * (created_at, then id, both descending), `note` holding the note's JSON as
 * the API answers it. row_to_json writes the keys in the order selected
 * with no spaces, and escapes as JSON.stringify does; the timestamp is
 * written as toISOString writes it (created_at is timestamptz(3): whole
 * milliseconds).
 */
export function notesJsonQuery(userId: string, { search, limit, offset }: NotesWindow): Prisma.Sql {
  return Prisma.sql`
    SELECT row_to_json(note)::text AS note
    FROM notes n, LATERAL (
      SELECT n.id, n.word, n.type, n.definitions, n.example, n.breakdown, n.user_id AS "userId",
        to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp
    ) AS note
    WHERE n.user_id = ${userId} ${searchFilter(search)}
    ORDER BY n.created_at DESC, n.id DESC
    LIMIT ${limit} OFFSET ${offset}`;
}
