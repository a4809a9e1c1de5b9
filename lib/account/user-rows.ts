import "server-only";
import { sql, type Kysely } from "kysely";
import { kysely, type DB } from "@/lib/db";
import type { MarkKind } from "@/lib/generated/kysely/database";
import { checkedUserId } from "@/lib/users/checked-user-id";

// A learner's rows, table by table, in batches: each batch is one query that
// continues after the last row of the one before (keyset pagination on an
// index of the table), so reading a history of any length holds one batch
// in memory and no query gets slower as it goes. No cursor or transaction
// stays open between batches (the app may run behind a transaction-mode
// pooler), so rows written while an export runs may or may not be in it.

/** Rows per query: under 1 MB of review log. */
export const BATCH_ROWS = 1000;

/** Where to read: the pool (lib/db.ts kysely()), or a transaction's tx. */
export type BatchOptions = { batchRows?: number; db?: Kysely<DB> };

/** The batches of `page` for `userId`, each after the last row of the one before, until one comes back short. */
async function* batches<Row>(userId: string, page: Page<Row>, { batchRows = BATCH_ROWS, db = kysely() }: BatchOptions = {}): AsyncGenerator<Row[]> {
  checkedUserId(userId, "Reading a learner's rows needs the id of a signed-in user.");
  let after: Row | null = null;
  for (;;) {
    const rows: Row[] = await page(db, userId, after, batchRows).execute();
    if (rows.length) yield rows;
    if (rows.length < batchRows) return;
    after = rows.at(-1)!;
  }
}

// The export's sections: each row's JSON is built by PostgreSQL
// (json_build_object), beside the columns the next batch continues after, so
// the app neither decodes the row's columns nor encodes them again (the review
// log's before/after JSON would otherwise be parsed and re-serialised). Ids
// are bigint columns: text in the JSON (JSON has no 64-bit integers).
// ORDER BY names the table's columns (marks.id), never an alias.

/** A row's JSON text, as `json`. */
const json = (object: ReturnType<typeof sql>) => sql<string>`${object}::text`.as("json");

/** Marks of every kind, in the order of their index (user_id, kind, created_at, id). */
function marks(db: Kysely<DB>, userId: string, after: { kind: MarkKind; created_at: Date; id: bigint } | null, limit: number) {
  let query = db
    .selectFrom("marks")
    .select([
      "kind",
      "created_at",
      "id",
      json(sql`json_build_object('kind', kind, 'itemId', item_id, 'type', type, 'name', name, 'val', val,
        'viewIndex', view_index, 'createdAt', created_at, 'id', id::text)`),
    ])
    .where("user_id", "=", userId);
  if (after) query = query.where((eb) => eb(eb.refTuple("kind", "created_at", "id"), ">", eb.tuple(after.kind, after.created_at, after.id)));
  return query.orderBy("marks.kind").orderBy("marks.created_at").orderBy("marks.id").limit(limit);
}

/** Notes newest first (index user_id, created_at DESC), with the columns the next batch continues after. */
function notesAfter(db: Kysely<DB>, userId: string, after: { keyCreatedAt: Date; keyId: string } | null, limit: number) {
  let query = db.selectFrom("notes").select(["notes.created_at as keyCreatedAt", "notes.id as keyId"]).where("user_id", "=", userId);
  if (after) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.keyCreatedAt, after.keyId)));
  return query.orderBy("notes.created_at", "desc").orderBy("notes.id", "desc").limit(limit);
}

const notesJson = (...args: Parameters<typeof notesAfter>) =>
  notesAfter(...args).select(
    json(sql`json_build_object('id', id::text, 'word', word, 'type', type, 'definitions', definitions, 'example', example,
      'breakdown', breakdown, 'createdAt', created_at, 'updatedAt', updated_at)`),
  );

