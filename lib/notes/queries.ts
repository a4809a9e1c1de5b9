// The statements of lib/notes/note-pages.ts, also run outside the app (the
// benchmark's bare server compiles them and runs them through pg, for a
// side-by-side figure): Kysely query builders over any Kysely<DB>, no
// database client and no server-only guard.
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { DB } from "@/lib/generated/kysely/database";

/** Which of a learner's notes, and which slice of them, newest first. */
export interface NotesWindow {
  /** Notes search: a case-insensitive substring of the word or the definitions; "" for all. */
  search: string;
  limit: number;
  offset: number;
}

// strpos, not LIKE: the search is a plain substring, so % and _ in it match themselves.
function matches(eb: ExpressionBuilder<DB, "notes">, userId: string, search: string) {
  const mine = eb("notes.user_id", "=", userId);
  if (search === "") return mine;
  const found = (column: "notes.word" | "notes.definitions") =>
    eb(eb.fn<number>("strpos", [eb.fn<string>("lower", [column]), eb.fn<string>("lower", [eb.val(search)])]), ">", eb.lit(0));
  return eb.and([mine, eb.or([found("notes.word"), found("notes.definitions")])]);
}

/** How many of the learner's notes match `search`: one row, `total`. */
export function notesCountQuery(db: Kysely<DB>, userId: string, search: string) {
  return db
    .selectFrom("notes")
    .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("total"))
    .where((eb) => matches(eb, userId, search));
}

/**
 * One page of the learner's notes: one row per note, newest first
 * (created_at, then id, both descending), `note` holding the note's JSON as
 * the API answers it. row_to_json writes the keys in the order selected
 * with no spaces, and escapes as JSON.stringify does; the timestamp is
 * written as toISOString writes it (created_at is timestamptz(3): whole
 * milliseconds).
 */
export function notesJsonQuery(db: Kysely<DB>, userId: string, { search, limit, offset }: NotesWindow) {
  // The note's fields as a row of their own, for row_to_json: written as SQL, as Kysely builds no FROM-less subquery here.
  const note = sql<Record<string, unknown>>`(
    SELECT notes.id, notes.word, notes.type, notes.definitions, notes.example, notes.breakdown, notes.user_id AS "userId",
      to_char(notes.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp
  )`;
  return db
    .selectFrom("notes")
    .innerJoinLateral(note.as("note"), (join) => join.onTrue())
    .select(sql<string>`row_to_json(note)::text`.as("note"))
    .where((eb) => matches(eb, userId, search))
    .orderBy("notes.created_at", "desc")
    .orderBy("notes.id", "desc")
    .limit(limit)
    .offset(offset);
}
