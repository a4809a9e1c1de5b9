import "server-only";
import { sql, type QueryCreator } from "kysely";
import { kysely, type DB } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import type { MarkedWordCategory, WordCategory } from "@/lib/words/schema";
import { randomUnseenWordQuery } from "./queries";
import { variantsOf } from "./word-variants";
import type { WordRecord, WordSense } from "./word-record";

// Words for the flashcards: by source index, a random one the user has not
// seen, and the user's lists (seen, favourite, remember, unremember) by
// position. A word's marks have type "words" and itemId = its index as text.
// These three are the reads of POST /word/fetchword, one of the API's
// hottest calls: typed SQL on the pool (lib/db.ts kysely()).

/** One sense as the API answers it, plus its part of speech. */
export type PublicWordSense = Pick<WordSense, "definition" | "examples" | "synonyms" | "antonyms" | "partOfSpeech">;
/** `variants`: the word's other spellings (colour for color), only when it has some: the learner may prefer one (lib/words/spelling.ts). */
export type PublicWord = { word: string; variants?: string[]; ipa: string | null; details: PublicWordSense[] };

/** A word with its index in the source list (the API's wordIndex). */
export interface IndexedWord {
  word: PublicWord;
  wordIndex: number;
}

export type CategoryCounts = Record<WordCategory, number>;

export interface WordRow {
  index: number;
  word: string;
  ipa: string | null;
  details: unknown;
}

/** Exactly the API's fields, whatever else the stored JSON carries. */
export function toPublicWord(row: WordRow): IndexedWord {
  const senses = Array.isArray(row.details) ? (row.details as Partial<WordSense>[]) : [];
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
  const details = senses.map((sense) => ({
    definition: typeof sense.definition === "string" ? sense.definition : "",
    examples: strings(sense.examples),
    synonyms: strings(sense.synonyms),
    antonyms: strings(sense.antonyms),
    partOfSpeech: sense.partOfSpeech ?? "noun",
  }));
  const variants = variantsOf(row.word);
  const word = { word: row.word, ...(variants && { variants: [...variants] }), ipa: typeof row.ipa === "string" ? row.ipa : null, details };
  return { word: word satisfies WordRecord, wordIndex: row.index };
}

/** The word at a source index, or null. */
export async function wordByIndex(index: number): Promise<IndexedWord | null> {
  if (!Number.isSafeInteger(index) || index < 0 || index > 2_147_483_647) return null;
  const row = await kysely().selectFrom("words").select(["index", "word", "ipa", "details"]).where("index", "=", index).executeTakeFirst();
  return row ? toPublicWord(row) : null;
}

/**
 * A random word, never one in `excludeIndexes`; for a signed-in user one they
 * have no seen mark on. Null when there is none left.
 *
 * Uniform: the database function random_unseen_word (its migration,
 * 20261124143000_random_unseen_word; from a placed learner's level upward and skipping
 * their known words since 20261128010000_unseen_from_level) draws 8 random indexes in 0..max(index),
 * then 64 more, each probed with a primary-key lookup and a NOT EXISTS on the
 * marks' unique key, and takes the first unseen, not excluded word. Only when
 * all of them miss (the user has seen nearly every word) does it pick among
 * all unseen words with a full scan. As a function its plans stay cached on
 * the connection: 0.1 ms of the server's CPU a call against 0.7 ms for the
 * same SQL sent as one statement, most of which was planning
 * (docs/performance.md).
 */
export async function randomUnseenWord(userId: string | null, excludeIndexes: readonly number[] = []): Promise<IndexedWord | null> {
  if (userId !== null) checkedUserId(userId);
  const excluded = excludeIndexes.filter((index) => Number.isSafeInteger(index) && index >= 0 && index <= 2_147_483_647);
  const row = await randomUnseenWordQuery(kysely(), userId, excluded).executeTakeFirst();
  return row ? toPublicWord(row) : null;
}

// The user's marks on words, joined to the words. A word mark's itemId is the
// index in plain digits (lib/marks/schema.ts); the guard keeps any other
// itemId from breaking the cast.
function markedWords(db: QueryCreator<DB>, userId: string) {
  return db
    .selectFrom("marks as m")
    .innerJoin("words as w", (join) => join.on("w.index", "=", sql<number>`(CASE WHEN m.item_id ~ '^(0|[1-9][0-9]{0,8})$' THEN m.item_id::integer END)`))
    .where("m.user_id", "=", userId)
    .where("m.type", "=", "words");
}

/**
 * The word at `position` (0-based) in the user's list of words marked
 * `category`, oldest mark first, and the list's length. `entry` is null past
 * either end. Marks on indexes that are not words are left out of both.
 */
export async function categoryWordAt(userId: string, category: MarkedWordCategory, position: number): Promise<{ total: number; entry: IndexedWord | null }> {
  checkedUserId(userId);
  const inRange = Number.isSafeInteger(position) && position >= 0 && position <= 2_147_483_647;
  const row = await kysely()
    .with("list", (db) => markedWords(db, userId).where("m.kind", "=", category).select(["w.index", "m.created_at", "m.id"]))
    .selectFrom((db) =>
      db
        .selectFrom("list")
        .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("total"))
        .as("t"),
    )
    .leftJoinLateral(
      (db) =>
        db
          .selectFrom("list")
          .select("index")
          .orderBy("created_at")
          .orderBy("id")
          .offset(inRange ? position : 0)
          .limit(1)
          .as("page"),
      (join) => join.onTrue(),
    )
    .leftJoin("words as w", "w.index", "page.index")
    .select(["t.total", "w.index", "w.word", "w.ipa", "w.details"])
    .executeTakeFirst();
  const total = row?.total ?? 0;
  if (!inRange || !row || row.index === null || row.word === null || row.details === null) return { total, entry: null };
  return { total, entry: toPublicWord({ index: row.index, word: row.word, ipa: row.ipa, details: row.details }) };
}

/**
 * How many words each flashcard category holds for the user: their marked
 * words per kind (counted as the lists above count them) and the unseen rest.
 */
export async function categoryCounts(userId: string): Promise<CategoryCounts> {
  checkedUserId(userId);
  const rows = await markedWords(kysely(), userId)
    .select((eb) => [eb.cast<string>("m.kind", "text").as("kind"), eb.cast<number>(eb.fn.countAll(), "integer").as("count")])
    .groupBy("m.kind")
    .unionAll((db) => db.selectFrom("words").select((eb) => [sql.lit<string>("words").as("kind"), eb.cast<number>(eb.fn.countAll(), "integer").as("count")]))
    .execute();
  const count = (kind: string) => rows.find((row) => row.kind === kind)?.count ?? 0;
  return {
    unseen: count("words") - count("seen"),
    seen: count("seen"),
    favourite: count("favourite"),
    remember: count("remember"),
    unremember: count("unremember"),
  };
}