/** The notes as objects. */
const noteObjects = (...args: Parameters<typeof notesAfter>) =>
  notesAfter(...args).select((eb) => [
    eb.cast<string>("id", "text").as("id"),
    "word",
    "type",
    "definitions",
    "example",
    "breakdown",
    "created_at as createdAt",
    "updated_at as updatedAt",
  ]);

/** Cards by word, then direction (0 recognition, 1 production): the order of their unique index (user_id, word_index, direction). */
function reviewCards(db: Kysely<DB>, userId: string, after: { word_index: number; direction: number } | null, limit: number) {
  let query = db
    .selectFrom("review_cards as c")
    .leftJoin("words as w", "w.index", "c.word_index")
    .select([
      "c.word_index",
      "c.direction",
      json(sql`json_build_object('wordIndex', c.word_index, 'word', w.word,
        'direction', CASE c.direction WHEN 1 THEN 'production' ELSE 'recognition' END, 'due', c.due, 'stability', c.stability,
        'difficulty', c.difficulty, 'elapsedDays', c.elapsed_days, 'scheduledDays', c.scheduled_days, 'learningSteps', c.learning_steps,
        'reps', c.reps, 'lapses', c.lapses, 'state', c.state, 'lastReview', c.last_review, 'version', c.version, 'createdAt', c.created_at,
        'context', c.context)`),
    ])
    .where("c.user_id", "=", userId);
  if (after) query = query.where((eb) => eb(eb.refTuple("c.word_index", "c.direction"), ">", eb.tuple(after.word_index, after.direction)));
  return query.orderBy("c.word_index").orderBy("c.direction").limit(limit);
}

function reviewLog(db: Kysely<DB>, userId: string, after: { reviewed_at: Date; id: bigint } | null, limit: number) {
  let query = db
    .selectFrom("review_logs")
    .select([
      "reviewed_at",
      "id",
      json(sql`json_build_object('id', id::text, 'wordIndex', word_index,
        'direction', CASE direction WHEN 1 THEN 'production' ELSE 'recognition' END, 'questionKind', question_kind, 'override', override,
        'reviewId', review_id, 'rating', rating, 'state', state,
        'due', due, 'stability', stability, 'difficulty', difficulty, 'elapsedDays', elapsed_days, 'lastElapsedDays', last_elapsed_days,
        'scheduledDays', scheduled_days, 'learningSteps', learning_steps, 'reviewedAt', reviewed_at, 'durationMs', duration_ms,
        'before', before, 'after', after)`),
    ])
    .where("user_id", "=", userId);
  if (after) query = query.where((eb) => eb(eb.refTuple("reviewed_at", "id"), ">", eb.tuple(after.reviewed_at, after.id)));
  return query.orderBy("review_logs.reviewed_at").orderBy("review_logs.id").limit(limit);
}

function reviewActivity(db: Kysely<DB>, userId: string, after: { day: Date; rating: number } | null, limit: number) {
  let query = db
    .selectFrom("review_activity")
    .select([
      "day",
      "rating",
      json(sql`json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'rating', rating, 'reviews', reviews, 'reviewState', review_state)`),
    ])
    .where("user_id", "=", userId);
  if (after) query = query.where((eb) => eb(eb.refTuple("day", "rating"), ">", eb.tuple(after.day, after.rating)));
  return query.orderBy("review_activity.day").orderBy("review_activity.rating").limit(limit);
}

function reviewUndos(db: Kysely<DB>, userId: string, after: { review_id: string } | null, limit: number) {
  let query = db
    .selectFrom("review_undos")
    .select(["review_id", json(sql`json_build_object('reviewId', review_id, 'wordIndex', word_index, 'undoneAt', undone_at)`)])
    .where("user_id", "=", userId);
  if (after) query = query.where("review_id", ">", after.review_id);
  return query.orderBy("review_undos.review_id").limit(limit);
}

