// Learners' data names words by index (review cards and their logs, undos,
// known words, the "words" marks' item_id, practice questions' word_indexes,
// challenge question specs). When a rebuilt word set moves words, seeding
// carries every reference over to the word's new index, matched by the word's
// text, in the seeding transaction; the rows of words that left the set are
// removed. A placement's level is a position in the order (the first word of
// a band), not a word, so it stays. docs/placement.md: the order.
import type pg from "pg";

export interface RemapResult {
  /** Words whose index changed. */
  moved: number;
  /** Words no longer in the set. */
  left: number;
}

/**
 * Old index → new index (null: the word left the set) for the words now in
 * the words table, given the new set's words in index order.
 */
export function indexMap(oldRows: readonly { index: number; word: string }[], newWords: readonly string[]): Map<number, number | null> {
  const newIndex = new Map(newWords.map((word, index) => [word, index]));
  const map = new Map<number, number | null>();
  for (const { index, word } of oldRows) map.set(index, newIndex.get(word) ?? null);
  return map;
}

/**
 * Unique keys hold a learner's index (cards per direction, marks per slot,
 * known words): a permutation applied in one UPDATE could meet a row not
 * moved yet, so each table moves in two steps, through negative indices
 * (-1 - new), which no real row has.
 */
const KEYED_TABLES = [
  { table: "review_cards", column: "word_index" },
  { table: "known_words", column: "word_index" },
] as const;
const PLAIN_TABLES = [
  { table: "review_logs", column: "word_index" },
  { table: "review_undos", column: "word_index" },
] as const;

/** Carries the learners' rows over from the words table's indices to `newWords`'; run inside the seeding transaction. */
export async function remapWordIndices(client: pg.Client, newWords: readonly string[]): Promise<RemapResult> {
  const old = await client.query<{ index: number; word: string }>("SELECT index, word FROM words");
  const map = indexMap(old.rows, newWords);
  const changes = [...map].filter(([from, to]) => from !== to);
  if (changes.length === 0) return { moved: 0, left: 0 };

  await client.query("CREATE TEMP TABLE word_remap (old_index INTEGER PRIMARY KEY, new_index INTEGER) ON COMMIT DROP");
  await client.query("INSERT INTO word_remap SELECT * FROM unnest($1::int[], $2::int[])", [changes.map(([from]) => from), changes.map(([, to]) => to)]);
  // A row naming an index the words table does not have names no word: it goes too.
  await client.query(
    `INSERT INTO word_remap
     SELECT DISTINCT i, NULL::int FROM (
       SELECT word_index AS i FROM review_cards UNION SELECT word_index FROM known_words
       UNION SELECT word_index FROM review_logs UNION SELECT word_index FROM review_undos
       UNION SELECT unnest(word_indexes) FROM practice_questions
       UNION SELECT CASE WHEN item_id ~ '^[0-9]{1,9}$' THEN item_id::int END FROM marks WHERE type = 'words'
     ) AS used
     WHERE i IS NOT NULL AND NOT EXISTS (SELECT 1 FROM words w WHERE w.index = used.i)
     ON CONFLICT DO NOTHING`,
  );

  for (const { table, column } of [...KEYED_TABLES, ...PLAIN_TABLES]) {
    await client.query(`DELETE FROM ${table} t USING word_remap r WHERE t.${column} = r.old_index AND r.new_index IS NULL`);
  }
  for (const { table, column } of KEYED_TABLES) {
    await client.query(`UPDATE ${table} t SET ${column} = -1 - r.new_index FROM word_remap r WHERE t.${column} = r.old_index`);
    await client.query(`UPDATE ${table} SET ${column} = -1 - ${column} WHERE ${column} < 0`);
  }
  for (const { table, column } of PLAIN_TABLES) {
    await client.query(`UPDATE ${table} t SET ${column} = r.new_index FROM word_remap r WHERE t.${column} = r.old_index`);
  }

  // Marks of words: item_id is the index as text; unique per learner, slot and type.
  await client.query(`DELETE FROM marks m USING word_remap r WHERE m.type = 'words' AND m.item_id = r.old_index::text AND r.new_index IS NULL`);
  await client.query(`UPDATE marks m SET item_id = '-' || r.new_index FROM word_remap r WHERE m.type = 'words' AND m.item_id = r.old_index::text`);
  await client.query(`UPDATE marks SET item_id = substr(item_id, 2) WHERE type = 'words' AND item_id LIKE '-%'`);

  // Practice questions: every word moves with its position; a question on a word that left goes.
  await client.query(`DELETE FROM practice_questions q WHERE q.word_indexes && (SELECT array_agg(old_index) FROM word_remap WHERE new_index IS NULL)`);
  await client.query(
    `UPDATE practice_questions q SET word_indexes = ARRAY(
       SELECT coalesce(r.new_index, u.i) FROM unnest(q.word_indexes) WITH ORDINALITY AS u(i, position)
       LEFT JOIN word_remap r ON r.old_index = u.i ORDER BY u.position)
     WHERE q.word_indexes && (SELECT array_agg(old_index) FROM word_remap)`,
  );

  // Challenge question specs ({ kind, wordIndex, seed }): a spec keeps its
  // place (answers are stored by position); one on a word that left keeps its
  // old index, which the challenge then asks as the word now there.
  await client.query(
    `UPDATE challenges c SET questions = (
       SELECT jsonb_agg(CASE WHEN r.new_index IS NULL THEN q ELSE jsonb_set(q, '{wordIndex}', to_jsonb(r.new_index)) END ORDER BY q_position)
       FROM jsonb_array_elements(c.questions) WITH ORDINALITY AS spec(q, q_position)
       LEFT JOIN word_remap r ON r.old_index = (q ->> 'wordIndex')::int)
     WHERE jsonb_typeof(c.questions) = 'array' AND jsonb_array_length(c.questions) > 0`,
  );

  return { moved: changes.filter(([, to]) => to !== null).length, left: changes.filter(([, to]) => to === null).length };
}
