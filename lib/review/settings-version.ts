import { sql, type RawBuilder } from "kysely";

// A learner's review settings row has a version: PostgreSQL's xmin, which
// every write of the row changes (an insert, an update, even one that writes
// the same values). A statement that reads it beside its own rows tells, in
// the same round trip, whether settings a process read earlier still hold
// (lib/review/practice-queue.ts). No database client here, as in
// queue-sql.ts: the bench explains the statements that use it.

/** The learner's settings row's version, null when the learner has none (the defaults). */
export function settingsVersionOf(userId: string): RawBuilder<string | null> {
  return sql<string | null>`(SELECT xmin::text FROM review_settings WHERE user_id = ${userId})`;
}
