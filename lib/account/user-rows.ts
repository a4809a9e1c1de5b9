import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkedUserId } from "@/lib/users/checked-user-id";

// A learner's rows, table by table, in batches: each batch is one query that
// continues after the last row of the one before (keyset pagination on an
// index of the table), so reading a history of any length holds one batch
// in memory and no query gets slower as it goes. No cursor or transaction
// stays open between batches (the app may run behind a transaction-mode
// pooler), so rows written while an export runs may or may not be in it.

/** Rows per query: under 1 MB of review log. */
export const BATCH_ROWS = 1000;

type Row = Record<string, unknown>;
type PageQuery = (userId: string, after: Row | null, limit: number) => Prisma.Sql;
/** Where to read: the app's client, or a transaction's. */
export type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;
export type BatchOptions = { batchRows?: number; client?: Reader };

/** The batches of `page` for `userId`, until one comes back short. */
async function* batches(userId: string, page: PageQuery, { batchRows = BATCH_ROWS, client = db() }: BatchOptions = {}): AsyncGenerator<Row[]> {
  checkedUserId(userId, "Reading a learner's rows needs the id of a signed-in user.");
  let after: Row | null = null;
  for (;;) {
    const rows: Row[] = await client.$queryRaw<Row[]>(page(userId, after, batchRows));
    if (rows.length) yield rows;
    if (rows.length < batchRows) return;
    after = rows.at(-1)!;
  }
}

/** `AND <condition>` once there is a previous batch. */
const afterLast = (after: Row | null, condition: (row: Row) => Prisma.Sql) => (after ? Prisma.sql`AND ${condition(after)}` : Prisma.empty);

// The export's sections: each row's JSON is built by PostgreSQL
// (json_build_object), beside the columns the next batch continues after, so
// the app neither decodes the row's columns nor encodes them again (the review
// log's before/after JSON would otherwise be parsed and re-serialised). Ids
// are bigint columns: text in the JSON (JSON has no 64-bit integers).
// ORDER BY names the table's columns (marks.id), never an alias.

/** Marks of every kind, in the order of their index (user_id, kind, created_at, id). */
const marks: PageQuery = (userId, after, limit) => Prisma.sql`
  SELECT kind, created_at, id, json_build_object('kind', kind, 'itemId', item_id, 'type', type, 'name', name, 'val', val,
         'viewIndex', view_index, 'createdAt', created_at, 'id', id::text)::text AS json
  FROM marks WHERE user_id = ${userId}
  ${afterLast(after, (row) => Prisma.sql`(kind, created_at, id) > (${row.kind}::mark_kind, ${row.created_at}, ${row.id})`)}
  ORDER BY marks.kind, marks.created_at, marks.id LIMIT ${limit}`;

