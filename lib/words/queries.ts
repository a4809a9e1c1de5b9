// The statements of lib/words/words.ts that are also run outside the app
// (the benchmark's bare server compiles them and runs them through pg, for a
// side-by-side figure): Kysely query builders over any Kysely<DB>, no
// database client and no server-only guard.
import { sql, type Kysely, type Selectable } from "kysely";
import type { DB, Word } from "@/lib/generated/kysely/database";

/**
 * The statement behind randomUnseenWord (lib/words/words.ts): a row of the
 * words table, at most one. The drawing is the database function
 * random_unseen_word (migration 20261124143000_random_unseen_word, which
 * returns the words table's four columns), whose plans PostgreSQL keeps per
 * connection.
 */
export function randomUnseenWordQuery(db: Kysely<DB>, userId: string | null, excluded: readonly number[]) {
  return db
    .selectFrom(sql<Selectable<Word>>`random_unseen_word(${userId}::text, ${excluded}::integer[])`.as("w"))
    .select(["w.index", "w.word", "w.ipa", "w.details"]);
}
