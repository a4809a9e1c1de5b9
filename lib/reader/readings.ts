import "server-only";
import { sql } from "kysely";
import { kysely, type Transaction } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { countedWords } from "./analyse";

// What a learner has read, for /progress's "Words met in reading": a story
// read to its end, or a text they saved, and the headwords met in it, each
// counted once however often it is met. A deleted saved text stays read: its
// words were met.

export type ReadingSource = `story:${string}` | `text:${string}`;

export type ReadingStats = { words: number; stories: number; texts: number };

/** The headwords a text uses (uncounted words and words outside the word set aside), each once. */
export function textHeadwords(text: string): number[] {
  return [...new Set(countedWords(text).headwords.flatMap((headword) => (headword ? [headword.index] : [])))];
}

/** Records a reading and its headwords in the caller's transaction, in one statement; read again, its time moves on. */
export async function recordReadingIn(tx: Transaction, userId: string, source: ReadingSource, words: readonly number[]): Promise<void> {
  await sql`with reading as (
      insert into readings (user_id, source) values (${userId}, ${source})
      on conflict (user_id, source) do update set read_at = excluded.read_at
    )
    insert into reading_words (user_id, word_index)
    select ${userId}, word from unnest(${[...words]}::int[]) as word
    on conflict do nothing`.execute(tx);
}

/** Records a reading in a write of its own. */
export async function recordReading(userId: string, source: ReadingSource, words: readonly number[]): Promise<void> {
  checkedUserId(userId, "Readings need the id of a signed-in user.");
  await writeUserData(userId, (tx) => recordReadingIn(tx, userId, source, words));
}

/** The learner's words met in reading, and the stories and texts read: one statement, from the two tables' keys. */
export async function readingStats(userId: string): Promise<ReadingStats> {
  checkedUserId(userId);
  const row = await kysely()
    .selectNoFrom([
      sql<number>`(select count(*)::int from reading_words where user_id = ${userId})`.as("words"),
      sql<number>`(select count(*)::int from readings where user_id = ${userId} and source like 'story:%')`.as("stories"),
      sql<number>`(select count(*)::int from readings where user_id = ${userId} and source like 'text:%')`.as("texts"),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