/** Words the learner said they know ("I already know this", lib/known), by word. */
function knownWords(db: Kysely<DB>, userId: string, after: { word_index: number } | null, limit: number) {
  let query = db
    .selectFrom("known_words")
    .select(["word_index", json(sql`json_build_object('wordIndex', word_index, 'markedAt', marked_at, 'checkedAt', checked_at)`)])
    .where("user_id", "=", userId);
  if (after) query = query.where("word_index", ">", after.word_index);
  return query.orderBy("known_words.word_index").limit(limit);
}

/** The vocabulary test's result (at most one row per learner). */
function placements(db: Kysely<DB>, userId: string, after: { user_id: string } | null, limit: number) {
  let query = db
    .selectFrom("placements")
    .select(["user_id", json(sql`json_build_object('knownWords', known_words, 'band', band, 'level', level, 'takenAt', taken_at)`)])
    .where("user_id", "=", userId);
  if (after) query = query.where("user_id", ">", after.user_id);
  return query.orderBy("placements.user_id").limit(limit);
}

/** The reminder settings: one row at most (the unsubscribe version is the link's, not the learner's). */
function reminders(db: Kysely<DB>, userId: string, after: { user_id: string } | null, limit: number) {
  let query = db
    .selectFrom("reminders")
    .select(["user_id", json(sql`json_build_object('email', email, 'hour', hour, 'lastSentDay', to_char(last_sent_day, 'YYYY-MM-DD'))`)])
    .where("user_id", "=", userId);
  if (after) query = query.where("user_id", ">", after.user_id);
  return query.orderBy("reminders.user_id").limit(limit);
}

/** The browsers that get push reminders: the push service's URL and when it was saved (not the browser's keys). */
function pushSubscriptions(db: Kysely<DB>, userId: string, after: { endpoint: string } | null, limit: number) {
  let query = db
    .selectFrom("push_subscriptions")
    .select(["endpoint", json(sql`json_build_object('endpoint', endpoint, 'createdAt', created_at, 'lastSentDay', to_char(last_sent_day, 'YYYY-MM-DD'))`)])
    .where("user_id", "=", userId);
  if (after) query = query.where("endpoint", ">", after.endpoint);
  return query.orderBy("push_subscriptions.endpoint").limit(limit);
}

/** The challenges the learner made (lib/challenges), oldest first: title, kind, source, when; not the questions. */
function challengesMade(db: Kysely<DB>, userId: string, after: { created_at: Date; id: string } | null, limit: number) {
  let query = db
    .selectFrom("challenges")
    .select([
      "created_at",
      "id",
      json(
        sql`json_build_object('id', id, 'title', title, 'kind', kind, 'source', source, 'players', player_count, 'createdAt', created_at, 'closedAt', closed_at)`,
      ),
    ])
    .where("user_id", "=", userId);
  if (after) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(after.created_at, after.id)));
  return query.orderBy("challenges.created_at").orderBy("challenges.id").limit(limit);
}

/** The learner's plays of challenges, by challenge: score, answers given, when. */
function challengePlays(db: Kysely<DB>, userId: string, after: { challenge_id: string } | null, limit: number) {
  let query = db
    .selectFrom("challenge_players")
    .select([
      "challenge_id",
      json(sql`json_build_object('challengeId', challenge_id, 'nickname', nickname, 'score', score, 'answered', answered,
        'startedAt', started_at, 'finishedAt', finished_at)`),
    ])
    .where("user_id", "=", userId);
  if (after) query = query.where("challenge_id", ">", after.challenge_id);
  return query.orderBy("challenge_players.challenge_id").limit(limit);
}

/** The texts the learner saved on "Read your own text" (lib/reader/saved-texts.ts), oldest first, each whole. */
function readerTexts(db: Kysely<DB>, userId: string, after: { created_at: Date; id: string } | null, limit: number) {
  let query = db
    .selectFrom("reader_texts")
    .select(["created_at", "id", json(sql`json_build_object('id', id::text, 'title', title, 'text', text, 'createdAt', created_at)`)])
    .where("user_id", "=", userId);
  if (after) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(after.created_at, after.id)));
  return query.orderBy("reader_texts.created_at").orderBy("reader_texts.id").limit(limit);
}