const NOTE_COLUMNS = Prisma.sql`id::text AS id, word, type, definitions, example, breakdown, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Notes newest first (index user_id, created_at DESC). */
const noteRows =
  (columns: Prisma.Sql): PageQuery =>
  (userId, after, limit) => Prisma.sql`
  SELECT notes.created_at AS "keyCreatedAt", notes.id AS "keyId", ${columns}
  FROM notes WHERE user_id = ${userId}
  ${afterLast(after, (row) => Prisma.sql`(created_at, id) < (${row.keyCreatedAt}, ${row.keyId}::uuid)`)}
  ORDER BY notes.created_at DESC, notes.id DESC LIMIT ${limit}`;

const notesJson = noteRows(Prisma.sql`json_build_object('id', id::text, 'word', word, 'type', type, 'definitions', definitions, 'example', example,
  'breakdown', breakdown, 'createdAt', created_at, 'updatedAt', updated_at)::text AS json`);

const reviewCards: PageQuery = (userId, after, limit) => Prisma.sql`
  SELECT c.word_index, json_build_object('wordIndex', c.word_index, 'word', w.word, 'due', c.due, 'stability', c.stability,
         'difficulty', c.difficulty, 'elapsedDays', c.elapsed_days, 'scheduledDays', c.scheduled_days, 'learningSteps', c.learning_steps,
         'reps', c.reps, 'lapses', c.lapses, 'state', c.state, 'lastReview', c.last_review, 'version', c.version, 'createdAt', c.created_at)::text AS json
  FROM review_cards c LEFT JOIN words w ON w.index = c.word_index
  WHERE c.user_id = ${userId} ${afterLast(after, (row) => Prisma.sql`c.word_index > ${row.word_index}`)}
  ORDER BY c.word_index LIMIT ${limit}`;

const reviewLog: PageQuery = (userId, after, limit) => Prisma.sql`
  SELECT reviewed_at, id, json_build_object('id', id::text, 'wordIndex', word_index, 'reviewId', review_id, 'rating', rating, 'state', state,
         'due', due, 'stability', stability, 'difficulty', difficulty, 'elapsedDays', elapsed_days, 'lastElapsedDays', last_elapsed_days,
         'scheduledDays', scheduled_days, 'learningSteps', learning_steps, 'reviewedAt', reviewed_at, 'durationMs', duration_ms,
         'before', before, 'after', after)::text AS json
  FROM review_logs WHERE user_id = ${userId}
  ${afterLast(after, (row) => Prisma.sql`(reviewed_at, id) > (${row.reviewed_at}, ${row.id})`)}
  ORDER BY review_logs.reviewed_at, review_logs.id LIMIT ${limit}`;

const reviewActivity: PageQuery = (userId, after, limit) => Prisma.sql`
  SELECT to_char(day, 'YYYY-MM-DD') AS key_day, rating, json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'rating', rating, 'reviews', reviews,
         'reviewState', review_state)::text AS json
  FROM review_activity WHERE user_id = ${userId}
  ${afterLast(after, (row) => Prisma.sql`(day, rating) > (${row.key_day}::date, ${row.rating})`)}
  ORDER BY review_activity.day, review_activity.rating LIMIT ${limit}`;

const reviewUndos: PageQuery = (userId, after, limit) => Prisma.sql`
  SELECT review_id, json_build_object('reviewId', review_id, 'wordIndex', word_index, 'undoneAt', undone_at)::text AS json
  FROM review_undos WHERE user_id = ${userId} ${afterLast(after, (row) => Prisma.sql`review_id > ${row.review_id}`)}
  ORDER BY review_undos.review_id LIMIT ${limit}`;

/** The favourites (favourite marks) with, for words, the word and its senses from the word set. */
const favouritesWithWords: PageQuery = (userId, after, limit) => Prisma.sql`
  SELECT m.type, m.val, m.item_id AS "itemId", w.word, w.details, m.created_at AS "createdAt", m.id::text AS id
  FROM marks m
  LEFT JOIN words w ON m.type = 'words' AND w.index = CASE WHEN m.item_id ~ '^[0-9]{1,9}$' THEN m.item_id::integer END
  WHERE m.user_id = ${userId} AND m.kind = 'favourite'
  ${afterLast(after, (row) => Prisma.sql`(m.created_at, m.id) > (${row.createdAt}, ${row.id}::bigint)`)}
  ORDER BY m.created_at, m.id LIMIT ${limit}`;

/** The export's sections (JSON keys) and how each is read. */
export const EXPORT_SECTIONS = { marks, notes: notesJson, reviewCards, reviewLog, reviewActivity, reviewUndos } as const;

/** A section's batches, each row's JSON text in `json`. */
export async function* sectionBatches(section: keyof typeof EXPORT_SECTIONS, userId: string, options?: BatchOptions): AsyncGenerator<string[]> {
  for await (const rows of batches(userId, EXPORT_SECTIONS[section], options)) yield rows.map((row) => row.json as string);
}

/** The notes as objects (id, word, type, definitions, example, breakdown, createdAt, updatedAt), newest first. */
export function noteBatches(userId: string, options?: BatchOptions): AsyncGenerator<Row[]> {
  return batches(userId, noteRows(NOTE_COLUMNS), options);
}

export function favouriteBatches(userId: string, options?: BatchOptions): AsyncGenerator<Row[]> {
  return batches(userId, favouritesWithWords, options);
}