/** The stories and saved texts the learner has read (lib/reader/readings.ts), by source. */
function readings(db: Kysely<DB>, userId: string, after: { source: string } | null, limit: number) {
  let query = db
    .selectFrom("readings")
    .select(["source", json(sql`json_build_object('source', source, 'readAt', read_at)`)])
    .where("user_id", "=", userId);
  if (after) query = query.where("source", ">", after.source);
  return query.orderBy("readings.source").limit(limit);
}

/** The headwords met in those readings, each once, with when first met. */
function wordsRead(db: Kysely<DB>, userId: string, after: { word_index: number } | null, limit: number) {
  let query = db
    .selectFrom("reading_words")
    .select(["word_index", json(sql`json_build_object('wordIndex', word_index, 'firstReadAt', first_read_at)`)])
    .where("user_id", "=", userId);
  if (after) query = query.where("word_index", ">", after.word_index);
  return query.orderBy("reading_words.word_index").limit(limit);
}

/** The favourites (favourite marks) with, for words, the word and its senses from the word set. */
function favouritesWithWords(db: Kysely<DB>, userId: string, after: { createdAt: Date; id: bigint } | null, limit: number) {
  let query = db
    .selectFrom("marks as m")
    .leftJoin("words as w", (join) =>
      join.on("m.type", "=", "words").on("w.index", "=", sql<number>`CASE WHEN m.item_id ~ '^[0-9]{1,9}$' THEN m.item_id::integer END`),
    )
    .select(["m.type", "m.val", "m.item_id as itemId", "w.word", "w.details", "m.created_at as createdAt", "m.id"])
    .where("m.user_id", "=", userId)
    .where("m.kind", "=", "favourite");
  if (after) query = query.where((eb) => eb(eb.refTuple("m.created_at", "m.id"), ">", eb.tuple(after.createdAt, after.id)));
  return query.orderBy("m.created_at").orderBy("m.id").limit(limit);
}

type Page<Row> = (db: Kysely<DB>, userId: string, after: Row | null, limit: number) => { execute(): Promise<Row[]> };

/** A section read by `page`, each row's JSON text. */
function jsonRows<Row extends { json: string }>(page: Page<Row>) {
  return async function* (userId: string, options?: BatchOptions): AsyncGenerator<string[]> {
    for await (const rows of batches(userId, page, options)) yield rows.map((row) => row.json);
  };
}

/** The export's sections (JSON keys) and how each is read. */
export const EXPORT_SECTIONS = {
  marks: jsonRows(marks),
  notes: jsonRows(notesJson),
  reviewCards: jsonRows(reviewCards),
  reviewLog: jsonRows(reviewLog),
  reviewActivity: jsonRows(reviewActivity),
  reviewUndos: jsonRows(reviewUndos),
  knownWords: jsonRows(knownWords),
  placements: jsonRows(placements),
  reminders: jsonRows(reminders),
  pushSubscriptions: jsonRows(pushSubscriptions),
  challenges: jsonRows(challengesMade),
  challengePlays: jsonRows(challengePlays),
  readerTexts: jsonRows(readerTexts),
  readings: jsonRows(readings),
  wordsRead: jsonRows(wordsRead),
} as const;

/** A section's batches, each row's JSON text. */
export function sectionBatches(section: keyof typeof EXPORT_SECTIONS, userId: string, options?: BatchOptions): AsyncGenerator<string[]> {
  return EXPORT_SECTIONS[section](userId, options);
}

/** The notes as objects (id, word, type, definitions, example, breakdown, createdAt, updatedAt), newest first. */
export function noteBatches(userId: string, options?: BatchOptions) {
  return batches(userId, noteObjects, options);
}

export function favouriteBatches(userId: string, options?: BatchOptions) {
  return batches(userId, favouritesWithWords, options);
}
